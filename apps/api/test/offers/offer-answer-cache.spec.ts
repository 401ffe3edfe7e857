import { earliestExpiry, OfferAnswerCache, type ComputedOfferAnswer } from '../../src/offers/offer-answer-cache';

// The rules of the kept GET stocklist/offers answers, on a clock of the test's own: when an answer
// may be reused, and everything that makes it be read again.

const TENANT = 'tenant-1';
const BUYER = 'buyer-1';
const OTHER_BUYER = 'buyer-2';

/** A computation that counts its calls and answers `json`, valid until `validUntil`. */
function counting(json = '[]', validUntil = Infinity) {
  const calls: Date[] = [];
  const compute = async (now: Date): Promise<ComputedOfferAnswer> => {
    calls.push(now);
    return { json, validUntil };
  };
  return { compute, calls };
}

/** A computation that waits until the test lets it finish. */
function held(json: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let calls = 0;
  const compute = async (): Promise<ComputedOfferAnswer> => {
    calls += 1;
    await done;
    return { json, validUntil: Infinity };
  };
  return { compute, finish: () => finish(), calls: () => calls };
}

describe('OfferAnswerCache', () => {
  let clock: number;
  const listeningCache = (options: ConstructorParameters<typeof OfferAnswerCache>[0] = {}) => {
    const cache = new OfferAnswerCache({ now: () => clock, ...options });
    cache.connected();
    return cache;
  };

  beforeEach(() => {
    clock = Date.parse('2026-11-26T12:00:00.000Z');
  });

  it('computes a buyer answer once and reuses it, with a weak ETag', async () => {
    const cache = listeningCache();
    const { compute, calls } = counting('[{"a":1}]');

    const first = await cache.get(TENANT, BUYER, compute);
    const second = await cache.get(TENANT, BUYER, compute);

    expect(calls).toHaveLength(1);
    expect(second).toBe(first);
    expect(first.json.toString()).toBe('[{"a":1}]');
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it('keeps nothing while not listening (before LISTEN is up, or after it dropped)', async () => {
    const cache = new OfferAnswerCache({ now: () => clock });
    const { compute, calls } = counting();

    await cache.get(TENANT, BUYER, compute);
    await cache.get(TENANT, BUYER, compute);
    expect(calls).toHaveLength(2);

    cache.connected();
    await cache.get(TENANT, BUYER, compute);
    await cache.get(TENANT, BUYER, compute);
    expect(calls).toHaveLength(3);

    cache.lost();
    await cache.get(TENANT, BUYER, compute);
    expect(calls).toHaveLength(4);
    expect(cache.size).toBe(0);
  });

  it('computes again from the exact moment the earliest expiry in the answer passes', async () => {
    const cache = listeningCache();
    const expiry = clock + 10_000;
    const { compute, calls } = counting('[]', expiry);

    await cache.get(TENANT, BUYER, compute);
    clock = expiry - 1;
    await cache.get(TENANT, BUYER, compute);
    expect(calls).toHaveLength(1);

    clock = expiry;
    await cache.get(TENANT, BUYER, compute);
    expect(calls).toHaveLength(2);
    expect(calls[1].getTime()).toBe(expiry);
  });

  it('reads again after the maximum age even if no change was heard', async () => {
    const cache = listeningCache({ maxAgeMs: 30_000 });
    const { compute, calls } = counting();

    await cache.get(TENANT, BUYER, compute);
    clock += 29_999;
    await cache.get(TENANT, BUYER, compute);
    clock += 1;
    await cache.get(TENANT, BUYER, compute);

    expect(calls).toHaveLength(2);
  });

  it("forgets one buyer on their notification, every buyer of a tenant on the tenant's, everything on an empty one", async () => {
    const cache = listeningCache();
    const { compute, calls } = counting();
    const readAll = async () => {
      await cache.get(TENANT, BUYER, compute);
      await cache.get(TENANT, OTHER_BUYER, compute);
      await cache.get('tenant-2', BUYER, compute);
    };
    await readAll();
    expect(calls).toHaveLength(3);

    cache.notify(`${TENANT}:${BUYER}`);
    await readAll();
    expect(calls).toHaveLength(4);

    cache.notify(TENANT);
    await readAll();
    expect(calls).toHaveLength(6);

    cache.notify('');
    await readAll();
    expect(calls).toHaveLength(9);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = listeningCache();
    const { compute, finish, calls } = held('[]');

    const both = Promise.all([cache.get(TENANT, BUYER, compute), cache.get(TENANT, BUYER, compute)]);
    finish();
    const [first, second] = await both;

    expect(calls()).toBe(1);
    expect(second).toBe(first);
  });

  it('does not keep an answer whose read was under way when a change was heard', async () => {
    const cache = listeningCache();
    const stale = held('["before"]');

    const during = cache.get(TENANT, BUYER, stale.compute);
    cache.notify(`${TENANT}:${BUYER}`);
    // A read arriving after the change does not join the older read.
    const fresh = counting('["after"]');
    const after = await cache.get(TENANT, BUYER, fresh.compute);
    stale.finish();
    await during;

    expect(after.json.toString()).toBe('["after"]');
    expect((await cache.get(TENANT, BUYER, fresh.compute)).json.toString()).toBe('["after"]');
    expect(fresh.calls).toHaveLength(1);
  });

  it('does not hand a shared answer to a read that came after its expiry', async () => {
    const cache = listeningCache();
    const expiry = clock + 10;
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const slow = async (): Promise<ComputedOfferAnswer> => {
      await done;
      return { json: '["accepted"]', validUntil: expiry };
    };
    const started = cache.get(TENANT, BUYER, slow);
    clock = expiry;
    const fresh = counting('["expired"]');
    const late = cache.get(TENANT, BUYER, fresh.compute);
    finish();

    expect((await started).json.toString()).toBe('["accepted"]');
    expect((await late).json.toString()).toBe('["expired"]');
  });

  it('does not keep a failed computation', async () => {
    const cache = listeningCache();
    await expect(cache.get(TENANT, BUYER, async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    const { compute, calls } = counting();

    await cache.get(TENANT, BUYER, compute);

    expect(calls).toHaveLength(1);
  });

  it('is bounded: buyers past maxEntries drop the least recently read, and large answers are not kept', async () => {
    const cache = listeningCache({ maxEntries: 2, maxKeptBytes: 10 });
    const { compute } = counting();
    await cache.get(TENANT, 'a', compute);
    await cache.get(TENANT, 'b', compute);
    await cache.get(TENANT, 'c', compute);
    expect(cache.size).toBe(2);

    const large = counting('["0123456789"]');
    await cache.get(TENANT, 'd', large.compute);
    await cache.get(TENANT, 'd', large.compute);
    expect(large.calls).toHaveLength(2);
  });

  it('sends small answers plain and larger ones compressed as asked', async () => {
    const cache = listeningCache();
    const small = await cache.get(TENANT, BUYER, counting('[]').compute);
    const large = await cache.get(TENANT, OTHER_BUYER, counting(JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ index })))).compute);

    expect(OfferAnswerCache.body(small, 'br')).toEqual({ body: small.json, encoding: 'identity' });
    const compressed = OfferAnswerCache.body(large, 'br');
    expect(compressed.encoding).toBe('br');
    expect(compressed.body.length).toBeLessThan(large.json.length);
  });
});

describe('earliestExpiry', () => {
  const entry = (date: string | null) => ({ stocklistOffer: { acceptedOrCounteredExpirationDate: date } });

  it('is the earliest answer expiry of the entries, or Infinity without one', () => {
    expect(earliestExpiry([])).toBe(Infinity);
    expect(earliestExpiry([entry(null)])).toBe(Infinity);
    expect(earliestExpiry([entry('2026-11-28T10:00:00.000Z'), entry(null), entry('2026-11-27T10:00:00.000Z')])).toBe(Date.parse('2026-11-27T10:00:00.000Z'));
  });
});
