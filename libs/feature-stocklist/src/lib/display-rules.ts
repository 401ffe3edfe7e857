import type { StockGroup, StockItem } from '@bp/api-contract';
import { displayQuantity } from '@bp/util-format';

/** Spec 01 §2: '--' where a group has no minimum price. */
export const NO_PRICE = '--';

export interface GroupSummary {
  countOfItems: number;
  /** Sum of the items' available quantities (exact). */
  quantityAvailable: number;
  /** The quantity as shown: 'N+' when above maxItemQuantityToBeDisplayed. */
  quantityLabel: string;
  /** Lowest list price among the items in stock; undefined when none is in stock. */
  minPrice: number | undefined;
  /**
   * The minimum is "partial": it is the price of only some of the group's in-stock items (others
   * cost more), so the card shows it as a starting price with a '+'.
   */
  showMinPriceSymbol: boolean;
  /** Some item may take an offer: its warehouse accepts offers and it is in stock. */
  isOfferAccepted: boolean;
}

export function canOfferOn(item: Pick<StockItem, 'warehouse' | 'quantityAvailable'>, warehouseAcceptingOffer: readonly string[]): boolean {
  return item.quantityAvailable > 0 && warehouseAcceptingOffer.includes(item.warehouse);
}

/**
 * The card's summary. GET stocklist/query sends at most itemsPerGroup items per group with the
 * totals over every matching item in `group.matching`; those totals win when present.
 */
export function summariseGroup(
  group: Pick<StockGroup, 'items' | 'matching'>,
  maxItemQuantityToBeDisplayed: number | undefined,
  warehouseAcceptingOffer: readonly string[] = [],
): GroupSummary {
  const quantityAvailable = group.matching?.quantityAvailable ?? group.items.reduce((total, item) => total + item.quantityAvailable, 0);
  const inStockPrices = group.items.filter((item) => item.quantityAvailable > 0).map((item) => item.listPrice);
  const listedMin = inStockPrices.length ? Math.min(...inStockPrices) : undefined;
  // Nothing purchasable (every matching item out of stock): no minimum price ('--').
  const minPrice = quantityAvailable <= 0 ? undefined : (group.matching?.minPrice ?? listedMin);
  return {
    countOfItems: group.matching?.countOfItems ?? group.items.length,
    quantityAvailable,
    quantityLabel: displayQuantity(quantityAvailable, maxItemQuantityToBeDisplayed),
    minPrice,
    showMinPriceSymbol: minPrice !== undefined && inStockPrices.some((price) => price !== minPrice),
    isOfferAccepted: group.items.some((item) => canOfferOn(item, warehouseAcceptingOffer)),
  };
}

/**
 * Whether the card needs the group's other items to be exact: some matching items are not listed
 * (GET stocklist/query sends at most itemsPerGroup) and every listed in-stock item costs the
 * minimum, so only the unlisted ones can tell whether the minimum is partial ('+').
 */
export function needsUnlistedItems(group: Pick<StockGroup, 'items' | 'matching'>): boolean {
  const matching = group.matching;
  if (!matching || matching.countOfItems <= group.items.length || matching.quantityAvailable <= 0) return false;
  return group.items.every((item) => item.quantityAvailable <= 0 || item.listPrice === matching.minPrice);
}

/** Formats the summary's minimum price: '--' when none, '$12.00+' when partial. */
export function minPriceLabel(summary: Pick<GroupSummary, 'minPrice' | 'showMinPriceSymbol'>, format: (value: number) => string): string {
  if (summary.minPrice === undefined) return NO_PRICE;
  return `${format(summary.minPrice)}${summary.showMinPriceSymbol ? '+' : ''}`;
}

/** Tenant rules around an item's description (spec 01 §3 itemDescriptionRules; contract: text put before / after the item number). */
export interface ItemDescriptionRules {
  itemNumberDescriptionPrefix?: string;
  itemNumberDescriptionSuffix?: string;
}

/**
 * The item's description (groupItemDescription, else the SKU description). When the tenant sets a
 * prefix or suffix, the item number follows the description wrapped in them:
 * "iPhone 12 64GB" + prefix "(#" + suffix ")" → "iPhone 12 64GB (#IP12-64)". Without rules the
 * description stands alone (the item number has its own column).
 */
export function itemDescription(
  item: Pick<StockItem, 'groupItemDescription' | 'skuDescription' | 'itemNumber' | 'pxnItemNumber'>,
  rules: ItemDescriptionRules | undefined,
): string {
  const base = (item.groupItemDescription || item.skuDescription).trim();
  const prefix = rules?.itemNumberDescriptionPrefix ?? '';
  const suffix = rules?.itemNumberDescriptionSuffix ?? '';
  if (!prefix && !suffix) return base;
  return `${base} ${prefix}${displayItemNumber(item)}${suffix}`;
}

/** The item number the buyer sees: the seller's (pxnItemNumber) for partner stock. */
export function displayItemNumber(item: Pick<StockItem, 'itemNumber' | 'pxnItemNumber'>): string {
  return item.pxnItemNumber || item.itemNumber;
}
