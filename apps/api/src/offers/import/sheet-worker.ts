import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkbookKind } from './file-type';
import { readImportRows, SheetRefusal, type RawImportRow } from './sheet-reader';
import { readUnitFactRows, type RawUnitRow } from './unit-sheet-reader';
import { readQuickOrderRows, type QuickOrderSheetLine } from './quick-order-sheet-reader';

// The worker thread that reads one uploaded sheet (started by sheet-parser.ts, one per upload):
// a buyer's offer requests, a seller's unit facts or a buyer's quick-order list.
// What it answers is plain data: the rows, or the refusal to turn into the spec's error body.

export interface SheetWorkerInput {
  body: Uint8Array;
  kind: WorkbookKind;
  /** What the sheet holds: a buyer's offer requests (default), a seller's unit facts or a buyer's quick-order list. */
  format?: 'offers' | 'unit-facts' | 'quick-order';
  /**
   * Tests only: a shared gate the worker blocks on (Atomics.wait) before reading, as a slow parse
   * would block its thread. It sets gate[1] to 1 when it starts waiting; gate[0] = 1 lets it go.
   */
  testGate?: Int32Array;
}

export type SheetWorkerAnswer =
  { rows: RawImportRow[] | RawUnitRow[] | QuickOrderSheetLine[] } | { refusal: { reason: SheetRefusal['reason']; message: string; params: string[] } };

function holdAtTestGate(gate: Int32Array): void {
  Atomics.store(gate, 1, 1);
  Atomics.notify(gate, 1);
  Atomics.wait(gate, 0, 0);
}

function answer(input: SheetWorkerInput): SheetWorkerAnswer {
  if (input.testGate) holdAtTestGate(input.testGate);
  try {
    const body = Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength);
    if (input.format === 'unit-facts') return { rows: readUnitFactRows(body, input.kind) };
    if (input.format === 'quick-order') return { rows: readQuickOrderRows(body, input.kind) };
    return { rows: readImportRows(body, input.kind) };
  } catch (error) {
    if (error instanceof SheetRefusal) return { refusal: { reason: error.reason, message: error.message, params: error.params } };
    throw error;
  }
}

/**
 * Reading a sheet is background work: on Linux this thread takes the lowest CPU priority (its
 * own thread id, from /proc/thread-self), so the event loop and the database are never kept
 * waiting for a core by a large sheet. Elsewhere it keeps the process's priority.
 */
function yieldTheCpu(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // No /proc (not Linux), or not allowed: the normal priority.
  }
}

yieldTheCpu();
parentPort?.postMessage(answer(workerData as SheetWorkerInput));
