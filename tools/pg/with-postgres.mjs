#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//
//   node tools/pg/with-postgres.mjs -- npx jest -c apps/api/jest.config.cjs
//
// initdb's a cluster in a temporary folder, starts it on 127.0.0.1 and a free port (trust auth:
// local test use only), runs the command with DATABASE_URL pointing at it, then stops the
// cluster and deletes the folder (also when the command fails or on Ctrl-C), and exits with the
// command's exit code. See tools/pg/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const POSTGRES_USER = 'postgres';
const isCi = /^(1|true)$/i.test(process.env.CI ?? '');

function log(message) {
  process.stderr.write(`[with-postgres] ${message}\n`);
}

/** PG_BIN if set, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function findPostgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((entry) => /^\d+$/.test(entry))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : path.join(root, '15', 'bin');
}

function parseCommand(argv) {
  const separator = argv.indexOf('--');
  const command = separator === -1 ? argv : argv.slice(separator + 1);
  if (command.length === 0) {
    log('usage: node tools/pg/with-postgres.mjs -- <command> [args...]');
    process.exit(2);
  }
  return command;
}

/** initdb and pg_ctl refuse to run as root: as root, run them as the postgres user. */
function postgresRunner() {
  if (process.getuid?.() !== 0) return { wrap: (bin, args) => [bin, args], owner: undefined };
  const id = spawnSync('id', ['-u', POSTGRES_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', POSTGRES_USER], { encoding: 'utf8' });
  if (id.status !== 0) throw new Error(`running as root but there is no '${POSTGRES_USER}' user to run PostgreSQL as`);
  const owner = { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  const runuser = existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser') ? 'runuser' : undefined;
  if (runuser) return { wrap: (bin, args) => ['runuser', ['-u', POSTGRES_USER, '--', bin, ...args]], owner };
  const quote = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;
  return { wrap: (bin, args) => ['su', [POSTGRES_USER, '-s', '/bin/sh', '-c', [bin, ...args].map(quote).join(' ')]], owner };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runChecked(runner, bin, args, cwd) {
  const [command, commandArgs] = runner.wrap(bin, args);
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

async function main() {
  const command = parseCommand(process.argv.slice(2));
  const bin = findPostgresBin();
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((name) => !existsSync(path.join(bin, name)));
  if (missing.length > 0) {
    const message = `PostgreSQL binaries not found in ${bin} (missing: ${missing.join(', ')}). Install them (apt-get install postgresql) or set PG_BIN.`;
    if (isCi) {
      log(`ERROR: ${message}`);
      process.exit(1);
    }
    log('*'.repeat(78));
    log(`WARNING: ${message}`);
    log(`WARNING: SKIPPED, not run against PostgreSQL: ${command.join(' ')}`);
    log('*'.repeat(78));
    process.exit(0);
  }

  const runner = postgresRunner();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bp-postgres-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'postgres.log');
  if (runner.owner) chownSync(workDir, runner.owner.uid, runner.owner.gid);

  let clusterStarted = false;
  let cleanedUp = false;
  const cleanUp = () => {
    if (cleanedUp) return;
    cleanedUp = true;
    if (clusterStarted) {
      const [stopCommand, stopArgs] = runner.wrap(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(stopCommand, stopArgs, { cwd: workDir, stdio: 'ignore' });
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  // Last resort (an exception, process.exit): never leave a running cluster behind.
  process.on('exit', cleanUp);

  try {
    const startedAt = Date.now();
    runChecked(runner, path.join(bin, 'initdb'), ['-D', dataDir, '-U', POSTGRES_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], workDir);
    const port = await freePort();
    // Throwaway data: no fsync. Listen on loopback only; the socket lives in our folder.
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${workDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${process.env.PG_OPTIONS ? ` ${process.env.PG_OPTIONS}` : ''}`;
    try {
      runChecked(runner, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', serverOptions, '-l', logFile, '-w', '-t', '30', 'start'], workDir);
    } catch (error) {
      if (existsSync(logFile)) log(readFileSync(logFile, 'utf8'));
      throw error;
    }
    clusterStarted = true;
    const databaseUrl = `postgres://${POSTGRES_USER}@127.0.0.1:${port}/postgres`;
    log(`PostgreSQL (${path.basename(path.dirname(bin))}) ready in ${Date.now() - startedAt} ms at ${databaseUrl}`);

    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    // Ctrl-C reaches the whole process group; the command decides how to stop, we clean up after it.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => {
        if (child.exitCode === null) child.kill(signal);
      });
    }
    const exitCode = await new Promise((resolve) => {
      child.on('error', (error) => {
        log(`could not run ${command[0]}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
    });
    cleanUp();
    process.exit(exitCode);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    cleanUp();
    process.exit(1);
  }
}

await main();
