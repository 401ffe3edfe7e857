import { useMemo } from 'react';
import { useCurrencyFormatter, type DataTableColumn } from '@bp/ui-kit';
import { CHECKOUT_TEXTS, useCheckoutText } from '../checkout-texts';
import type { OrderLine } from './order-lines-frame';

/** The order lines table's columns (spec 02 §3 Line item). */
export function useOrderLineColumns(): DataTableColumn<OrderLine>[] {
  const t = useCheckoutText();
  const { format } = useCurrencyFormatter();
  return useMemo(
    () => [
      { key: 'item', title: t(CHECKOUT_TEXTS.itemNumber), render: (line) => line.itemNumber },
      { key: 'description', title: t(CHECKOUT_TEXTS.description), render: (line) => line.itemDescription },
      { key: 'quantity', title: t(CHECKOUT_TEXTS.quantity), render: (line) => line.quantity, align: 'right' },
      { key: 'unitPrice', title: t(CHECKOUT_TEXTS.unitPrice), render: (line) => format(line.unitPrice), align: 'right' },
      { key: 'extendedPrice', title: t(CHECKOUT_TEXTS.extendedPrice), render: (line) => format(line.extendedPrice), align: 'right' },
    ],
    [t, format],
  );
}
