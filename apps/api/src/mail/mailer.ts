/** The sender of the API's e-mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Buyer Portal <no-reply@buyer-portal.invalid>';

/** An e-mail the API sends on a tenant's behalf (verification and reset codes, return answers, alerts). */
export interface OutgoingMail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Where e-mails go: SMTP when SMTP_URL is set (SmtpMailer), else the dev mailbox table
 * (DevMailbox), readable at GET /dev/mailbox in demo mode.
 */
export interface Mailer {
  /** Describes the adapter for the start-up log. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
}
