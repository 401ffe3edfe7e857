import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devMailbox, type DevMailRow } from '../db/schema';
import { scoped } from '../db/scoped';
import type { Mailer, OutgoingMail } from './mailer';

export interface DevMailboxOptions {
  /**
   * Demo mode only (config.ts: DEMO_MODE, on unless NODE_ENV=production): log what each e-mail
   * says, codes included, so a demo can be followed from the terminal. Otherwise the log only
   * says that an e-mail was kept: a production log must never hold a code.
   */
  logContents: boolean;
}

/**
 * Keeps e-mails in the dev_mailbox table instead of sending them, so codes can be read without a
 * mail server (local runs, demos, tests: GET /dev/mailbox in demo mode).
 */
export class DevMailbox implements Mailer {
  readonly description = 'dev mailbox (the dev_mailbox table; no SMTP_URL set)';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: DevMailboxOptions,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { tenantId, attachments, ...message } = mail;
    const kept = (attachments ?? []).map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, contentBase64: attachment.content.toString('base64') }));
    await scoped(this.db, tenantId).insert(devMailbox, { ...message, to: message.to.toLowerCase(), attachments: kept });
    const attachmentNames = kept.map((attachment) => attachment.filename);
    // Subjects never carry a code; texts do.
    const logged = this.options.logContents ? { to: mail.to, subject: mail.subject, text: mail.text, attachments: attachmentNames } : { subject: mail.subject, attachments: attachmentNames };
    this.log.info({ mail: logged }, 'dev mailbox: e-mail kept instead of sent');
  }

  /** The tenant's messages to one address, newest first. */
  async messagesTo(tenantId: string, to: string, limit = 50): Promise<DevMailRow[]> {
    return scoped(this.db, tenantId).findMany(devMailbox, eq(devMailbox.to, to.trim().toLowerCase()), { orderBy: [desc(devMailbox.createdAt)], limit });
  }
}
