import { Table, Typography } from 'antd';
import { useCurrencyFormatter, useNarrowScreen } from '@bp/ui-kit';
import { CHECKOUT_TEXTS, useCheckoutText } from '../checkout-texts';

/** What a line shows (spec 02 §3 Line item); checkout lines and the created order's lines both fit. */
export interface OrderLine {
  itemNumber: string;
  itemDescription: string;
  quantity: number;
  unitPrice: number;
  extendedPrice: number;
}

export interface OrderLinesProps {
  lines: readonly OrderLine[];
  /** The section's heading; 'Items in cart' by default. */
  title?: string;
}

const LINE_LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const LINE_CARD = { display: 'grid', gridTemplateColumns: '1fr auto', gap: '2px 12px', padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' } as const;

/**
 * The order lines (items in cart). A table on wide screens; on a phone each line is a stacked
 * card, so nothing scrolls sideways at 390 px.
 */
export function OrderLines({ lines, title }: OrderLinesProps) {
  const t = useCheckoutText();
  const { format } = useCurrencyFormatter();
  const narrow = useNarrowScreen();
  const heading = title ?? t(CHECKOUT_TEXTS.orderLines);
  return (
    <section aria-label={heading}>
      {/* The page's h1 comes before: an h2 in the outline, at antd's h4 size as before. */}
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {heading}
      </Typography.Title>
      {narrow ? (
        <ul style={LINE_LIST}>
          {lines.map((line) => (
            <li key={line.itemNumber} style={LINE_CARD}>
              <Typography.Text strong style={{ gridColumn: '1 / span 2', overflowWrap: 'anywhere' }}>
                {line.itemDescription}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                {line.itemNumber}
              </Typography.Text>
              <span />
              <span>
                {line.quantity} × {format(line.unitPrice)}
              </span>
              <Typography.Text strong>{format(line.extendedPrice)}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Table<OrderLine>
          size="small"
          rowKey="itemNumber"
          pagination={false}
          dataSource={[...lines]}
          columns={[
            { key: 'item', title: t(CHECKOUT_TEXTS.itemNumber), dataIndex: 'itemNumber' },
            { key: 'description', title: t(CHECKOUT_TEXTS.description), dataIndex: 'itemDescription' },
            { key: 'quantity', title: t(CHECKOUT_TEXTS.quantity), dataIndex: 'quantity', align: 'right' },
            { key: 'unitPrice', title: t(CHECKOUT_TEXTS.unitPrice), dataIndex: 'unitPrice', align: 'right', render: (value: number) => format(value) },
            { key: 'extendedPrice', title: t(CHECKOUT_TEXTS.extendedPrice), dataIndex: 'extendedPrice', align: 'right', render: (value: number) => format(value) },
          ]}
        />
      )}
    </section>
  );
}
