// What `npm test` needs besides Node and node_modules: Debian's Chromium headless shell (the Playwright journeys),
// PostgreSQL server binaries (the API suite's engine in npm test) and a Redis server (the shared
// rate-limit store's tests). Installed with apt-get when this
// process may (root, apt-get present); otherwise the run stops before any test with one line that
// says what to install, instead of failing or skipping a leg halfway through.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

export const SYSTEM_DEPENDENCIES = [
  {
    name: "Chromium's headless shell",
    debianPackage: 'chromium-headless-shell',
    isPresent: () => existsSync('/usr/lib/chromium/chromium-headless-shell'),
  },
  {
    name: 'PostgreSQL server binaries',
    debianPackage: 'postgresql',
    // PG_BIN points at another installation (see tools/pg/with-postgres.mjs).
    isPresent: () => (process.env.PG_BIN ? existsSync(join(process.env.PG_BIN, 'initdb')) : hasDebianPostgres()),
  },
  {
    name: 'Redis server',
    debianPackage: 'redis-server',
    isPresent: () => spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0,
  },
];

function hasDebianPostgres() {
  if (!existsSync(POSTGRES_ROOT)) return false;
  return readdirSync(POSTGRES_ROOT).some((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')));
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

/**
 * Makes sure every system dependency is there. Returns null when all are, else the one line to
 * print (what is missing and the command that installs it). The options exist for its tests.
 */
export function ensureSystemDependencies({ dependencies = SYSTEM_DEPENDENCIES, canInstall = canInstallWithApt, install = aptGet, log = console.log } = {}) {
  let missing = dependencies.filter((dependency) => !dependency.isPresent());
  if (missing.length === 0) return null;
  const packages = missing.map((dependency) => dependency.debianPackage);
  if (canInstall()) {
    log(`[setup] installing ${missing.map((dependency) => dependency.name).join(' and ')} (apt-get install ${packages.join(' ')})…`);
    if (install(['update', '-qq'])) install(['install', '-y', '-qq', ...packages]);
    missing = missing.filter((dependency) => !dependency.isPresent());
    if (missing.length === 0) return null;
  }
  const names = missing.map((dependency) => dependency.name).join(' and ');
  const command = `apt-get install -y ${missing.map((dependency) => dependency.debianPackage).join(' ')}`;
  return `[setup] npm test needs ${names}: install ${missing.length > 1 ? 'them' : 'it'} with \`${command}\` (as root), then run npm test again.`;
}
