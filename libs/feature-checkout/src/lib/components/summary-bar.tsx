import type { ReactNode } from 'react';
import { Panel, useNarrowScreen } from '@bp/ui-kit';
import { useCheckoutText } from '../checkout-texts';

export interface SummaryBarProps {
  /** What the bar sums up: the order totals (new order) or the counts and subtotals (update variant). */
  summary: ReactNode;
  /** The variant's buttons (Pay And Ship Now / Hold Order For Later / Place Order, or Update Order / Cancel). */
  actions: ReactNode;
  /** Shown above the buttons, e.g. 'Order {n} last updated on {date}'. */
  note?: ReactNode;
}

/** The summary bar's place in the page: see CheckoutLayout. */
export function SummaryBar({ summary, actions, note }: SummaryBarProps) {
  const t = useCheckoutText();
  const narrow = useNarrowScreen();
  return (
    <Panel title={t('orderSummary')} role="complementary" aria-label={t('orderSummary')} style={narrow ? undefined : { position: 'sticky', top: 16 }}>
      <div style={{ display: 'grid', gap: 12 }}>
        {summary}
        {note}
        <div style={{ display: 'grid', gap: 8 }}>{actions}</div>
      </div>
    </Panel>
  );
}

export interface CheckoutLayoutProps {
  content: ReactNode;
  bar: ReactNode;
}

/**
 * Spec 02 §2 Layout: the summary bar is a side bar on large screens and comes below the content
 * on small ones.
 */
export function CheckoutLayout({ content, bar }: CheckoutLayoutProps) {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <div style={{ minWidth: 0 }}>{content}</div>
        {bar}
      </div>
    );
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: 24, alignItems: 'start' }}>
      <div style={{ minWidth: 0 }}>{content}</div>
      {bar}
    </div>
  );
}
