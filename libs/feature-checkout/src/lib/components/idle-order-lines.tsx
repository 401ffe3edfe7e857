import { useEffect, useState } from 'react';
import { OnDemandTable, runWhenIdle, useNarrowScreen } from '@bp/ui-kit';
import { useOrderLineColumns } from './order-line-columns';
import { OrderLinesFrame, type OrderLine, type OrderLinesProps } from './order-lines-frame';

/** antd's small table: a 39 px header and 39 px rows, kept free while its code loads so nothing below jumps. */
const SMALL_ROW_PX = 39;

/**
 * Checkout's order lines: they sit below the option rows and the first screen, so on wide screens
 * antd's Table (about 40 KB gzip) renders, and downloads, once the page is idle; its
 * place is kept until then. Phones show the lines as cards at once.
 */
export function IdleOrderLines({ lines, title }: OrderLinesProps) {
  const narrow = useNarrowScreen();
  const columns = useOrderLineColumns();
  const [tableWanted, setTableWanted] = useState(false);
  useEffect(() => (narrow || tableWanted ? undefined : runWhenIdle(() => setTableWanted(true))), [narrow, tableWanted]);
  const placeholder = <div style={{ minHeight: SMALL_ROW_PX * (lines.length + 1) }} />;
  return (
    <OrderLinesFrame
      lines={lines}
      title={title}
      table={
        tableWanted ? (
          <OnDemandTable<OrderLine> fallback={placeholder} size="small" rowKey="itemNumber" pagination={false} dataSource={[...lines]} columns={columns} />
        ) : (
          placeholder
        )
      }
    />
  );
}
