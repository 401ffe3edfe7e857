import { BADGE_MAXIMUM, CART_TAB_STATES, OfferState, OfferStatus } from '@bp/api-contract/constants';
import type { CartItem, WarehouseLabelOf } from '@bp/data-access-api';
import { lineTotal } from '@bp/util-money';

/**
 * The cart page's pure rules (spec 01 §2 Cart and Offers): tab from the query, grouping per
 * warehouse, counts, totals and the expiry countdown. No React here, so they are cheap to test and
 * to memoise (2,000 entries must paint within a second).
 */

export type CartTabIndex = 0 | 1 | 2;

/** `tab` query → index; undefined when the value is not 0, 1 or 2 (the page then resets it to 0). */
export function parseTabIndex(value: string | null): CartTabIndex | undefined {
  if (value === null) return 0;
  return value === '0' || value === '1' || value === '2' ? (Number(value) as CartTabIndex) : undefined;
}

export function tabState(index: CartTabIndex): OfferState {
  return CART_TAB_STATES[index];
}

/** Spec 01 §9: badges show at most 999999. */
export function badgeCount(count: number): number {
  return Math.min(count, BADGE_MAXIMUM);
}

export type TabCounts = Record<OfferState, number>;

export function tabCounts(entries: readonly CartItem[]): TabCounts {
  const counts: TabCounts = { READY_TO_CHECKOUT: 0, AWAITING_BUYER_REVIEW: 0, AWAITING_TENANT_REVIEW: 0 };
  for (const entry of entries) counts[entry.stocklistOffer.offerState] += 1;
  return counts;
}

export interface TabVisibility {
  index: CartTabIndex;
  state: OfferState;
  count: number;
  /** Spec 01 §2: "A tab with zero items is disabled except the first". */
  disabled: boolean;
}

/**
 * The tabs to show: "Offer tabs are hidden when their counts are zero and no warehouse accepts
 * offers" (spec 01 §2).
 */
export function visibleTabs(counts: TabCounts, anyWarehouseAcceptsOffers: boolean): TabVisibility[] {
  return ([0, 1, 2] as const)
    .map((index) => ({ index, state: tabState(index), count: counts[tabState(index)], disabled: index !== 0 && counts[tabState(index)] === 0 }))
    .filter((tab) => tab.index === 0 || tab.count > 0 || anyWarehouseAcceptsOffers);
}

/** Spec 01 §2: the anchor of a warehouse group, "#warehouse-{label without spaces}". */
export function warehouseAnchorId(label: string): string {
  return `warehouse-${label.replace(/\s+/g, '')}`;
}

export interface WarehouseGroup {
  warehouse: string;
  label: string;
  anchorId: string;
  entries: CartItem[];
}

/**
 * Entries of one tab grouped per warehouse, in the tenant's warehouse order (settings.warehouses),
 * unknown warehouses (a partner seller's) after them by label; entries keep the server's order
 * (newest first). A partner warehouse is named by its seller's labels, as the stock list names it.
 */
export function groupByWarehouse(entries: readonly CartItem[], labelOf: WarehouseLabelOf, warehouseOrder: readonly string[]): WarehouseGroup[] {
  const byWarehouse = new Map<string, CartItem[]>();
  for (const entry of entries) {
    const list = byWarehouse.get(entry.warehouse);
    if (list) list.push(entry);
    else byWarehouse.set(entry.warehouse, [entry]);
  }
  const rank = new Map(warehouseOrder.map((code, position) => [code, position]));
  return [...byWarehouse.entries()]
    .map(([warehouse, list]) => {
      const label = labelOf(warehouse, list[0].stocklistOffer.pxnsParticipantId);
      return { warehouse, label, anchorId: warehouseAnchorId(label), entries: list };
    })
    .sort((a, b) => (rank.get(a.warehouse) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.warehouse) ?? Number.MAX_SAFE_INTEGER) || a.label.localeCompare(b.label));
}

