import type {
  CalculateChargesResponse,
  ManifestSummary,
  OrderDetail,
  OrderListRow,
  OrderOptions,
  OrderPermission,
  OrderUnit,
  OrderUnitsPage,
  PendingDocuments,
  SalesOrder,
  SalesOrderSettings,
} from '@bp/api-contract';
import { aSalesOrder, anOrderPermission } from '@bp/api-contract/testing';
import { HEAD_OFFICE, MIAMI_DOCK, anOptionChoices, someCharges } from '@bp/ui-order-options/testing';

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
    buyerSalesOrderListPageSettings: {
      columns: overrides.columns ?? ['phonexOrderNumber', 'updateDate', 'warehouse', 'fulfillmentStatus', 'paymentStatus', 'total'],
    },
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

/**
 * GET sales-order/{n}: an on-hold order of one line (aSalesOrder) with the checkout's option
 * choices, shipped to the Miami dock on standard shipping and billed to the head office on terms
 * (choices the options offer, as the server's are).
 */
export function anOrderDetail(
  salesOrder: Partial<SalesOrder> = {},
  permission: Partial<OrderPermission> = {},
  options: Partial<OrderOptions> = {},
): OrderDetail {
  const base = aSalesOrder();
  return {
    salesOrder: aSalesOrder({
      shippingAddress: MIAMI_DOCK,
      billingAddress: HEAD_OFFICE,
      shippingOptionDetails: { ...base.shippingOptionDetails, shippingAddressId: MIAMI_DOCK.id },
      paymentOptionDetails: { ...base.paymentOptionDetails, billingAddressId: HEAD_OFFICE.id },
      ...salesOrder,
    }),
    orderOptions: {
      ...anOptionChoices(),
      requestAQuoteServiceLevels: [],
      realTimeQuoteShippingMethodDefaultCarrierByAddress: {},
      maxShipmentInsuranceAmount: 50000,
      ...options,
    },
    permission: anOrderPermission(permission),
  };
}

/** A permission set that allows nothing (a released order). */
export const NOTHING_ALLOWED: Partial<OrderPermission> = Object.fromEntries(Object.keys(anOrderPermission()).map((flag) => [flag, false]));

export function aManifestSummary(overrides: Partial<ManifestSummary> = {}): ManifestSummary {
  return { imeiAvailable: false, invoiceNumbers: [], trackingNumbers: [], trackingLinks: [], ...overrides };
}

/** One shipped unit of anOrderDetail's line with every fact recorded. */
export function anOrderUnit(overrides: Partial<OrderUnit> = {}): OrderUnit {
  return {
    unitId: 'unit-1',
    itemNumberWarehouse: 'IPH13-128-A~MIA',
    itemDescription: 'iPhone 13 128GB Grade A',
    shippedAt: '2026-11-21T15:00:00.000Z',
    imei: '356938035643809',
    imei2: '356938035643817',
    serial: 'F2LXK0ABCD12',
    model: 'iPhone 13',
    capacity: '128GB',
    colour: 'Midnight',
    grade: 'A',
    batteryHealth: 87,
    carrierLock: 'UNLOCKED',
    blacklist: 'CLEAN',
    activationLock: 'OFF',
    testResult: 'Passed all tests',
    photos: ['https://photos.acme-devices.test/356938035643809-1.jpg', 'https://photos.acme-devices.test/356938035643809-2.jpg'],
    returnNumber: null,
    returnStatus: null,
    ...overrides,
  };
}

/** GET sales-order/{n}/units: the first page of the units given (one unit by default), unfiltered. */
export function anOrderUnitsPage(overrides: Partial<OrderUnitsPage> = {}): OrderUnitsPage {
  const units = overrides.units ?? [anOrderUnit()];
  return { units, total: units.length, totalUnits: units.length, grades: ['A'], offset: 0, limit: 50, ...overrides };
}

/** POST orderservices/calculate-charges for anOrderDetail's two iPhones on standard shipping (no tax). */
export function someOrderCharges(overrides: Partial<CalculateChargesResponse> = {}): CalculateChargesResponse {
  return someCharges({ tax: 0, taxDescription: null, totalPrice: 806, ...overrides });
}

/** GET account/pending-documents: nothing owed unless the test says so. */
export function somePendingDocuments(overrides: Partial<PendingDocuments> = {}): PendingDocuments {
  return { documents: [], documentUploadUrl: 'http://localhost/poe', authToken: 'poe-token', disablePayAndShipNow: false, isOpen: false, ...overrides };
}
