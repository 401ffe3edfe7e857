import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from '../src/db/data-dir-lock';
import { openDatabase } from '../src/db/database';

// The embedded PGlite keeps its data in DATA_DIR. PGlite itself neither creates parent folders
// nor locks the folder, so the app does both. They are about PGlite alone: the run on PostgreSQL
// (DATABASE_URL set) skips them, the PGlite run covers them.

/** A pid no process has: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  if (!child.pid) throw new Error('could not spawn a child process');
  return child.pid;
}

const describeOnPglite = process.env['DATABASE_URL'] ? describe.skip : describe;

describeOnPglite('PGlite data folder', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bp-pglite-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates missing parent folders, refuses a second open while held, and keeps data across close and reopen', async () => {
    const dataDir = path.join(root, 'nested', 'deeper', 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // One small table, not the app's migrations: what is under test is the folder, and a whole
      // schema migrated on a fresh folder took most of a minute on a loaded 2-core machine.
      await first.db.execute(sql`create table kept_rows (name text not null)`);
      await first.db.execute(sql`insert into kept_rows (name) values ('Persisted Tenant')`);

      expect(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(`${dataDir} is in use by another process (pid ${process.pid})`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // PGlite's raw result: { rows }.
      const result = (await reopened.db.execute(sql`select name from kept_rows`)) as unknown as { rows: Array<{ name: string }> };
      expect(result.rows).toEqual([{ name: 'Persisted Tenant' }]);
    } finally {
      await reopened.close();
    }
  }, 60_000); // creates a new PGlite folder and opens it twice: seconds alone, far more on a busy 2-core machine

  it('refuses a folder whose lock names another live process, naming folder and pid', async () => {
    const otherLiveProcess = process.ppid;
    writeFileSync(path.join(root, LOCK_FILE_NAME), `${otherLiveProcess}\n`);

    const attempt = acquireDataDirLock(root);

    await expect(attempt).rejects.toMatchObject({ name: 'DataDirLockedError', dataDir: root, holderPid: otherLiveProcess });
    await expect(attempt).rejects.toThrow(root);
  });

  it('takes over a stale lock left by a process that died', async () => {
    writeFileSync(path.join(root, LOCK_FILE_NAME), `${deadPid()}\n`);

    const lock = await acquireDataDirLock(root);

    expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
  });

  it('takes over a lock naming our own pid that this process never took (a restarted container is pid 1 again)', async () => {
    writeFileSync(path.join(root, LOCK_FILE_NAME), `${process.pid}\n`);

    const lock = await acquireDataDirLock(root);

    await expect(acquireDataDirLock(root)).rejects.toThrow(DataDirLockedError);
    await lock.release();
  });

  it('takes over an empty or garbled lock file', async () => {
    writeFileSync(path.join(root, LOCK_FILE_NAME), 'not a pid');

    const lock = await acquireDataDirLock(root);

    expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
  });
});
