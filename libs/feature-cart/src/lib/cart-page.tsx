import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { OfferState } from '@bp/api-contract/constants';
import { TAP_TARGET_CLASS, runWhenIdle, useCurrencyFormatter, useNarrowScreen, usePageTitle, usePagePreload } from '@bp/ui-kit';
import { displayQuantity } from '@bp/util-format';
import { checkStateOf } from './cart-model';
import { selectionPruned } from './cart-slice';
import { useCartText } from './cart-texts';
import { type CartRowContext } from './components/cart-row';
import { CartTabs } from './components/cart-tabs';
import { SelectionBar } from './components/selection-bar';
import { ShowMore } from './components/show-more';
import { StatusChips } from './components/status-chips';
import { WarehouseAnchors } from './components/warehouse-anchors';
import { WarehouseGroupView } from './components/warehouse-group';
import { tabText, useCartActions } from './hooks/use-cart-actions';
import { useCartData } from './hooks/use-cart-data';
import { useCartView } from './hooks/use-cart-view';
import { cartRoutes, checkoutPath } from './routes';

// The edit dialog (antd Input and the offer rules' messages) downloads when the cart is idle, not
// with the page: the buyer reads the cart before editing an offer.
const loadEditOfferDialog = () => import('./dialogs/edit-offer-dialog');
const EditOfferDialog = lazy(async () => ({ default: (await loadEditOfferDialog()).EditOfferDialog }));
// The dialogs (and antd's Modal, about 9 KB gzip) download when the cart is idle, not with the page.
const loadNotReadyDialog = () => import('./dialogs/not-ready-dialog');
const NotReadyDialog = lazy(async () => ({ default: (await loadNotReadyDialog()).NotReadyDialog }));

const STOCK_PATH = '/stock';
const NO_CODES: string[] = [];
/** Any warehouse's checkout path names the checkout page's module; this one stands for all. */
const CHECKOUT_PRELOAD_LABEL = 'warehouse';

/**
 * /cart (spec 01 §2 Cart and Offers): three tabs by the `tab` query, entries grouped per warehouse
 * and rendered in batches, selection in the Redux store, totals, edit, move, delete and checkout.
 * The data (useCartData), what a tab shows (useCartView) and what the buyer does (useCartActions)
 * live in hooks; this component lays them out.
 */
