import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * br or gzip (the client's choice, br preferred) for responses above 1 KB: stock lists are large
 * and repetitive JSON. Brotli at quality 4 (not the default 11, far too slow for megabytes per
 * request). The .xlsx export is already zip-compressed and not compressible by type.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
