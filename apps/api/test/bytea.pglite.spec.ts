import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// bytea values (a pending import's stored review) go in and come out byte for byte, whichever
// engine runs the tests.

describe('bytea values', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it.each([
    ['empty', Buffer.alloc(0)],
    ['every byte value', Buffer.from(Array.from({ length: 256 }, (_, byte) => byte))],
    ['a megabyte of random bytes', randomBytes(1 << 20)],
  ])('round-trips %s', async (_name, bytes) => {
    const result = await database.handle.db.execute<{ value: Uint8Array; length: number }>(
      sql`select ${bytes}::bytea as value, length(${bytes}::bytea)::int as length`,
    );
    const [row] = (result as unknown as { rows: { value: Uint8Array; length: number }[] }).rows;
    expect(row.length).toBe(bytes.length);
    expect(Buffer.from(row.value).equals(bytes)).toBe(true);
  });

  it('reads a value written as SQL text', async () => {
    const result = await database.handle.db.execute<{ value: Uint8Array }>(sql`select '\\x00ff10'::bytea as value`);
    const [row] = (result as unknown as { rows: { value: Uint8Array }[] }).rows;
    expect([...row.value]).toEqual([0x00, 0xff, 0x10]);
  });
});