export function CartPage() {
  const t = useCartText();
  usePageTitle(t('pageTitle'));
  const dispatch = useDispatch();
  const { format, formatMinor, precision } = useCurrencyFormatter();
  const narrow = useNarrowScreen();

  const data = useCartData();
  const { entries, loaded, state, settings, cartSettings } = data;
  const view = useCartView({
    entries,
    tabIndex: data.tabIndex,
    state,
    warehouseLabelOf: data.warehouseLabelOf,
    warehouseOrder: settings?.warehouses,
    precision,
  });
  const { selected, groupSelectable } = view;
  const actions = useCartActions({ t, data, selectedInTab: view.selectedInTab, groupSelectable });

  const allIds = useMemo(() => entries.map((entry) => entry.stocklistOffer.offerId), [entries]);
  useEffect(() => {
    if (loaded) dispatch(selectionPruned(allIds));
  }, [loaded, allIds, dispatch]);

  // With something to check out, the checkout page's module downloads once the cart is
  // idle, so the first Checkout click does not wait for it (the button's hover starts it too).
  const preloadPage = usePagePreload();
  const checkoutOffered = loaded && state === OfferState.READY_TO_CHECKOUT && entries.length > 0;
  useEffect(() => (checkoutOffered ? runWhenIdle(() => preloadPage(checkoutPath(CHECKOUT_PRELOAD_LABEL, false))) : undefined), [checkoutOffered, preloadPage]);

  useEffect(
    () =>
      loaded && entries.length > 0
        ? runWhenIdle(() => {
            void loadEditOfferDialog();
            void loadNotReadyDialog();
          })
        : undefined,
    [loaded, entries.length],
  );

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The expiry countdown shows minutes: one tick a minute for the whole page.
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  const maxItemQuantityToBeDisplayed = settings?.maxItemQuantityToBeDisplayed;
  const { onToggle, onEdit, onDelete } = actions;
  const rowContext = useMemo<CartRowContext>(
    () => ({
      state,
      now,
      precision,
      narrow,
      formatPrice: (value: number) => format(value, { fractionDigits: 0 }),
      formatMinor: (minor: bigint) => formatMinor(minor, { fractionDigits: 0 }),
      formatAvailable: (quantity: number) => displayQuantity(quantity, maxItemQuantityToBeDisplayed),
      t,
      onToggle,
      onEdit,
      onDelete,
    }),
    [state, now, precision, narrow, format, formatMinor, maxItemQuantityToBeDisplayed, t, onToggle, onEdit, onDelete],
  );

  const empty = loaded && entries.length === 0;
  const selectionBar = (
    <SelectionBar
      checkState={checkStateOf(view.viewSelectable, selected)}
      selectableIds={view.viewSelectable}
      selectedCount={view.selectedInTab.length}
      totals={view.totals}
      showMoveToCart={state === OfferState.AWAITING_BUYER_REVIEW}
      moving={actions.moving}
      deleting={actions.deletingMany}
      sticky={narrow}
      formatMinor={rowContext.formatMinor}
      t={t}
      onSelect={actions.onSelect}
      onMoveToCart={actions.onMoveToCart}
      onDeleteSelected={actions.onDeleteSelected}
    />
  );

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <h1 style={{ margin: 0 }}>{t('heading')}</h1>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Link to={cartRoutes.quickOrder} className={TAP_TARGET_CLASS}>
            {t('quickOrder')}
          </Link>
          <Link to={STOCK_PATH} className={TAP_TARGET_CLASS}>
            ← {t('backToStock')}
          </Link>
        </div>
      </div>

      {cartSettings?.systemMessages.offerClearingSchedule && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('offerClearingSchedule')} />}
      {cartSettings?.systemMessages.freeShipping && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('freeShipping')} />}
      {data.authoritiesLoaded && !data.canBuyOnline && <Alert style={{ marginTop: 12 }} type="warning" title={t('cannotBuyOnline')} />}
      {data.offersFailed && <Alert style={{ marginTop: 12 }} type="error" title={t('loadFailed')} />}
      {data.canBuyOnline && data.offersLoading && (
        <p role="status" aria-live="polite">
          {t('loading')}
        </p>
      )}

      {empty && (
        <section aria-label={t('tabCart')} style={{ marginTop: 24 }}>
          <p>{t('emptyCart')}</p>
          <Link to={STOCK_PATH} className={TAP_TARGET_CLASS}>
            {t('goToStocklist')}
          </Link>
        </section>
      )}

      {loaded && !empty && (
        <>
          <CartTabs tabIndex={data.tabIndex} tabs={data.tabs} t={t} onChange={data.showTab} />

          {view.tabEntries.length === 0 ? (
            <section aria-label={t(tabText(state))}>
              <p>{t('emptyTab')}</p>
              <Link to={STOCK_PATH} className={TAP_TARGET_CLASS}>
                {t('goToStocklist')}
              </Link>
            </section>
          ) : (
            <>
              <StatusChips
                statuses={view.statuses}
                statusSelectable={view.statusSelectable}
                statusFilter={view.statusFilter}
                selected={selected}
                t={t}
                onSelect={actions.onSelect}
                onFilter={view.toggleStatusFilter}
              />
              {/* On a narrow screen the bar follows the list, stuck to the bottom of the screen. */}
              {!narrow && selectionBar}
              {view.multipleWarehouses && <WarehouseAnchors groups={view.groups} activeSection={view.activeSection} t={t} onJump={view.jumpTo} />}

              {view.shown.map(({ group, rows }) => {
                const ids = groupSelectable.get(group.warehouse) ?? NO_CODES;
                return (
                  <WarehouseGroupView
                    key={group.warehouse}
                    group={group}
                    rows={rows}
                    checkState={checkStateOf(ids, selected)}
                    selectableCount={ids.length}
                    showCheckout={state === OfferState.READY_TO_CHECKOUT}
                    highlighted={view.multipleWarehouses && view.activeSection === group.anchorId}
                    context={rowContext}
                    onToggleGroup={actions.onToggleGroup}
                    onCheckout={actions.onCheckout}
                    onCheckoutIntent={actions.onCheckoutIntent}
                  />
                );
              })}
              {view.hiddenCount > 0 && <ShowMore hiddenCount={view.hiddenCount} t={t} onShowMore={view.showMore} />}
              {narrow && selectionBar}
            </>
          )}
        </>
      )}

      {actions.dialog.kind === 'edit' && (
        <Suspense fallback={null}>
          <EditOfferDialog
            entry={actions.dialog.entry}
            state={actions.dialog.state}
            formatPrice={rowContext.formatPrice}
            formatAvailable={rowContext.formatAvailable}
            t={t}
            onClose={actions.closeDialog}
            onSaved={actions.onSaved}
          />
        </Suspense>
      )}
      {actions.dialog.kind === 'notReady' && (
        <Suspense fallback={null}>
          <NotReadyDialog salesRep={data.userInfo?.salesRep ?? null} t={t} onClose={actions.closeDialog} />
        </Suspense>
      )}
    </div>
  );
}
