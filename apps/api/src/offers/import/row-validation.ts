import { ImportRowReason, OFFER_STATUS_LABELS, type ImportRow, type OfferStatus } from '@bp/api-contract';
import { capQuantityToAvailable, roundDownToIncrement } from '@bp/util-validation';
import { centsToAmount, centsToText, parseAmount } from '@bp/util-money';
import { itemKeyOf } from '../../stock/catalogue-service';
import type { RawCell, RawImportRow } from './sheet-reader';

// Per-row rules of the bulk offer import (spec 01 §5, §7 Bulk import). Pure: the caller loads the
// buyer's visible stock and cart entries for the whole file at once (no query per row) and this
// decides each row. Money is compared in integer cents, never as floats.

export const IMPORT_COMMENT = {
  BUY_AT_LIST: 'Buy at list price',
  QUANTITY_REDUCED: 'Quantity reduced to match available stock',
} as const;

/** A stock item the buyer may buy, as the import matches and describes it. */
export interface ImportCandidate {
  itemId: string;
  /** What the buyer knows the item by: itemNumber (own stock) or pxnItemNumber (partner stock). */
  itemNumber: string;
  warehouseCode: string;
  description: string;
  groupName: string;
  groupItemName: string;
  listPriceCents: number;
  quantityAvailable: number;
  incrementSize: number;
  acceptsOffers: boolean;
  /** Partner stock: the seller's pxnsParticipantId; own stock: null. */
  pxnsParticipantId: string | null;
}

export interface ExistingCartEntry {
  status: OfferStatus;
  /** What an order from the cart would use today (StocklistOffer checkOutQuantity / checkOutPrice). */
  checkoutQuantity: number;
  checkoutPriceCents: number;
}

export interface VisibleWarehouse {
  code: string;
  label: string;
}

export interface ImportLookup {
  /** Upper-cased code and lower-cased label → the warehouses so named (labels need not be unique). */
  warehousesByName: Map<string, VisibleWarehouse[]>;
  /** itemKeyOf(itemNumber, warehouseCode) → the item. */
  itemsByKey: Map<string, ImportCandidate>;
  /** Item numbers that exist in some visible warehouse (to tell "unknown item" from "wrong warehouse"). */
  knownItemNumbers: Set<string>;
  /** The buyer's cart entries by item id. */
  cartByItemId: Map<string, ExistingCartEntry>;
  /** Decimals a price may have (the tenant's currencyPrecision, at most 2). */
  priceDecimals: number;
}

export type ImportSection = 'valid' | 'conflict' | 'invalid';

/** One reviewed row as stored in offer_imports.rows; `row` is what the buyer sees. */
export interface ReviewedRow {
  section: ImportSection;
  /** The stock item the row resolved to (null when it did not). Never sent to the client. */
  itemId: string | null;
  /** Valid and conflict rows: what accept applies (price as a decimal string). */
  apply: { offerQuantity: number; offerPrice: string } | null;
  row: ImportRow;
}

/** Text of an identifying cell: trimmed; numbers as written (12345, not 12345.0). */
export function cellText(cell: RawCell): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? String(cell) : cell.trim();
}

/** Warehouse cell → normalised names to look up: a code (upper case) and a label (lower case). */
export const warehouseCodeKey = (text: string): string => text.trim().toUpperCase();
export const warehouseLabelKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

function readNumber(cell: RawCell): number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell;
  const text = cell.trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A whole number above 0 (a number cell, or text of digits), else null. */
