import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { tenantHosts, tenants } from '../db/schema';
import { expireDueOffers } from '../offers/offer-service';
import { answerOffer, listSellerOffers } from '../offers/seller-offer-service';
import { applyStockUpdates, type StockUpdate } from '../stock/stock-update-service';
import { POE_STATUSES, type PoeStatus } from '../db/schema';
import {
  application,
  approveAccount,
  listApplications,
  listProofOfExport,
  requestProofOfExport,
  reviewDocument,
  reviewProofOfExport,
} from '../onboarding/seller-onboarding-service';
import { KEY_COMMANDS, KEYS_USAGE, runAuditCommand, runKeysCommand } from './keys-cli';
import { ORDER_COMMANDS, ORDERS_USAGE, runOrdersCommand } from './orders-cli';
import { cliMailer, RETURN_COMMANDS, RETURNS_USAGE, runReturnsCommand } from './returns-cli';
import { resolvedTenantColumns } from '../tenants/tenant-directory';

// The seller side's command line (same service as POST /ops/stock/updates), on the database the
// server would use (DATABASE_URL, else the PGlite folder DATA_DIR; PGlite refuses while a server
// holds the folder: use the HTTP route then).
//
//   npm run ops -- stock set --item APL-IP13-128GB-BLA-A-UNL --warehouse MIA --quantity 50 [--price 123.45] [--tenant acme]
//   npm run ops -- stock import updates.json [--tenant acme]     (a JSON array of { itemNumber, warehouse, quantityAvailable?, listPrice? })
//   npm run ops -- offers list [--status PENDING_ACCEPTANCE,COUNTERED] [--tenant acme]
//   npm run ops -- offers accept <offerId> [--expires 2026-11-25T12:00:00Z]
//   npm run ops -- offers counter <offerId> --price 350 [--min-quantity 10] [--expires <ISO>]
//   npm run ops -- offers reject <offerId>
//   npm run ops -- offers expire [--as-of <ISO>]                 (the expiry sweep, now or as of a time)
//   npm run ops -- accounts list [--pending]                      (submitted applications with their documents)
//   npm run ops -- accounts show newbuyer@demo.test
//   npm run ops -- accounts verify newbuyer@demo.test BUSINESS_LICENSE
//   npm run ops -- accounts reject newbuyer@demo.test BUSINESS_LICENSE --reason "The license has expired"
//   npm run ops -- accounts approve newbuyer@demo.test [--verified]   (joins the Buyer group: may sign in to the portal)
//   npm run ops -- accounts poe-request buyer@demo.test --name "Bill of lading SO-100001" [--description "..."]
//   npm run ops -- accounts poe-list [--status SUBMITTED,PENDING]
//   npm run ops -- accounts poe-approve <documentId>   |   accounts poe-reject <documentId>
//
// Stock-alert e-mails and offer expiries are queued as jobs; a running server's worker runs them.
// Orders (release, quote, ship, units, invoice, cancel, late fees): see ./orders-cli.ts; returns
// (approve, reject, receive, credit): ./returns-cli.ts. Ops keys, the
// token signing key and the audit: see ./keys-cli.ts. --tenant takes a slug or a host name.

const USAGE = `usage:
  ops stock set --item <itemNumber> --warehouse <code> [--quantity <n>] [--price <123.45>] [--tenant <slug>]
  ops stock import <file.json> [--tenant <slug>]
  ops offers list [--status <STATUS,...>] [--tenant <slug>]
  ops offers accept <offerId> [--expires <ISO 8601>] [--tenant <slug>]
  ops offers counter <offerId> --price <123.45> [--min-quantity <n>] [--expires <ISO 8601>] [--tenant <slug>]
  ops offers reject <offerId> [--tenant <slug>]
  ops offers expire [--as-of <ISO 8601>] [--tenant <slug>]
  ops accounts list [--pending] [--tenant <slug>]
  ops accounts show <email> [--tenant <slug>]
  ops accounts verify <email> <documentReferenceId> [--tenant <slug>]
  ops accounts reject <email> <documentReferenceId> --reason <text> [--tenant <slug>]
  ops accounts approve <email> [--verified] [--tenant <slug>]
  ops accounts poe-request <email> --name <document name> [--description <text>] [--tenant <slug>]
  ops accounts poe-list [--status <STATUS,...>] [--tenant <slug>]
  ops accounts poe-approve <documentId> [--tenant <slug>]
  ops accounts poe-reject <documentId> [--tenant <slug>]
${ORDERS_USAGE}
${RETURNS_USAGE}
${KEYS_USAGE}`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

