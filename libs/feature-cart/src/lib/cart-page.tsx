import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Badge, Button, Checkbox, Popconfirm, Tabs, Tag, message, theme } from 'antd';
import type { Authority, VERIFIED_PROSPECT } from '@bp/api-contract';
import { BADGE_MAXIMUM, CART_RENDER_BATCH, CartSnackbar, OFFER_STATUS_LABELS, OfferMessage, OfferState, OfferStatus } from '@bp/api-contract/constants';
import {
  isApiError,
  selectSessionUser,
  useDeleteOfferMutation,
  useDeleteOffersMutation,
  useGetAuthoritiesQuery,
  useGetCartSettingsQuery,
  useGetOffersQuery,
  useGetOnHoldOrderWarehousesQuery,
  useGetStocklistSettingsQuery,
  useGetUserInfoQuery,
  useGetWarehousesQuery,
  useMoveToCartMutation,
  type CartItem,
  type CartOffer,
  type StateWithSession,
} from '@bp/data-access-api';
import { PHONE_BAR_HEIGHT, useCurrencyFormatter, useNarrowScreen, usePageTitle } from '@bp/ui-kit';
import {
  badgeCount,
  checkStateOf,
  groupByWarehouse,
  parseTabIndex,
  selectableIds,
  pricedLines,
  totalsOfLines,
  statusCounts,
  tabCounts,
  tabState,
  visibleTabs,
  type CartTabIndex,
  type WarehouseGroup,
} from './cart-model';
import { selectCartSelection, selectionChanged, selectionPruned, type StateWithCart } from './cart-slice';
import { CART_TEXTS, SNACKBAR_SECONDS, useCartText } from './cart-texts';
import { DANGER_OUTLINE, type CartRowContext } from './components/cart-row';
import { WarehouseGroupView } from './components/warehouse-group';
import { EditOfferDialog } from './dialogs/edit-offer-dialog';
import { NotReadyDialog } from './dialogs/not-ready-dialog';
import { checkoutPath, type CheckoutNavigationState } from './routes';
import { useActiveSection, useSentinel } from './use-scroll-helpers';

// Typed against the contract (type-only imports keep TypeBox out of the bundle).
const CAN_BUY_ONLINE: Authority = 'CAN_BUY_ONLINE';
const VERIFIED: typeof VERIFIED_PROSPECT = 'VERIFIED_PROSPECT';
const STOCK_PATH = '/stock';

const NO_ENTRIES: CartItem[] = [];
const NO_CODES: string[] = [];
const NO_LABELS: Record<string, string> = {};

const TAB_TEXTS: Record<OfferState, string> = {
  READY_TO_CHECKOUT: CART_TEXTS.tabCart,
  AWAITING_BUYER_REVIEW: CART_TEXTS.tabBuyerReview,
  AWAITING_TENANT_REVIEW: CART_TEXTS.tabTenantReview,
};

const SELECTION_BAR = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 } as const;
const STICKY_BOTTOM_BAR = { position: 'sticky', bottom: PHONE_BAR_HEIGHT, zIndex: 3, marginBottom: 0, padding: '8px 0' } as const;

type CartDialog = { kind: 'none' } | { kind: 'edit'; entry: CartItem; state: OfferState } | { kind: 'notReady' };
const NO_DIALOG: CartDialog = { kind: 'none' };

interface TabView {
  tab: CartTabIndex;
  statusFilter: ReadonlySet<OfferStatus>;
  visibleCount: number;
}

const NO_STATUSES: ReadonlySet<OfferStatus> = new Set();

function freshView(tab: CartTabIndex): TabView {
  return { tab, statusFilter: NO_STATUSES, visibleCount: CART_RENDER_BATCH };
}

function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/** The rows each group shows within the current batch budget (groups past the budget render nothing). */
function batchRows(groups: readonly WarehouseGroup[], budget: number): Array<{ group: WarehouseGroup; rows: CartItem[] }> {
  const shown: Array<{ group: WarehouseGroup; rows: CartItem[] }> = [];
  let left = budget;
  for (const group of groups) {
    if (left <= 0) break;
    const rows = group.entries.length <= left ? group.entries : group.entries.slice(0, left);
    shown.push({ group, rows });
    left -= rows.length;
  }
  return shown;
}

/** Spec 01 §6: a prospect is ready for checkout once onboarding verified it. */
function isNotReadyProspect(prospectId: string | null | undefined, onboardingStatus: string | null | undefined): boolean {
  return Boolean(prospectId) && onboardingStatus !== VERIFIED;
}

