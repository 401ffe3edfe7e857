import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import type { StockItem } from '@bp/api-contract';
import { useGetSavedSearchesQuery } from '@bp/data-access-api';
import {
  OnDemandAlert,
  OnDemandDrawer,
  lazyWithPreload,
  preloadDrawer,
  runWhenIdle,
  useCurrencyFormatter,
  useFeedback,
  useNarrowScreen,
  usePageTitle,
} from '@bp/ui-kit';
import {
  useExportStockMutation,
  useGetStockAlertsQuery,
  useGetStockQueryQuery,
  usePrefetchNextStockPage,
  useStartStockQuery,
  useStockQueryStarter,
} from './api/stocklist-api';
import { STOCK_PAGE_SIZE } from './api/stock-paths';
import { FilterPanel } from './components/filter-panel';
import { LastUpdated } from './components/last-updated';
import { LoadingBar } from './components/loading-bar';
import { Pager } from './components/pager';
import { SearchBox } from './components/search-box';
import { StockGroupCard, type StockCardContext, type TradeMode } from './components/stock-group-card';
import { StockToolbar } from './components/stock-toolbar';
import { gradesFromSettings } from './dialogs/grades';
import {
  BuyOfferDialog,
  DailyReportDialog,
  GradeOverviewDialog,
  ImportOffersDialog,
  ImportReview,
  PendingImportNotice,
  SaveSearchDialog,
  SavedSearchesPanel,
  StockAlertDialog,
  TutorialDialog,
  preloadSavedSearches,
  preloadStockDialogs,
} from './dialogs/lazy-dialogs';
import { canOfferOn, itemDescription, needsUnlistedItems } from './display-rules';
import { useItemOffers, type StockOfferSummary } from './offers-seam';
import { useImportReview, withoutReviewParam } from './import/use-import-review';
import { useSessionUsername, useStockPermissions } from './stock-authorities';
import { SNACKBAR_SECONDS, STOCK_TEXTS } from './stock-texts';
import {
  changeFilters,
  exportRequest,
  LIST_ITEMS_PER_GROUP,
  parseStockUrl,
  searchTerms,
  toApiQueryString,
  toStockSearchParams,
  type StockUrlState,
} from './stock-url-state';
import { useStockContext } from './use-stock-context';
import { useStockText } from './use-stock-text';
import { announceStocklistView } from './view-event';
import { plainTagStyle } from './components/plain-tag-style';

export interface StockListPageProps {
  /**
   * The user's authorities. Optional: by default the page reads GET security/authorities from the
   * shared RTK Query cache (the shell loaded it before showing any page).
   */
  authorities?: readonly string[];
  /** Replaces the page's own Import Offers dialog (an embedding app with its own import flow). */
  onImport?: () => void;
}

type StockDialog =
  | { kind: 'none' }
  | { kind: 'trade'; item: StockItem; mode: TradeMode; entry?: StockOfferSummary }
  | { kind: 'import' }
  | { kind: 'alert'; item: StockItem }
  | { kind: 'dailyReport' }
  | { kind: 'tutorial' }
  | { kind: 'grades' }
  | { kind: 'saveSearch' };

// The Filters button and its drawer exist on narrow screens only: antd's Badge (and Drawer) load
// when idle there, not with the page.
const FilterCountBadge = lazyWithPreload(() => import('./components/filter-count-badge').then((module) => module.FilterCountBadge));

function preloadNarrowScreenFilters(): void {
  preloadDrawer();
  FilterCountBadge.preload();
}

const NO_DIALOG: StockDialog = { kind: 'none' };
const NO_WAREHOUSES: string[] = [];
/** An empty set of keys (group ids, alert item keys), the same object every render. */
const NO_GROUP_IDS: ReadonlySet<string> = new Set();
/**
 * A search term, drawn like antd's default Tag: every search replaced the terms' Tags, and antd's
 * Tag unregistered and registered its CSS-in-JS style on the way (a style element out and back in,
 * so the whole page's styles were recalculated).
 */
const termTagStyle = { ...plainTagStyle, display: 'inline-block', marginInlineEnd: 8 } as const;

