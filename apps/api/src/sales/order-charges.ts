// The one charge function of an order (spec 02 §3 charge factors, §9 "Order total = combined
// subtotal + service fees + freight + tax + fees"). calculate-charges, submit and the order page's
// recalculation all call it, so the total a buyer saw is the total the order gets.
//
// Money is whole cents (safe integers); percentages are decimal text ('2.9' = 2.9 %) turned into
// millionths of a percent, and every product is computed in BigInt and rounded half up once, so no
// float ever touches an amount.

import { FeeType } from '@bp/api-contract';

/** A fee: an amount (FIXED, PER_UNIT) or a percentage (PERC_OF_*), as the tenant configured it. */
export type FeeRule =
  | { feeType: typeof FeeType.FIXED | typeof FeeType.PER_UNIT; amountCents: number }
  | { feeType: typeof FeeType.PERC_OF_ORDER_SUBTOTAL | typeof FeeType.PERC_OF_ORDER_TOTAL; percent: string };

/** An additional service's fee cannot depend on the total it is part of. */
export type ServiceFeeRule = Exclude<FeeRule, { feeType: typeof FeeType.PERC_OF_ORDER_TOTAL }>;

/** How the freight of the chosen shipping method is found. */
export type FreightRule =
  /** Table rate: a base per shipment plus an amount per device; a shipment holds at most maxDevicesInShipment. */
  | { kind: 'TABLE_RATE'; perShipmentCents: number; perDeviceCents: number; maxDevicesInShipment: number | null }
  /** An amount already known: a real-time carrier quote, or the seller's answer to a quote request. */
  | { kind: 'QUOTED'; cents: number }
  /** The buyer ships on their own carrier account (BILL_MY_ACCOUNT): no freight on the order. */
  | { kind: 'BUYER_ACCOUNT' }
  /** REQUEST_A_QUOTE before the seller answered: freight unknown, counted as 0 until then. */
  | { kind: 'AWAITING_QUOTE' };

export interface InsuranceRule {
  /** Declared value to insure (already capped by the caller's validation). */
  insuredAmountCents: number;
  /** Premium as a percentage of the insured value. */
  percent: string;
  /** Smallest premium charged for an insured shipment. */
  minimumCents: number;
}

export interface TaxRule {
  /** Rate for the ship-to region, e.g. '8.875'. */
  percent: string;
  /** What the order shows, e.g. 'NY Sales Tax 8.875%' (shown as 'Tax (NY Sales Tax 8.875%)'). */
  description: string;
  /** Whether freight (and insurance) is part of the taxable amount in that region. */
  taxesFreight: boolean;
}

export interface ChargeLine {
  quantity: number;
  unitPriceCents: number;
}

export interface ChargeInput {
  /** Every line of the order: the existing order's lines plus the cart's when adding to an order. */
  lines: readonly ChargeLine[];
  freight: FreightRule;
  insurance: InsuranceRule | null;
  additionalServices: readonly { id: string; fee: ServiceFeeRule }[];
  paymentFee: FeeRule | null;
  tax: TaxRule | null;
}

export interface Charges {
  subtotalCents: number;
  totalQuantity: number;
  /** Freight including the insurance premium (the order has one freight field). */
  freightCents: number;
  insuranceCents: number;
  additionalServicesFeeCents: number;
  /** Per service id, in the order given. */
  additionalServiceFees: { id: string; cents: number }[];
  paymentFeeCents: number;
  taxCents: number;
  taxDescription: string | null;
  /** subtotal + additional services + freight + tax + payment fee. */
  totalCents: number;
  /** True while the freight of a quote request is unknown (the total will change). */
  awaitingFreightQuote: boolean;
}

/** Millionths of a percent in one percent. */
const PERCENT_SCALE = 1_000_000n;
const HUNDRED_PERCENT = 100n * PERCENT_SCALE;

