import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Spin, theme } from 'antd';
import type { ReturnSummary, ReturnsPage } from '@bp/api-contract';
import { RETURN_SEARCH_MAX_LENGTH, RETURN_STATUSES, RETURNS_PER_PAGE, type ReturnStatus } from '@bp/api-contract/constants';
import { isApiError, useGetReturnsQuery } from '@bp/data-access-api';
import {
  DataTable,
  OnDemandAlert,
  Pager,
  SearchField,
  TAP_TARGET_CLASS,
  pageCountOf,
  useCurrencyFormatter,
  useNarrowScreen,
  usePageTitle,
  type DataTableColumn,
  type PagerLabels,
} from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { ReturnStatusChip } from './components/return-status-chip';
import { useReturnsFilters } from './hooks/use-returns-filters';
import { returnPathOf, returnsQueryOf } from './return-rules';
import { RETURNS_TEXTS, STATUS_TEXTS, useReturnsText, type ReturnsText } from './returns-texts';

const COLUMNS = ['returnNumber', 'orderNumber', 'status', 'rmaNumber', 'units', 'creditedTotal', 'created'] as const;
type Column = (typeof COLUMNS)[number];
const rowKey = (row: ReturnSummary) => row.returnNumber;

/**
 * /returns: the buyer's returns, newest first, one server page (RETURNS_PER_PAGE) at a time,
 * searched (return, order or RMA number, IMEI) and filtered by status; all three in the URL.
 */
export function ReturnsListPage() {
  const t = useReturnsText();
  usePageTitle(t('title'));
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const { format } = useCurrencyFormatter();
  const { filters, typed, setTyped, setStatus, setPage } = useReturnsFilters();
  const returns = useGetReturnsQuery(returnsQueryOf(filters));
  const page = returns.data;

  // A page past the last (a kept link after returns moved) moves to the last one.
  const pages = page ? pageCountOf(page.total, RETURNS_PER_PAGE) : 1;
  useEffect(() => {
    if (page && page.total > 0 && filters.page > pages) setPage(pages);
  }, [page, pages, filters.page, setPage]);

  const valueOf = useCallback(
    (row: ReturnSummary, column: Column) => {
      switch (column) {
        case 'returnNumber':
          return (
            <Link to={returnPathOf(row.returnNumber)} className={TAP_TARGET_CLASS} onClick={(event) => event.stopPropagation()}>
              {row.returnNumber}
            </Link>
          );
        case 'orderNumber':
          return row.phonexOrderNumber;
        case 'status':
          return <ReturnStatusChip status={row.status} />;
        case 'rmaNumber':
          return row.rmaNumber ?? '—';
        case 'units':
          return row.unitCount;
        case 'creditedTotal':
          return format(row.creditedTotal);
        case 'created':
          return formatPlainDate(row.createdAt, 'SHORT_DATE');
      }
    },
    [format],
  );
  const columns = useMemo<DataTableColumn<ReturnSummary>[]>(
    () =>
      COLUMNS.map((column) => ({
        key: column,
        title: t(RETURNS_TEXTS[column]),
        render: (row: ReturnSummary) => valueOf(row, column),
        align: column === 'units' || column === 'creditedTotal' ? 'right' : 'left',
      })),
    [t, valueOf],
  );
  const openRow = useCallback((row: ReturnSummary) => navigate(returnPathOf(row.returnNumber)), [navigate]);
  const pagerLabels = useMemo<PagerLabels>(
    () => ({
      pagination: t('pagination'),
      previous: t('previousPage'),
      next: t('nextPage'),
      page: t('pageNumber'),
    }),
    [t],
  );
  const filtered = filters.search !== '' || filters.status !== undefined;
  const emptyText = t(filtered ? RETURNS_TEXTS.noMatchingReturns : RETURNS_TEXTS.noReturns);

  return (
    // No padding of its own: the layout's content area pads every page alike.
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{t('title')}</h1>
        <SearchField
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          searchLabel={t('search')}
          clearLabel={t('clearSearch')}
          maxLength={RETURN_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={setTyped}
          style={{ flex: narrow ? '1 1 100%' : '0 1 420px', minWidth: 0 }}
        />
      </div>
      <StatusChips counts={page?.counts} status={filters.status} onChange={setStatus} t={t} />
      {returns.isError && (
        <OnDemandAlert type="error" showIcon role="alert" title={t(isApiError(returns.error) ? returns.error.message : RETURNS_TEXTS.listFetchError)} />
      )}
      {!page && !returns.isError && (
        <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Spin aria-hidden size="small" /> {t('loading')}
        </div>
      )}
      {page && (
        <Spin spinning={returns.isFetching}>
          {narrow ? (
            <ReturnCards rows={page.returns} emptyText={emptyText} valueOf={valueOf} t={t} />
          ) : (
            <DataTable<ReturnSummary>
              aria-label={t('title')}
              rowKey={rowKey}
              columns={columns}
              rows={page.returns}
              emptyText={emptyText}
              onRowClick={openRow}
            />
          )}
          <Pager
            page={filters.page}
            pageSize={RETURNS_PER_PAGE}
            total={page.total}
            onChange={setPage}
            size={narrow ? 'small' : 'default'}
            labels={pagerLabels}
          />
        </Spin>
      )}
    </div>
  );
}

interface StatusChipsProps {
  counts: ReturnsPage['counts'] | undefined;
  status: ReturnStatus | undefined;
  onChange: (status: ReturnStatus | undefined) => void;
  t: ReturnsText;
}

/** All and one chip per status, each with the buyer's count (whatever the search). */
function StatusChips({ counts, status, onChange, t }: StatusChipsProps) {
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  const label = (text: string, count: number | undefined) => (count === undefined ? t(text) : t('chipWithCount', { label: t(text), count }));
  return (
    <div role="group" aria-label={t('statusFilter')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button shape="round" type={status === undefined ? 'primary' : 'default'} aria-pressed={status === undefined} onClick={() => onChange(undefined)}>
        {label(RETURNS_TEXTS.all, all)}
      </Button>
      {RETURN_STATUSES.map((value) => (
        <Button key={value} shape="round" type={status === value ? 'primary' : 'default'} aria-pressed={status === value} onClick={() => onChange(value)}>
          {label(STATUS_TEXTS[value], counts ? (counts[value] ?? 0) : undefined)}
        </Button>
      ))}
    </div>
  );
}

interface ReturnCardsProps {
  rows: readonly ReturnSummary[];
  emptyText: string;
  valueOf: (row: ReturnSummary, column: Column) => ReactNode;
  t: ReturnsText;
}

/** A phone's returns: one card each, its facts as label and value (as the orders list's cards). */
function ReturnCards({ rows, emptyText, valueOf, t }: ReturnCardsProps) {
  const { token } = theme.useToken();
  if (rows.length === 0) return <p style={{ textAlign: 'center', margin: 0, padding: '16px 0', color: token.colorTextDescription }}>{emptyText}</p>;
  return (
    <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {rows.map((row) => (
        <li
          key={row.returnNumber}
          aria-label={row.returnNumber}
          style={{ padding: token.paddingSM, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
        >
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', margin: 0, alignItems: 'center' }}>
            {COLUMNS.map((column) => (
              <div key={column} style={{ display: 'contents' }}>
                <dt style={{ color: token.colorTextSecondary }}>{t(RETURNS_TEXTS[column])}</dt>
                <dd style={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{valueOf(row, column)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
