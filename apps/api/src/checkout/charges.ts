import { FeeType, type CheckoutConfig, type ConfiguredShippingMethod } from '@bp/api-contract';
import { toCents } from '@bp/util-money';
import type { BuyerAddressRow } from '../db/schema';
import { calculateCharges, type ChargeLine, type Charges, type FeeRule, type FreightRule, type ServiceFeeRule, type TaxRule } from '../sales/order-charges';
import type { FreightRateAdapter } from './freight-rates';
import { servesCountry } from './freight-rates';
import type { ResolvedSelection } from './selection';

// Turns a checkout configuration and a resolved selection into calculateCharges' input. Both
// calculate-charges and submit (and the update of a combined order) go through pricedOrder, so
// the total a buyer saw is the total the order gets.

const feeRule = (fee: { feeType: string; amount?: string; percent?: string }): FeeRule =>
  fee.feeType === FeeType.FIXED || fee.feeType === FeeType.PER_UNIT
    ? { feeType: fee.feeType, amountCents: toCents(fee.amount ?? '0') }
    : { feeType: fee.feeType as typeof FeeType.PERC_OF_ORDER_SUBTOTAL | typeof FeeType.PERC_OF_ORDER_TOTAL, percent: fee.percent ?? '0' };

/** A service fee cannot be a share of the total it is part of: configuration validation refuses PERC_OF_ORDER_TOTAL. */
const serviceFeeRule = (fee: { feeType: string; amount?: string; percent?: string }): ServiceFeeRule => feeRule(fee) as ServiceFeeRule;

/** The tax rule of the ship-to region: the state's own rule first, else the country's. */
export function taxRuleFor(config: CheckoutConfig, address: Pick<BuyerAddressRow, 'country' | 'state'>): TaxRule | null {
  const country = address.country.toUpperCase();
  const state = address.state.trim().toUpperCase();
  const rule =
    config.taxRules.find((candidate) => candidate.country === country && candidate.state !== undefined && candidate.state.toUpperCase() === state) ??
    config.taxRules.find((candidate) => candidate.country === country && candidate.state === undefined);
  return rule ? { percent: rule.percent, description: rule.description, taxesFreight: rule.taxesFreight } : null;
}

export interface PricedOrder {
  charges: Charges;
  /** Null when the chosen real-time method has no quote (freightUndefined). */
  freightKnown: boolean;
  realTimeCarrier: string | null;
  realTimeServiceLevel: string | null;
  /** Every real-time method allowed for the address → its quote in cents (null: none). */
  realTimeQuotes: Record<string, number | null>;
}

async function realTimeQuotes(rates: FreightRateAdapter, config: CheckoutConfig, address: BuyerAddressRow, warehouseCode: string, totalQuantity: number) {
  const quotes: Record<string, { cents: number; carrier: string; serviceLevel: string } | null> = {};
  for (const method of config.shippingMethods.filter((candidate) => candidate.kind === 'REAL_TIME' && servesCountry(candidate, address.country))) {
    quotes[method.code] = await rates.quote({ method, shipTo: address, warehouseCode, totalQuantity });
  }
  return quotes;
}

function tableFreight(method: ConfiguredShippingMethod): FreightRule {
  return {
    kind: 'TABLE_RATE',
    perShipmentCents: toCents(method.rate.perShipment),
    perDeviceCents: toCents(method.rate.perDevice),
    maxDevicesInShipment: method.maxDevicesInShipment ?? null,
  };
}

/** The charges of `lines` with the buyer's selection. */
export async function pricedOrder(
  rates: FreightRateAdapter,
  config: CheckoutConfig,
  selection: Pick<ResolvedSelection, 'shippingAddress' | 'method' | 'insured' | 'insuredAmountCents' | 'payment' | 'services'>,
  lines: readonly ChargeLine[],
  warehouseCode: string,
  /** REQUEST_A_QUOTE once the seller answered: the quoted freight (orders/order-fulfillment-service.ts). */
  quotedFreightCents: number | null = null,
): Promise<PricedOrder> {
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const quotes = await realTimeQuotes(rates, config, selection.shippingAddress, warehouseCode, totalQuantity);
  let freight: FreightRule;
  let freightKnown = true;
  let realTimeCarrier: string | null = null;
  let realTimeServiceLevel: string | null = null;
  switch (selection.method.kind) {
    case 'TABLE_RATE':
      freight = tableFreight(selection.method.configured as ConfiguredShippingMethod);
      break;
    case 'REAL_TIME': {
      const quote = quotes[selection.method.code] ?? null;
      freightKnown = quote !== null;
      freight = { kind: 'QUOTED', cents: quote?.cents ?? 0 };
      realTimeCarrier = quote?.carrier ?? null;
      realTimeServiceLevel = quote?.serviceLevel ?? null;
      break;
    }
    case 'BILL_MY_ACCOUNT':
      freight = { kind: 'BUYER_ACCOUNT' };
      break;
    case 'REQUEST_A_QUOTE':
      freight = quotedFreightCents === null ? { kind: 'AWAITING_QUOTE' } : { kind: 'QUOTED', cents: quotedFreightCents };
      break;
  }
  const charges = calculateCharges({
    lines,
    freight,
    insurance:
      selection.insured && selection.insuredAmountCents !== null
        ? { insuredAmountCents: selection.insuredAmountCents, percent: config.insurance.percent, minimumCents: toCents(config.insurance.minimum) }
        : null,
    additionalServices: selection.services.map((service) => ({ id: service.id, fee: serviceFeeRule(service.fee) })),
    paymentFee: selection.payment.fee ? feeRule(selection.payment.fee) : null,
    tax: taxRuleFor(config, selection.shippingAddress),
  });
  return {
    charges,
    freightKnown,
    realTimeCarrier,
    realTimeServiceLevel,
    realTimeQuotes: Object.fromEntries(Object.entries(quotes).map(([code, quote]) => [code, quote?.cents ?? null])),
  };
}
