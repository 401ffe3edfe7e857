import type { CheckoutPayload, OrderDetail, PendingDocuments, SalesOrder, SalesOrderSettings } from '@bp/api-contract';
import { aSalesOrder, anOrderPermission } from '@bp/api-contract/testing';
import { writeCheckoutHandover, type CheckoutHandover } from '@bp/data-access-api';
import { HEAD_OFFICE, MIAMI_DOCK, aCheckoutPayload, anOptionChoices } from '@bp/ui-order-options/testing';

// Builders for the checkout screens' tests: each returns a complete, valid value.

export const OFFER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

/** What the cart's Checkout click leaves in local storage for Miami. */
export function handOver(overrides: Partial<CheckoutHandover> = {}): void {
  writeCheckoutHandover({ offerIds: [OFFER_ID], warehouseCode: 'MIA', warehouseId: 'wh-mia', pxParticipantId: null, isPxns: false, ...overrides }, false);
}

/** The Miami payload preselected from preferences: Miami dock, standard shipping, head office, terms. */
export function aPreselectedPayload(
  overrides: { shippingMethodCode?: string; paymentMethodCode?: string; insured?: boolean | null } & Partial<CheckoutPayload> = {},
): CheckoutPayload {
  const { shippingMethodCode = 'ACME_STANDARD_SHIPPING', paymentMethodCode = 'TERMS_NET_30', insured = false, ...payload } = overrides;
  return aCheckoutPayload({
    buyerOrderPreferences: {
      shippingAddressId: MIAMI_DOCK.id,
      shippingMethodCode,
      billingAddressId: HEAD_OFFICE.id,
      paymentMethodCode,
      services: [],
      insured,
      carrier: null,
      carrierServiceLevel: null,
      carrierShippingAccountNumber: null,
      shippingInstructions: null,
    },
    ...payload,
  });
}

export { someCharges } from '@bp/ui-order-options/testing';

export function someSalesOrderSettings(overrides: { singleButtonOrderFlow?: boolean; gracePeriodEnabled?: boolean } = {}): SalesOrderSettings {
  return {
    fulfillmentSettings: {
      statuses: {},
      onReleaseFulfillmentStatusTo: 'AWAITING_FULFILLMENT',
      singleButtonOrderFlow: overrides.singleButtonOrderFlow ?? false,
    },
    paymentSettings: { statuses: {} },
    paymentCollectionSettings: { gracePeriodEnabled: overrides.gracePeriodEnabled ?? false, gracePeriodHours: overrides.gracePeriodEnabled ? 48 : null },
    invoiceSettings: { showInvoiceFulfillmentStatuses: [] },
    salesOrderUpdateMethod: 'REAL_TIME',
    buyerSalesOrderListPageSettings: { columns: [] },
  };
}

export function somePendingDocuments(overrides: Partial<PendingDocuments> = {}): PendingDocuments {
  return { documents: [], documentUploadUrl: 'http://localhost/poe', authToken: '', disablePayAndShipNow: false, isOpen: false, ...overrides };
}

export function anOrderDetail(salesOrder: Partial<SalesOrder> = {}): OrderDetail {
  const choices = anOptionChoices();
  return {
    salesOrder: aSalesOrder(salesOrder),
    orderOptions: { ...choices, requestAQuoteServiceLevels: [], realTimeQuoteShippingMethodDefaultCarrierByAddress: {}, maxShipmentInsuranceAmount: 50000 },
    permission: anOrderPermission({ canExtendPaymentTime: true }),
  };
}
