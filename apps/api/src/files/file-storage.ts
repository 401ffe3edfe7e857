/**
 * Where uploaded documents and rendered forms are kept. Keys are made by the server
 * (`<tenantId>/<uuid>`), never from a client's file name. Two adapters: a folder (default,
 * under DATA_DIR) and S3-compatible object storage (FILES_S3_* settings).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** A key is a tenant id and a file id: nothing a client sends can steer it. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key.slice(0, 100)}`);
}

export const storageKeyOf = (tenantId: string, fileId: string) => `${tenantId}/${fileId}`;
