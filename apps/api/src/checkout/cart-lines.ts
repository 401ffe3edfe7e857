import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  fillMessage,
  ITEM_NUMBER_WAREHOUSE_SEPARATOR,
  MessageCode,
  OfferState,
  OfferStatus,
  type CheckoutLineItem,
} from '@bp/api-contract';
import { centsToAmount, toCents } from '@bp/util-money';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor, Transaction } from '../db/database';
import {
  catalogueChanges,
  networkParticipants,
  offers,
  salesOrderLines,
  salesOrders,
  stockItems,
  warehouses,
  type StockItemRow,
  type WarehouseRow,
} from '../db/schema';
import { allOf, sameTenant } from '../db/scoped';
import { preparedSql, preparedStatement } from '../db/prepared';
import { lockStockItemsOfOffers } from '../db/stock-locks';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { isOfferId, type OfferRow } from '../offers/offer-service';
import { ReadThroughCache } from '../read-through-cache';
import { checkoutTerms } from '../offers/offer-transitions';

// The cart lines of one warehouse's checkout: the buyer's offers named by the portal, checked
// again on the server (spec 02 §4). For a submit the
// stock rows are locked FOR UPDATE through db/stock-locks.ts (the one global lock order) and then
// the offers FOR UPDATE, so concurrent checkouts and offer edits queue instead of deadlocking.

export interface CartLine {
  offer: OfferRow;
  item: StockItemRow;
  itemNumberWarehouse: string;
  itemNumber: string;
  quantity: number;
  unitPriceCents: number;
}

export interface CheckoutWarehouse {
  warehouse: WarehouseRow;
  /** The selling participant of partner stock (null: the tenant's own). */
  participantId: string | null;
  pxnsParticipantId: string | null;
}

type WarehouseLookup = { warehouse: WarehouseRow; pxnsParticipantId: string | null } | undefined;

async function warehouseByCode(db: DbExecutor, tenantId: string, warehouseCode: string): Promise<WarehouseLookup> {
  const [row] = await db
    .select({ warehouse: warehouses, pxnsParticipantId: networkParticipants.pxnsParticipantId })
    .from(warehouses)
    .leftJoin(networkParticipants, sameTenant(networkParticipants.id, warehouses.participantId))
    .where(allOf(eq(warehouses.tenantId, tenantId), eq(warehouses.code, warehouseCode)));
  return row;
}

/** Warehouses change with the tenant's set-up, not with orders: another instance's change is seen within this time. */
export const WAREHOUSE_CACHE_MAX_AGE_MS = 1000;

/** One cache per database (tests run several apps, each on its own database, in one process). */
const warehouseCaches = new WeakMap<Database, ReadThroughCache<WarehouseLookup>>();

function cachedWarehouseByCode(db: Database, tenantId: string, warehouseCode: string): Promise<WarehouseLookup> {
  const cache = warehouseCaches.get(db) ?? new ReadThroughCache<WarehouseLookup>({ maxEntries: 1024, maxAgeMs: WAREHOUSE_CACHE_MAX_AGE_MS });
  warehouseCaches.set(db, cache);
  const key = `${tenantId}|${warehouseCode}`;
  return cache.get(key, async () => {
    const row = await warehouseByCode(db, tenantId, warehouseCode);
    // An unknown code is not remembered: a warehouse added a moment later is found at once.
    if (!row) cache.delete(key);
    return row;
  });
}

/**
 * The warehouse a checkout names, checked against the stock list it must belong to (own or the
 * header's participant). Outside a transaction the row comes through a short-lived cache (calculate-charges and submit ask on every call).
 */
export async function checkoutWarehouse(db: DbExecutor, tenantId: string, warehouseCode: string, participantId: string | null): Promise<CheckoutWarehouse> {
  const row = db instanceof PgTransaction ? await warehouseByCode(db, tenantId, warehouseCode) : await cachedWarehouseByCode(db, tenantId, warehouseCode);
  if (!row || row.warehouse.participantId !== participantId) throw notFound('No such warehouse', MessageCode.NOT_FOUND, [warehouseCode]);
  return { warehouse: row.warehouse, participantId, pxnsParticipantId: row.pxnsParticipantId };
}

