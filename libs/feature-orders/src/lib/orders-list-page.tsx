import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spin, theme } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { OrderListRow } from '@bp/api-contract';
import { ORDERS_PER_PAGE, ORDER_SEARCH_DEBOUNCE_MS, ORDER_SEARCH_MAX_LENGTH, type OrderListColumn } from '@bp/api-contract/constants';
import {
  isApiError,
  selectSessionUser,
  useExportOrdersMutation,
  useGetOrdersQuery,
  useFetchOrders,
  useGetSalesOrderSettingsQuery,
  type StateWithSession,
} from '@bp/data-access-api';
import {
  DataTable,
  Pager,
  clampPage,
  pageCountOf,
  runWhenIdle,
  SearchField,
  useCurrencyFormatter,
  useNarrowScreen,
  usePagePreload,
  usePageTitle,
  type DataTableColumn,
  type DataTablePagination,
  type PagerLabels,
} from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { StatusLabel, useChipStyles } from './components/status-label';
import { TrackingLinks } from './components/tracking-links';
import { isSelectingText, listColumnsOf, newestChangeFirst } from './order-list-rules';
import { ORDERS_TEXTS, useOrdersText } from './orders-texts';
import { ordersRoutes } from './routes';

/** The search travels in the URL so a reload or a back from an order keeps it. */
export const ORDER_SEARCH_PARAM = 'search';

function orderPathOf(phonexOrderNumber: string): string {
  return `/orders/${encodeURIComponent(phonexOrderNumber)}`;
}

/** A search answering later than this shows the spinner over the list (a faster one would only flash it). */
export const SEARCH_SPINNER_DELAY_MS = 300;

/**
 * Keeps what the buyer types and, once typing pauses for the spec's 500 ms (spec 03 §9), fetches
 * that search and then writes it to the URL: the list is fetched once per pause instead of once
 * per keystroke, and the new rows, the new URL and the page's other parts render together, once
 * (rendering the new URL while the request travels takes the CPU its answer
 * needs). Answers `searching` while a search is slower than SEARCH_SPINNER_DELAY_MS.
 */
