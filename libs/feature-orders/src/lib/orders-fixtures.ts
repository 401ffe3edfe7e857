import type { OrderListRow, SalesOrderSettings } from '@bp/api-contract';

// Builders for the orders pages' tests (call shapes of spec 03 §7).

export function someOrderSettings(overrides: { columns?: string[] } = {}): SalesOrderSettings {
  return {
    fulfillmentSettings: {
      statuses: { ON_HOLD: { label: 'On hold', colorClass: 'warning' }, SHIPPED: { label: 'Shipped', colorClass: 'success' } },
      onReleaseFulfillmentStatusTo: 'AWAITING_FULFILLMENT',
      singleButtonOrderFlow: false,
    },
    paymentSettings: { statuses: { UNPAID: { label: 'Unpaid', colorClass: 'error' }, PAID: { label: 'Paid', colorClass: 'success' } } },
    paymentCollectionSettings: { gracePeriodEnabled: false, gracePeriodHours: null },
    invoiceSettings: { showInvoiceFulfillmentStatuses: ['SHIPPED', 'INVOICED'] },
    salesOrderUpdateMethod: 'REAL_TIME',
    buyerSalesOrderListPageSettings: { columns: overrides.columns ?? ['phonexOrderNumber', 'updateDate', 'warehouse', 'fulfillmentStatus', 'paymentStatus', 'total'] },
  };
}

export function anOrderListRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  const phonexOrderNumber = overrides.phonexOrderNumber ?? '100001';
  return {
    phonexOrderNumber,
    refOrderNumberOrPhonexOrderNumber: phonexOrderNumber,
    updateDate: '2026-11-20T10:00:00.000Z',
    warehouseCode: 'MIA',
    warehouse: 'Miami',
    paymentStatus: 'UNPAID',
    fulfillmentStatus: 'ON_HOLD',
    pxnsOrder: false,
    total: 1250.5,
    ...overrides,
  };
}
