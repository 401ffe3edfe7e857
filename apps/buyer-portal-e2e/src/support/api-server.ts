import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The journeys' API servers: the built API in demo mode on a PGlite folder, serving the built
// portal. The global setup starts one on E2E_PORT to migrate and seed a template folder and stops
// it; each worker then serves its own copy of that folder on E2E_PORT + 1 + its parallel index, so
// workers share no data and no database lock, and a worker waits for no other's requests.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const distDir = process.env['BP_DIST_DIR'] ?? path.join(workspaceRoot, 'dist');
export const apiBundle = path.join(distDir, 'apps/api/main.mjs');
export const portalBuild = path.join(distDir, 'apps/buyer-portal');

export const basePort = Number(process.env['E2E_PORT'] ?? 4310);

/**
 * This worker's port. Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1) before it loads a
 * spec, so the origins built from it at module level are the worker's own. A worker started again
 * after a failure takes the slot, and the port, of the one it replaces once that one has stopped.
 */
export function workerPort(parallelIndex = Number(process.env['TEST_PARALLEL_INDEX'] ?? 0)): number {
  return basePort + 1 + parallelIndex;
}

/** The folder of one run's databases (playwright.config.ts chooses it; the global teardown removes it). */
export function runDataDir(): string {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through apps/buyer-portal-e2e/playwright.config.ts.');
  return dataDir;
}

/** The migrated and seeded database every worker starts from. */
export const templateDataDir = () => path.join(runDataDir(), 'template');

export interface ApiServer {
  /** Acme Devices' origin on this server (the API resolves tenants by Host). */
  readonly origin: string;
  /** SIGTERM, and the exit once the server has finished its requests and closed its database. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Creating a PGlite folder and seeding it takes most of this on a loaded 2-core machine. */
const START_LIMIT_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the built API on `port` with `dataDir` and resolves once it is ready (GET /health/ready:
 * migrated, seeded, its stock list loaded). Fails at once if something already answers on the
 * port (never a server left running), and with the server's output if it exits first.
 */
export async function startApiServer(port: number, dataDir: string): Promise<ApiServer> {
  const origin = `http://localhost:${port}`;
  if (await answers(`${origin}/health`)) throw new Error(`Something already answers on port ${port}: stop it, or set E2E_PORT to free ports.`);

  const child = spawn(process.execPath, [apiBundle], {
    cwd: workspaceRoot,
    // Every request of a worker comes from one IP: the per-IP limits would otherwise refuse it.
    // Demo mode: the demo tenants, /dev/mailbox for codes, OPS_API_KEY as every tenant's ops key.
    env: {
      ...process.env,
      DEMO_MODE: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: portalBuild,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_USER_MAX: '100000',
      IDENTITY_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    process.stderr.write(`[api :${port}] ${chunk}`);
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let running = true;
  void exited.then(() => (running = false));

  const deadline = Date.now() + START_LIMIT_MS;
  while (!(await answers(`${origin}/health/ready`))) {
    if (!running) throw new Error(`The API on port ${port} exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API on port ${port} was not ready within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await sleep(100);
  }

  return {
    origin,
    async stop() {
      if (running) child.kill('SIGTERM');
      const [code, signal] = await exited;
      return { code, signal };
    },
  };
}

/** PGlite keeps no lock of its own: the API's lock file, which a clean stop removes. */
export const hasLockFile = (dataDir: string) => existsSync(path.join(dataDir, '.lock'));
