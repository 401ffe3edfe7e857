import {
  CheckoutMessage,
  CheckoutMessageCode,
  SalesOrderUpdateMethod,
  ShippingMethodCode,
  type CheckoutPayload,
  type CheckoutSubmission,
} from '@bp/api-contract';
import type { Database } from '../db/database';
import { businessRuleFailed } from '../errors';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { cachedCheckoutConfigOf } from './checkout-config';

// Spec 02 §4 (Preferences page): "For a manually synced external system, REQUEST_A_QUOTE is
// hidden for partner checkout." A manually synced system (salesOrderUpdateMethod MANUAL_SYNC)
// cannot carry a quote back to a partner's order, so the server hides the method in the partner
// checkout payload (showMethod false) and refuses it on submit, whatever the portal shows.

/**
 * Partner checkout (a pxns participant's stock) whose orders are synced by hand: the partner's own
 * order settings decide (demo: GMT-001), else the tenant's salesOrders.updateMethod. The partner's
 * configuration comes through checkout's 1 s cache, as the checkout reads it: a partner submit does not read and
 * check the whole document again.
 */
export async function quoteHiddenFor(db: Database, tenant: ResolvedTenant, participantId: string | null): Promise<boolean> {
  if (participantId === null) return false;
  const partner = (await cachedCheckoutConfigOf(db, tenant.id, participantId)).orderSettings?.salesOrderUpdateMethod;
  return (partner ?? tenant.settings.portal?.salesOrders?.updateMethod) === SalesOrderUpdateMethod.MANUAL_SYNC;
}

/** The payload with REQUEST_A_QUOTE's showMethod false when it is hidden. */
export function withQuoteRule(payload: CheckoutPayload, hidden: boolean): CheckoutPayload {
  const quote = payload.otherShippingMethods[ShippingMethodCode.REQUEST_A_QUOTE];
  if (!hidden || !quote) return payload;
  return { ...payload, otherShippingMethods: { ...payload.otherShippingMethods, [ShippingMethodCode.REQUEST_A_QUOTE]: { ...quote, showMethod: false } } };
}

/** 422 CHECKOUT_QUOTE_NOT_OFFERED for a submit or update that asks for a hidden REQUEST_A_QUOTE. */
export function refuseHiddenQuote(body: CheckoutSubmission, hidden: boolean): void {
  if (hidden && body.shippingOption.shippingOptionDetails.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE) {
    throw businessRuleFailed(CheckoutMessageCode.QUOTE_NOT_OFFERED, CheckoutMessage.QUOTE_NOT_OFFERED, { field: 'shippingMethodCode' });
  }
}
