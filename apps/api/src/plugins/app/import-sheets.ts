import fp from 'fastify-plugin';
import { createSheetParser, type SheetParser, type SheetParserOptions } from '../../offers/import/sheet-parser';
import { Slots } from '../../offers/import/slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded offer sheets in worker threads (offers/import/sheet-parser.ts). */
    importSheets: SheetParser;
    /**
     * Offer imports are reviewed and written one at a time per instance (each still in slices
     * and batches): several at once kept both cores and the database busy, and the other
     * requests waited for a share of them (/health p99 216 ms during 4 imports at once).
     */
    importLane: Slots;
  }
}

/** One sheet parser per app; its running workers are terminated when the app closes. */
export default fp<SheetParserOptions>(
  async (fastify, options) => {
    const parser = createSheetParser(options);
    fastify.decorate('importSheets', parser);
    fastify.decorate('importLane', new Slots(1));
    fastify.addHook('onClose', async () => parser.close());
  },
  { name: 'import-sheets' },
);
