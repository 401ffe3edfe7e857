import type { OutgoingMail } from './mailer';

export interface CodeMailContext {
  tenantId: string;
  /** The tenant's site title, e.g. 'Acme Devices Buyer Portal'. */
  siteTitle: string;
  to: string;
  code: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

function codeMail(context: CodeMailContext, subject: string, purpose: string, validity: string): OutgoingMail {
  const text = `${purpose}\n\nYour code is ${context.code}\n\nIt is valid for ${validity}. If you did not ask for it, ignore this e-mail.\n\n${context.siteTitle}`;
  const html = `<p>${escapeHtml(purpose)}</p><p>Your code is <strong style="font-size:1.4em;letter-spacing:0.1em">${context.code}</strong></p><p>It is valid for ${validity}. If you did not ask for it, ignore this e-mail.</p><p>${escapeHtml(context.siteTitle)}</p>`;
  return { tenantId: context.tenantId, to: context.to, subject: `${context.siteTitle}: ${subject}`, text, html };
}

/** SignUp, ResendConfirmationCode: confirms the e-mail address of a new account. */
export const signUpCodeMail = (context: CodeMailContext): OutgoingMail =>
  codeMail(context, 'your verification code', 'Please confirm your e-mail address to finish creating your account.', '24 hours');

/** ForgotPassword: lets the owner of the address choose a new password. */
export const passwordResetCodeMail = (context: CodeMailContext): OutgoingMail =>
  codeMail(context, 'your password reset code', 'Someone asked to reset the password of your account.', '1 hour');
