import { ReadThroughCache } from '../src/read-through-cache';

describe('ReadThroughCache', () => {
  const setUp = (maxAgeMs = 1000) => {
    const clock = { now: 0, generation: 0 };
    const cache = new ReadThroughCache<string>({ maxEntries: 2, maxAgeMs, now: () => clock.now, generation: () => clock.generation });
    let loads = 0;
    const load = (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    };
    return { clock, cache, load, loads: () => loads };
  };

  it('answers a key from one load while the entry is younger than maxAgeMs, then loads again', async () => {
    const { clock, cache, load, loads } = setUp();
    expect(await cache.get('a', load('first'))).toBe('first');
    clock.now = 999;
    expect(await cache.get('a', load('second'))).toBe('first');
    clock.now = 1000;
    expect(await cache.get('a', load('third'))).toBe('third');
    expect(loads()).toBe(2);
  });

  it('loads again after a write in this process (a new generation), even a write made during the load', async () => {
    const { clock, cache, load } = setUp();
    await cache.get('a', load('old'));
    clock.generation += 1;
    expect(await cache.get('a', load('saved'))).toBe('saved');

    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    clock.generation += 1;
    finish('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.get('b', load('read after the write'))).toBe('read after the write');
  });

  it('shares one load between concurrent misses and does not keep a failed load', async () => {
    const { cache, load, loads } = setUp();
    const [first, second] = await Promise.all([cache.get('a', load('x')), cache.get('a', load('y'))]);
    expect([first, second, loads()]).toEqual(['x', 'x', 1]);

    await expect(cache.get('b', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('b', load('recovered'))).toBe('recovered');
  });

  it('holds at most maxEntries keys', async () => {
    const { cache, load } = setUp();
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    expect(cache.size).toBe(2);
  });
});
