import { memo, useMemo, type ReactNode } from 'react';
import { theme } from 'antd';
import { DATA_TABLE_CSS, DATA_TABLE_STYLE_HREF, tableThemeOf } from './data-table-style';
import { Pager, clampPage, pageCountOf, type PagerLabels } from './pager';

export interface DataTableColumn<Row> {
  key: string;
  /** The column header (a `columnheader` named by its text). */
  title: ReactNode;
  /** The cell of `row`; `index` is the row's place in the whole list. */
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTablePagination {
  /** 1-based; outside the pages it shows the nearest one. */
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Hide the pager when the rows fit on one page (default true). */
  hideOnSinglePage?: boolean;
  size?: 'default' | 'small';
  labels?: Partial<PagerLabels>;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  'aria-label': string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** A key unique among the rows shown (also written to the row as `data-row-key`). */
  rowKey: (row: Row, index: number) => string;
  /** Makes rows clickable (pointer cursor); keep a link or button in the row for keyboard users. */
  onRowClick?: (row: Row) => void;
  /** Shown in a single cell when there are no rows. */
  emptyText?: ReactNode;
  /** Rows a page and the current page; without it every row shows. */
  pagination?: DataTablePagination | false;
  /** Cell padding as antd Table's sizes: large 16 px, middle 12/8, small 8. */
  size?: 'large' | 'middle' | 'small';
  /**
   * True when `row` shows as `previous` did, so its cells need no new render (for rows rebuilt on
   * every render of the page); without it a row re-renders when its object changes.
   */
  sameRow?: (row: Row, previous: Row) => boolean;
}

const ALIGN_CLASS = { left: undefined, right: 'bp-right', center: 'bp-center' } as const;

interface RowProps<Row> {
  row: Row;
  index: number;
  rowKey: string;
  columns: readonly DataTableColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
  sameRow: ((row: Row, previous: Row) => boolean) | undefined;
}

function sameRowProps<Row>(previous: RowProps<Row>, next: RowProps<Row>): boolean {
  return (
    previous.index === next.index &&
    previous.rowKey === next.rowKey &&
    previous.columns === next.columns &&
    previous.onRowClick === next.onRowClick &&
    (previous.row === next.row || (next.sameRow !== undefined && next.sameRow(next.row, previous.row)))
  );
}

/** One row; unchanged props skip it, so a re-render of the page does not re-render its rows. */
const DataRow = memo(function DataRow<Row>({ row, index, rowKey, columns, onRowClick }: RowProps<Row>) {
  return (
    <tr data-row-key={rowKey} className={onRowClick ? 'bp-clickable' : undefined} onClick={onRowClick ? () => onRowClick(row) : undefined}>
      {columns.map((column) => (
        <td key={column.key} className={ALIGN_CLASS[column.align ?? 'left']}>
          {column.render(row, index)}
        </td>
      ))}
    </tr>
  );
}, sameRowProps) as <Row>(props: RowProps<Row>) => ReactNode;

/**
 * A light, accessible data table (antd's Table brings rc-table, virtual-list, Pagination, Select,
 * its filter and selection menus and Empty, about 100 KB gzip, and costs a search on /orders most of
 * its style and layout work): a native `<table>` named by aria-label with column headers, in antd Table's look from
 * the tenant's theme tokens, scrolling sideways in its own box when wider than the screen, with an
 * empty text, clickable rows and a light pager.
 */
export function DataTable<Row>({
  'aria-label': label,
  columns,
  rows,
  rowKey,
  onRowClick,
  emptyText,
  pagination,
  size = 'large',
  sameRow,
}: DataTableProps<Row>) {
  const { token } = theme.useToken();
  const style = useMemo(() => tableThemeOf(token), [token]);
  const pageSize = pagination ? pagination.pageSize : rows.length;
  const pages = pagination ? pageCountOf(rows.length, pageSize) : 1;
  const page = pagination ? clampPage(pagination.page, pages) : 1;
  const first = (page - 1) * pageSize;
  const shown = pagination ? rows.slice(first, first + pageSize) : rows;
  return (
    <div className={size === 'large' ? 'bp-table' : `bp-table bp-table-${size}`} style={style}>
      <style href={DATA_TABLE_STYLE_HREF} precedence="default">
        {DATA_TABLE_CSS}
      </style>
      <div className="bp-table-scroll">
        <table aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={ALIGN_CLASS[column.align ?? 'left']}
                  style={column.width === undefined ? undefined : { width: column.width }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr className="bp-empty-row">
                <td className="bp-empty" colSpan={Math.max(1, columns.length)}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              shown.map((row, offset) => (
                <DataRow
                  key={rowKey(row, first + offset)}
                  row={row}
                  index={first + offset}
                  rowKey={rowKey(row, first + offset)}
                  columns={columns}
                  onRowClick={onRowClick}
                  sameRow={sameRow}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={rows.length}
          onChange={pagination.onChange}
          hideOnSinglePage={pagination.hideOnSinglePage}
          size={pagination.size}
          labels={pagination.labels}
        />
      )}
    </div>
  );
}
