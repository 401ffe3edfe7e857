import { useMemo } from 'react';
import { useCurrencyFormatter, type DataTableColumn } from '@bp/ui-kit';
import { useCheckoutText } from '../checkout-texts';
import type { OrderLine } from './order-lines-frame';

/** The order lines table's columns (spec 02 §3 Line item). */
export function useOrderLineColumns(): DataTableColumn<OrderLine>[] {
  const t = useCheckoutText();
  const { format } = useCurrencyFormatter();
  return useMemo(
    () => [
      { key: 'item', title: t('itemNumber'), render: (line) => line.itemNumber },
      { key: 'description', title: t('description'), render: (line) => line.itemDescription },
      { key: 'quantity', title: t('quantity'), render: (line) => line.quantity, align: 'right' },
      { key: 'unitPrice', title: t('unitPrice'), render: (line) => format(line.unitPrice), align: 'right' },
      { key: 'extendedPrice', title: t('extendedPrice'), render: (line) => format(line.extendedPrice), align: 'right' },
    ],
    [t, format],
  );
}
