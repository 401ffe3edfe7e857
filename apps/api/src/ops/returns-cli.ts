import type { FastifyBaseLogger } from 'fastify';
import { RETURN_STATUSES, type ReturnStatus } from '@bp/api-contract';
import type { Database } from '../db/database';
import { DevMailbox } from '../mail/dev-mailbox';
import { DEFAULT_MAIL_FROM, type Mailer } from '../mail/mailer';
import { SmtpMailer } from '../mail/smtp-mailer';
import { approveReturn, creditReturnUnits, listSellerReturns, receiveReturnUnits, rejectReturnUnits, sellerReturn } from '../returns/return-seller-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// `npm run ops -- returns …`: the seller's answers to returns from a shell, through the services
// /ops/returns uses; the buyer's e-mails go through SMTP_URL when set, else the dev mailbox.

export const RETURNS_USAGE = `  ops returns list [--status <REQUESTED,APPROVED,...>] [--tenant <slug>]
  ops returns show <returnNumber> [--tenant <slug>]
  ops returns approve <returnNumber> --imeis <imei,imei> [--rma <number>] [--ship-by <YYYY-MM-DD>] [--tenant <slug>]
  ops returns reject <returnNumber> --imeis <imei,imei> --reason <text> [--tenant <slug>]
  ops returns receive <returnNumber> --imeis <imei,imei> [--tenant <slug>]
  ops returns credit <returnNumber> --credit <imei>=<12.50>[,<imei>=<amount>] [--tenant <slug>]`;

export const RETURN_COMMANDS = ['list', 'show', 'approve', 'reject', 'receive', 'credit'];

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Where the CLI's e-mails go: the server's choice (SMTP_URL, else the dev mailbox table). */
export async function cliMailer(db: Database, smtpUrl: string | undefined, mailFrom: string | undefined, log: FastifyBaseLogger): Promise<Mailer> {
  return smtpUrl ? await SmtpMailer.fromUrl(smtpUrl, mailFrom ?? DEFAULT_MAIL_FROM) : new DevMailbox(db, log);
}

export async function runReturnsCommand(db: Database, mailer: Mailer, tenant: ResolvedTenant, args: string[]): Promise<unknown> {
  const [, command, returnNumber] = args;
  const deps = { db, mailer };
  const needsNumber = () => {
    if (!returnNumber || returnNumber.startsWith('--')) throw new Error(`usage:\n${RETURNS_USAGE}`);
    return returnNumber;
  };
  const needsImeis = () => {
    const imeis = list(option(args, 'imeis'));
    if (imeis.length === 0) throw new Error('--imeis needs at least one IMEI');
    return imeis;
  };
  switch (command) {
    case 'list':
      return listSellerReturns(
        db,
        tenant.id,
        list(option(args, 'status')).filter((status): status is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(status)),
      );
    case 'show':
      return sellerReturn(db, tenant.id, needsNumber());
    case 'approve': {
      const shipBy = option(args, 'ship-by');
      if (shipBy !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(shipBy)) throw new Error('--ship-by must be a date like 2026-12-15');
      return approveReturn(deps, tenant, needsNumber(), { imeis: needsImeis(), rmaNumber: option(args, 'rma'), shipBy });
    }
    case 'reject': {
      const reason = option(args, 'reason')?.trim();
      if (!reason) throw new Error('--reason needs the text the buyer reads');
      return rejectReturnUnits(deps, tenant, needsNumber(), needsImeis(), reason);
    }
    case 'receive':
      return receiveReturnUnits(deps, tenant, needsNumber(), needsImeis());
    case 'credit': {
      const units = list(option(args, 'credit')).map((entry) => {
        const [imei, amount] = entry.split('=');
        if (!imei || !amount || !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) throw new Error('--credit must look like <imei>=<12.50>,<imei>=<8>');
        return { imei, amount };
      });
      if (units.length === 0) throw new Error('--credit needs at least one <imei>=<amount>');
      return creditReturnUnits(deps, tenant, needsNumber(), { units });
    }
    default:
      throw new Error(`usage:\n${RETURNS_USAGE}`);
  }
}
