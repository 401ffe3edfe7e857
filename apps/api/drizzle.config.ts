import { defineConfig } from 'drizzle-kit';

// Paths are relative to the workspace root: run `npx drizzle-kit generate --config apps/api/drizzle.config.ts`
// (or `npm run db:generate`) from there. Migrations are committed and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
  strict: true,
});
