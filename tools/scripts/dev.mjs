// `npm run dev`: the API with reload (tsx watch) and Vite's dev server with hot reload, which
// proxies API paths to it. Open the Vite URL it prints. Demo mode unless DEMO_MODE says otherwise.
import { bin, ensureDependencies, runForeground } from './lib.mjs';

process.env.DEMO_MODE ??= 'true';
ensureDependencies();
const api = runForeground(bin('nx'), ['run', 'api:serve']);
const portal = runForeground(bin('nx'), ['run', 'buyer-portal:serve']);
for (const child of [api, portal]) {
  child.on('exit', (code) => {
    api.kill('SIGTERM');
    portal.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
