import { busyEnginePing } from '../src/db/busy-engine-ping';
import { buildTestApp, type TestApp } from './support/build-test-app';

/** A probe whose answer the test gives. */
function heldProbe() {
  let answer = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  const calls: number[] = [];
  const probe = () => {
    calls.push(calls.length);
    return new Promise<void>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { probe, calls, answer: () => answer(), fail: (error: Error) => fail(error) };
}

describe('the embedded database ping', () => {
  it('passes when the probe answers', async () => {
    const ping = busyEnginePing(async () => undefined, { waitMs: 1_000, busyLimitMs: 10 });
    await expect(ping()).resolves.toBeUndefined();
  });

  it('passes while a probe queued behind recent work waits, and shares that probe', async () => {
    let clock = 1_000;
    const held = heldProbe();
    const ping = busyEnginePing(held.probe, { waitMs: 1, busyLimitMs: 30_000, now: () => clock });
    await expect(ping()).resolves.toBeUndefined();
    clock += 29_000;
    await expect(ping()).resolves.toBeUndefined();
    expect(held.calls).toHaveLength(1);
    held.answer();
  });

  it('fails once the queued probe has waited past the busy limit, and probes afresh after its answer', async () => {
    let clock = 0;
    const held = heldProbe();
    const ping = busyEnginePing(held.probe, { waitMs: 1, busyLimitMs: 30_000, now: () => clock });
    await ping();
    clock = 31_000;
    await expect(ping()).rejects.toThrow('the embedded database has not answered for 31 s');
    held.answer();
    await new Promise((resolve) => setImmediate(resolve));
    await ping();
    expect(held.calls).toHaveLength(2);
  });

  it('fails when the probe fails', async () => {
    const ping = busyEnginePing(() => Promise.reject(new Error('closed')), { waitMs: 1_000, busyLimitMs: 30_000 });
    await expect(ping()).rejects.toThrow('closed');
  });
});

describe('/health on the embedded database', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers while a long transaction holds the database, and the transaction still commits', async () => {
    testApp = await buildTestApp();
    const { app } = testApp;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => undefined as void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const transaction = app.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      started();
      await held;
    });
    await inside;
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    release();
    await transaction;
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
