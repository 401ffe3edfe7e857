import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkbookKind } from './file-type';
import { unreadableFile, unusableSheet } from './import-errors';
import { Slots } from './slots';
import type { RawImportRow } from './sheet-reader';
import type { RawUnitRow } from './unit-sheet-reader';
import type { QuickOrderSheetLine } from './quick-order-sheet-reader';
import type { SheetWorkerAnswer, SheetWorkerInput } from './sheet-worker';

// Reads uploaded sheets off the event loop. SheetJS is synchronous: a hostile or just huge file
// parsed on the main thread holds every other request of every tenant until it is done. Each
// upload gets its own worker thread with a memory ceiling and a time limit; past either, the
// worker is terminated and the buyer gets the spec's error body (422), never a 500.

export interface SheetParserOptions {
  /** How long one sheet may take to read, worker start included (default 30 s). */
  timeoutMs?: number;
  /** The worker's V8 old-generation heap ceiling (default 512 MB). */
  maxHeapMb?: number;
  /** Sheets read at once; later uploads wait their turn (default 1). */
  maxConcurrent?: number;
  /** Tests only: see SheetWorkerInput.testGate. */
  testGate?: Int32Array;
}

export type ReadImportSheet = (body: Buffer, kind: WorkbookKind) => Promise<RawImportRow[]>;

export type ReadUnitSheet = (body: Buffer, kind: WorkbookKind) => Promise<RawUnitRow[]>;

export interface SheetParser {
  read: ReadImportSheet;
  /** A seller's manifest sheet of unit facts, with the same guards and in the same queue. */
  readUnits: ReadUnitSheet;
  /** A buyer's list for quick order. */
  readQuickOrder: (body: Buffer, kind: WorkbookKind) => Promise<QuickOrderSheetLine[]>;
  /** Workers currently reading (tests, and close). */
  readonly running: number;
  /** Terminates every running worker (the server is closing). */
  close(): Promise<void>;
}

// One sheet at a time: a read takes a core for about a second per 20,000 rows, and on a small
// machine two at once left the event loop and the database a share too small to answer others.
const DEFAULTS = { timeoutMs: 30_000, maxHeapMb: 512, maxConcurrent: 1 } as const;

/**
 * The built API (build.mjs) emits the worker as its own bundle next to main.mjs. From sources
 * (jest, tsx) the TypeScript entry runs through tsx's require hook, with the API's tsconfig for
 * the @bp/* paths.
 */
function workerEntry(): { file: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  const runningFromSources = __filename.endsWith('.ts');
  if (!runningFromSources) return { file: path.join(__dirname, 'import-sheet-worker.mjs'), execArgv: [], env: process.env };
  return {
    file: path.join(__dirname, 'sheet-worker.ts'),
    execArgv: ['--require', 'tsx/cjs'],
    env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve(__dirname, '../../../tsconfig.json') },
  };
}

const tooSlow = (seconds: number) =>
  unusableSheet(
    `The file could not be read within ${seconds} seconds: it is far bigger or more complex than a list of offers. Copy the four columns into a new workbook and import that`,
    [String(seconds)],
  );
const tooBig = () =>
  unusableSheet(
    'The file needs more memory to read than an import may use: it is far bigger than a list of offers. Copy the four columns into a new workbook and import that',
  );

export function createSheetParser(options: SheetParserOptions = {}): SheetParser {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxHeapMb = options.maxHeapMb ?? DEFAULTS.maxHeapMb;
  const slots = new Slots(options.maxConcurrent ?? DEFAULTS.maxConcurrent);
  const workers = new Set<Worker>();
  const entry = workerEntry();

  function runWorker(input: SheetWorkerInput): Promise<SheetWorkerAnswer> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(entry.file, {
        workerData: input,
        execArgv: entry.execArgv,
        env: entry.env,
        resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      });
      workers.add(worker);
      let settled = false;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        workers.delete(worker);
        finish();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(tooSlow(Math.round(timeoutMs / 1000)))), timeoutMs);
      worker.once('message', (answer: SheetWorkerAnswer) => settle(() => resolve(answer)));
      worker.once('error', (error: Error & { code?: string }) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : error)));
      worker.once('exit', (code) => settle(() => reject(new Error(`the sheet worker exited (code ${code}) without an answer`))));
    });
  }

  async function readWith(input: SheetWorkerInput): Promise<RawImportRow[] | RawUnitRow[] | QuickOrderSheetLine[]> {
    await slots.take();
    try {
      const answer = await runWorker(input);
      if ('rows' in answer) return answer.rows;
      const { reason, message, params } = answer.refusal;
      throw reason === 'unreadable' ? unreadableFile(message, params) : unusableSheet(message, params);
    } finally {
      slots.release();
    }
  }

  return {
    get running() {
      return workers.size;
    },
    read: (body, kind) => readWith({ body, kind, testGate: options.testGate }) as Promise<RawImportRow[]>,
    readUnits: (body, kind) => readWith({ body, kind, format: 'unit-facts', testGate: options.testGate }) as Promise<RawUnitRow[]>,
    readQuickOrder: (body, kind) => readWith({ body, kind, format: 'quick-order', testGate: options.testGate }) as Promise<QuickOrderSheetLine[]>,
    async close() {
      await Promise.all([...workers].map((worker) => worker.terminate()));
      workers.clear();
    },
  };
}
