import fp from 'fastify-plugin';
import { createSheetParser, type SheetParser, type SheetParserOptions } from '../../offers/import/sheet-parser';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads uploaded offer sheets in worker threads (offers/import/sheet-parser.ts). */
    importSheets: SheetParser;
  }
}

/** One sheet parser per app; its running workers are terminated when the app closes. */
export default fp<SheetParserOptions>(
  async (fastify, options) => {
    const parser = createSheetParser(options);
    fastify.decorate('importSheets', parser);
    fastify.addHook('onClose', async () => parser.close());
  },
  { name: 'import-sheets' },
);
