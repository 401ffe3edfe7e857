import { FeeType } from '@bp/api-contract';
import { calculateCharges, parsePercent, percentOf, type ChargeInput } from '../../src/sales/order-charges';

/** Two lines, 10 devices, $2,500.00; no freight, services, fees or tax. */
function anOrder(overrides: Partial<ChargeInput> = {}): ChargeInput {
  return {
    lines: [
      { quantity: 6, unitPriceCents: 25_000 },
      { quantity: 4, unitPriceCents: 25_000 },
    ],
    freight: { kind: 'BUYER_ACCOUNT' },
    insurance: null,
    additionalServices: [],
    paymentFee: null,
    tax: null,
    ...overrides,
  };
}

describe('percentages', () => {
  it('reads decimal text exactly, up to six decimals', () => {
    expect(parsePercent('2.9')).toBe(2_900_000n);
    expect(parsePercent('8.875')).toBe(8_875_000n);
    expect(parsePercent('0.000001')).toBe(1n);
  });

  it('refuses what is not a plain percentage', () => {
    for (const bad of ['-1', '1e2', 'abc', '1.0000001', '']) expect(() => parsePercent(bad)).toThrow(RangeError);
  });

  it('rounds half up to the cent, without float error', () => {
    expect(percentOf(1_005, '50')).toBe(503); // 502.5 → 503
    expect(percentOf(1_004, '50')).toBe(502);
    // 0.1 + 0.2 style traps: 2.9 % of $19.99 is 57.971 cents.
    expect(percentOf(1_999, '2.9')).toBe(58);
    expect(percentOf(Number.MAX_SAFE_INTEGER, '100')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('calculateCharges', () => {
  it('adds up the subtotal and quantity of every line', () => {
    const charges = calculateCharges(anOrder());
    expect(charges).toMatchObject({ subtotalCents: 250_000, totalQuantity: 10, freightCents: 0, taxCents: 0, paymentFeeCents: 0, totalCents: 250_000 });
  });

  it('charges table-rate freight per shipment of at most maxDevicesInShipment plus per device', () => {
    const charges = calculateCharges(anOrder({ freight: { kind: 'TABLE_RATE', perShipmentCents: 2_500, perDeviceCents: 100, maxDevicesInShipment: 4 } }));
    // 10 devices → 3 shipments.
    expect(charges.freightCents).toBe(3 * 2_500 + 10 * 100);
    expect(charges.totalCents).toBe(250_000 + 8_500);
  });

  it('takes a quoted freight as it is, and counts a pending quote request as 0 until answered', () => {
    expect(calculateCharges(anOrder({ freight: { kind: 'QUOTED', cents: 12_345 } })).freightCents).toBe(12_345);
    const awaiting = calculateCharges(anOrder({ freight: { kind: 'AWAITING_QUOTE' } }));
    expect(awaiting).toMatchObject({ freightCents: 0, awaitingFreightQuote: true });
  });

  it('adds the insurance premium (with its minimum) to the freight', () => {
    const insured = calculateCharges(
      anOrder({ freight: { kind: 'QUOTED', cents: 5_000 }, insurance: { insuredAmountCents: 250_000, percent: '0.5', minimumCents: 500 } }),
    );
    expect(insured).toMatchObject({ insuranceCents: 1_250, freightCents: 6_250 });
    const small = calculateCharges(anOrder({ insurance: { insuredAmountCents: 10_000, percent: '0.5', minimumCents: 500 } }));
    expect(small.insuranceCents).toBe(500);
    expect(calculateCharges(anOrder({ insurance: { insuredAmountCents: 0, percent: '0.5', minimumCents: 500 } })).insuranceCents).toBe(0);
  });

  it.each([
    [{ feeType: FeeType.FIXED, amountCents: 1_500 } as const, 1_500],
    [{ feeType: FeeType.PER_UNIT, amountCents: 75 } as const, 750],
    [{ feeType: FeeType.PERC_OF_ORDER_SUBTOTAL, percent: '3' } as const, 7_500],
  ])('charges each additional service by its fee type (%o)', (fee, cents) => {
    const charges = calculateCharges(anOrder({ additionalServices: [{ id: 'DATA_WIPE', fee }] }));
    expect(charges.additionalServiceFees).toEqual([{ id: 'DATA_WIPE', cents }]);
    expect(charges.additionalServicesFeeCents).toBe(cents);
    expect(charges.totalCents).toBe(250_000 + cents);
  });

  it('sums several additional services', () => {
    const charges = calculateCharges(
      anOrder({
        additionalServices: [
          { id: 'DATA_WIPE', fee: { feeType: FeeType.PER_UNIT, amountCents: 200 } },
          { id: 'PHOTOS', fee: { feeType: FeeType.FIXED, amountCents: 1_000 } },
        ],
      }),
    );
    expect(charges.additionalServicesFeeCents).toBe(3_000);
  });

  it('taxes subtotal and services, and freight only where the region taxes it', () => {
    const base = anOrder({
      freight: { kind: 'QUOTED', cents: 10_000 },
      additionalServices: [{ id: 'PHOTOS', fee: { feeType: FeeType.FIXED, amountCents: 1_000 } }],
    });
    const withoutFreight = calculateCharges({ ...base, tax: { percent: '8.875', description: 'NY Sales Tax (8.875%)', taxesFreight: false } });
    // 8.875 % of 2,510.00 = 222.7625
    expect(withoutFreight).toMatchObject({ taxCents: 22_276, taxDescription: 'NY Sales Tax (8.875%)' });
    const withFreight = calculateCharges({ ...base, tax: { percent: '8.875', description: 'NY', taxesFreight: true } });
    // 8.875 % of 2,610.00 = 231.6375
    expect(withFreight.taxCents).toBe(23_164);
  });

  it.each([
    [{ feeType: FeeType.FIXED, amountCents: 2_500 } as const, 2_500],
    [{ feeType: FeeType.PER_UNIT, amountCents: 50 } as const, 500],
    [{ feeType: FeeType.PERC_OF_ORDER_SUBTOTAL, percent: '2.9' } as const, 7_250],
    // 2.9 % of (2,500.00 + 100.00 freight + 221.88 tax) = 81.8345
    [{ feeType: FeeType.PERC_OF_ORDER_TOTAL, percent: '2.9' } as const, 8_183],
  ])('charges the payment fee by its fee type, last (%o)', (paymentFee, cents) => {
    const charges = calculateCharges(
      anOrder({ freight: { kind: 'QUOTED', cents: 10_000 }, tax: { percent: '8.875', description: 'NY', taxesFreight: false }, paymentFee }),
    );
    expect(charges.taxCents).toBe(22_188);
    expect(charges.paymentFeeCents).toBe(cents);
    expect(charges.totalCents).toBe(250_000 + 10_000 + 22_188 + cents);
  });

  it('keeps total = subtotal + services + freight + tax + payment fee for any order', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const quantity = (seed * 7) % 37;
      const charges = calculateCharges({
        lines: [
          { quantity, unitPriceCents: (seed * 1_237) % 90_000 },
          { quantity: seed % 5, unitPriceCents: 1_999 },
        ],
        freight: { kind: 'TABLE_RATE', perShipmentCents: 1_999, perDeviceCents: seed % 150, maxDevicesInShipment: 10 },
        insurance: seed % 2 ? { insuredAmountCents: seed * 1_000, percent: '0.35', minimumCents: 250 } : null,
        additionalServices: [{ id: 'S', fee: { feeType: FeeType.PERC_OF_ORDER_SUBTOTAL, percent: `${seed % 4}.25` } }],
        paymentFee: { feeType: FeeType.PERC_OF_ORDER_TOTAL, percent: '3.49' },
        tax: { percent: '7.25', description: 'Tax', taxesFreight: seed % 3 === 0 },
      });
      expect(Number.isSafeInteger(charges.totalCents)).toBe(true);
      expect(charges.totalCents).toBe(
        charges.subtotalCents + charges.additionalServicesFeeCents + charges.freightCents + charges.taxCents + charges.paymentFeeCents,
      );
    }
  });

  it('refuses amounts that are not whole cents or quantities that are not whole', () => {
    expect(() => calculateCharges(anOrder({ lines: [{ quantity: 1, unitPriceCents: 10.5 }] }))).toThrow(RangeError);
    expect(() => calculateCharges(anOrder({ lines: [{ quantity: -1, unitPriceCents: 100 }] }))).toThrow(RangeError);
    expect(() => calculateCharges(anOrder({ freight: { kind: 'QUOTED', cents: -5 } }))).toThrow(RangeError);
  });
});
