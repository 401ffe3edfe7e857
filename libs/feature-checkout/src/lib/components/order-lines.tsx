import { OrderLinesFrame, type OrderLinesProps } from './order-lines-frame';
import { OrderLinesTable } from './order-lines-table';

export type { OrderLine, OrderLinesProps } from './order-lines-frame';

/** The order lines with their table at once (confirmation, add to an order). */
export function OrderLines({ lines, title }: OrderLinesProps) {
  return <OrderLinesFrame lines={lines} title={title} table={<OrderLinesTable lines={lines} />} />;
}
