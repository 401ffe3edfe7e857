import { useCurrencyFormatter } from '@bp/ui-kit';
import { sumMoney } from '@bp/util-money';
import { useCheckoutText } from '../checkout-texts';

/** The charge factors the block shows (spec 02 §3 Charge factors); amounts in currency units as the API sends them. */
export interface OrderTotalsValues {
  /** The combined subtotal (the cart's, plus the existing order's when combined). */
  subtotal: number;
  additionalServicesFee: number;
  /** null: not known yet (a shipping quote is awaited or a real-time quote is missing). */
  freight: number | null;
  paymentFee: number | null;
  insurance: number;
  tax: number;
  taxDescription: string | null;
}

export interface OrderTotalsProps {
  values: OrderTotalsValues;
}

/**
 * Spec 02 §9: order total = combined subtotal + service fees + freight + tax + fees (the payment fee
 * and insurance), summed in minor units so the total never drifts from its parts.
 */
export function orderTotalMinor(values: OrderTotalsValues, precision = 2): bigint {
  return sumMoney([values.subtotal, values.additionalServicesFee, values.freight ?? 0, values.tax, values.paymentFee ?? 0, values.insurance], precision);
}

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 12, margin: 0 } as const;

/** The order totals block of the summary bar; the currency comes from the tenant's branding. */
export function OrderTotals({ values }: OrderTotalsProps) {
  const t = useCheckoutText();
  const { format, formatMinor, precision } = useCurrencyFormatter();
  const taxLabel = values.taxDescription ? `${t('tax')} (${values.taxDescription})` : t('tax');
  const rows: Array<[string, string]> = [
    [t('subtotal'), format(values.subtotal)],
    [t('additionalServices'), format(values.additionalServicesFee)],
    [t('freight'), values.freight === null ? t('freightPending') : format(values.freight)],
    [t('paymentFee'), format(values.paymentFee ?? 0)],
  ];
  if (values.insurance > 0) rows.push([t('insurance'), format(values.insurance)]);
  rows.push([taxLabel, format(values.tax)]);
  return (
    <dl aria-label={t('orderSummary')} style={{ display: 'grid', gap: 4, margin: 0 }}>
      {rows.map(([label, amount]) => (
        <div key={label} style={ROW}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{amount}</dd>
        </div>
      ))}
      <div style={{ ...ROW, borderTop: '1px solid rgba(0,0,0,0.15)', paddingTop: 4 }}>
        <dt>
          <strong>{t('orderTotal')}</strong>
        </dt>
        <dd style={{ margin: 0 }}>
          <strong>{formatMinor(orderTotalMinor(values, precision))}</strong>
        </dd>
      </div>
    </dl>
  );
}
