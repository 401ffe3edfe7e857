import { chargesBodyOf } from './charges-request';
import { emptySelection, type SelectedOptions } from './checkout-option-rules';

const lines = [{ itemNumberWarehouse: 'A~MIA', orderedQuantity: 3, unitPrice: 389 }];
const selection = (overrides: Partial<SelectedOptions> = {}): SelectedOptions => ({
  ...emptySelection(),
  shippingAddressId: 'ship-mia',
  shippingMethodCode: 'ACME_STANDARD_SHIPPING',
  billingAddressId: 'bill-hq',
  paymentMethodCode: 'TERMS_NET_30',
  shippingInsured: false,
  ...overrides,
});

describe('chargesBodyOf (spec 02 §7, 03 §7 calculate charges)', () => {
  it('prices the given lines with the selection; no offers, order or partner unless given', () => {
    expect(chargesBodyOf(selection({ additionalServices: ['svc'] }), { warehouseCode: 'MIA', lines })).toEqual({
      warehouseCode: 'MIA',
      shippingAddress: 'ship-mia',
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      insured: false,
      insuranceAmount: null,
      billingAddress: 'bill-hq',
      paymentMethodCode: 'TERMS_NET_30',
      additionalServices: ['svc'],
      items: lines,
    });
  });

  it('sends the insured amount only when insured, and the quote freight only for REQUEST_A_QUOTE', () => {
    expect(chargesBodyOf(selection({ shippingInsured: true, shippingInsuranceAmount: ' 500.00 ' }), { warehouseCode: 'MIA', lines }).insuranceAmount).toBe(
      '500.00',
    );
    expect(chargesBodyOf(selection({ shippingInsured: false, shippingInsuranceAmount: '500.00' }), { warehouseCode: 'MIA', lines }).insuranceAmount).toBeNull();
    const quote = selection({ shippingMethodCode: 'REQUEST_A_QUOTE', requestAQuoteInfo: { serviceLevel: 'Ground', amount: '75' } });
    expect(chargesBodyOf(quote, { warehouseCode: 'MIA', lines }).requestAQuoteAmount).toBe('75');
    expect(chargesBodyOf(selection({ requestAQuoteInfo: { serviceLevel: 'Ground', amount: '75' } }), { warehouseCode: 'MIA', lines })).not.toHaveProperty(
      'requestAQuoteAmount',
    );
  });

  it('names the offers, the combined order and the partner when given', () => {
    const body = chargesBodyOf(selection(), { warehouseCode: 'MIA', lines, offerIds: ['o1'], phonexOrderNumber: '100001', pxnsParticipantId: 'p1' });
    expect(body).toMatchObject({ offerIds: ['o1'], phonexOrderNumber: '100001', pxnsParticipantId: 'p1' });
  });
});
