import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { devMailbox, type DevMailRow } from '../db/schema';
import { scoped } from '../db/scoped';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Keeps e-mails in the dev_mailbox table instead of sending them, so codes can be read without a
 * mail server (local runs, demos, tests: GET /dev/mailbox in demo mode). The log says only that an
 * e-mail was kept and what it is about: a code never reaches a log line, not even in a demo.
 */
export class DevMailbox implements Mailer {
  readonly description = 'dev mailbox (the dev_mailbox table; no SMTP_URL set)';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { tenantId, attachments, ...message } = mail;
    const kept = (attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      contentBase64: attachment.content.toString('base64'),
    }));
    await scoped(this.db, tenantId).insert(devMailbox, { ...message, to: message.to.toLowerCase(), attachments: kept });
    // Subjects never carry a code; texts do.
    this.log.info({ mail: { subject: mail.subject, attachments: kept.map((attachment) => attachment.filename) } }, 'dev mailbox: e-mail kept instead of sent');
  }

  /** The tenant's messages to one address, newest first. */
  async messagesTo(tenantId: string, to: string, limit = 50): Promise<DevMailRow[]> {
    return scoped(this.db, tenantId).findMany(devMailbox, eq(devMailbox.to, to.trim().toLowerCase()), { orderBy: [desc(devMailbox.createdAt)], limit });
  }
}
