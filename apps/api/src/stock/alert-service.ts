import { and, asc, eq, sql } from 'drizzle-orm';
import { ITEM_NUMBER_WAREHOUSE_SEPARATOR, MessageCode, type StockAlert } from '@bp/api-contract';
import { normaliseAlertQuantity } from '@bp/util-stocklist';
import type { DbExecutor } from '../db/database';
import { networkParticipants, stockAlerts, stockItems, warehouses } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError, notFound } from '../errors';
import { refuseDecodedNul } from '../nul-characters';
import type { StockListRef } from './catalogue-service';

// Stock alerts (spec 01 §2, §5, §7): one per buyer and item, keyed on the wire by
// itemNumberWarehouse of the stock list (own, or a partner's with header pxns-participant-id).

/**
 * base64 (standard or url alphabet, padding optional) → the key; 400 when it is not valid base64
 * of UTF-8 text with a separator, or when the text holds a NUL (the raw path cannot show one).
 */
export function decodeItemKey(encoded: string): string {
  const normalised = encoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised) || normalised.replace(/=+$/, '').length % 4 === 1) {
    throw new AppError(400, MessageCode.BAD_REQUEST, 'The item key is not valid base64', {
      errors: [{ field: 'itemNumberWarehouse', messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be base64 of itemNumberWarehouse' }],
    });
  }
  const decoded = refuseDecodedNul(Buffer.from(normalised, 'base64').toString('utf8'), 'itemNumberWarehouse (the decoded item key)');
  if (decoded.includes('\uFFFD') || !decoded.includes(ITEM_NUMBER_WAREHOUSE_SEPARATOR)) {
    throw new AppError(400, MessageCode.BAD_REQUEST, 'The item key is not a valid itemNumberWarehouse', {
      errors: [{ field: 'itemNumberWarehouse', messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be base64 of <itemNumber>~<warehouse>' }],
    });
  }
  return decoded;
}

interface ItemRef {
  id: string;
  itemNumber: string;
  pxnItemNumber: string | null;
  warehouse: string;
  description: string;
  quantityAvailable: number;
  incrementSize: number;
  participantId: string | null;
}

const itemColumns = {
  id: stockItems.id,
  itemNumber: stockItems.itemNumber,
  pxnItemNumber: stockItems.pxnItemNumber,
  warehouse: warehouses.code,
  description: stockItems.description,
  quantityAvailable: stockItems.quantityAvailable,
  incrementSize: stockItems.incrementSize,
  participantId: warehouses.participantId,
};

/** The list's item with this key, or 404. */
export async function findItemByKey(db: DbExecutor, list: StockListRef, itemNumberWarehouse: string): Promise<ItemRef> {
  const separator = itemNumberWarehouse.lastIndexOf(ITEM_NUMBER_WAREHOUSE_SEPARATOR);
  const number = itemNumberWarehouse.slice(0, separator);
  const warehouse = itemNumberWarehouse.slice(separator + 1);
  const numberColumn = list.participantId === null ? stockItems.itemNumber : stockItems.pxnItemNumber;
  const scope = scoped(db, list.tenantId);
  const [row] = await db
    .select(itemColumns)
    .from(stockItems)
    .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
    .where(
      scope.where(
        stockItems,
        allOf(
          eq(numberColumn, number),
          eq(warehouses.code, warehouse),
          list.participantId === null ? sql`${warehouses.participantId} is null` : eq(warehouses.participantId, list.participantId),
        ),
      ),
    )
    .limit(1);
  if (!row || separator < 0) throw notFound('No such stock item', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
  return row;
}

/** GET stocklist/alert/items: the buyer's alerts (all stock lists), with current quantities. */
export async function listAlerts(db: DbExecutor, tenantId: string, userId: string): Promise<StockAlert[]> {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ alert: stockAlerts, item: itemColumns, pxns: networkParticipants.pxnsParticipantId })
    .from(stockAlerts)
    .innerJoin(stockItems, scope.join(stockItems.id, stockAlerts.itemId))
    .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
    .leftJoin(networkParticipants, scope.join(networkParticipants.id, warehouses.participantId))
    .where(scope.where(stockAlerts, eq(stockAlerts.userId, userId)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
  return rows.map(({ alert, item, pxns }) => toAlert(item, alert.quantity, pxns));
}

function toAlert(item: ItemRef, quantity: number, pxnsParticipantId: string | null): StockAlert {
  const number = item.participantId === null ? item.itemNumber : (item.pxnItemNumber ?? item.itemNumber);
  return {
    itemNumberWarehouse: `${number}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${item.warehouse}`,
    description: item.description,
    quantity,
    quantityAvailable: item.quantityAvailable,
    incrementSize: item.incrementSize,
    ...(pxnsParticipantId ? { pxnsParticipantId } : {}),
  };
}

const pxnsOf = (list: StockListRef) => (list.participantId === null ? null : (list.participant?.pxnsParticipantId ?? null));

/** POST stocklist/alert/item: 409 CONFLICT when the buyer already has an alert on the item. */
export async function createAlert(
  db: DbExecutor,
  list: StockListRef,
  userId: string,
  itemNumberWarehouse: string,
  quantity: number | null,
): Promise<StockAlert> {
  const item = await findItemByKey(db, list, itemNumberWarehouse);
  const stored = normaliseAlertQuantity(quantity, item.incrementSize);
  const inserted = await db
    .insert(stockAlerts)
    .values({ tenantId: list.tenantId, userId, itemId: item.id, quantity: stored })
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  if (inserted.length === 0) {
    throw new AppError(409, MessageCode.CONFLICT, 'You already have an alert on this item; update it instead', { params: [itemNumberWarehouse] });
  }
  return toAlert(item, stored, pxnsOf(list));
}

/** PUT stocklist/alert/item/{key}: 404 when the buyer has no alert on the item. */
export async function updateAlert(
  db: DbExecutor,
  list: StockListRef,
  userId: string,
  itemNumberWarehouse: string,
  quantity: number | null,
): Promise<StockAlert> {
  const item = await findItemByKey(db, list, itemNumberWarehouse);
  const stored = normaliseAlertQuantity(quantity, item.incrementSize);
  const updated = await scoped(db, list.tenantId).update(
    stockAlerts,
    { quantity: stored },
    allOf(eq(stockAlerts.userId, userId), eq(stockAlerts.itemId, item.id)),
  );
  if (updated.length === 0) throw notFound('No alert on this item', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
  return toAlert(item, stored, pxnsOf(list));
}

/** DELETE stocklist/alert/item/{key}: 404 when the buyer has no alert on the item. */
export async function deleteAlert(db: DbExecutor, list: StockListRef, userId: string, itemNumberWarehouse: string): Promise<void> {
  const item = await findItemByKey(db, list, itemNumberWarehouse);
  const deleted = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.tenantId, list.tenantId), eq(stockAlerts.userId, userId), eq(stockAlerts.itemId, item.id)))
    .returning({ id: stockAlerts.id });
  if (deleted.length === 0) throw notFound('No alert on this item', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
}
