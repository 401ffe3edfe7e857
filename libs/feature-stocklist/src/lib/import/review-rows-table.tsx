import { memo, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { ImportRow } from '@bp/api-contract';

/**
 * Rows per page of a review box. A 10,000-row import renders at most this many rows per box, so
 * the review appears at once and stays responsive; the pager walks through the rest.
 */
export const REVIEW_PAGE_SIZE = 100;

export interface ReviewColumn {
  header: string;
  cell: (row: ImportRow) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface ReviewRowsTableProps {
  /** The table's accessible name (the box heading). */
  label: string;
  rows: readonly ImportRow[];
  columns: readonly ReviewColumn[];
  t: (text: string) => string;
}

const cellStyle = { padding: '4px 8px', borderBottom: '1px solid #f0f0f0', verticalAlign: 'top' } as const;

/** Stable across a delete: the server answers each row with its sheet row number. */
const rowKey = (row: ImportRow) => `${row.rowNumber}:${row.itemNumberWarehouse}`;

/** One review box's rows, a page at a time. */
export const ReviewRowsTable = memo(function ReviewRowsTable({ label, rows, columns, t }: ReviewRowsTableProps) {
  const [requestedPage, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(rows.length / REVIEW_PAGE_SIZE));
  // A delete can shorten the list below the page the buyer was on.
  const page = Math.min(requestedPage, totalPages);
  const first = (page - 1) * REVIEW_PAGE_SIZE;
  const visible = rows.slice(first, first + REVIEW_PAGE_SIZE);
  return (
    <div>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" style={{ ...cellStyle, textAlign: column.numeric ? 'right' : 'left', whiteSpace: 'nowrap' }}>
                  {t(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} style={{ ...cellStyle, textAlign: column.numeric ? 'right' : 'left' }}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalPages > 1 && (
        <nav aria-label={`${label}: ${t('pages')}`} style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: 'flex-end', marginTop: 8 }}>
          <Button size="small" icon={<LeftOutlined aria-hidden />} aria-label={t('Previous rows')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <span aria-live="polite">
            {t('Rows')} {first + 1}–{first + visible.length} {t('of')} {rows.length}
          </span>
          <Button
            size="small"
            icon={<RightOutlined aria-hidden />}
            aria-label={t('Next rows')}
            disabled={page >= totalPages}
            onClick={() => setPage(page + 1)}
          />
        </nav>
      )}
    </div>
  );
});