/** The order that consumed one of these offers (a second tab's submit), if any. */
async function orderThatConsumed(db: DbExecutor, tenantId: string, userId: string, offerIds: string[]): Promise<string | undefined> {
  const [row] = await db
    .select({ orderNumber: salesOrders.orderNumber })
    .from(salesOrderLines)
    .innerJoin(salesOrders, sameTenant(salesOrders.id, salesOrderLines.orderId))
    .where(allOf(eq(salesOrderLines.tenantId, tenantId), eq(salesOrders.userId, userId), inArray(salesOrderLines.offerId, offerIds)))
    .limit(1);
  return row?.orderNumber;
}

/** 409 when the offers went into an order already (two tabs), else 404 like any unknown offer id. */
export async function missingOffersError(db: DbExecutor, tenantId: string, userId: string, missing: string[]): Promise<AppError> {
  const ordered = await orderThatConsumed(db, tenantId, userId, missing);
  if (ordered) {
    return new AppError(409, CheckoutMessageCode.ALREADY_ORDERED, fillMessage(CheckoutMessage.ALREADY_ORDERED, ordered), {
      params: [ordered],
      errors: [
        {
          status: 'FAIL',
          field: 'offerIds',
          messageCode: CheckoutMessageCode.ALREADY_ORDERED,
          messageDescription: fillMessage(CheckoutMessage.ALREADY_ORDERED, ordered),
        },
      ],
    });
  }
  return notFound('No such offer', MessageCode.NOT_FOUND, [missing[0]]);
}

function itemKey(item: StockItemRow, warehouse: CheckoutWarehouse): { itemNumber: string; itemNumberWarehouse: string } {
  const itemNumber = warehouse.participantId === null ? item.itemNumber : (item.pxnItemNumber ?? item.itemNumber);
  return { itemNumber, itemNumberWarehouse: `${itemNumber}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${warehouse.warehouse.code}` };
}

/** Every rule an offer must still meet to be ordered now. */
function checkedLine(offer: OfferRow, item: StockItemRow, warehouse: CheckoutWarehouse, now: Date): CartLine {
  if (item.warehouseId !== warehouse.warehouse.id) {
    throw businessRuleFailed(CheckoutMessageCode.WRONG_WAREHOUSE, CheckoutMessage.WRONG_WAREHOUSE, { field: 'offerIds', params: [offer.id] });
  }
  const checkoutable = [OfferStatus.BUY_AT_LIST, OfferStatus.ACCEPTED, OfferStatus.COUNTERED, OfferStatus.PRICE_DROPPED] as string[];
  if (offer.state !== OfferState.READY_TO_CHECKOUT || !checkoutable.includes(offer.status)) {
    throw businessRuleFailed(CheckoutMessageCode.OFFER_NOT_READY, CheckoutMessage.OFFER_NOT_READY, { field: 'offerIds', params: [offer.id] });
  }
  const answered = offer.status === OfferStatus.ACCEPTED || offer.status === OfferStatus.COUNTERED;
  if (answered && offer.expiresAt !== null && offer.expiresAt <= now) {
    throw businessRuleFailed(CheckoutMessageCode.OFFER_EXPIRED, CheckoutMessage.OFFER_EXPIRED, { field: 'offerIds', params: [offer.id] });
  }
  if (offer.status === OfferStatus.COUNTERED && offer.offerQuantity < (offer.minimumCheckoutQuantity ?? 0)) {
    throw businessRuleFailed(CheckoutMessageCode.BELOW_MINIMUM_QUANTITY, CheckoutMessage.BELOW_MINIMUM_QUANTITY, { field: 'offerIds', params: [offer.id] });
  }
  const terms = checkoutTerms(
    {
      status: offer.status,
      state: offer.state,
      offerQuantity: offer.offerQuantity,
      offerCents: toCents(offer.offerPrice),
      counterCents: offer.counterPrice === null ? null : toCents(offer.counterPrice),
      minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
    },
    toCents(item.listPrice),
  );
  const key = itemKey(item, warehouse);
  if (terms.quantity > item.quantityAvailable) {
    const message = fillMessage(CheckoutMessage.INSUFFICIENT_STOCK, String(item.quantityAvailable), key.itemNumber);
    throw new AppError(422, MessageCode.INSUFFICIENT_STOCK, message, {
      params: [key.itemNumber, String(item.quantityAvailable)],
      errors: [{ status: 'FAIL', field: 'offerIds', messageCode: MessageCode.INSUFFICIENT_STOCK, messageDescription: message }],
    });
  }
  return { offer, item, ...key, quantity: terms.quantity, unitPriceCents: terms.cents };
}

