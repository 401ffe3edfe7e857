/**
 * The ping of an embedded database, which runs one statement at a time in this process: while a
 * transaction holds it (a 20,000-row import's accept takes seconds), a `select 1` queues behind
 * it. Queuing a health check behind that work would report a busy instance as a slow one, so the
 * ping waits briefly for its answer and otherwise judges by how long the engine has been busy: a
 * ping still unanswered after `busyLimitMs` means a stuck engine. One probe query at a time: pings
 * that arrive while one is queued share it rather than adding more to the queue.
 */
export interface BusyEnginePingOptions {
  /** How long a ping waits for its answer before judging by the queued probe's age. */
  waitMs: number;
  /** A probe unanswered for longer than this fails the ping. */
  busyLimitMs: number;
  now?: () => number;
}

export function busyEnginePing(probe: () => Promise<unknown>, options: BusyEnginePingOptions): () => Promise<void> {
  const now = options.now ?? Date.now;
  let queued: { since: number; answer: Promise<void> } | undefined;
  return async () => {
    if (!queued) {
      const answer = probe().then(() => undefined);
      const current = { since: now(), answer };
      queued = current;
      // Settled either way: the next ping sends a probe of its own.
      answer.then(
        () => (queued = queued === current ? undefined : queued),
        () => (queued = queued === current ? undefined : queued),
      );
    }
    const { since, answer } = queued;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), options.waitMs);
    });
    try {
      const outcome = await Promise.race([answer, waited]);
      if (outcome !== 'waiting') return;
    } finally {
      clearTimeout(timer);
    }
    const busyMs = now() - since;
    if (busyMs > options.busyLimitMs) throw new Error(`the embedded database has not answered for ${Math.round(busyMs / 1000)} s`);
  };
}