/** '2.9' → 2_900_000n (millionths of a percent). Refuses what is not a plain non-negative decimal. */
export function parsePercent(percent: string): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,6}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(match[1]) * PERCENT_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** percent % of cents, rounded half up to a whole cent. */
export function percentOf(cents: number, percent: string): number {
  const product = BigInt(cents) * parsePercent(percent);
  return Number((product * 2n + HUNDRED_PERCENT) / (HUNDRED_PERCENT * 2n));
}

function checkedCents(cents: number, what: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${what} must be whole cents, not ${cents}`);
  return cents;
}

function freightOf(rule: FreightRule, totalQuantity: number): number {
  switch (rule.kind) {
    case 'TABLE_RATE': {
      if (totalQuantity === 0) return 0;
      const shipments = rule.maxDevicesInShipment && rule.maxDevicesInShipment > 0 ? Math.ceil(totalQuantity / rule.maxDevicesInShipment) : 1;
      return checkedCents(shipments * rule.perShipmentCents + totalQuantity * rule.perDeviceCents, 'freight');
    }
    case 'QUOTED':
      return checkedCents(rule.cents, 'quoted freight');
    case 'BUYER_ACCOUNT':
    case 'AWAITING_QUOTE':
      return 0;
  }
}

function feeOf(rule: FeeRule, basis: { subtotalCents: number; totalQuantity: number; totalBeforeFeeCents: number }): number {
  switch (rule.feeType) {
    case FeeType.FIXED:
      return checkedCents(rule.amountCents, 'fixed fee');
    case FeeType.PER_UNIT:
      return checkedCents(rule.amountCents * basis.totalQuantity, 'per-unit fee');
    case FeeType.PERC_OF_ORDER_SUBTOTAL:
      return percentOf(basis.subtotalCents, rule.percent);
    case FeeType.PERC_OF_ORDER_TOTAL:
      return percentOf(basis.totalBeforeFeeCents, rule.percent);
  }
}

/**
 * The charges of an order. Order of work: subtotal; additional services (on the subtotal and
 * quantity); freight and the insurance premium; tax on subtotal + services (+ freight where the
 * region taxes it); the payment fee last, so PERC_OF_ORDER_TOTAL is a share of everything else.
 */
export function calculateCharges(input: ChargeInput): Charges {
  let subtotalCents = 0;
  let totalQuantity = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`Not a quantity: ${line.quantity}`);
    subtotalCents += line.quantity * checkedCents(line.unitPriceCents, 'unit price');
    totalQuantity += line.quantity;
  }
  checkedCents(subtotalCents, 'subtotal');

  const noTotalYet = { subtotalCents, totalQuantity, totalBeforeFeeCents: 0 };
  const additionalServiceFees = input.additionalServices.map((service) => ({ id: service.id, cents: feeOf(service.fee, noTotalYet) }));
  const additionalServicesFeeCents = additionalServiceFees.reduce((sum, fee) => sum + fee.cents, 0);

  const insuranceCents =
    input.insurance && input.insurance.insuredAmountCents > 0
      ? Math.max(percentOf(input.insurance.insuredAmountCents, input.insurance.percent), input.insurance.minimumCents)
      : 0;
  const freightCents = freightOf(input.freight, totalQuantity) + insuranceCents;

  const taxableCents = subtotalCents + additionalServicesFeeCents + (input.tax?.taxesFreight ? freightCents : 0);
  const taxCents = input.tax ? percentOf(taxableCents, input.tax.percent) : 0;

  const totalBeforeFeeCents = subtotalCents + additionalServicesFeeCents + freightCents + taxCents;
  const paymentFeeCents = input.paymentFee ? feeOf(input.paymentFee, { subtotalCents, totalQuantity, totalBeforeFeeCents }) : 0;

  return {
    subtotalCents,
    totalQuantity,
    freightCents,
    insuranceCents,
    additionalServicesFeeCents,
    additionalServiceFees,
    paymentFeeCents,
    taxCents,
    taxDescription: input.tax?.description ?? null,
    totalCents: checkedCents(totalBeforeFeeCents + paymentFeeCents, 'total'),
    awaitingFreightQuote: input.freight.kind === 'AWAITING_QUOTE',
  };
}
