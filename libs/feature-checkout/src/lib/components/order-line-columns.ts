import type { TableColumnsType } from 'antd';
import { useCurrencyFormatter } from '@bp/ui-kit';
import { CHECKOUT_TEXTS, useCheckoutText } from '../checkout-texts';
import type { OrderLine } from './order-lines-frame';

/** The order lines table's columns (spec 02 §3 Line item). */
export function useOrderLineColumns(): TableColumnsType<OrderLine> {
  const t = useCheckoutText();
  const { format } = useCurrencyFormatter();
  return [
    { key: 'item', title: t(CHECKOUT_TEXTS.itemNumber), dataIndex: 'itemNumber' },
    { key: 'description', title: t(CHECKOUT_TEXTS.description), dataIndex: 'itemDescription' },
    { key: 'quantity', title: t(CHECKOUT_TEXTS.quantity), dataIndex: 'quantity', align: 'right' },
    { key: 'unitPrice', title: t(CHECKOUT_TEXTS.unitPrice), dataIndex: 'unitPrice', align: 'right', render: (value: number) => format(value) },
    { key: 'extendedPrice', title: t(CHECKOUT_TEXTS.extendedPrice), dataIndex: 'extendedPrice', align: 'right', render: (value: number) => format(value) },
  ];
}
