import { useCheckoutText } from '../checkout-texts';
import { OrderLinesFrame, type OrderLinesProps } from './order-lines-frame';
import { OrderLinesTable } from './order-lines-table';

export type { OrderLine, OrderLinesProps } from './order-lines-frame';

/** The order lines with their table (checkout, its confirmation, add to an order). */
export function OrderLines({ lines, title }: OrderLinesProps) {
  const t = useCheckoutText();
  return <OrderLinesFrame lines={lines} title={title} table={<OrderLinesTable lines={lines} label={title ?? t('orderLines')} />} />;
}
