import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedDemoData } from './seed-demo-data';

/**
 * `tsx apps/api/src/seed/cli.ts` (or `npm run seed`): migrates and (re)seeds the demo tenants in
 * the database the server would use (DATABASE_URL, else the PGlite folder DATA_DIR). While a
 * server holds that PGlite folder this refuses, naming the server's pid.
 */
async function main(): Promise<void> {
  const config = readServerConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const summary = await seedDemoData(database.db);
    console.log(`Seeded ${database.description}:`, summary);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
