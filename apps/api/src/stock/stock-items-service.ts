import { ITEM_NUMBER_WAREHOUSE_SEPARATOR, MessageCode, type StockItem } from '@bp/api-contract';
import { matchingItems, type ParsedStockQuery } from '@bp/util-stocklist';
import { AppError, notFound } from '../errors';
import type { BuiltStockList } from './catalogue-service';

// Flat item views of a built stock list: GET stocklist/items (buyers, any list they may see) and
// GET inventory/items (the seller side's own inventory). Both read the in-memory index, so they
// cost one pass over the items and no database query.

/** At most this many keys in one GET stocklist/items?itemNumberWarehouse=… */
export const MAX_ITEM_KEYS = 200;

export interface ItemPage<T> {
  items: T[];
  totalItems: number;
  page: number;
  pageSize: number;
}

const pageOf = <T>(all: T[], page: number, pageSize: number): ItemPage<T> => ({
  items: all.slice((page - 1) * pageSize, page * pageSize),
  totalItems: all.length,
  page,
  pageSize,
});

/** Comma-separated itemNumberWarehouse keys, trimmed and de-duplicated; 400 beyond MAX_ITEM_KEYS. */
export function parseItemKeys(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const keys = [
    ...new Set(
      raw
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ];
  if (keys.length > MAX_ITEM_KEYS)
    throw new AppError(400, MessageCode.BAD_REQUEST, `At most ${MAX_ITEM_KEYS} item keys per request`, { params: [String(keys.length)] });
  return keys;
}

/**
 * GET stocklist/items: matching items in list order. Asked by key, an item is wanted whatever its
 * stock (a cart or alert looking it up), so out-of-stock items count then.
 */
export function stockItemsPage(built: BuiltStockList, query: ParsedStockQuery, keys: string[] | undefined): ItemPage<StockItem> {
  if (keys === undefined) return pageOf(matchingItems(built.index, query), query.page, query.pageSize);
  const wanted = new Set(keys);
  const matching = matchingItems(built.index, { ...query, includeOutOfStock: true }).filter((item) => wanted.has(item.itemNumberWarehouse));
  return pageOf(matching, query.page, query.pageSize);
}

export interface InventoryRow {
  itemNumber: string;
  itemNumberWarehouse: string;
  warehouse: string;
  warehouseLabel: string;
  description: string;
  category: string;
  grade: string;
  channel: 'STOCKLIST';
  quantity: number;
  listPrice: number;
  incrementSize: number;
}

export function inventoryRow(item: StockItem, built: BuiltStockList): InventoryRow {
  return {
    itemNumber: item.itemNumber,
    itemNumberWarehouse: item.itemNumberWarehouse,
    warehouse: item.warehouse,
    warehouseLabel: built.settings.warehouseLabels[item.warehouse] ?? item.warehouse,
    description: item.skuDescription,
    category: item.category,
    grade: item.grade,
    channel: 'STOCKLIST',
    quantity: item.quantityAvailable,
    listPrice: item.listPrice,
    incrementSize: item.incrementSize,
  };
}

/** GET inventory/items: the own list's items, out-of-stock included (a seller manages those too). */
export function inventoryPage(built: BuiltStockList, query: ParsedStockQuery): ItemPage<InventoryRow> {
  const all = matchingItems(built.index, { ...query, includeOutOfStock: true });
  const page = pageOf(all, query.page, query.pageSize);
  return { ...page, items: page.items.map((item) => inventoryRow(item, built)) };
}

/**
 * The own-stock item behind an itemNumberWarehouse key (404 otherwise, partner stock included:
 * partners manage their own inventory).
 */
export function ownInventoryItem(built: BuiltStockList, itemNumberWarehouse: string): StockItem {
  const separator = itemNumberWarehouse.lastIndexOf(ITEM_NUMBER_WAREHOUSE_SEPARATOR);
  const warehouse = separator > 0 ? itemNumberWarehouse.slice(separator + 1) : '';
  const item = built.settings.warehouses.includes(warehouse) ? built.index.items.find((entry) => entry.itemNumberWarehouse === itemNumberWarehouse) : undefined;
  if (!item) throw notFound('No such item in this inventory', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
  return item;
}
