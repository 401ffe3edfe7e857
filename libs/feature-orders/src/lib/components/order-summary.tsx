import { useCurrencyFormatter } from '@bp/ui-kit';
import type { OrderTotals } from '../order-option-changes';
import { useOrdersText } from '../orders-texts';

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 12, margin: 0 } as const;

/**
 * The order's totals block (spec 03 §9: subtotal + freight + payment fee + tax + additional
 * services fee, plus the reservation and cancellation fees). The page passes the saved order's
 * figures, or the recalculated ones while changes are pending (`calculating` until the answer of
 * the latest change is in). Fees show only when charged.
 */
export function OrderSummary({ totals, label, calculating = false }: { totals: OrderTotals; label: string; calculating?: boolean }) {
  const t = useOrdersText();
  const { format } = useCurrencyFormatter();
  const rows: Array<[string, string]> = [
    [t('subtotal'), format(totals.subtotal)],
    [t('additionalServices'), format(totals.additionalServicesFee)],
    [t('freight'), totals.freight === null ? t('freightPending') : format(totals.freight)],
    [t('paymentFee'), format(totals.paymentFee)],
  ];
  if (totals.insurance > 0) rows.push([t('insurance'), format(totals.insurance)]);
  rows.push([totals.taxDescription ? `${t('tax')} (${totals.taxDescription})` : t('tax'), format(totals.tax)]);
  if (totals.reservationFee > 0) rows.push([t('reservationFee'), format(totals.reservationFee)]);
  if (totals.cancellationFee > 0) rows.push([t('cancellationFee'), format(totals.cancellationFee)]);
  return (
    <dl aria-label={label} aria-busy={calculating} style={{ display: 'grid', gap: 4, margin: 0 }}>
      {rows.map(([name, amount]) => (
        <div key={name} style={ROW}>
          <dt>{name}</dt>
          <dd style={{ margin: 0 }}>{amount}</dd>
        </div>
      ))}
      <div style={{ ...ROW, borderTop: '1px solid rgba(0,0,0,0.15)', paddingTop: 4 }}>
        <dt>
          <strong>{t('orderTotal')}</strong>
        </dt>
        <dd style={{ margin: 0 }}>
          <strong>{format(totals.total)}</strong>
        </dd>
      </div>
    </dl>
  );
}
