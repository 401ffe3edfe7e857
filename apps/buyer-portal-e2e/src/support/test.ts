import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { runDataDir, startApiServer, templateDataDir, workerPort, type ApiServer } from './api-server';

// Every journey imports `test` from here: each Playwright worker runs its own API server on its own
// copy of the seeded template database (./api-server.ts). Workers then run spec files side by side
// without meeting each other's carts, orders or sessions, and a spec file never depends on which
// files ran before it in another worker.
export * from '@playwright/test';

export const test = base.extend<object, { workerApi: ApiServer }>({
  workerApi: [
    async ({}, use, workerInfo) => {
      const dataDir = path.join(runDataDir(), `worker-${workerInfo.workerIndex}`);
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(templateDataDir(), dataDir, { recursive: true });
      const server = await startApiServer(workerPort(workerInfo.parallelIndex), dataDir);
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Copying the template and starting the server: seconds, more on a loaded machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ workerApi }, use) => use(workerApi.origin),
});
