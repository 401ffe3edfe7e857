import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = '.lock';

/** Another live process (or this one) already holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(`The database folder ${dataDir} is in use by another process (pid ${holderPid}). ` + `Stop that process, or point DATA_DIR at another folder.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  release(): Promise<void>;
}

// Lock files this process holds. In a container the server is often pid 1 on every start, so a
// leftover lock naming our own pid is stale unless we really took it in this process.
const locksHeldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolderPid(lockFile: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(lockFile, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A lock file without a pid may be one another process has created but not yet written. */
async function readHolderPidPatiently(lockFile: string): Promise<number | undefined> {
  const pid = await readHolderPid(lockFile);
  if (pid !== undefined) return pid;
  await new Promise((resolve) => setTimeout(resolve, 100));
  return readHolderPid(lockFile);
}

async function createLockFile(lockFile: string): Promise<boolean> {
  try {
    const handle = await open(lockFile, 'wx');
    try {
      await handle.writeFile(`${process.pid}\n`);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * PGlite does not lock its data folder, and two processes writing one folder corrupt it. This
 * takes `<dataDir>/.lock` (holding our pid) or fails with a message naming the folder and the
 * holder; a lock left by a dead process is taken over. Creates the folder (and parents) first.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const resolvedDir = path.resolve(dataDir);
  await mkdir(resolvedDir, { recursive: true });
  const lockFile = path.join(resolvedDir, LOCK_FILE_NAME);

  // Two rounds: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (locksHeldByThisProcess.has(lockFile)) throw new DataDirLockedError(resolvedDir, process.pid);
    if (await createLockFile(lockFile)) {
      locksHeldByThisProcess.add(lockFile);
      return {
        lockFile,
        release: () => releaseLock(lockFile),
      };
    }
    const holderPid = await readHolderPidPatiently(lockFile);
    const heldByLiveProcess = holderPid !== undefined && holderPid !== process.pid && isProcessAlive(holderPid);
    if (heldByLiveProcess) throw new DataDirLockedError(resolvedDir, holderPid);
    await unlink(lockFile).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  // Someone else took the folder between our removal of the stale lock and our retry.
  throw new DataDirLockedError(resolvedDir, (await readHolderPid(lockFile)) ?? 0);
}

async function releaseLock(lockFile: string): Promise<void> {
  if (!locksHeldByThisProcess.delete(lockFile)) return;
  // Only remove the file if it is still ours (never delete a lock another process took over).
  if ((await readHolderPid(lockFile)) === process.pid) {
    await unlink(lockFile).catch(() => undefined);
  }
}
