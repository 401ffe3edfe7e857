import type { LightMyRequestResponse } from 'fastify';
import type { CheckoutSubmission, StocklistOffer } from '@bp/api-contract';
import { aCheckoutSubmission } from '@bp/api-contract/testing';
import type { BuyerAddressRow } from '../../src/db/schema';
import { insertBuyerAddress, tenantIdOf } from '../builders';
import type { TestApp } from '../support/build-test-app';
import { offerKit, type Buyer, type TestItem } from '../offers/offer-test-kit';

// Shared set-up of the checkout API tests: an Acme buyer with addresses in Florida (7 % tax),
// New York and France (no standard shipping there), items in a fresh warehouse of their own, and
// cart entries bought at list price.

export interface CheckoutBuyerFixture {
  buyer: Buyer;
  florida: BuyerAddressRow;
  newYork: BuyerAddressRow;
  france: BuyerAddressRow;
  billing: BuyerAddressRow;
}

export function checkoutKit(testApp: () => TestApp) {
  const kit = offerKit(testApp);

  async function newCheckoutBuyer(options: { authorities?: string[]; reseller?: boolean } = {}): Promise<CheckoutBuyerFixture> {
    const buyer = await kit.newBuyer(options);
    const tenantId = await tenantIdOf(kit.db(), 'acme');
    const florida = await insertBuyerAddress(kit.db(), tenantId, buyer.user.id, { sortOrder: 0 });
    const newYork = await insertBuyerAddress(kit.db(), tenantId, buyer.user.id, { city: 'New York', state: 'NY', zip: '10118', sortOrder: 1 });
    const france = await insertBuyerAddress(kit.db(), tenantId, buyer.user.id, { city: 'Marseille', state: '', country: 'FR', zip: '13002', sortOrder: 2 });
    const billing = await insertBuyerAddress(kit.db(), tenantId, buyer.user.id, { kind: 'BILLING' });
    return { buyer, florida, newYork, france, billing };
  }

  /** A cart entry bought at list price (partner stock: pass the pxns-participant-id header); answers its offer id. */
  async function buyAtList(buyer: Buyer, item: TestItem, quantity: number, partnerHeader?: Record<string, string>): Promise<string> {
    const path = partnerHeader ? 'pxnr/offer' : 'stocklist/offer';
    const response = await buyer.call(
      'POST',
      path,
      { itemNumberWarehouse: item.key, offerQuantity: quantity, offerPrice: Number(item.row.listPrice) },
      partnerHeader,
    );
    if (response.statusCode !== 201) throw new Error(`buy failed: ${response.statusCode} ${response.body}`);
    return response.json<StocklistOffer>().offerId;
  }

  /** Standard shipping to Florida without insurance, billed to the office on terms. */
  function submission(fixture: CheckoutBuyerFixture, offerIds: string[], overrides: Partial<CheckoutSubmission> = {}): CheckoutSubmission {
    const base = aCheckoutSubmission({ offerIds });
    return {
      ...base,
      shippingOption: { ...base.shippingOption, shippingAddressId: fixture.florida.id },
      paymentOption: { ...base.paymentOption, billingAddressId: fixture.billing.id },
      ...overrides,
    };
  }

  const submit = (buyer: Buyer, warehouseCode: string, body: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    buyer.call('POST', `stocklist/cart/${encodeURIComponent(warehouseCode)}/submit`, body, headers);

  return { ...kit, newCheckoutBuyer, buyAtList, submission, submit };
}
