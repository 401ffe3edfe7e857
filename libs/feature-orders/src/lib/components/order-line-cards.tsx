import { memo, useState } from 'react';
import { Pager, clampPage, pageCountOf } from '@bp/ui-kit';
import { useOrdersText } from '../orders-texts';
import { LineButtons, QuantityEditor, sameLineRow, type LineActions, type LineRow } from './order-line-parts';

const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const FACTS = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', margin: 0, alignItems: 'center' } as const;
const VALUE = { margin: 0, textAlign: 'right' } as const;

/**
 * The order's lines on a phone: one card each, stacked (item, description, quantity with its edit,
 * unit price, total, then the buttons), paged like the table.
 */
export function OrderLineCards({ rows, act, label, pageSize }: { rows: LineRow[]; act: () => LineActions; label: string; pageSize: number }) {
  const t = useOrdersText();
  const [page, setPage] = useState(1);
  const current = clampPage(page, pageCountOf(rows.length, pageSize));
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ul aria-label={label} style={LIST}>
        {shown.map((row) => (
          <LineCard key={row.line.itemNumberWarehouse} row={row} act={act} />
        ))}
      </ul>
      <Pager
        page={current}
        pageSize={pageSize}
        total={rows.length}
        onChange={setPage}
        labels={{
          pagination: t('pagination'),
          previous: t('previousPage'),
          next: t('nextPage'),
          page: t('pageNumber'),
        }}
      />
    </div>
  );
}

const LineCard = memo(
  function LineCard({ row, act }: { row: LineRow; act: () => LineActions }) {
    const { line, quantity, editing, view } = row;
    const { t } = view;
    return (
      <li
        aria-label={line.itemNumber}
        style={{ display: 'grid', gap: 8, padding: 12, border: `1px solid ${view.colors.border}`, borderRadius: 8, overflowWrap: 'anywhere' }}
      >
        <strong>{line.itemNumber}</strong>
        <span>{line.itemDescription}</span>
        <dl style={FACTS}>
          <dt>{t('ordered')}</dt>
          <dd style={VALUE}>{editing ? <QuantityEditor row={{ ...row, editing }} act={act} /> : quantity}</dd>
          <dt>{t('available')}</dt>
          <dd style={VALUE}>{view.formatAvailable(line.availableQuantity)}</dd>
          <dt>{t('shipped')}</dt>
          <dd style={VALUE}>{line.shippedQuantity}</dd>
          <dt>{t('unitPrice')}</dt>
          <dd style={VALUE}>{view.formatPrice(line.unitPrice)}</dd>
          <dt>{t('extendedPrice')}</dt>
          <dd style={VALUE}>{view.lineTotal(line.unitPrice, quantity)}</dd>
        </dl>
        <LineButtons row={row} act={act} />
      </li>
    );
  },
  (previous, next) => sameLineRow(next.row, previous.row) && next.act === previous.act,
);
