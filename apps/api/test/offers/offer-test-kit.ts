import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Authority, ITEM_NUMBER_WAREHOUSE_SEPARATOR, PXNS_PARTICIPANT_HEADER, type CartEntry, type StocklistOffer } from '@bp/api-contract';
import { offers, warehouses, type StockItemRow, type UserRow } from '../../src/db/schema';
import { scoped } from '../../src/db/scoped';
import { insertNetworkReseller, insertStockItem, insertUser, insertWarehouse, tenantIdOf } from '../builders';
import type { TestApp } from '../support/build-test-app';
import { ACME_HOST, callCognito, poolOf } from '../support/identity';
import { DEMO_PASSWORD } from '../support/identity';

// Shared set-up of the offer API tests: fresh buyers and items per test (so tests never share
// cart entries), calls through app.inject, and direct row edits to put an entry in a state.

export const API = '/px-api-gateway';
export const OPS_KEY = 'offer-tests-ops-key-0123456789';
/** Generous: a file makes a few hundred calls from one address. */
export const TEST_RATE_LIMIT = { max: 100_000, timeWindowMs: 60_000 };

/** GMT-001's London warehouse in the demo network (accepts offers). */
export const PARTNER_ID = 'GMT-001';
export const PARTNER_WAREHOUSE = 'GMT-LON';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Buyer {
  user: UserRow;
  token: string;
  call(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export interface TestItem {
  row: StockItemRow;
  key: string;
  warehouseCode: string;
}

/** USER_PASSWORD_AUTH against the tenant's own pool (support/identity's helpers know only the demo tenants). */
async function idTokenOf(testApp: TestApp, slug: string, host: string, email: string): Promise<string> {
  const response = await callCognito(
    testApp.app,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: poolOf(slug).clientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } },
    { host },
  );
  const token = response.json<{ AuthenticationResult?: { IdToken: string } }>().AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return token;
}

export function offerKit(testApp: () => TestApp) {
  const db = () => testApp().database.handle.db;

  async function newBuyer(options: { slug?: string; host?: string; authorities?: string[]; reseller?: boolean } = {}): Promise<Buyer> {
    const slug = options.slug ?? 'acme';
    const host = options.host ?? ACME_HOST;
    const user = await insertUser(db(), slug, { authorities: options.authorities ?? [Authority.CAN_BUY_ONLINE], buyerType: 'CUSTOMER' });
    if (options.reseller) await insertNetworkReseller(db(), await tenantIdOf(db(), slug), user.id);
    const token = await idTokenOf(testApp(), slug, host, user.email);
    return {
      user,
      token,
      call: (method, path, body, headers = {}) =>
        testApp().app.inject({
          method,
          url: `${API}/${path}`,
          headers: { host, authorization: `Bearer ${token}`, ...headers },
          ...(body !== undefined ? { payload: body as object } : {}),
        }),
    };
  }

  /** An item of the tenant's own stock (a warehouse of its own unless `warehouseId`). */
  async function newItem(
    options: {
      tenantId?: string;
      listPrice?: string;
      quantityAvailable?: number;
      incrementSize?: number;
      acceptsOffers?: boolean;
      warehouseId?: string;
      warehouseCode?: string;
    } = {},
  ): Promise<TestItem> {
    const tenantId = options.tenantId ?? (await tenantIdOf(db(), 'acme'));
    let warehouseId = options.warehouseId;
    let warehouseCode = options.warehouseCode;
    if (!warehouseId) {
      const warehouse = await insertWarehouse(db(), tenantId, { acceptsOffers: options.acceptsOffers ?? true });
      warehouseId = warehouse.id;
      warehouseCode = warehouse.code;
    }
    const row = await insertStockItem(db(), tenantId, warehouseId, {
      listPrice: options.listPrice ?? '100.00',
      quantityAvailable: options.quantityAvailable ?? 50,
      incrementSize: options.incrementSize ?? 1,
    });
    return { row, key: `${row.itemNumber}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${warehouseCode}`, warehouseCode: warehouseCode as string };
  }

  /** An item of the partner GMT-001 (London, accepts offers), keyed by its pxnItemNumber. */
  async function newPartnerItem(options: { listPrice?: string; quantityAvailable?: number } = {}): Promise<TestItem> {
    const tenantId = await tenantIdOf(db(), 'acme');
    const warehouse = await scoped(db(), tenantId).findOne(warehouses, eq(warehouses.code, PARTNER_WAREHOUSE));
    if (!warehouse) throw new Error('no partner warehouse in the demo data');
    const pxnItemNumber = `PXN-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const row = await insertStockItem(db(), tenantId, warehouse.id, {
      listPrice: options.listPrice ?? '200.00',
      quantityAvailable: options.quantityAvailable ?? 40,
      pxnItemNumber,
    });
    return { row, key: `${pxnItemNumber}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${PARTNER_WAREHOUSE}`, warehouseCode: PARTNER_WAREHOUSE };
  }

  /** Puts an entry straight into a status/state (for the PUT rules of each status). */
  async function setEntry(offerId: string, changes: Partial<typeof offers.$inferInsert>): Promise<void> {
    await db().update(offers).set(changes).where(eq(offers.id, offerId));
  }

  async function entryRow(offerId: string) {
    const [row] = await db().select().from(offers).where(eq(offers.id, offerId));
    return row;
  }

  async function entriesOf(userId: string) {
    return db()
      .select()
      .from(offers)
      .where(and(eq(offers.userId, userId)));
  }

  const ops = (method: Method, path: string, body?: unknown, host = ACME_HOST) =>
    testApp().app.inject({
      method,
      url: `/ops/${path}`,
      headers: { host, authorization: `Bearer ${OPS_KEY}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  return { db, newBuyer, newItem, newPartnerItem, setEntry, entryRow, entriesOf, ops };
}

export const partnerHeader = { [PXNS_PARTICIPANT_HEADER]: PARTNER_ID };

export const offerOf = (response: LightMyRequestResponse): StocklistOffer => response.json<StocklistOffer>();
export const entriesOfResponse = (response: LightMyRequestResponse): CartEntry[] => response.json<CartEntry[]>();
