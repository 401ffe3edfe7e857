// Whether this instance should take traffic (GET /health/ready): not before the work it needs
// after start (the first stock list load; the migrations ran before any route existed), and not
// once it is shutting down, while it finishes the requests and jobs it has.

export class Readiness {
  /** What is still being done before the instance is ready, each with why it is not ready yet. */
  private readonly pending = new Map<symbol, string>();
  private shuttingDown = false;

  /** Marks work the instance needs before it is ready; call the answer when it is done. */
  waitFor(reason: string): () => void {
    const key = Symbol(reason);
    this.pending.set(key, reason);
    return () => void this.pending.delete(key);
  }

  startDraining(): void {
    this.shuttingDown = true;
  }

  get draining(): boolean {
    return this.shuttingDown;
  }

  /** Why the instance is not ready, or undefined when it is. */
  notReadyBecause(): string | undefined {
    if (this.shuttingDown) return 'The server is shutting down';
    return this.pending.values().next().value;
  }
}
