import { ORDER_LIST_COLUMNS, type OrderListColumn } from '@bp/api-contract/constants';
import type { OrderListRow } from '@bp/api-contract';

/** The columns the API shows when the tenant configures none (apps/api settings-service). */
export const DEFAULT_ORDER_LIST_COLUMNS: readonly OrderListColumn[] = [
  'phonexOrderNumber',
  'updateDate',
  'warehouse',
  'fulfillmentStatus',
  'paymentStatus',
  'total',
  'trackingNumbers',
];

/** The configured columns the page knows how to show, in the configured order (unknown names are skipped). */
export function listColumnsOf(configured: readonly string[] | undefined): OrderListColumn[] {
  const known = (configured ?? DEFAULT_ORDER_LIST_COLUMNS).filter((column): column is OrderListColumn =>
    (ORDER_LIST_COLUMNS as readonly string[]).includes(column),
  );
  return known.length > 0 ? known : [...DEFAULT_ORDER_LIST_COLUMNS];
}

/** Spec 03 §4 Orders list: sorted by updateDate descending on load (ties by order number, so the order is stable). */
export function newestChangeFirst(rows: readonly OrderListRow[]): OrderListRow[] {
  // Each date parsed once, not twice per comparison: 5,000 orders make about 120,000 comparisons.
  const keyed = rows.map((row) => ({ row, time: Date.parse(row.updateDate) }));
  keyed.sort((a, b) => b.time - a.time || b.row.phonexOrderNumber.localeCompare(a.row.phonexOrderNumber));
  return keyed.map(({ row }) => row);
}

/** Spec 03 §2: a row click opens the order unless the buyer is selecting text (to copy a number). */
export function isSelectingText(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().trim() !== '';
}
