import { defineConfig } from 'drizzle-kit';

// Paths are relative to the workspace root: run `npm run db:generate` from there (it lets the
// schema import @bp/* libraries through tsconfig's paths). Migrations are committed and applied at
// server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
  strict: true,
});
