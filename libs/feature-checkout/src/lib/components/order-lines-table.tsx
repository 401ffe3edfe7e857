import { DataTable } from '@bp/ui-kit';
import { useOrderLineColumns } from './order-line-columns';
import type { OrderLine } from './order-lines-frame';

const lineKey = (line: OrderLine) => line.itemNumber;

/** The order lines as a table (wide screens), named by its section's heading. */
export function OrderLinesTable({ lines, label }: { lines: readonly OrderLine[]; label: string }) {
  return <DataTable<OrderLine> aria-label={label} size="small" rowKey={lineKey} rows={lines} columns={useOrderLineColumns()} />;
}
