import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { CART_RENDER_BATCH, type OfferState, type OfferStatus } from '@bp/api-contract/constants';
import type { CartItem, WarehouseLabelOf } from '@bp/data-access-api';
import { groupByWarehouse, pricedLines, selectableIds, statusCounts, totalsOfLines, type CartTabIndex, type WarehouseGroup } from '../cart-model';
import { selectCartSelection, type StateWithCart } from '../cart-slice';
import { useActiveSection } from '../use-scroll-helpers';

interface TabView {
  tab: CartTabIndex;
  statusFilter: ReadonlySet<OfferStatus>;
  visibleCount: number;
}

const NO_STATUSES: ReadonlySet<OfferStatus> = new Set();
const NO_CODES: string[] = [];

function freshView(tab: CartTabIndex): TabView {
  return { tab, statusFilter: NO_STATUSES, visibleCount: CART_RENDER_BATCH };
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

export interface BatchPart {
  group: WarehouseGroup;
  rows: CartItem[];
}

/** The rows each group shows within the current batch budget (groups past the budget render nothing). */
export function batchRows(groups: readonly WarehouseGroup[], budget: number): BatchPart[] {
  const shown: BatchPart[] = [];
  let left = budget;
  for (const group of groups) {
    if (left <= 0) break;
    const rows = group.entries.length <= left ? group.entries : group.entries.slice(0, left);
    shown.push({ group, rows });
    left -= rows.length;
  }
  return shown;
}

export interface CartViewInput {
  entries: readonly CartItem[];
  tabIndex: CartTabIndex;
  state: OfferState;
  /** Names a group's warehouse (a partner seller's by its participant's labels). */
  warehouseLabelOf: WarehouseLabelOf;
  warehouseOrder: readonly string[] | undefined;
  precision: number;
}

/**
 * What one tab shows: its entries under the status chips' filter, grouped per warehouse, rendered
 * in batches of 20 (more on showMore), the ticked entries' totals and the warehouse
 * anchors. The chip filter and the batch belong to one tab: switching tabs starts both afresh.
 */
export function useCartView({ entries, tabIndex, state, warehouseLabelOf, warehouseOrder = NO_CODES, precision }: CartViewInput) {
  const selected = useSelector((root: StateWithCart) => selectCartSelection(root));
  const [view, setView] = useState<TabView>(() => freshView(tabIndex));
  const currentView = view.tab === tabIndex ? view : freshView(tabIndex);
  const { statusFilter, visibleCount } = currentView;
  const pendingAnchor = useRef<string | undefined>(undefined);

  const tabEntries = useMemo(() => entries.filter((entry) => entry.stocklistOffer.offerState === state), [entries, state]);
  const statuses = useMemo(() => statusCounts(tabEntries), [tabEntries]);
  const viewEntries = useMemo(
    () => (statusFilter.size === 0 ? tabEntries : tabEntries.filter((entry) => statusFilter.has(entry.stocklistOffer.offerStatus))),
    [tabEntries, statusFilter],
  );
  const groups = useMemo(() => groupByWarehouse(viewEntries, warehouseLabelOf, warehouseOrder), [viewEntries, warehouseLabelOf, warehouseOrder]);
  const groupSelectable = useMemo(() => new Map(groups.map((group) => [group.warehouse, selectableIds(group.entries)])), [groups]);
  const viewSelectable = useMemo(() => selectableIds(viewEntries), [viewEntries]);
  const statusSelectable = useMemo(
    () => new Map(statuses.map(({ status }) => [status, selectableIds(tabEntries.filter((entry) => entry.stocklistOffer.offerStatus === status))])),
    [statuses, tabEntries],
  );
  const lines = useMemo(() => pricedLines(tabEntries, state, precision), [tabEntries, state, precision]);
  const totals = useMemo(() => totalsOfLines(lines, selected), [lines, selected]);
  const selectedInTab = useMemo(() => tabEntries.filter((entry) => selected[entry.stocklistOffer.offerId]), [tabEntries, selected]);
  const shown = useMemo(() => batchRows(groups, visibleCount), [groups, visibleCount]);
  const renderedCount = shown.reduce((total, part) => total + part.rows.length, 0);
  const hiddenCount = viewEntries.length - renderedCount;
  const showMore = useCallback(
    () =>
      setView((current) =>
        current.tab === tabIndex
          ? { ...current, visibleCount: current.visibleCount + CART_RENDER_BATCH }
          : { ...freshView(tabIndex), visibleCount: 2 * CART_RENDER_BATCH },
      ),
    [tabIndex],
  );
  const multipleWarehouses = groups.length > 1;
  const activeSection = useActiveSection(
    shown.map((part) => part.group.anchorId),
    multipleWarehouses,
  );

  // An anchor whose group was past the batch scrolls once the group has rendered.
  useEffect(() => {
    if (!pendingAnchor.current) return;
    scrollToSection(pendingAnchor.current);
    pendingAnchor.current = undefined;
  }, [shown]);

  const toggleStatusFilter = (status: OfferStatus, on: boolean) => {
    const next = new Set(statusFilter);
    if (on) next.add(status);
    else next.delete(status);
    setView({ tab: tabIndex, statusFilter: next, visibleCount: CART_RENDER_BATCH });
  };

  const jumpTo = (group: WarehouseGroup) => {
    if (shown.some((part) => part.group === group)) {
      scrollToSection(group.anchorId);
      return;
    }
    // The group is past the rendered batch: render up to one batch into it, then scroll.
    let start = 0;
    for (const candidate of groups) {
      if (candidate === group) break;
      start += candidate.entries.length;
    }
    pendingAnchor.current = group.anchorId;
    setView({ ...currentView, visibleCount: Math.max(visibleCount, start + CART_RENDER_BATCH) });
  };

  return {
    selected,
    tabEntries,
    statuses,
    statusFilter,
    toggleStatusFilter,
    groups,
    groupSelectable,
    viewSelectable,
    statusSelectable,
    totals,
    selectedInTab,
    shown,
    hiddenCount,
    showMore,
    multipleWarehouses,
    activeSection,
    jumpTo,
  };
}

export type CartView = ReturnType<typeof useCartView>;
