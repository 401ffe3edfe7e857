import fp from 'fastify-plugin';
import type { FileStorage } from '../../files/file-storage';
import { LocalFileStorage } from '../../files/local-file-storage';
import { S3FileStorage, type S3StorageOptions } from '../../files/s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded documents and rendered forms (files/file-storage.ts). */
    files: FileStorage;
  }
}

export interface FilesPluginOptions {
  /** Folder of the local adapter (FILES_DIR, default DATA_DIR/files). */
  dir: string;
  /** S3-compatible storage instead of the folder (FILES_S3_*). */
  s3?: S3StorageOptions;
  /** A ready-made storage (tests). */
  storage?: FileStorage;
}

export default fp<FilesPluginOptions>(
  async (fastify, options) => {
    const storage = options.storage ?? (options.s3 ? new S3FileStorage(options.s3) : new LocalFileStorage(options.dir));
    fastify.decorate('files', storage);
    fastify.log.debug({ files: storage.kind }, 'file storage');
  },
  { name: 'files' },
);
