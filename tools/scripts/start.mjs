// `npm start`: installs what is missing, builds the portal and the API (Nx cache makes repeat
// builds instant), then serves both from one origin, http://localhost:3000 by default, with the
// embedded database (or DATABASE_URL) and demo data. It asks for demo mode (DEMO_MODE=true unless
// set otherwise): a server started any other way is a production one (apps/api/src/config.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureDependencies, run, runForeground, workspaceRoot } from './lib.mjs';

ensureDependencies();
const buildCode = await run(bin('nx'), ['run-many', '-t', 'build', '-p', 'api', 'buyer-portal', '--parallel=2', '--output-style=stream']);
const serverEntry = join(workspaceRoot, 'dist/apps/api/main.mjs');
if (buildCode !== 0 || !existsSync(serverEntry)) {
  console.error('[start] the build failed; see the output above.');
  process.exit(buildCode || 1);
}
const port = process.env.PORT ?? '3000';
console.log(`[start] Buyer Portal: http://localhost:${port} (tenant Acme Devices) and http://127.0.0.1:${port} (tenant Northwind Wireless); API docs at /docs`);
const server = runForeground(process.execPath, [serverEntry], { env: { ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? 'true', PORT: port } });
server.on('exit', (code) => process.exit(code ?? 0));
