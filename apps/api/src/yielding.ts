import { setImmediate as nextTurn } from 'node:timers/promises';

// Work that grows with its rows (an import's 20,000, a manifest's 5,000). Done in one go on the main thread it
// holds every other request of every tenant: a PGlite statement runs on this thread and its
// promise settles without a turn of the event loop, so even a loop of awaited queries never lets
// another request in. Work over rows is done in slices with a turn of the event loop between.

/** Main-thread work between two turns of the event loop, at most (about). */
export const SLICE_MS = 8;

/** Counts a slice's time; pause() gives the event loop a turn once the slice has used it up. */
export class TimeSlices {
  private startedAt = performance.now();

  constructor(private readonly budgetMs = SLICE_MS) {}

  async pause(): Promise<void> {
    if (performance.now() - this.startedAt < this.budgetMs) return;
    await yieldTurn();
    this.startedAt = performance.now();
  }
}

/** One turn of the event loop: whatever waits (I/O, timers, other requests) runs first. */
export const yieldTurn = (): Promise<void> => nextTurn();

/** `map` over every item in time slices; the results in order. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T, index: number) => R, slices = new TimeSlices()): Promise<R[]> {
  const results = new Array<R>(items.length);
  for (let index = 0; index < items.length; index++) {
    results[index] = map(items[index], index);
    await slices.pause();
  }
  return results;
}

/** The items in consecutive chunks of `size`. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
