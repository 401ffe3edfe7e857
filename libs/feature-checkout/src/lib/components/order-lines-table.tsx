import { Table } from 'antd';
import { useOrderLineColumns } from './order-line-columns';
import type { OrderLine } from './order-lines-frame';

/** The order lines as a table (wide screens). */
export function OrderLinesTable({ lines }: { lines: readonly OrderLine[] }) {
  return <Table<OrderLine> size="small" rowKey="itemNumber" pagination={false} dataSource={[...lines]} columns={useOrderLineColumns()} />;
}