/** Statuses present in a list with their counts, in the contract's status order. */
export function statusCounts(entries: readonly CartItem[]): Array<{ status: OfferStatus; count: number }> {
  const counts = new Map<OfferStatus, number>();
  for (const entry of entries) counts.set(entry.stocklistOffer.offerStatus, (counts.get(entry.stocklistOffer.offerStatus) ?? 0) + 1);
  return Object.values(OfferStatus)
    .filter((status) => counts.has(status))
    .map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** Spec 01 §2: "items with no availability cannot be selected". */
export function isSelectable(entry: CartItem): boolean {
  return entry.quantityAvailable > 0 && entry.stocklistOffer.quantityAvailable > 0 && entry.stocklistOffer.offerStatus !== OfferStatus.OUT_OF_STOCK;
}

export interface LineAmount {
  quantity: number;
  price: number;
}

/**
 * Spec 01 §2: the awaiting-review tabs count offerQuantity × offerPrice, the cart
 * checkOutQuantity × checkOutPrice.
 */
export function lineAmount(entry: CartItem, state: OfferState): LineAmount {
  const offer = entry.stocklistOffer;
  return state === OfferState.READY_TO_CHECKOUT
    ? { quantity: offer.checkOutQuantity, price: offer.checkOutPrice }
    : { quantity: offer.offerQuantity, price: offer.offerPrice };
}

export interface SelectionTotals {
  count: number;
  quantity: number;
  /** Exact, in minor units (integer cents for precision 2). */
  subtotalMinor: bigint;
}

/** One entry's quantity and exact line total, computed once per list (not on every tick of a checkbox). */
export interface PricedLine {
  offerId: string;
  quantity: number;
  totalMinor: bigint;
}

export function pricedLines(entries: readonly CartItem[], state: OfferState, precision: number): PricedLine[] {
  return entries.map((entry) => {
    const line = lineAmount(entry, state);
    return { offerId: entry.stocklistOffer.offerId, quantity: line.quantity, totalMinor: lineTotal(line.price, line.quantity, precision) };
  });
}

/** Sums the selected lines: plain additions, so select-all over 2,000 entries stays cheap. */
export function totalsOfLines(lines: readonly PricedLine[], selected: Readonly<Record<string, true>>): SelectionTotals {
  let count = 0;
  let quantity = 0;
  let subtotalMinor = 0n;
  for (const line of lines) {
    if (!selected[line.offerId]) continue;
    count += 1;
    quantity += line.quantity;
    subtotalMinor += line.totalMinor;
  }
  return { count, quantity, subtotalMinor };
}

export function selectionTotals(entries: readonly CartItem[], selected: Readonly<Record<string, true>>, state: OfferState, precision: number): SelectionTotals {
  return totalsOfLines(pricedLines(entries, state, precision), selected);
}

/** The ids a "select all" of these entries picks: the selectable ones. */
export function selectableIds(entries: readonly CartItem[]): string[] {
  const ids: string[] = [];
  for (const entry of entries) if (isSelectable(entry)) ids.push(entry.stocklistOffer.offerId);
  return ids;
}

export type CheckState = 'none' | 'some' | 'all';

/** State of a group checkbox over its selectable entries. */
export function checkStateOf(ids: readonly string[], selected: Readonly<Record<string, true>>): CheckState {
  let chosen = 0;
  for (const id of ids) if (selected[id]) chosen += 1;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  expired: boolean;
}

/** Time left until an ISO date, in whole days, hours and minutes (spec 01 §9 "Duration label"). */
export function remainingUntil(isoDate: string | null, now: number): Remaining | undefined {
  if (!isoDate) return undefined;
  const end = Date.parse(isoDate);
  if (Number.isNaN(end)) return undefined;
  const totalMinutes = Math.max(0, Math.floor((end - now) / 60_000));
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60, expired: end <= now };
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "2 days, 3 hours, 5 minutes". */
export function formatRemaining({ days, hours, minutes }: Remaining): string {
  return [plural(days, 'day'), plural(hours, 'hour'), plural(minutes, 'minute')].join(', ');
}
