import { eq } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import type { Transaction } from '../db/database';
import { stockItems } from '../db/schema';
import { scoped } from '../db/scoped';
import { lockStockItems } from '../db/stock-locks';
import { AppError, businessRuleFailed, notFound } from '../errors';

export interface StockDecrement {
  itemId: string;
  quantityBefore: number;
  quantityAfter: number;
}

/**
 * Takes `quantity` units of one stock item, or refuses (422 INSUFFICIENT_STOCK) when fewer are
 * available. Must run inside the caller's transaction (`tx`, from withTransactionRetry): the row
 * stays locked (lockStockItems, FOR UPDATE) until it commits, so concurrent buyers queue on the row instead of
 * reading the same quantity and overwriting each other's decrement.
 */
export async function decrementStock(tx: Transaction, tenantId: string, itemId: string, quantity: number): Promise<StockDecrement> {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new AppError(400, MessageCode.BAD_REQUEST, 'Quantity must be a positive whole number', { params: [String(quantity)] });
  }
  const stock = scoped(tx, tenantId);
  const [item] = await lockStockItems(tx, tenantId, [itemId], 'update');
  if (!item) throw notFound('Stock item not found', MessageCode.NOT_FOUND, [itemId]);

  if (item.quantityAvailable < quantity) {
    throw businessRuleFailed(MessageCode.INSUFFICIENT_STOCK, `Only ${item.quantityAvailable} of ${item.itemNumber} available`, {
      field: 'quantity',
      params: [item.itemNumber, String(item.quantityAvailable)],
    });
  }
  const quantityAfter = item.quantityAvailable - quantity;
  await stock.update(stockItems, { quantityAvailable: quantityAfter }, eq(stockItems.id, itemId));
  return { itemId, quantityBefore: item.quantityAvailable, quantityAfter };
}
