// Helpers shared by the root npm scripts. Node built-ins only: these scripts must run on a
// fresh clone before node_modules exists, so they can install it first.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => join(workspaceRoot, 'node_modules/.bin', name);

/** Nx kept inside the repo: no daemon, no cloud, sockets and caches under the ignored tmp/. */
export function nxEnvironment(extra = {}) {
  const tmp = join(workspaceRoot, 'tmp');
  mkdirSync(join(tmp, 'nx-socket'), { recursive: true });
  return {
    ...process.env,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_USE_LOCAL: 'true',
    NX_SOCKET_DIR: join(tmp, 'nx-socket'),
    NX_NATIVE_FILE_CACHE_DIRECTORY: join(tmp, 'nx-native'),
    NX_TUI: 'false',
    FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
    ...extra,
  };
}

/**
 * Runs `npm ci` when node_modules is missing or was installed from another package-lock.json.
 * The install records the lock file's hash, so a fresh checkout (every file newer than the
 * install) does not reinstall. A symlinked node_modules belongs to another checkout (a git
 * worktree sharing the main one's install): `npm ci` would empty it under every other user, so
 * it is never touched and a stale one is only reported.
 */
export function ensureDependencies() {
  const modules = join(workspaceRoot, 'node_modules');
  const lockFile = join(workspaceRoot, 'package-lock.json');
  const hashMarker = join(modules, '.bp-lock-sha256');
  const installedMarker = join(modules, '.package-lock.json');
  const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  const recordedHash = existsSync(hashMarker) ? readFileSync(hashMarker, 'utf8').trim() : undefined;
  const upToDate =
    recordedHash === undefined ? existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs : recordedHash === lockHash;
  if (upToDate) return;
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    console.warn('[setup] node_modules is a link to another checkout and may not match package-lock.json; not reinstalling it here.');
    return;
  }
  console.log('[setup] installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: workspaceRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[setup] npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(hashMarker, `${lockHash}\n`);
}

/** Runs a command to completion, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: nxEnvironment(), ...options });
    child.on('error', (error) => {
      console.error(`[run] could not start ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running child and forwards SIGINT/SIGTERM so Ctrl+C stops everything cleanly. */
export function runForeground(command, args, options = {}) {
  const child = spawn(command, args, { cwd: workspaceRoot, stdio: 'inherit', env: nxEnvironment(), ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}
