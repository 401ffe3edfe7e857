import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Heading, useCurrencyFormatter, useNarrowScreen } from '@bp/ui-kit';
import { useCheckoutText } from '../checkout-texts';

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
 * The order lines (items in cart) with their heading: `table` on wide screens; on a phone each line
 * is a stacked card, so nothing scrolls sideways at 390 px.
 */
export function OrderLinesFrame({ lines, title, table }: OrderLinesProps & { table: ReactNode }) {
  const t = useCheckoutText();
  const { token } = theme.useToken();
  const { format } = useCurrencyFormatter();
  const narrow = useNarrowScreen();
  const heading = title ?? t('orderLines');
  return (
    <section aria-label={heading}>
      {/* The page's h1 comes before: an h2 in the outline, at antd's h4 size. */}
      <Heading level={2} style={{ fontSize: 20 }}>
        {heading}
      </Heading>
      {narrow ? (
        <ul style={LINE_LIST}>
          {lines.map((line) => (
            <li key={line.itemNumber} style={LINE_CARD}>
              <strong style={{ gridColumn: '1 / span 2', overflowWrap: 'anywhere' }}>{line.itemDescription}</strong>
              <span style={{ color: token.colorTextDescription, overflowWrap: 'anywhere' }}>{line.itemNumber}</span>
              <span />
              <span>
                {line.quantity} × {format(line.unitPrice)}
              </span>
              <strong>{format(line.extendedPrice)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        table
      )}
    </section>
  );
}