export function parseQuantity(cell: RawCell): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell > 0 ? cell : null;
  if (cell === null || !/^\+?\d+$/.test(cell.trim())) return null;
  const value = Number(cell.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Most digits before the decimal point a price may have (numeric(14,2)). */
const MAX_PRICE_WHOLE_DIGITS = 12;

/**
 * Price cell → whole cents above zero, or the reason it is refused. A number cell is taken in its
 * shortest decimal form (19.99 → '19.99'), never through arithmetic; a sheet may write '+12'.
 */
export function parsePriceCents(cell: RawCell, decimals: number): { cents: number } | { reason: string } {
  if (cell === null) return { reason: ImportRowReason.INVALID_PRICE };
  const read = parseAmount(typeof cell === 'string' ? cell.trim().replace(/^\+/, '') : cell, decimals, MAX_PRICE_WHOLE_DIGITS);
  if ('problem' in read) return { reason: read.problem === 'TOO_PRECISE' ? ImportRowReason.PRICE_PRECISION : ImportRowReason.INVALID_PRICE };
  return read.cents > 0 ? read : { reason: ImportRowReason.INVALID_PRICE };
}

function baseRow(raw: RawImportRow, itemText: string, warehouseText: string): ImportRow {
  return {
    rowNumber: raw.rowNumber,
    itemNumberWarehouse: itemKeyOf(itemText, warehouseText),
    itemNumber: itemText,
    warehouse: warehouseText,
    description: '',
    groupName: '',
    groupItemName: '',
    pxnOffer: false,
    availableQuantity: null,
    listPrice: null,
    offerQuantity: readNumber(raw.quantity),
    offerPrice: readNumber(raw.price),
    comments: '',
    reason: '',
  };
}

function describe(row: ImportRow, item: ImportCandidate): ImportRow {
  return {
    ...row,
    itemNumberWarehouse: itemKeyOf(item.itemNumber, item.warehouseCode),
    itemNumber: item.itemNumber,
    warehouse: item.warehouseCode,
    description: item.description,
    groupName: item.groupName,
    groupItemName: item.groupItemName,
    pxnOffer: item.pxnsParticipantId !== null,
    ...(item.pxnsParticipantId !== null ? { pxnsParticipantId: item.pxnsParticipantId } : {}),
    availableQuantity: item.quantityAvailable,
    listPrice: centsToAmount(item.listPriceCents),
  };
}

const invalid = (row: ImportRow, reason: string, itemId: string | null = null): ReviewedRow => ({
  section: 'invalid',
  itemId,
  apply: null,
  row: { ...row, reason },
});

function resolveItem(itemText: string, warehouseText: string, lookup: ImportLookup): ImportCandidate | { reason: string } {
  const byCode = lookup.warehousesByName.get(warehouseCodeKey(warehouseText)) ?? [];
  const byLabel = lookup.warehousesByName.get(warehouseLabelKey(warehouseText)) ?? [];
  const named = [...byCode, ...byLabel];
  if (named.length === 0) return { reason: ImportRowReason.UNKNOWN_WAREHOUSE };
  for (const warehouse of named) {
    const item = lookup.itemsByKey.get(itemKeyOf(itemText, warehouse.code));
    if (item) return item;
  }
  return { reason: lookup.knownItemNumbers.has(itemText) ? ImportRowReason.WAREHOUSE_MISMATCH : ImportRowReason.UNKNOWN_ITEM };
}

/** Which row of the file first named each item (by item id): one per review, shared by its rows in file order. */
export const firstRowsOfItems = (): Map<string, number> => new Map();

/** Decides every row of the file (in file order); later rows for an item already seen are duplicates. */
export function reviewRows(rawRows: RawImportRow[], lookup: ImportLookup): ReviewedRow[] {
  const firstRowOfItem = firstRowsOfItems();
  return rawRows.map((raw) => reviewRow(raw, lookup, firstRowOfItem));
}

/** Decides one row; rows must come in file order with the review's one firstRowsOfItems map. */
export function reviewRow(raw: RawImportRow, lookup: ImportLookup, firstRowOfItem: Map<string, number>): ReviewedRow {
  const itemText = cellText(raw.itemNumber);
  const warehouseText = cellText(raw.warehouse);
  const row = baseRow(raw, itemText, warehouseText);
  if (raw.hasFormula) return invalid(row, ImportRowReason.FORMULA);
  if (raw.hasNulCharacter) return invalid(row, ImportRowReason.NUL_CHARACTER);
  if (!itemText) return invalid(row, ImportRowReason.MISSING_ITEM);
  if (!warehouseText) return invalid(row, ImportRowReason.MISSING_WAREHOUSE);

  const resolved = resolveItem(itemText, warehouseText, lookup);
  if ('reason' in resolved) return invalid(row, resolved.reason);
  const item = resolved;
  const described = describe(row, item);
  if (firstRowOfItem.has(item.itemId)) return invalid(described, ImportRowReason.DUPLICATE_ROW, item.itemId);
  firstRowOfItem.set(item.itemId, raw.rowNumber);

  const requested = parseQuantity(raw.quantity);
  if (requested === null) return invalid(described, ImportRowReason.INVALID_QUANTITY, item.itemId);
  const price = parsePriceCents(raw.price, lookup.priceDecimals);
  if ('reason' in price) return invalid(described, price.reason, item.itemId);
  if (item.quantityAvailable <= 0) return invalid(described, ImportRowReason.OUT_OF_STOCK, item.itemId);

  const buyAtList = price.cents >= item.listPriceCents;
  if (!buyAtList && !item.acceptsOffers) return invalid(described, ImportRowReason.OFFERS_NOT_ACCEPTED, item.itemId);

  const capped = capQuantityToAvailable(roundDownToIncrement(requested, item.incrementSize), item.quantityAvailable, item.incrementSize);
  const priceCents = buyAtList ? item.listPriceCents : price.cents;
  const comments = [buyAtList ? IMPORT_COMMENT.BUY_AT_LIST : '', capped.reduced ? IMPORT_COMMENT.QUANTITY_REDUCED : ''].filter(Boolean).join('; ');
  const existing = lookup.cartByItemId.get(item.itemId);
  const reviewed: ImportRow = {
    ...described,
    offerQuantity: capped.quantity,
    offerPrice: centsToAmount(priceCents),
    comments,
    ...(existing
      ? {
          existingOfferStatus: existing.status,
          existingOfferStatusString: OFFER_STATUS_LABELS[existing.status],
          existingTransactionQuantity: existing.checkoutQuantity,
          existingTransactionPrice: centsToAmount(existing.checkoutPriceCents),
        }
      : {}),
  };
  return {
    section: existing ? 'conflict' : 'valid',
    itemId: item.itemId,
    apply: { offerQuantity: capped.quantity, offerPrice: centsToText(priceCents) },
    row: reviewed,
  };
}
