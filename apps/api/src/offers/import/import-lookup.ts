import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { OfferStatus, TENANT_DEFAULTS } from '@bp/api-contract';
import { toCents } from '@bp/util-money';
import type { DbExecutor } from '../../db/database';
import { networkParticipants, offers, stockItemGroups, stockItems, warehouses } from '../../db/schema';
import { sameTenant } from '../../db/scoped';
import { isReseller, itemKeyOf } from '../../stock/catalogue-service';
import type { ResolvedTenant } from '../../tenants/tenant-directory';
import {
  cellText,
  warehouseCodeKey,
  warehouseLabelKey,
  type ExistingCartEntry,
  type ImportCandidate,
  type ImportLookup,
  type VisibleWarehouse,
} from './row-validation';
import type { RawImportRow } from './sheet-reader';
import { chunksOf, yieldTurn } from '../../yielding';

// What the row rules need to know about a file's rows: the buyer's visible warehouses, the items
// the rows name and the buyer's cart entries on them, read a chunk of item numbers per query with
// a turn of the event loop between queries (a PGlite query runs on the main thread: 20,000 item
// numbers at once held it 1-2 s), never a query per row.

/** The decimals a price may have: the tenant's currencyPrecision (parseAmount keeps at most the columns' two). */
export function priceDecimalsOf(tenant: ResolvedTenant): number {
  return tenant.settings.currencyPrecision ?? TENANT_DEFAULTS.currencyPrecision;
}

/** What an order from the cart would use for an entry (see StocklistOfferSchema's checkOut fields). */
function checkoutOf(entry: {
  status: string;
  offerQuantity: number;
  offerPrice: string;
  counterPrice: string | null;
  minimumCheckoutQuantity: number | null;
  listPrice: string;
}): ExistingCartEntry {
  const status = entry.status as OfferStatus;
  switch (status) {
    case OfferStatus.BUY_AT_LIST:
    case OfferStatus.PRICE_DROPPED:
      return { status, checkoutQuantity: entry.offerQuantity, checkoutPriceCents: toCents(entry.listPrice) };
    case OfferStatus.COUNTERED:
      return {
        status,
        checkoutQuantity: Math.max(entry.offerQuantity, entry.minimumCheckoutQuantity ?? 0),
        checkoutPriceCents: toCents(entry.counterPrice ?? entry.offerPrice),
      };
    default:
      return { status, checkoutQuantity: entry.offerQuantity, checkoutPriceCents: toCents(entry.offerPrice) };
  }
}

/** Everything the row rules need, for the whole file in a handful of queries (none per row). */
/** `chunkRows`: item numbers per lookup query. */
export async function loadLookup(db: DbExecutor, tenant: ResolvedTenant, userId: string, rawRows: RawImportRow[], chunkRows: number): Promise<ImportLookup> {
  const reseller = await isReseller(db, tenant.id, userId);
  // Partner stock is visible to network resellers only (as in the stock list).
  const visibleWarehouse = reseller ? undefined : isNull(warehouses.participantId);

  const warehouseRows = await db
    .select({ code: warehouses.code, label: warehouses.label })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenant.id), visibleWarehouse));
  const warehousesByName = new Map<string, VisibleWarehouse[]>();
  const addName = (name: string, warehouse: VisibleWarehouse) => {
    const list = warehousesByName.get(name) ?? [];
    if (!list.includes(warehouse)) list.push(warehouse);
    warehousesByName.set(name, list);
  };
  for (const warehouse of warehouseRows) {
    addName(warehouseCodeKey(warehouse.code), warehouse);
    addName(warehouseLabelKey(warehouse.label), warehouse);
  }

  const itemNumbers = [...new Set(rawRows.map((row) => cellText(row.itemNumber)).filter((text) => text !== ''))];
  const itemsByKey = new Map<string, ImportCandidate>();
  const knownItemNumbers = new Set<string>();
  const cartByItemId = new Map<string, ExistingCartEntry>();
  for (const chunk of chunksOf(itemNumbers, chunkRows)) {
    // A chunk's item numbers travel as one JSON parameter (thousands of bind parameters make the
    // planner, and PGlite in particular, slow).
    const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`;
    const rows = await db
      .select({
        itemId: stockItems.id,
        itemNumber: stockItems.itemNumber,
        pxnItemNumber: stockItems.pxnItemNumber,
        description: stockItems.description,
        groupItemName: stockItems.groupItemDescription,
        groupName: stockItemGroups.title,
        listPrice: stockItems.listPrice,
        quantityAvailable: stockItems.quantityAvailable,
        incrementSize: stockItems.incrementSize,
        warehouseCode: warehouses.code,
        acceptsOffers: warehouses.acceptsOffers,
        participantId: warehouses.participantId,
        pxnsParticipantId: networkParticipants.pxnsParticipantId,
      })
      .from(stockItems)
      .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
      .leftJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId))
      .leftJoin(networkParticipants, sameTenant(networkParticipants.id, warehouses.participantId))
      .where(
        and(
          eq(stockItems.tenantId, tenant.id),
          visibleWarehouse,
          or(sql`${stockItems.itemNumber} in ${wanted}`, reseller ? sql`${stockItems.pxnItemNumber} in ${wanted}` : undefined),
        ),
      );
    for (const row of rows) {
      const partner = row.participantId !== null;
      // Own stock is known by itemNumber, partner stock by pxnItemNumber (as in the stock list).
      const number = partner ? (row.pxnItemNumber ?? row.itemNumber) : row.itemNumber;
      knownItemNumbers.add(number);
      itemsByKey.set(itemKeyOf(number, row.warehouseCode), {
        itemId: row.itemId,
        itemNumber: number,
        warehouseCode: row.warehouseCode,
        description: row.description,
        groupName: row.groupName ?? '',
        groupItemName: row.groupItemName,
        listPriceCents: toCents(row.listPrice),
        quantityAvailable: row.quantityAvailable,
        incrementSize: row.incrementSize,
        acceptsOffers: row.acceptsOffers,
        pxnsParticipantId: partner ? (row.pxnsParticipantId ?? null) : null,
      });
    }
    await yieldTurn();
    // The buyer's cart entries on the chunk's items only (a cart may hold thousands of others).
    if (rows.length > 0) {
      const cartRows = await db
        .select({
          itemId: offers.itemId,
          status: offers.status,
          offerQuantity: offers.offerQuantity,
          offerPrice: offers.offerPrice,
          counterPrice: offers.counterPrice,
          minimumCheckoutQuantity: offers.minimumCheckoutQuantity,
          listPrice: stockItems.listPrice,
        })
        .from(offers)
        .innerJoin(stockItems, sameTenant(stockItems.id, offers.itemId))
        .where(
          and(eq(offers.tenantId, tenant.id), eq(offers.userId, userId), sql`${offers.itemId} = any(${sql.param(rows.map((row) => row.itemId))}::uuid[])`),
        );
      for (const row of cartRows) cartByItemId.set(row.itemId, checkoutOf(row));
      await yieldTurn();
    }
  }

  return { warehousesByName, itemsByKey, knownItemNumbers, cartByItemId, priceDecimals: priceDecimalsOf(tenant) };
}
