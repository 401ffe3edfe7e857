import { eq } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import { stockItems } from '../src/db/schema';
import { AppError } from '../src/errors';
import { decrementStock } from '../src/stock/stock-service';
import { insertTenantWithStock } from './builders';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// On PGlite every transaction runs alone, so this can only fail there through a logic error;
// the real proof is the PostgreSQL leg (tools/pg/with-postgres.mjs), where the 50 transactions
// really overlap and only SELECT ... FOR UPDATE keeps them from losing updates.

describe('decrementStock', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    // Enough connections for the transactions to overlap on PostgreSQL.
    database = await createTestDatabase({ poolSize: 20 });
  });
  afterAll(() => database?.close());

  const quantityOf = async (itemId: string) => {
    const [row] = await database.handle.db.select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, itemId));
    return row.quantity;
  };

  it('lets exactly 30 of 50 concurrent one-unit decrements of 30 units through, losing none', async () => {
    const { db } = database.handle;
    const { tenant, item } = await insertTenantWithStock(db, 30);

    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => db.transaction((tx) => decrementStock(tx, tenant.id, item.id, 1))));

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(30);
    expect(refused).toHaveLength(20);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 422, messageCode: MessageCode.INSUFFICIENT_STOCK });
    }
    // Each success saw a different quantity: no two transactions read the same row state.
    const quantitiesAfter = succeeded.map((outcome) => outcome.value.quantityAfter).sort((a, b) => a - b);
    expect(quantitiesAfter).toEqual(Array.from({ length: 30 }, (_, index) => index));
    expect(await quantityOf(item.id)).toBe(0);
  });

  it('refuses to go below zero with a 422 the portal can show', async () => {
    const { db } = database.handle;
    const { tenant, item } = await insertTenantWithStock(db, 2);

    const attempt = db.transaction((tx) => decrementStock(tx, tenant.id, item.id, 3));

    await expect(attempt).rejects.toMatchObject({ statusCode: 422, messageCode: MessageCode.INSUFFICIENT_STOCK });
    const body = await attempt.catch((error: AppError) => error.toBody());
    expect(body).toMatchObject({ status: 422, errors: [{ status: 'FAIL', field: 'quantity', messageCode: MessageCode.INSUFFICIENT_STOCK }] });
    expect(await quantityOf(item.id)).toBe(2);
  });

  it("does not touch another tenant's stock", async () => {
    const { db } = database.handle;
    const mine = await insertTenantWithStock(db, 5);
    const theirs = await insertTenantWithStock(db, 5);

    await expect(db.transaction((tx) => decrementStock(tx, mine.tenant.id, theirs.item.id, 1))).rejects.toMatchObject({ statusCode: 404 });
    expect(await quantityOf(theirs.item.id)).toBe(5);
  });

  it('rejects a quantity that is not a positive whole number', async () => {
    const { db } = database.handle;
    const { tenant, item } = await insertTenantWithStock(db, 5);

    for (const quantity of [0, -1, 1.5]) {
      await expect(db.transaction((tx) => decrementStock(tx, tenant.id, item.id, quantity))).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(await quantityOf(item.id)).toBe(5);
  });

  it('has the database itself refuse a negative quantity, whatever the code does', async () => {
    const { db } = database.handle;
    const { item } = await insertTenantWithStock(db, 1);

    await expect(db.update(stockItems).set({ quantityAvailable: -1 }).where(eq(stockItems.id, item.id))).rejects.toThrow();
  });
});
