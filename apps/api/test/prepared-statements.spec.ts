import { eq, sql } from 'drizzle-orm';
import { preparedSql, preparedStatement } from '../src/db/prepared';
import { catalogueChanges, tenants } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// db/prepared.ts: a statement built once runs on whichever executor it is given. Inside
// a transaction it must run on the transaction's own connection: it sees the transaction's
// uncommitted rows, and what it writes goes when the transaction rolls back (on the pool's
// connection it would not see them on PostgreSQL, and would wait forever on PGlite).

const markOf = preparedStatement('test_mark_of', (executor) =>
  executor
    .select({ id: catalogueChanges.id, tenantId: catalogueChanges.tenantId })
    .from(catalogueChanges)
    .where(eq(catalogueChanges.id, sql.placeholder('id'))),
);
const addMark = preparedSql<{ id: string }>(
  'test_add_mark',
  () => sql`insert into ${catalogueChanges} (tenant_id) values (${sql.placeholder('tenantId')}::uuid) returning id::text as id`,
);

describe('prepared statements', () => {
  let database: TestDatabase;
  let tenantId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    [{ id: tenantId }] = await database.handle.db.select({ id: tenants.id }).from(tenants).limit(1);
  });
  afterAll(() => database?.close());

  it('run inside a transaction on its connection: they see its own rows, and leave nothing behind when it rolls back', async () => {
    const { db } = database.handle;
    let id = '';
    let seenInside: unknown;
    await expect(
      db.transaction(async (tx) => {
        [{ id }] = await addMark(tx, { tenantId });
        seenInside = await markOf(tx, { id });
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(seenInside).toEqual([{ id, tenantId }]);
    expect(await markOf(db, { id })).toEqual([]);
  });
});