function uniqueOfferIds(offerIds: readonly string[]): string[] {
  const ids = [...new Set(offerIds)].sort();
  const invalid = ids.find((id) => !isOfferId(id));
  if (invalid !== undefined) throw notFound('No such offer', MessageCode.NOT_FOUND, [invalid]);
  return ids;
}

/** readCartLines' query, prepared (calculate-charges runs it on every call). The ids travel as one array parameter. */
const cartLinesStatement = preparedStatement('checkout_cart_lines', (db) =>
  db
    .select({ offer: offers, item: stockItems })
    .from(offers)
    .innerJoin(stockItems, sameTenant(stockItems.id, offers.itemId))
    .where(
      and(
        eq(offers.tenantId, sql.placeholder('tenantId')),
        eq(offers.userId, sql.placeholder('userId')),
        sql`${offers.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(asc(stockItems.itemNumber)),
);

/** The lines as they stand (no locks): for the checkout payload and calculate-charges. */
export async function readCartLines(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  warehouse: CheckoutWarehouse,
  offerIds: readonly string[],
  now = new Date(),
): Promise<CartLine[]> {
  const ids = uniqueOfferIds(offerIds);
  const rows = await cartLinesStatement(db, { tenantId, userId, ids });
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.offer.id));
    throw await missingOffersError(
      db,
      tenantId,
      userId,
      ids.filter((id) => !found.has(id)),
    );
  }
  return rows.map(({ offer, item }) => checkedLine(offer, item, warehouse, now));
}

/** The buyer's offers with these ids, locked FOR UPDATE in id order, prepared (every submit runs it). */
const lockOffers = preparedStatement('checkout_lock_offers', (tx) =>
  tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, sql.placeholder('tenantId')),
        eq(offers.userId, sql.placeholder('userId')),
        sql`${offers.id} = any(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .orderBy(asc(offers.id))
    .for('update'),
);

/**
 * The lines with their stock rows locked FOR UPDATE (ascending stock_items.id) and their offers
 * locked FOR UPDATE, re-checked after the locks: what a submit may order.
 */
export async function lockCartLines(
  tx: Transaction,
  tenantId: string,
  userId: string,
  warehouse: CheckoutWarehouse,
  offerIds: readonly string[],
  now = new Date(),
): Promise<CartLine[]> {
  const ids = uniqueOfferIds(offerIds);
  // The offers' items found and locked in one statement (the offers themselves are locked next).
  const items = await lockStockItemsOfOffers(tx, tenantId, userId, ids);
  const locked = await lockOffers(tx, { tenantId, userId, ids });
  if (locked.length !== ids.length) {
    const found = new Set(locked.map((row) => row.id));
    throw await missingOffersError(
      tx,
      tenantId,
      userId,
      ids.filter((id) => !found.has(id)),
    );
  }
  const itemById = new Map(items.map((item) => [item.id, item]));
  return locked.map((offer) => {
    const item = itemById.get(offer.itemId);
    // The offer moved to another item between the two reads: cannot happen (item_id never changes).
    if (!item) throw new Error(`stock item ${offer.itemId} of offer ${offer.id} was not locked`);
    return checkedLine(offer, item, warehouse, now);
  });
}

/** A stock row after an order took from it, for patching the in-memory stock list indexes. */
export interface TakenStock {
  itemId: string;
  itemNumber: string;
  warehouse: string;
  quantityAvailable: number;
  listPrice: string;
  /** Partner stock: the units open orders now hold. */
  pendingOrderItemCount?: number;
}

/** What a checkout did to the stock, and its catalogue-change mark (committedCatalogueVersion after the commit). */
export interface StockTakenInTransaction {
  taken: TakenStock[];
  markId: string;
}

/**
 * The data-modifying CTEs that take the ordered units, remove the consumed cart entries and mark
 * the catalogue changed (stock-update-service's markCatalogueChanged row: the version is bumped at
 * commit), by name: `taken` (returning id, quantity_available), `consumed` (id) and `mark` (id).
 * Placeholders tenantId, itemIds with quantities (one per item) and offerIds. Data-modifying CTEs
 * all run; each touches its own table, and the rows are locked already.
 */
export function takeStockCtes(): { taken: SQL; consumed: SQL; mark: SQL } {
  return {
    taken: sql`update ${stockItems} set quantity_available = ${stockItems}.quantity_available - wanted.quantity, updated_at = now()
      from (select unnest(${sql.placeholder('itemIds')}::uuid[]) as id, unnest(${sql.placeholder('quantities')}::int[]) as quantity) as wanted
      where ${stockItems}.tenant_id = ${sql.placeholder('tenantId')}::uuid and ${stockItems}.id = wanted.id
      returning ${stockItems}.id, ${stockItems}.quantity_available`,
    consumed: sql`delete from ${offers} where ${offers}.tenant_id = ${sql.placeholder('tenantId')}::uuid and ${offers}.id = any(${sql.placeholder('offerIds')}::uuid[]) returning ${offers}.id`,
    mark: sql`insert into ${catalogueChanges} (tenant_id, item_ids) values (${sql.placeholder('tenantId')}::uuid, ${sql.placeholder('itemIds')}::uuid[]) returning id`,
  };
}

/** What the lines take: the units per stock row (ids ascending) and the offers they consume, as takeStockCtes' placeholders. */
export interface StockToTake {
  itemIds: string[];
  quantities: number[];
  offerIds: string[];
  items: Map<string, StockItemRow>;
}

export function stockToTake(lines: readonly CartLine[]): StockToTake {
  const byItem = new Map<string, { item: StockItemRow; quantity: number }>();
  for (const line of lines) byItem.set(line.item.id, { item: line.item, quantity: (byItem.get(line.item.id)?.quantity ?? 0) + line.quantity });
  const itemIds = [...byItem.keys()].sort();
  return {
    itemIds,
    quantities: itemIds.map((id) => (byItem.get(id) as { quantity: number }).quantity),
    offerIds: lines.map((line) => line.offer.id),
    items: new Map([...byItem].map(([id, entry]) => [id, entry.item])),
  };
}

/** The stock rows takeStockCtes changed, checked: every row and offer locked must have been there. */
export function takenStockOf(
  toTake: StockToTake,
  warehouseCode: string,
  updated: readonly { itemId: string; quantityAvailable: number }[],
  consumed: number,
): TakenStock[] {
  if (updated.length !== toTake.itemIds.length || consumed !== toTake.offerIds.length) {
    throw new Error(
      `rows of the checkout vanished under their locks (${updated.length} of ${toTake.itemIds.length} items, ${consumed} of ${toTake.offerIds.length} offers)`,
    );
  }
  return updated.map((row): TakenStock => {
    const item = toTake.items.get(row.itemId) as StockItemRow;
    return {
      itemId: row.itemId,
      itemNumber: item.itemNumber,
      warehouse: warehouseCode,
      quantityAvailable: Number(row.quantityAvailable),
      listPrice: item.listPrice,
    };
  });
}

/** takeStockAndConsumeOffers' one statement, prepared. */
const takeStockStatement = preparedSql<{ markId: string; itemId: string | null; quantityAvailable: number | null; consumed: number }>(
  'checkout_take_stock',
  () => {
    const { taken, consumed, mark } = takeStockCtes();
    return sql`
    with taken as (${taken}), consumed as (${consumed}), mark as (${mark})
    select mark.id::text as "markId", taken.id::text as "itemId", taken.quantity_available as "quantityAvailable", (select count(*) from consumed)::int as "consumed"
    from mark left join taken on true order by taken.id`;
  },
);

/**
 * Takes the ordered units, removes the consumed cart entries and marks the catalogue changed in
 * one statement (takeStockCtes), rows already locked: one round trip instead of one per item plus
 * two (every statement costs the API about 0.2 ms of CPU). Answers the rows' new
 * quantities and the mark. (A submit does this inside its order's insert.)
 */
export async function takeStockAndConsumeOffers(
  tx: Transaction,
  tenantId: string,
  warehouseCode: string,
  lines: readonly CartLine[],
): Promise<StockTakenInTransaction> {
  const toTake = stockToTake(lines);
  const rows = await takeStockStatement(tx, { tenantId, itemIds: toTake.itemIds, quantities: toTake.quantities, offerIds: toTake.offerIds });
  const updated = rows.filter((row): row is typeof row & { itemId: string; quantityAvailable: number } => row.itemId !== null);
  return { taken: takenStockOf(toTake, warehouseCode, updated, rows[0].consumed), markId: rows[0].markId };
}

export function toCheckoutLineItem(line: CartLine): CheckoutLineItem {
  return {
    offerId: line.offer.id,
    itemNumberWarehouse: line.itemNumberWarehouse,
    itemNumber: line.itemNumber,
    itemDescription: line.item.description,
    quantity: line.quantity,
    unitPrice: centsToAmount(line.unitPriceCents),
    extendedPrice: centsToAmount(line.unitPriceCents * line.quantity),
  };
}