function useDebouncedSearch(): { typed: string; search: string; shownSearch: RefObject<string>; setTyped: (value: string) => void; searching: boolean } {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(ORDER_SEARCH_PARAM) ?? '';
  const [typed, setTyped] = useState(search);
  // The typed search whose answer is slow to come, for the spinner.
  const [slowSearch, setSlowSearch] = useState<string | undefined>(undefined);
  const fetchOrders = useFetchOrders();
  // The search sent last: an older answer arriving after it moves nothing.
  const sent = useRef<string | undefined>(undefined);
  // The search on screen, for callbacks that must not change with it.
  const shownSearch = useRef(search);
  useLayoutEffect(() => {
    shownSearch.current = search;
  }, [search]);
  // Leaving the page drops the search in flight: its answer must not navigate back here.
  useEffect(
    () => () => {
      sent.current = undefined;
    },
    [],
  );
  useEffect(() => {
    const next = typed.trim();
    if (next === search) {
      // Typed back to the search shown: one still in flight no longer applies.
      sent.current = undefined;
      return undefined;
    }
    const timer = setTimeout(() => {
      sent.current = next;
      const from = shownSearch.current;
      const slow = setTimeout(() => sent.current === next && setSlowSearch(next), SEARCH_SPINNER_DELAY_MS);
      void fetchOrders(next).then(() => {
        clearTimeout(slow);
        setSlowSearch((current) => (current === next ? undefined : current));
        // A newer search in flight, the search typed back, or the page left: this answer shows nothing.
        if (sent.current !== next) return;
        sent.current = undefined;
        // A back or forward while it travelled: the URL's search stays.
        if (shownSearch.current !== from) return;
        setSearchParams(
          (previous) => {
            const params = new URLSearchParams(previous);
            if (next) params.set(ORDER_SEARCH_PARAM, next);
            else params.delete(ORDER_SEARCH_PARAM);
            return params;
          },
          { replace: true },
        );
      });
    }, ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearchParams, fetchOrders]);
  const searching = slowSearch !== undefined && slowSearch === typed.trim() && slowSearch !== search;
  return { typed, search, shownSearch, setTyped, searching };
}

/**
 * /orders (spec 03 §2 Orders list): search, export of the searched list, and the buyer's orders
 * newest change first, 50 a page, in the columns the tenant's order settings configure. A row
 * opens its order; on a phone each order is a card.
 */
export function OrdersListPage() {
  const t = useOrdersText();
  usePageTitle(t('title'));
  // The order page is in another module: it downloads once the list is idle, so opening an order does not wait for it.
  const preloadPage = usePagePreload();
  useEffect(() => runWhenIdle(() => preloadPage(ordersRoutes.orderDetail.replace(':orderNumber', 'preload'))), [preloadPage]);
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const { format } = useCurrencyFormatter();
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username }).data;
  const { typed, search, shownSearch: shownSearchRef, setTyped, searching } = useDebouncedSearch();
  const orders = useGetOrdersQuery(search);
  const [exportOrders, exporting] = useExportOrdersMutation();
  const { token } = theme.useToken();
  const chipStyleOf = useChipStyles();
  // A new search starts again at page 1: the page is remembered together with the search it belongs to.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  // The shown search read when the buyer turns a page, so the pagination (and with it the table)
  // stays the same object while only the search changes: the rows re-render once, when the answer is in.
  const onPageChange = useCallback((next: number) => setPaging({ search: shownSearchRef.current, page: next }), [shownSearchRef]);

  const rows = useMemo(() => newestChangeFirst(orders.data ?? []), [orders.data]);
  const columns = useMemo(() => listColumnsOf(settings?.buyerSalesOrderListPageSettings.columns), [settings]);

  const valueOf = useCallback(
    (row: OrderListRow, column: OrderListColumn) => {
      switch (column) {
        case 'phonexOrderNumber':
          // A link too, so keyboard users reach the order; the row's click handler covers the rest of the row.
          return (
            <Link to={orderPathOf(row.phonexOrderNumber)} onClick={(event) => event.stopPropagation()}>
              {row.phonexOrderNumber}
            </Link>
          );
        case 'createDate':
        case 'updateDate':
          return formatPlainDate(row[column], 'SHORT_DATE_TIME');
        case 'fulfillmentStatus':
          return <StatusLabel code={row.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} styleOf={chipStyleOf} />;
        case 'paymentStatus':
          return <StatusLabel code={row.paymentStatus} statuses={settings?.paymentSettings.statuses} styleOf={chipStyleOf} />;
        case 'total':
        case 'subtotal':
          return format(row[column]);
        case 'trackingNumbers':
          return <TrackingLinks links={row.trackingNumbers ?? []} />;
        default:
          return row[column] ?? '';
      }
    },
    [settings, format, chipStyleOf],
  );

  const openRow = useCallback(
    (row: OrderListRow) => {
      if (!isSelectingText()) navigate(orderPathOf(row.phonexOrderNumber));
    },
    [navigate],
  );

  const onExport = async () => {
    try {
      await exportOrders(search).unwrap();
    } catch (error) {
      // Spec 03 §8: an export failure is only logged.
      console.error('Export of the orders list failed', error);
    }
  };

  // Fetching for the URL's search (a reload, back or forward, a refetch), or a typed search that is slow.
  const loading = orders.isFetching || searching;
  const failure = orders.isError ? (isApiError(orders.error) ? orders.error.message : ORDERS_TEXTS.listFetchError) : undefined;

  // The same elements while only the search box, the URL or the loading state change: a
  // keystroke re-renders the box, a search in flight the spinner over the list, and the 50 rows
  // render once, when the answer is in (tools/bench/orders.mjs).
  const tableColumns = useMemo<DataTableColumn<OrderListRow>[]>(
    () =>
      columns.map((column) => ({
        key: column,
        title: t(ORDERS_TEXTS[column]),
        render: (row: OrderListRow) => valueOf(row, column),
        align: column === 'total' || column === 'subtotal' || column === 'totalOrderedQuantity' ? 'right' : 'left',
      })),
    [columns, t, valueOf],
  );
  const pagerLabels = useMemo<PagerLabels>(
    () => ({
      pagination: t('pagination'),
      previous: t('previousPage'),
      next: t('nextPage'),
      page: t('pageNumber'),
    }),
    [t],
  );
  const pagination = useMemo<DataTablePagination>(
    () => ({ page, pageSize: ORDERS_PER_PAGE, onChange: onPageChange, labels: pagerLabels }),
    [page, onPageChange, pagerLabels],
  );
  // Each row keyed by its place on its page, not by its order: a new search's answer then updates
  // the rows already on screen instead of unmounting them and mounting as many new ones (links,
  // chips and cells), which was most of a search's rendering (tools/bench/orders.mjs).
  const rowKey = useCallback((_row: OrderListRow, index: number) => `row-${index % ORDERS_PER_PAGE}`, []);
  // The empty text is drawn in the theme's readable secondary colour by the table.
  const emptyText = t('noOrders');

  const cardStyle = useMemo(
    () => ({
      padding: token.paddingSM,
      border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadiusLG,
      background: token.colorBgContainer,
      cursor: 'pointer',
    }),
    [token],
  );

  const listing = useMemo(() => {
    if (narrow) {
      const first = (clampPage(page, pageCountOf(rows.length, ORDERS_PER_PAGE)) - 1) * ORDERS_PER_PAGE;
      const shown = rows.slice(first, first + ORDERS_PER_PAGE);
      return (
        <>
          {shown.length === 0 ? (
            <p style={{ textAlign: 'center', padding: '16px 0', margin: 0, color: token.colorTextDescription }}>{emptyText}</p>
          ) : (
            <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {shown.map((row) => (
                <li key={row.phonexOrderNumber} aria-label={row.phonexOrderNumber} style={{ padding: '4px 0' }}>
                  {/* A small card's look without antd's Card (and its Skeleton): 6.5 KB gzip less for /orders. */}
                  <div style={cardStyle} onClick={() => openRow(row)}>
                    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
                      {columns.map((column) => (
                        <div key={column} style={{ display: 'contents' }}>
                          <dt style={{ color: 'rgba(0,0,0,0.55)' }}>{t(ORDERS_TEXTS[column])}</dt>
                          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{valueOf(row, column)}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageSize={ORDERS_PER_PAGE} total={rows.length} onChange={onPageChange} size="small" labels={pagerLabels} />
        </>
      );
    }
    // The table scrolls sideways in its own box when wider than the screen.
    return (
      <DataTable<OrderListRow>
        aria-label={t('title')}
        rowKey={rowKey}
        columns={tableColumns}
        rows={rows}
        pagination={pagination}
        emptyText={emptyText}
        onRowClick={openRow}
      />
    );
  }, [
    narrow,
    rows,
    rowKey,
    page,
    onPageChange,
    pagerLabels,
    pagination,
    emptyText,
    columns,
    tableColumns,
    t,
    valueOf,
    openRow,
    token.colorTextDescription,
    cardStyle,
  ]);

  return (
    // No padding of its own: the layout's content area pads every page alike.
    <div style={{ maxWidth: '100%' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
        <h1 style={{ margin: 0 }}>{t('title')}</h1>
        <div style={{ display: 'flex', gap: 8, flex: narrow ? '1 1 100%' : '0 1 420px', minWidth: 0 }}>
          <SearchField
            aria-label={t('search')}
            placeholder={t('search')}
            searchLabel={t('search')}
            clearLabel={t('clearSearch')}
            maxLength={ORDER_SEARCH_MAX_LENGTH}
            value={typed}
            onChange={setTyped}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting.isLoading}>
            {t('export')}
          </Button>
        </div>
      </div>
      {failure !== undefined && <Alert type="error" showIcon title={t(failure)} style={{ marginBottom: 16 }} />}
      <Spin spinning={loading}>{listing}</Spin>
    </div>
  );
}
