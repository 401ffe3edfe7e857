import { isValidTraceId, newTraceId } from '../src/request-id';

describe('trace ids', () => {
  it('mints well-formed, distinct ids, also across refills of the random pool', () => {
    // 1,500 ids draw 18,000 random bytes: the 6,144-byte pool is refilled twice on the way.
    const ids = Array.from({ length: 1500 }, () => newTraceId(new Date('2026-11-26T12:00:00Z')));
    for (const id of ids) expect(isValidTraceId(id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0].startsWith(`Root=1-${(Date.parse('2026-11-26T12:00:00Z') / 1000).toString(16)}-`)).toBe(true);
  });
});