/** Offers of partner stock go to pxnr/offer with their seller's header: one call per seller. */
function byParticipant(entries: readonly CartItem[]): Map<string | undefined, string[]> {
  const calls = new Map<string | undefined, string[]>();
  for (const entry of entries) {
    const key = entry.stocklistOffer.pxnsParticipantId;
    const ids = calls.get(key);
    if (ids) ids.push(entry.stocklistOffer.offerId);
    else calls.set(key, [entry.stocklistOffer.offerId]);
  }
  return calls;
}

/**
 * /cart (spec 01 §2 Cart and Offers): three tabs by the `tab` query, entries grouped per warehouse
 * and rendered in batches, selection in the Redux store, totals, edit, move, delete and checkout.
 */
export function CartPage() {
  const t = useCartText();
  usePageTitle(t(CART_TEXTS.pageTitle));
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [messageApi, messageHolder] = message.useMessage();
  const { format, formatMinor, precision } = useCurrencyFormatter();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();

  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const authorities = useGetAuthoritiesQuery(username, { skip: !username });
  const canBuyOnline = authorities.data?.includes(CAN_BUY_ONLINE) ?? false;
  const settings = useGetStocklistSettingsQuery(username, { skip: !username }).data;
  const cartSettings = useGetCartSettingsQuery(username, { skip: !username }).data;
  const warehouses = useGetWarehousesQuery(username, { skip: !username }).data;
  const userInfo = useGetUserInfoQuery(username, { skip: !username }).data;
  // Spec 01 §4: offers and cart are loaded only with CAN_BUY_ONLINE.
  const offers = useGetOffersQuery(undefined, { skip: !canBuyOnline });
  const entries = offers.data ?? NO_ENTRIES;

  const requestedTab = parseTabIndex(searchParams.get('tab'));
  const tabIndex: CartTabIndex = requestedTab ?? 0;
  const state = tabState(tabIndex);
  const onHold = useGetOnHoldOrderWarehousesQuery(undefined, { skip: !canBuyOnline || state !== OfferState.READY_TO_CHECKOUT });

  const counts = useMemo(() => tabCounts(entries), [entries]);
  const acceptingOffers = (cartSettings?.warehouseAcceptingOffer ?? settings?.warehouseAcceptingOffer ?? NO_CODES).length > 0;
  const tabs = useMemo(() => visibleTabs(counts, acceptingOffers), [counts, acceptingOffers]);
  const loaded = offers.isSuccess;
  const chosenTab = tabs.find((tab) => tab.index === tabIndex);

  // Spec 01 §2: any other tab value resets to 0; so does a tab that is hidden or empty once loaded.
  useEffect(() => {
    const unusable = requestedTab === undefined || (loaded && tabIndex !== 0 && (!chosenTab || chosenTab.disabled));
    if (unusable) setSearchParams({ tab: '0' }, { replace: true });
  }, [requestedTab, loaded, tabIndex, chosenTab, setSearchParams]);

  const selected = useSelector((root: StateWithCart) => selectCartSelection(root));
  const allIds = useMemo(() => entries.map((entry) => entry.stocklistOffer.offerId), [entries]);
  useEffect(() => {
    if (loaded) dispatch(selectionPruned(allIds));
  }, [loaded, allIds, dispatch]);

  // The chip filter and the batch belong to one tab: switching tabs starts both afresh.
  const [view, setView] = useState<TabView>(() => freshView(tabIndex));
  const currentView = view.tab === tabIndex ? view : freshView(tabIndex);
  const { statusFilter, visibleCount } = currentView;
  const pendingAnchor = useRef<string | undefined>(undefined);
  const [dialog, setDialog] = useState<CartDialog>(NO_DIALOG);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The expiry countdown shows minutes: one tick a minute for the whole page.
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const tabEntries = useMemo(() => entries.filter((entry) => entry.stocklistOffer.offerState === state), [entries, state]);
  const statuses = useMemo(() => statusCounts(tabEntries), [tabEntries]);
  const viewEntries = useMemo(
    () => (statusFilter.size === 0 ? tabEntries : tabEntries.filter((entry) => statusFilter.has(entry.stocklistOffer.offerStatus))),
    [tabEntries, statusFilter],
  );
  const warehouseLabels = settings?.warehouseLabels ?? NO_LABELS;
  const warehouseOrder = settings?.warehouses ?? NO_CODES;
  const groups = useMemo(() => groupByWarehouse(viewEntries, warehouseLabels, warehouseOrder), [viewEntries, warehouseLabels, warehouseOrder]);
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
  const hasMore = renderedCount < viewEntries.length;
  const showMore = useCallback(
    () => setView((current) => (current.tab === tabIndex ? { ...current, visibleCount: current.visibleCount + CART_RENDER_BATCH } : { ...freshView(tabIndex), visibleCount: 2 * CART_RENDER_BATCH })),
    [tabIndex],
  );
  const sentinel = useSentinel(showMore, hasMore);
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

  const notify = useCallback((text: string) => void messageApi.success({ content: text, duration: SNACKBAR_SECONDS }), [messageApi]);
  const warn = useCallback((text: string) => void messageApi.warning({ content: text, duration: SNACKBAR_SECONDS }), [messageApi]);

  const [deleteOffer] = useDeleteOfferMutation();
  const [deleteOffers, deleteManyState] = useDeleteOffersMutation();
  const [moveToCart, moveState] = useMoveToCartMutation();

  const onToggle = useCallback((offerId: string, isSelected: boolean) => dispatch(selectionChanged({ offerIds: [offerId], selected: isSelected })), [dispatch]);
  const onEdit = useCallback((entry: CartItem) => setDialog({ kind: 'edit', entry, state: entry.stocklistOffer.offerState }), []);
  const onDelete = useCallback(
    async (entry: CartItem) => {
      try {
        await deleteOffer({ offerId: entry.stocklistOffer.offerId, pxnsParticipantId: entry.stocklistOffer.pxnsParticipantId }).unwrap();
        dispatch(selectionChanged({ offerIds: [entry.stocklistOffer.offerId], selected: false }));
        // A buy at list price is a cart item; everything else is an offer.
        notify(t(entry.stocklistOffer.offerStatus === OfferStatus.BUY_AT_LIST ? CartSnackbar.REMOVED : CartSnackbar.OFFER_DELETED));
      } catch (error) {
        // Spec 01 §8: offer delete failures are only logged; the entry comes back (optimistic undo).
        console.error('Deleting the cart entry failed', error);
      }
    },
    [deleteOffer, dispatch, notify, t],
  );
  const onToggleGroup = useCallback(
    (group: WarehouseGroup, isSelected: boolean) => dispatch(selectionChanged({ offerIds: groupSelectable.get(group.warehouse) ?? [], selected: isSelected })),
    [dispatch, groupSelectable],
  );

  const checkoutReady = !isNotReadyProspect(userInfo?.prospectId, userInfo?.onboardingStatus) && userInfo?.readyForCheckout !== false;
  const onHoldCodes = onHold.data ?? NO_CODES;
  const onCheckout = useCallback(
    (group: WarehouseGroup) => {
      if (!checkoutReady) {
        setDialog({ kind: 'notReady' });
        return;
      }
      const partnerId = group.entries.find((entry) => entry.stocklistOffer.pxnsParticipantId)?.stocklistOffer.pxnsParticipantId;
      const navigationState: CheckoutNavigationState = {
        fromCart: true,
        warehouseCode: group.warehouse,
        warehouseId: warehouses?.find((warehouse) => warehouse.warehouseCode === group.warehouse)?.warehouseId ?? group.warehouse,
        pxParticipantId: partnerId ?? settings?.pxParticipantId ?? null,
        isPxns: Boolean(partnerId),
      };
      navigate(checkoutPath(group.label, onHoldCodes.includes(group.warehouse)), { state: navigationState });
    },
    [checkoutReady, warehouses, settings, navigate, onHoldCodes],
  );

  const rowContext = useMemo<CartRowContext>(
    () => ({
      state,
      now,
      precision,
      narrow,
      formatPrice: (value: number) => format(value, { fractionDigits: 0 }),
      formatMinor: (minor: bigint) => formatMinor(minor, { fractionDigits: 0 }),
      t,
      onToggle,
      onEdit,
      onDelete,
    }),
    [state, now, precision, narrow, format, formatMinor, t, onToggle, onEdit, onDelete],
  );

  const onMoveToCart = async () => {
    if (selectedInTab.length === 0) {
      warn(t(OfferMessage.NOTHING_SELECTED_TO_MOVE));
      return;
    }
    try {
      for (const [pxnsParticipantId, offerIds] of byParticipant(selectedInTab)) await moveToCart({ offerIds, pxnsParticipantId }).unwrap();
      notify(t(CartSnackbar.MOVED_TO_CART));
    } catch (error) {
      messageApi.error({ content: isApiError(error) ? error.message : t('Something went wrong'), duration: SNACKBAR_SECONDS });
    }
  };

  const onDeleteSelected = async () => {
    const deleting = selectedInTab;
    try {
      for (const [pxnsParticipantId, offerIds] of byParticipant(deleting)) await deleteOffers({ offerIds, pxnsParticipantId }).unwrap();
      dispatch(selectionChanged({ offerIds: deleting.map((entry) => entry.stocklistOffer.offerId), selected: false }));
      notify(t(CartSnackbar.OFFERS_DELETED, { n: deleting.length }));
    } catch (error) {
      console.error('Deleting the selected cart entries failed', error);
    }
  };

  const onSaved = (answer: CartOffer, previousState: OfferState) => {
    setDialog(NO_DIALOG);
    if (answer.offerState !== previousState) {
      // Spec 01 §4: the entry moves to the other tab's group, checked when it lands in the cart.
      if (answer.offerState === OfferState.READY_TO_CHECKOUT) dispatch(selectionChanged({ offerIds: [answer.offerId], selected: true }));
      notify(t(CART_TEXTS.movedTo, { section: t(TAB_TEXTS[answer.offerState]) }));
    } else {
      notify(t(answer.offerStatus === OfferStatus.BUY_AT_LIST ? CartSnackbar.UPDATED : CartSnackbar.OFFER_UPDATED));
    }
  };

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

  // Memoised: a tick of a checkbox must not re-render antd's Tabs.
  const tabBar = useMemo(
    () => (
      <Tabs
        activeKey={String(tabIndex)}
        onChange={(key) => setSearchParams({ tab: key })}
        items={tabs.map((tab) => ({
          key: String(tab.index),
          disabled: tab.disabled,
          label: (
            <span>
              {t(TAB_TEXTS[tab.state])} <Badge count={badgeCount(tab.count)} overflowCount={BADGE_MAXIMUM} showZero color={tab.disabled ? '#bfbfbf' : undefined} />
            </span>
          ),
        }))}
      />
    ),
    [tabIndex, tabs, t, setSearchParams],
  );

  const viewCheckState = checkStateOf(viewSelectable, selected);
  // Select all, bulk actions and the selection's totals; on a narrow screen a bar at the bottom,
  // above the shell's bottom bar, so the totals stay in sight while the buyer ticks rows.
  const selectionBar = (
    <div style={narrow ? { ...SELECTION_BAR, ...STICKY_BOTTOM_BAR, background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` } : SELECTION_BAR}>
      <Checkbox
        checked={viewCheckState === 'all'}
        indeterminate={viewCheckState === 'some'}
        disabled={viewSelectable.length === 0}
        onChange={(event) => dispatch(selectionChanged({ offerIds: viewSelectable, selected: event.target.checked }))}
      >
        {t(CART_TEXTS.selectAll)}
      </Checkbox>
      {state === OfferState.AWAITING_BUYER_REVIEW && (
        <Button type="primary" loading={moveState.isLoading} onClick={onMoveToCart}>
          {t(CART_TEXTS.moveToCart)}
        </Button>
      )}
      <Popconfirm
        title={t(CART_TEXTS.deleteSelectedConfirm)}
        okText={t(CART_TEXTS.delete)}
        cancelText={t(CART_TEXTS.cancel)}
        onConfirm={onDeleteSelected}
        disabled={selectedInTab.length === 0}
      >
        <Button style={selectedInTab.length === 0 ? undefined : DANGER_OUTLINE} disabled={selectedInTab.length === 0} loading={deleteManyState.isLoading}>
          {t(CART_TEXTS.deleteSelected)}
        </Button>
      </Popconfirm>
      <dl aria-label={t(CART_TEXTS.selectionSummary)} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '0 0 0 auto' }}>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t(CART_TEXTS.selectedItems)}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{totals.count}</dd>
        </div>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t(CART_TEXTS.selectedQuantity)}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{totals.quantity}</dd>
        </div>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t(CART_TEXTS.subtotal)}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{formatMinor(totals.subtotalMinor, { fractionDigits: 0 })}</dd>
        </div>
      </dl>
    </div>
  );
  const empty = loaded && entries.length === 0;

  return (
    <div>
      {messageHolder}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{t(CART_TEXTS.heading)}</h1>
        <Link to={STOCK_PATH}>← {t(CART_TEXTS.backToStock)}</Link>
      </div>

      {cartSettings?.systemMessages.offerClearingSchedule && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t(CART_TEXTS.offerClearingSchedule)} />}
      {cartSettings?.systemMessages.freeShipping && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t(CART_TEXTS.freeShipping)} />}
      {authorities.isSuccess && !canBuyOnline && <Alert style={{ marginTop: 12 }} type="warning" title={t(CART_TEXTS.cannotBuyOnline)} />}
      {offers.isError && <Alert style={{ marginTop: 12 }} type="error" title={t(CART_TEXTS.loadFailed)} />}
      {canBuyOnline && offers.isLoading && (
        <p role="status" aria-live="polite">
          {t(CART_TEXTS.loading)}
        </p>
      )}

      {empty && (
        <section aria-label={t(CART_TEXTS.tabCart)} style={{ marginTop: 24 }}>
          <p>{t(CART_TEXTS.emptyCart)}</p>
          <Link to={STOCK_PATH}>{t(CART_TEXTS.goToStocklist)}</Link>
        </section>
      )}

      {loaded && !empty && (
        <>
          {tabBar}

          {tabEntries.length === 0 ? (
            <section aria-label={t(TAB_TEXTS[state])}>
              <p>{t(CART_TEXTS.emptyTab)}</p>
              <Link to={STOCK_PATH}>{t(CART_TEXTS.goToStocklist)}</Link>
            </section>
          ) : (
            <>
              <div role="group" aria-label={t(CART_TEXTS.statuses)} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}>
                {statuses.map(({ status, count }) => {
                  const label = t(OFFER_STATUS_LABELS[status]);
                  const ids = statusSelectable.get(status) ?? [];
                  const statusState = checkStateOf(ids, selected);
                  return (
                    <span key={status} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                      <Checkbox
                        checked={statusState === 'all'}
                        indeterminate={statusState === 'some'}
                        disabled={ids.length === 0}
                        aria-label={`${t(CART_TEXTS.selectAll)} ${label}`}
                        onChange={(event) => dispatch(selectionChanged({ offerIds: ids, selected: event.target.checked }))}
                      />
                      <Tag.CheckableTag checked={statusFilter.has(status)} onChange={(on) => toggleStatusFilter(status, on)} aria-label={`${label} ${count}`}>
                        {label} {count}
                      </Tag.CheckableTag>
                    </span>
                  );
                })}
              </div>

              {!narrow && selectionBar}

              {multipleWarehouses && (
                <nav aria-label={t(CART_TEXTS.warehouses)} style={{ position: 'sticky', top: 0, zIndex: 2, background: token.colorBgLayout, borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '8px 0', marginBottom: 8, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                  {groups.map((group) => (
                    <a
                      key={group.warehouse}
                      href={`#${group.anchorId}`}
                      aria-current={activeSection === group.anchorId ? 'location' : undefined}
                      style={{ fontWeight: activeSection === group.anchorId ? 700 : 400, textDecoration: activeSection === group.anchorId ? 'underline' : 'none' }}
                      onClick={(event) => {
                        event.preventDefault();
                        jumpTo(group);
                      }}
                    >
                      {group.label} ({group.entries.length})
                    </a>
                  ))}
                </nav>
              )}

              {shown.map(({ group, rows }) => {
                const ids = groupSelectable.get(group.warehouse) ?? NO_CODES;
                return (
                  <WarehouseGroupView
                    key={group.warehouse}
                    group={group}
                    rows={rows}
                    checkState={checkStateOf(ids, selected)}
                    selectableCount={ids.length}
                    showCheckout={state === OfferState.READY_TO_CHECKOUT}
                    highlighted={multipleWarehouses && activeSection === group.anchorId}
                    context={rowContext}
                    onToggleGroup={onToggleGroup}
                    onCheckout={onCheckout}
                  />
                );
              })}
              {hasMore && (
                <div ref={sentinel} style={{ textAlign: 'center', padding: 12 }}>
                  <Button onClick={showMore}>
                    {t(CART_TEXTS.showMore)} ({viewEntries.length - renderedCount})
                  </Button>
                </div>
              )}
              {narrow && selectionBar}
            </>
          )}
        </>
      )}

      {dialog.kind === 'edit' && (
        <EditOfferDialog entry={dialog.entry} state={dialog.state} formatPrice={rowContext.formatPrice} t={t} onClose={() => setDialog(NO_DIALOG)} onSaved={onSaved} />
      )}
      {dialog.kind === 'notReady' && <NotReadyDialog salesRep={userInfo?.salesRep ?? null} t={t} onClose={() => setDialog(NO_DIALOG)} />}
    </div>
  );
}

