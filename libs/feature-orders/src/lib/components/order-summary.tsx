import { Typography } from 'antd';
import type { SalesOrder } from '@bp/api-contract';
import { useCurrencyFormatter } from '@bp/ui-kit';
import { ORDERS_TEXTS, useOrdersText } from '../orders-texts';

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 12, margin: 0 } as const;

/**
 * The order's totals block (spec 03 §9: subtotal + freight + payment fee + tax + additional
 * services fee, plus the reservation and cancellation fees). The total is the server's, which
 * adds these in whole cents; fees show only when charged.
 */
export function OrderSummary({ order, label }: { order: SalesOrder; label: string }) {
  const t = useOrdersText();
  const { format } = useCurrencyFormatter();
  const rows: Array<[string, string]> = [
    [t(ORDERS_TEXTS.subtotal), format(order.subtotal)],
    [t(ORDERS_TEXTS.additionalServices), format(order.additionalServicesFee)],
    [t(ORDERS_TEXTS.freight), format(order.freight)],
    [t(ORDERS_TEXTS.paymentFee), format(order.paymentFee)],
  ];
  if (order.insurance > 0) rows.push([t(ORDERS_TEXTS.insurance), format(order.insurance)]);
  rows.push([order.taxDescription ? `${t(ORDERS_TEXTS.tax)} (${order.taxDescription})` : t(ORDERS_TEXTS.tax), format(order.tax)]);
  if (order.reservationFee > 0) rows.push([t(ORDERS_TEXTS.reservationFee), format(order.reservationFee)]);
  if (order.cancellationFee > 0) rows.push([t(ORDERS_TEXTS.cancellationFee), format(order.cancellationFee)]);
  return (
    <dl aria-label={label} style={{ display: 'grid', gap: 4, margin: 0 }}>
      {rows.map(([name, amount]) => (
        <div key={name} style={ROW}>
          <dt>{name}</dt>
          <dd style={{ margin: 0 }}>{amount}</dd>
        </div>
      ))}
      <div style={{ ...ROW, borderTop: '1px solid rgba(0,0,0,0.15)', paddingTop: 4 }}>
        <dt>
          <Typography.Text strong>{t(ORDERS_TEXTS.orderTotal)}</Typography.Text>
        </dt>
        <dd style={{ margin: 0 }}>
          <Typography.Text strong>{format(order.total)}</Typography.Text>
        </dd>
      </div>
    </dl>
  );
}
