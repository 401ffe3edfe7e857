import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/** Sends through an SMTP server (or any nodemailer transport, e.g. jsonTransport in tests). */
export class SmtpMailer implements Mailer {
  readonly description: string;

  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
    description = 'SMTP',
  ) {
    this.description = description;
  }

  /** 'smtp://user:pass@mail.example.com:587' or 'smtps://…'; the password never reaches the log. */
  static async fromUrl(smtpUrl: string, from: string): Promise<SmtpMailer> {
    const url = new URL(smtpUrl);
    // nodemailer is loaded only where SMTP is set (demo mode and tests use the dev mailbox).
    const { createTransport } = await import('nodemailer');
    return new SmtpMailer(createTransport(smtpUrl), from, `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
  }
}
