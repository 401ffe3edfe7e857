import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LruMap } from '../lru-map';

// A stock query answer (about 65 KB) only changes with the catalogue version, so it is not
// serialised and brotli-compressed again on each request. Answers are kept here, keyed by
// everything they depend on (see stockAnswerKey), with their ETag and their compressed bodies,
// each encoding made once on first use. Bounded like every cache of the API.

/** Answers kept (least recently used dropped first); about 65 KB of JSON plus about 8 KB per encoding each: at most about 20 MB. */
export const MAX_STOCK_ANSWERS = 256;

/** The encodings an answer is stored in, in order of preference (the compress plugin's). */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

export interface StockAnswer {
  etag: string;
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Everything a stock query answer depends on: the tenant, the stock list, the catalogue version
 * (patched in place on every stock change, so a new version is a new key), what the buyer may see
 * (visibleKey: whether they are a reseller and which participants they see, for the participants
 * facet) and the query with its parameters in a fixed order.
 */
export function stockAnswerKey(parts: {
  tenantId: string;
  listId: string | null;
  version: number;
  visibleKey: string;
  query: Record<string, unknown>;
}): string {
  const query = Object.entries(parts.query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([parts.tenantId, parts.listId ?? 'own', parts.version, parts.visibleKey, query]);
}

/** The encoding of the stored answer to send for an Accept-Encoding header: br, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export class StockAnswerCache {
  private readonly answers: LruMap<string, Promise<StockAnswer>>;

  constructor(maxEntries = MAX_STOCK_ANSWERS) {
    this.answers = new LruMap(maxEntries);
  }

  get size(): number {
    return this.answers.size;
  }

  /** The answer for `key`, computed by `compute` once (concurrent misses share it; a failure is not kept). */
  get(key: string, compute: () => Promise<unknown>): Promise<StockAnswer> {
    const known = this.answers.get(key);
    if (known) return known;
    const answer = (async (): Promise<StockAnswer> => {
      const json = Buffer.from(JSON.stringify(await compute()), 'utf8');
      // Weak: the same answer is sent as br, gzip or plain JSON under one tag.
      return { json, etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    })();
    this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers.peek(key) === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** The answer's body in `encoding`, compressed on first use and kept. */
  static body(answer: StockAnswer, encoding: StoredEncoding): Buffer {
    if (encoding === 'br') {
      // Quality 5: made once per answer, so a little better than the plugin's per-request 4.
      answer.br ??= brotliCompressSync(answer.json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length },
      });
      return answer.br;
    }
    if (encoding === 'gzip') {
      answer.gzip ??= gzipSync(answer.json, { level: 6 });
      return answer.gzip;
    }
    return answer.json;
  }
}
