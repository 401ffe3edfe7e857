import { LruMap } from './lru-map';

// A bounded cache for rows that many requests read and few writes change (checkout reads
// the same configuration and warehouse rows on every call). An entry is used while it is younger
// than maxAgeMs (what another instance's write may take to be seen) and while the generation it
// was loaded under is still current (this process's writes bump it: seen at once). Concurrent
// misses of one key share one load.

export interface ReadThroughCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  /** A counter every write of the cached rows in this process increments (read before each load). */
  generation?: () => number;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
  generation: number;
}

export class ReadThroughCache<V> {
  private readonly entries: LruMap<string, Entry<V>>;
  private readonly maxAgeMs: number;
  private readonly generation: () => number;
  private readonly now: () => number;

  constructor(options: ReadThroughCacheOptions) {
    this.entries = new LruMap(options.maxEntries);
    this.maxAgeMs = options.maxAgeMs;
    this.generation = options.generation ?? (() => 0);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or `load()`'s (a failed load is not kept). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation();
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.generation === generation && now - cached.loadedAt < this.maxAgeMs) return cached.value;
    // The generation is taken before the read: a write during the load leaves the entry outdated.
    const entry: Entry<V> = { value: load(), loadedAt: now, generation };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
