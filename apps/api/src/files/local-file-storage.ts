import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files in a folder (FILES_DIR, default DATA_DIR/files): one sub-folder per tenant. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed: a crash never leaves half a file under the real key.
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, body, { mode: 0o600 });
    await rename(partial, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