function parseStockArguments(args: string[]): { tenant: string; updates: StockUpdate[] } {
  const [area, command, file] = args;
  const tenant = option(args, 'tenant') ?? 'acme';
  if (area !== 'stock') throw new Error(USAGE);
  if (command === 'set') {
    const itemNumber = option(args, 'item');
    const warehouse = option(args, 'warehouse');
    const quantity = option(args, 'quantity');
    const price = option(args, 'price');
    if (!itemNumber || !warehouse || (quantity === undefined && price === undefined)) throw new Error(USAGE);
    if (quantity !== undefined && !/^\d+$/.test(quantity)) throw new Error('--quantity must be a whole number >= 0');
    if (price !== undefined && !/^\d+(\.\d{1,2})?$/.test(price)) throw new Error('--price must be an amount like 123.45');
    return {
      tenant,
      updates: [
        {
          itemNumber,
          warehouse,
          ...(quantity !== undefined ? { quantityAvailable: Number(quantity) } : {}),
          ...(price !== undefined ? { listPrice: price } : {}),
        },
      ],
    };
  }
  if (command === 'import' && file && !file.startsWith('--')) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array of { itemNumber, warehouse, quantityAvailable?, listPrice? }`);
    return { tenant, updates: parsed as StockUpdate[] };
  }
  throw new Error(USAGE);
}

function dateOption(args: string[], name: string): Date | undefined {
  const text = option(args, name);
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`--${name} must be an ISO 8601 date-time like 2026-11-25T12:00:00Z`);
  return date;
}

const OFFER_COMMANDS = ['list', 'accept', 'counter', 'reject', 'expire'];

/** `ops offers ...`: the seller's answers (same services as the /ops/offers routes). */
async function runOffersCommand(db: Database, tenantId: string, args: string[]): Promise<unknown> {
  const [, command, offerId] = args;
  const needsId = () => {
    if (!offerId || offerId.startsWith('--')) throw new Error(USAGE);
    return offerId;
  };
  switch (command) {
    case 'list':
      return listSellerOffers(
        db,
        tenantId,
        option(args, 'status')
          ?.split(',')
          .map((status) => status.trim())
          .filter(Boolean),
      );
    case 'accept':
      return answerOffer(db, tenantId, needsId(), { kind: 'accept', expiresAt: dateOption(args, 'expires') });
    case 'counter': {
      const id = needsId();
      const price = option(args, 'price');
      const minimum = option(args, 'min-quantity');
      if (!price || !/^\d+(\.\d{1,2})?$/.test(price)) throw new Error('--price must be an amount like 123.45');
      if (minimum !== undefined && !/^[1-9]\d*$/.test(minimum)) throw new Error('--min-quantity must be a whole number >= 1');
      return answerOffer(db, tenantId, id, {
        kind: 'counter',
        counterPrice: price,
        minimumCheckoutQuantity: minimum === undefined ? undefined : Number(minimum),
        expiresAt: dateOption(args, 'expires'),
      });
    }
    case 'reject':
      return answerOffer(db, tenantId, needsId(), { kind: 'reject' });
    case 'expire':
      return { expired: await expireDueOffers(db, { tenantId, asOf: dateOption(args, 'as-of') }) };
    default:
      throw new Error(USAGE);
  }
}

const ACCOUNT_COMMANDS = ['list', 'show', 'verify', 'reject', 'approve', 'poe-request', 'poe-list', 'poe-approve', 'poe-reject'];

/** `ops accounts ...`: onboarding and proof of export (same services as the /ops/accounts routes). */
async function runAccountsCommand(db: Database, tenantId: string, args: string[]): Promise<unknown> {
  const [, command, first, second] = args;
  const positional = (value: string | undefined) => {
    if (!value || value.startsWith('--')) throw new Error(USAGE);
    return value;
  };
  switch (command) {
    case 'list':
      return listApplications(db, tenantId, { pending: args.includes('--pending') });
    case 'show':
      return application(db, tenantId, positional(first));
    case 'verify':
      return reviewDocument(db, tenantId, positional(first), positional(second), { kind: 'verify' });
    case 'reject': {
      const reason = option(args, 'reason');
      if (!reason) throw new Error('--reason is required: the buyer sees it');
      return reviewDocument(db, tenantId, positional(first), positional(second), { kind: 'reject', reason });
    }
    case 'approve':
      return approveAccount(db, tenantId, positional(first), { verified: args.includes('--verified') });
    case 'poe-request': {
      const name = option(args, 'name');
      if (!name) throw new Error('--name is required');
      const description = option(args, 'description');
      return requestProofOfExport(db, tenantId, positional(first), { documentName: name, documentDescription: description ? [description] : [] });
    }
    case 'poe-list': {
      const statuses = option(args, 'status')
        ?.split(',')
        .map((status) => status.trim())
        .filter(Boolean);
      const unknown = statuses?.find((status) => !(POE_STATUSES as readonly string[]).includes(status));
      if (unknown) throw new Error(`unknown status ${unknown}; one of ${POE_STATUSES.join(', ')}`);
      return listProofOfExport(db, tenantId, statuses as PoeStatus[] | undefined);
    }
    case 'poe-approve':
      return reviewProofOfExport(db, tenantId, positional(first), 'APPROVED');
    case 'poe-reject':
      return reviewProofOfExport(db, tenantId, positional(first), 'REJECTED');
    default:
      throw new Error(USAGE);
  }
}

/** The tenant named by slug, or by one of its host names. */
async function findTenant(db: Database, slugOrHost: string) {
  const [bySlug] = await db.select(resolvedTenantColumns).from(tenants).where(eq(tenants.slug, slugOrHost));
  if (bySlug) return bySlug;
  const [byHost] = await db
    .select(resolvedTenantColumns)
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.hostname, slugOrHost.toLowerCase()));
  return byHost;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (!['stock', 'offers', 'accounts', 'orders', 'returns', 'keys', 'audit'].includes(args[0] ?? '')) throw new Error(USAGE);
  if (args[0] === 'keys' && !KEY_COMMANDS.includes(args[1] ?? '')) throw new Error(USAGE);
  if (args[0] === 'accounts' && !ACCOUNT_COMMANDS.includes(args[1] ?? '')) throw new Error(USAGE);
  if (args[0] === 'offers' && !OFFER_COMMANDS.includes(args[1] ?? '')) throw new Error(USAGE);
  if (args[0] === 'orders' && !ORDER_COMMANDS.includes(args[1] ?? '')) throw new Error(USAGE);
  if (args[0] === 'returns' && !RETURN_COMMANDS.includes(args[1] ?? '')) throw new Error(USAGE);
  const stock = args[0] === 'stock' ? parseStockArguments(args) : undefined;
  const tenant = option(args, 'tenant') ?? 'acme';
  const config = readServerConfig();
  const database = await openDatabase(config.database);
  try {
    await database.withStartupLock(() => database.migrate());
    const row = await findTenant(database.db, tenant);
    if (!row) throw new Error(`no tenant ${tenant} (a slug or a host name)`);
    if (args[0] === 'keys') {
      const note = (text: string) => console.error(text);
      console.log(JSON.stringify(await runKeysCommand({ db: database.db, tenantId: row.id, config, note }, args), null, 2));
    } else if (args[0] === 'audit') {
      console.log(JSON.stringify(await runAuditCommand(database.db, row.id, args), null, 2));
    } else if (stock) {
      const result = await applyStockUpdates(database.db, row.id, stock.updates);
      console.log(JSON.stringify(result, null, 2));
      if (result.notFound.length > 0) process.exitCode = 2;
    } else if (args[0] === 'accounts') {
      console.log(JSON.stringify(await runAccountsCommand(database.db, row.id, args), null, 2));
    } else if (args[0] === 'orders') {
      console.log(JSON.stringify(await runOrdersCommand(database.db, row, args), null, 2));
    } else if (args[0] === 'returns') {
      const mailer = await cliMailer(database.db, config.identity.smtpUrl, config.identity.mailFrom, pino({ level: 'warn' }));
      console.log(JSON.stringify(await runReturnsCommand(database.db, mailer, row, args), null, 2));
    } else {
      console.log(JSON.stringify(await runOffersCommand(database.db, row.id, args), null, 2));
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // AppErrors (404 unknown offer, 422 not pending…) carry the reason in their message.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
