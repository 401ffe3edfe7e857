import type { MailLocale, MailTexts } from './mail-locale';
import type { OutgoingMail } from './mailer';

export interface CodeMailContext {
  tenantId: string;
  /** The tenant's site title, e.g. 'Acme Devices Buyer Portal'. */
  siteTitle: string;
  to: string;
  code: string;
  /** The recipient's language (mailLocaleOf); English when not given. */
  locale?: MailLocale;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

interface CodeTexts {
  yourCode: string;
  validFor: (validity: string) => string;
  signUp: { subject: string; purpose: string; validity: string };
  reset: { subject: string; purpose: string; validity: string };
}

const TEXTS: MailTexts<CodeTexts> = {
  en: {
    yourCode: 'Your code is',
    validFor: (validity) => `It is valid for ${validity}. If you did not ask for it, ignore this e-mail.`,
    signUp: { subject: 'your verification code', purpose: 'Please confirm your e-mail address to finish creating your account.', validity: '24 hours' },
    reset: { subject: 'your password reset code', purpose: 'Someone asked to reset the password of your account.', validity: '1 hour' },
  },
  es: {
    yourCode: 'Tu código es',
    validFor: (validity) => `Es válido durante ${validity}. Si no lo pediste, ignora este correo.`,
    signUp: { subject: 'tu código de verificación', purpose: 'Confirma tu dirección de correo para terminar de crear tu cuenta.', validity: '24 horas' },
    reset: { subject: 'tu código para restablecer la contraseña', purpose: 'Alguien pidió restablecer la contraseña de tu cuenta.', validity: '1 hora' },
  },
};

function codeMail(context: CodeMailContext, kind: 'signUp' | 'reset'): OutgoingMail {
  const texts = TEXTS[context.locale ?? 'en'];
  const { subject, purpose, validity } = texts[kind];
  const text = `${purpose}\n\n${texts.yourCode} ${context.code}\n\n${texts.validFor(validity)}\n\n${context.siteTitle}`;
  const html = `<p>${escapeHtml(purpose)}</p><p>${escapeHtml(texts.yourCode)} <strong style="font-size:1.4em;letter-spacing:0.1em">${context.code}</strong></p><p>${escapeHtml(texts.validFor(validity))}</p><p>${escapeHtml(context.siteTitle)}</p>`;
  return { tenantId: context.tenantId, to: context.to, subject: `${context.siteTitle}: ${subject}`, text, html };
}

/** SignUp, ResendConfirmationCode: confirms the e-mail address of a new account. */
export const signUpCodeMail = (context: CodeMailContext): OutgoingMail => codeMail(context, 'signUp');

/** ForgotPassword: lets the owner of the address choose a new password. */
export const passwordResetCodeMail = (context: CodeMailContext): OutgoingMail => codeMail(context, 'reset');
