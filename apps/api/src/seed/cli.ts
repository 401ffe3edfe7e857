import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedDemoData } from './seed-demo-data';

/**
 * `tsx apps/api/src/seed/cli.ts` (or `npm run seed`): migrates and (re)seeds the demo tenants in
 * the database the server would use (DATABASE_URL, else the PGlite folder DATA_DIR). While a
 * server holds that PGlite folder this refuses, naming the server's pid.
 */
/** `--items N` (or `--items=N`): generate N catalogue items per tenant, replacing the current catalogue. */
function itemsArgument(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--items' || arg.startsWith('--items='));
  if (index < 0) return undefined;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const items = Number(raw);
  if (!Number.isInteger(items) || items < 1 || items > 1_000_000) throw new Error(`--items must be a whole number from 1 to 1000000, not ${raw}`);
  return items;
}

async function main(): Promise<void> {
  const config = readServerConfig();
  const database = await openDatabase(config.database);
  try {
    const items = itemsArgument(process.argv.slice(2));
    const started = Date.now();
    // Under the startup lock: an API instance starting meanwhile waits instead of migrating too.
    const summary = await database.withStartupLock(async () => {
      await database.migrate();
      return seedDemoData(database.db, undefined, { items });
    });
    console.log(`Took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`Seeded ${database.description}:`, summary);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