/** /stock (spec 01 §2 Stock list): the server-side query, its filters in the URL, cards, dialogs. */
export function StockListPage({ authorities, onImport }: StockListPageProps) {
  const t = useStockText();
  usePageTitle(t(STOCK_TEXTS.pageTitle));
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  // ?review=import marks the Review Import screen; it is not one of the list's filters.
  const state = useMemo(() => parseStockUrl(withoutReviewParam(searchParams)), [searchParams]);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const username = useSessionUsername();
  const permissions = useStockPermissions(authorities);
  // The calls the first page does not need (cart entries and alerts, shown only in expanded cards;
  // the sellers' item counts, also in the query's participants facet) wait until it has arrived,
  // so the one API process answers the stock query first.
  const [firstPageIn, setFirstPageIn] = useState(false);
  const stock = useStockContext(username, state.warehouseGroup, { loadItemCounts: firstPageIn });
  const settings = stock.settings;
  const pxnsParticipantId = stock.selectedGroup?.pxnsParticipantId ?? null;
  const offers = useItemOffers(permissions.canBuyOnline && firstPageIn);
  const importReview = useImportReview(username);
  const { format } = useCurrencyFormatter();
  // Snackbars through the portal's feedback (antd's message loads on the first one), not
  // message.useMessage(), which put antd's message into the page's first download.
  const { message: messageApi } = useFeedback();
  const [dialog, setDialog] = useState<StockDialog>(NO_DIALOG);
  // On a narrow screen the filters leave the side of the list for a drawer (spec 01 §2 on phones).
  const narrow = useNarrowScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [savedSearchesOpen, setSavedSearchesOpen] = useState(false);

  const queryString = useMemo(() => toApiQueryString(state, LIST_ITEMS_PER_GROUP), [state]);
  useStartStockQuery(queryString, stock.ready ? undefined : stock.expectedParticipantId);
  const query = useGetStockQueryQuery({ queryString, pxnsParticipantId }, { skip: !stock.ready });
  // Open cards, and cards whose '+' depends on unlisted items, need the page with every item.
  const [expandedGroups, setExpandedGroups] = useState<ReadonlySet<string>>(NO_GROUP_IDS);
  const onToggle = useCallback(
    (groupId: string) =>
      setExpandedGroups((open) => {
        const next = new Set(open);
        if (!next.delete(groupId)) next.add(groupId);
        return next;
      }),
    [],
  );
  const listedGroups = query.currentData?.groups;
  const needsAllItems = listedGroups?.some((group) => expandedGroups.has(group.groupId) || needsUnlistedItems(group)) === true;
  const allItemsQuery = useGetStockQueryQuery({ queryString: toApiQueryString(state), pxnsParticipantId }, { skip: !stock.ready || !needsAllItems });
  const allItemsData = allItemsQuery.currentData;
  const allItemsById = useMemo(() => new Map((allItemsData?.groups ?? []).map((group) => [group.groupId, group])), [allItemsData]);
  // Set while rendering (React's "adjust state on a change" pattern): no extra commit for it.
  if (!firstPageIn && (query.data !== undefined || query.isError)) setFirstPageIn(true);
  // The dialogs are not in the first download: fetch them once the first cards are in.
  useEffect(() => (firstPageIn ? runWhenIdle(preloadStockDialogs) : undefined), [firstPageIn]);
  useEffect(() => (narrow ? runWhenIdle(preloadNarrowScreenFilters) : undefined), [narrow]);
  const alerts = useGetStockAlertsQuery(username, { skip: !permissions.canSetAlerts || !username || !firstPageIn });
  // Their count only decides whether one more may be saved: asked for after the first page too.
  const savedSearches = useGetSavedSearchesQuery(username, { skip: !username || !firstPageIn });
  const [exportStock] = useExportStockMutation();

  const viewedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!stock.ready || viewedFor.current === pxnsParticipantId) return;
    viewedFor.current = pxnsParticipantId;
    announceStocklistView({ pxnsParticipantId }, dispatch);
  }, [stock.ready, pxnsParticipantId, dispatch]);

  const startQuery = useStockQueryStarter();
  const navigateTo = useCallback(
    (next: StockUrlState) => {
      const params = toStockSearchParams(next);
      // The query starts from the click itself: after the URL change and the page's re-render it
      // went out 40-90 ms later. The page's own subscription finds it under way (same arguments:
      // the state as the URL will give it back). Another seller's list waits for the page.
      const target = parseStockUrl(params);
      if (stock.ready && target.warehouseGroup === stateRef.current.warehouseGroup)
        startQuery({ queryString: toApiQueryString(target, LIST_ITEMS_PER_GROUP), pxnsParticipantId });
      setSearchParams(params);
    },
    [setSearchParams, startQuery, stock.ready, pxnsParticipantId],
  );

  // The search box and the pager are memoised: their handlers read the current state at the event.
  const onSearch = useCallback((search: string) => navigateTo(changeFilters(stateRef.current, { search })), [navigateTo]);
  const onPage = useCallback((page: number) => navigateTo({ ...stateRef.current, page }), [navigateTo]);

  const notify = useCallback((text: string) => messageApi.open({ type: 'success', content: text, duration: SNACKBAR_SECONDS }), [messageApi]);
  const closeDialog = useCallback(() => setDialog(NO_DIALOG), []);
  const doneDialog = useCallback(
    (text: string) => {
      setDialog(NO_DIALOG);
      notify(text);
    },
    [notify],
  );
  const onTrade = useCallback((item: StockItem, mode: TradeMode) => setDialog({ kind: 'trade', item, mode }), []);
  const onTradeSaved = useCallback(
    (text: string, warning?: string) => {
      doneDialog(text);
      if (warning) messageApi.open({ type: 'warning', content: warning, duration: SNACKBAR_SECONDS });
    },
    [doneDialog, messageApi],
  );
  const onEditInCart = useCallback((item: StockItem, entry: StockOfferSummary) => setDialog({ kind: 'trade', item, mode: 'offer', entry }), []);
  const openImport = useCallback(() => setDialog({ kind: 'import' }), []);
  const { show: showImportReview, close: closeImportReview } = importReview;
  const onImported = useCallback(() => {
    setDialog(NO_DIALOG);
    showImportReview();
  }, [showImportReview]);
  const onImportReviewClosed = useCallback(
    (text?: string) => {
      closeImportReview();
      if (text) notify(text);
    },
    [closeImportReview, notify],
  );
  const onAlert = useCallback((item: StockItem) => setDialog({ kind: 'alert', item }), []);
  const onDailyReport = useCallback(() => setDialog({ kind: 'dailyReport' }), []);
  const onTutorial = useCallback(() => setDialog({ kind: 'tutorial' }), []);
  const onShowGrades = useCallback(() => setDialog({ kind: 'grades' }), []);
  const onSaveSearch = useCallback(() => setDialog({ kind: 'saveSearch' }), []);
  const openSavedSearches = useCallback(() => setSavedSearchesOpen(true), []);
  const onSearchSaved = useCallback(() => {
    setDialog(NO_DIALOG);
    messageApi.open({
      type: 'success',
      content: (
        <>
          {t(STOCK_TEXTS.searchSaved)}{' '}
          <Button type="link" size="small" onClick={openSavedSearches}>
            {t(STOCK_TEXTS.viewSavedSearches)}
          </Button>
        </>
      ),
      duration: SNACKBAR_SECONDS,
    });
  }, [messageApi, t, openSavedSearches]);
  const onRunSavedSearch = useCallback(
    (query: string) => {
      setSavedSearchesOpen(false);
      navigateTo(parseStockUrl(new URLSearchParams(query)));
    },
    [navigateTo],
  );
  const onExport = useCallback(
    async (choice: 'ALL' | 'FILTERED') => {
      try {
        await exportStock({ body: exportRequest(choice, stateRef.current), pxnsParticipantId }).unwrap();
      } catch (error) {
        // Spec 01 §8 Stock area: export failures are only logged.
        console.error('Export of the stock list failed', error);
      }
    },
    [exportStock, pxnsParticipantId],
  );

  const formatPrice = useCallback((value: number) => format(value), [format]);
  const cardContext = useMemo<StockCardContext>(
    () => ({
      maxItemQuantityToBeDisplayed: settings?.maxItemQuantityToBeDisplayed,
      warehouseAcceptingOffer: settings?.warehouseAcceptingOffer ?? NO_WAREHOUSES,
      warehouseLabels: settings?.warehouseLabels ?? {},
      descriptionRules: settings?.itemDescriptionRules,
      canBuyOnline: permissions.canBuyOnline,
      canSetAlerts: permissions.canSetAlerts,
      isPartnerStock: pxnsParticipantId !== null,
      narrow,
      formatPrice,
      t,
      onTrade,
      onEditInCart,
      onAlert,
      onToggle,
    }),
    [settings, permissions, pxnsParticipantId, narrow, formatPrice, t, onTrade, onEditInCart, onAlert, onToggle],
  );
  const alertList = alerts.data;
  // No alerts keep the same empty set: the cards (memoised) then skip the alerts' arrival.
  const alertKeys = useMemo<ReadonlySet<string>>(
    () => (alertList?.length ? new Set(alertList.map((alert) => alert.itemNumberWarehouse)) : NO_GROUP_IDS),
    [alertList],
  );

  // Previous results stay on screen while the next page or filter loads (no flashing).
  const result = query.data;
  const totalPages = result ? Math.max(1, Math.ceil(result.totalGroups / (result.pageSize || STOCK_PAGE_SIZE))) : 0;
  usePrefetchNextStockPage(state, pxnsParticipantId, totalPages);
  // The facets (dozens of checkboxes) render after the cards, in a background render React
  // may interrupt: a change paints its new list first.
  const facets = useDeferredValue(result?.facets);
  const loading = !stock.ready || query.isFetching;
  const terms = searchTerms(state.search);

  const filterPanel = (
    <FilterPanel
      state={state}
      facets={facets}
      groups={stock.groups}
      selectedGroup={stock.selectedGroup}
      canSwitchGroups={stock.canSwitchGroups}
      itemCounts={stock.itemCounts}
      showGradeIcon={settings?.showGradeIcon === true}
      t={t}
      onChange={navigateTo}
      onShowGrades={onShowGrades}
    />
  );
  // The Filters button shows how many filters are on while the drawer hides them.
  const activeFilterCount =
    state.warehouses.length +
    (state.category ? 1 : 0) +
    (state.includeOutOfStock ? 1 : 0) +
    Object.values(state.attributes).reduce((total, values) => total + values.length, 0);

  const dialogItem = dialog.kind === 'trade' || dialog.kind === 'alert' ? dialog.item : undefined;
  const existingAlert = dialogItem && alertList?.find((alert) => alert.itemNumberWarehouse === dialogItem.itemNumberWarehouse);

  if (importReview.reviewing && permissions.canBuyOnline) {
    return (
      <div>
        <Suspense fallback={null}>
          {importReview.result ? (
            <ImportReview
              result={importReview.result}
              warehouseLabels={settings?.warehouseLabels ?? {}}
              formatPrice={formatPrice}
              t={t}
              onClose={onImportReviewClosed}
            />
          ) : (
            <PendingImportNotice
              t={t}
              lookup={importReview.lookup ?? 'loading'}
              onImportAgain={openImport}
              onRetry={importReview.retry}
              onBack={() => onImportReviewClosed()}
              onCancelled={() => onImportReviewClosed()}
            />
          )}
          {dialog.kind === 'import' && <ImportOffersDialog t={t} onClose={closeDialog} onImported={onImported} />}
        </Suspense>
      </div>
    );
  }

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <h1 style={{ margin: 0 }}>{t(STOCK_TEXTS.pageTitle)}</h1>
        <StockToolbar
          permissions={permissions}
          pxnsParticipantId={pxnsParticipantId}
          tutorialUrl={stock.tutorialUrl}
          gradingScaleUrl={stock.gradingScaleUrl}
          onImport={onImport ?? openImport}
          t={t}
          onDailyReport={onDailyReport}
          onExport={onExport}
          onTutorial={onTutorial}
          savedSearchCount={savedSearches.data?.length}
          onSaveSearch={onSaveSearch}
          onOpenSavedSearches={openSavedSearches}
          onPreloadSavedSearches={preloadSavedSearches}
        />
      </div>
      <LoadingBar active={loading} label={t(STOCK_TEXTS.loading)} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '12px 0' }}>
        {narrow && (
          <Button icon={<FilterOutlined aria-hidden />} aria-haspopup="dialog" aria-expanded={filtersOpen} onClick={() => setFiltersOpen(true)}>
            {t('Filters')}
            {activeFilterCount > 0 && (
              <Suspense fallback={null}>
                <FilterCountBadge count={activeFilterCount} />
              </Suspense>
            )}
          </Button>
        )}
        <div role="search" style={{ flex: 1, minWidth: 0 }}>
          <SearchBox value={state.search} t={t} onSearch={onSearch} />
          {terms.length > 0 && (
            <div style={{ marginTop: 6 }} aria-label={t('Search terms')}>
              {t('Matching all of')}:{' '}
              {terms.map((term) => (
                <span key={term} style={termTagStyle}>
                  {term}
                </span>
              ))}
            </div>
          )}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        {narrow ? (
          <OnDemandDrawer
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            placement="left"
            size="min(320px, 88vw)"
            title={t('Filters')}
            footer={
              <Button type="primary" block onClick={() => setFiltersOpen(false)}>
                {result ? `${t('Show')} ${result.totalItems} ${t('items')}` : t('Close')}
              </Button>
            }
          >
            {filterPanel}
          </OnDemandDrawer>
        ) : (
          filterPanel
        )}
        <section aria-label={t('Stock')} aria-busy={loading} style={{ flex: 1, minWidth: 0 }}>
          {query.isError && !result && <OnDemandAlert type="error" title={t('stock list data not available')} />}
          {result && (
            <p style={{ color: '#666', marginTop: 0 }}>
              {result.totalItems} {t('items')} · {t('Last updated')} <LastUpdated date={result.lastUpdateddDate} />
            </p>
          )}
          {result && result.groups.length === 0 && !query.isFetching && <p>{t(STOCK_TEXTS.noItems)}</p>}
          {result?.groups.map((group, position) => (
            <StockGroupCard
              // By position: a new list updates the cards in place (their texts) instead of removing
              // 24 cards and building 24 new ones; a card keeps no state of its own.
              key={position}
              group={group}
              allItems={allItemsById.get(group.groupId)}
              expanded={expandedGroups.has(group.groupId)}
              context={cardContext}
              alertKeys={alertKeys}
              offers={offers}
            />
          ))}
          {result && <Pager page={state.page} totalPages={totalPages} t={t} onPage={onPage} />}
        </section>
      </div>

      <OnDemandDrawer
        open={savedSearchesOpen}
        onClose={() => setSavedSearchesOpen(false)}
        placement="right"
        size="min(480px, 100vw)"
        title={t(STOCK_TEXTS.savedSearches)}
      >
        <SavedSearchesPanel username={username} canSetAlerts={permissions.canSetAlerts} groups={stock.groups} onRun={onRunSavedSearch} />
      </OnDemandDrawer>
      <Suspense fallback={null}>
        {dialog.kind === 'saveSearch' && (
          <SaveSearchDialog
            search={state}
            pxnsParticipantId={pxnsParticipantId}
            canSetAlerts={permissions.canSetAlerts}
            onClose={closeDialog}
            onSaved={onSearchSaved}
          />
        )}
        {dialog.kind === 'trade' && (
          <BuyOfferDialog
            item={dialog.item}
            description={itemDescription(dialog.item, settings?.itemDescriptionRules)}
            initialMode={dialog.mode}
            canOffer={canOfferOn(dialog.item, settings?.warehouseAcceptingOffer ?? NO_WAREHOUSES)}
            entry={dialog.entry}
            pxnsParticipantId={pxnsParticipantId}
            maxItemQuantityToBeDisplayed={settings?.maxItemQuantityToBeDisplayed}
            formatPrice={formatPrice}
            t={t}
            onClose={closeDialog}
            onSaved={onTradeSaved}
          />
        )}
        {dialog.kind === 'alert' && (
          <StockAlertDialog
            target={{
              itemNumberWarehouse: dialog.item.itemNumberWarehouse,
              description: itemDescription(dialog.item, settings?.itemDescriptionRules),
              quantityAvailable: dialog.item.quantityAvailable,
              incrementSize: dialog.item.incrementSize,
              pxnsParticipantId,
              existingQuantity: existingAlert?.quantity,
            }}
            defaultQuantity={settings?.defaultAlertQuantity}
            maxItemQuantityToBeDisplayed={settings?.maxItemQuantityToBeDisplayed}
            t={t}
            onClose={closeDialog}
            onDone={doneDialog}
          />
        )}
        {dialog.kind === 'import' && <ImportOffersDialog t={t} onClose={closeDialog} onImported={onImported} />}
        {dialog.kind === 'dailyReport' && <DailyReportDialog username={username} t={t} onClose={closeDialog} onDone={doneDialog} />}
        {dialog.kind === 'tutorial' && stock.tutorialUrl && <TutorialDialog url={stock.tutorialUrl} t={t} onClose={closeDialog} />}
        {dialog.kind === 'grades' && (
          <GradeOverviewDialog
            participants={stock.canSwitchGroups ? stock.groups : undefined}
            selectedParticipantId={pxnsParticipantId}
            grades={gradesFromSettings(settings?.gradeLabelDescriptions)}
            t={t}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </div>
  );
}
