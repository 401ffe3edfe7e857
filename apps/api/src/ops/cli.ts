import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { tenants } from '../db/schema';
import { applyStockUpdates, type StockUpdate } from '../stock/stock-update-service';

// The seller side's command line (same service as POST /ops/stock/updates), on the database the
// server would use (DATABASE_URL, else the PGlite folder DATA_DIR; PGlite refuses while a server
// holds the folder: use the HTTP route then).
//
//   npm run ops -- stock set --item APL-IP13-128GB-BLA-A-UNL --warehouse MIA --quantity 50 [--price 123.45] [--tenant acme]
//   npm run ops -- stock import updates.json [--tenant acme]     (a JSON array of { itemNumber, warehouse, quantityAvailable?, listPrice? })
//
// Stock-alert e-mails are queued as jobs; a running server's worker sends them.

const USAGE = `usage:
  ops stock set --item <itemNumber> --warehouse <code> [--quantity <n>] [--price <123.45>] [--tenant <slug>]
  ops stock import <file.json> [--tenant <slug>]`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

function parseOpsArguments(args: string[]): { tenant: string; updates: StockUpdate[] } {
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
    return { tenant, updates: [{ itemNumber, warehouse, ...(quantity !== undefined ? { quantityAvailable: Number(quantity) } : {}), ...(price !== undefined ? { listPrice: price } : {}) }] };
  }
  if (command === 'import' && file && !file.startsWith('--')) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array of { itemNumber, warehouse, quantityAvailable?, listPrice? }`);
    return { tenant, updates: parsed as StockUpdate[] };
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const { tenant, updates } = parseOpsArguments(process.argv.slice(2));
  const config = readServerConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const [row] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, tenant));
    if (!row) throw new Error(`no tenant ${tenant}`);
    const result = await applyStockUpdates(database.db, row.id, updates);
    console.log(JSON.stringify(result, null, 2));
    if (result.notFound.length > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
