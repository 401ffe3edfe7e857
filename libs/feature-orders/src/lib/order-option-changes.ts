import type { CalculateChargesResponse, SalesOrder } from '@bp/api-contract';
import { ShippingMethodCode } from '@bp/api-contract/constants';
import { centsToAmount, toCents, typedAmountToCents } from '@bp/util-money';
import { methodChoiceOf, shippingOptionOf, type OptionChoices, type SelectedOptions } from '@bp/util-validation';

// The order page's option changes (spec 03 §4 Line editing: shipping, payment, billing, address and
// additional-service changes are pending changes like line edits) and the totals it shows while
// changes are pending. Pure: the page holds the selection in the pending order changes slice.

/** The parts of the options a buyer changes one at a time; each changed part is one pending change. */
export const OptionPart = {
  SHIPPING_ADDRESS: 'SHIPPING_ADDRESS',
  SHIPPING_METHOD: 'SHIPPING_METHOD',
  BILLING_ADDRESS: 'BILLING_ADDRESS',
  PAYMENT_METHOD: 'PAYMENT_METHOD',
  ADDITIONAL_SERVICES: 'ADDITIONAL_SERVICES',
} as const;
export type OptionPart = (typeof OptionPart)[keyof typeof OptionPart];

/** The shipping method with everything that belongs to it (insurance, carrier account, quote, instructions). */
function methodDetails(selection: SelectedOptions): string {
  return JSON.stringify([
    selection.shippingMethodCode,
    selection.shippingInsured,
    selection.shippingInsuranceAmount,
    selection.shippingInstruction,
    selection.billMyAccountInfo,
    selection.requestAQuoteInfo,
  ]);
}

/** Which parts of `selection` differ from the saved order's selection (none: nothing to save). */
export function changedOptionParts(selection: SelectedOptions, saved: SelectedOptions): OptionPart[] {
  const parts: OptionPart[] = [];
  if (selection.shippingAddressId !== saved.shippingAddressId) parts.push(OptionPart.SHIPPING_ADDRESS);
  if (methodDetails(selection) !== methodDetails(saved)) parts.push(OptionPart.SHIPPING_METHOD);
  if (selection.billingAddressId !== saved.billingAddressId) parts.push(OptionPart.BILLING_ADDRESS);
  if (selection.paymentMethodCode !== saved.paymentMethodCode) parts.push(OptionPart.PAYMENT_METHOD);
  if (JSON.stringify([...selection.additionalServices].sort()) !== JSON.stringify([...saved.additionalServices].sort()))
    parts.push(OptionPart.ADDITIONAL_SERVICES);
  return parts;
}

/** A typed amount ('12.5') as the API's number, through whole cents; null when blank or not an amount. */
function typedAmount(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cents = typeof text === 'number' ? toCents(text) : typedAmountToCents(text);
  return cents === null ? null : centsToAmount(cents);
}

/**
 * The order carrying the buyer's option selection, in the order's own shape (spec 03 §3
 * shippingOptionDetails, paymentOptionDetails, additionalServices) for PUT sales-order. Labels and
 * addresses are the options' own; the server checks and prices the selection again.
 */
export function orderWithOptions(order: SalesOrder, selection: SelectedOptions, choices: OptionChoices): SalesOrder {
  const { shippingAddressId, shippingOptionDetails: details } = shippingOptionOf(selection, choices);
  const method = details.shippingMethodCode === null ? null : methodChoiceOf(choices, details.shippingMethodCode);
  const payment = choices.paymentMethods.find((candidate) => candidate.code === selection.paymentMethodCode);
  const requestAQuote = details.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE;
  return {
    ...order,
    shippingAddress: choices.shippingAddresses.find((address) => address.id === shippingAddressId) ?? order.shippingAddress,
    billingAddress: choices.billingAddresses.find((address) => address.id === selection.billingAddressId) ?? order.billingAddress,
    shippingOptionDetails: {
      shippingAddressId: shippingAddressId ?? order.shippingOptionDetails.shippingAddressId,
      shippingOption: {
        shippingMethodCode: details.shippingMethodCode ?? order.shippingOptionDetails.shippingOption.shippingMethodCode,
        shippingMethodLabel: method?.label ?? order.shippingOptionDetails.shippingOption.shippingMethodLabel,
        insured: details.insured === true,
        insuredAmount: details.insured ? typedAmount(details.insuredAmount) : null,
        shippingQuote: requestAQuote ? typedAmount(details.requestAQuoteInfo?.amount) : null,
        carrier: details.carrier,
        carrierServiceLevel: details.carrierServiceLevel,
        carrierShippingAccountNumber: details.carrierShippingAccountNumber,
        shippingInstructions: details.shippingInstructions ?? '',
      },
      requestAQuoteDetails: requestAQuote ? { serviceLevel: details.requestAQuoteInfo?.serviceLevel ?? '' } : null,
    },
    paymentOptionDetails: {
      billingAddressId: selection.billingAddressId ?? order.paymentOptionDetails.billingAddressId,
      paymentOptionDetails: {
        paymentMethodCode: selection.paymentMethodCode ?? order.paymentOptionDetails.paymentOptionDetails.paymentMethodCode,
        paymentMethodLabel: payment?.label ?? order.paymentOptionDetails.paymentOptionDetails.paymentMethodLabel,
      },
    },
    additionalServices: [...selection.additionalServices],
  };
}

/** The totals block's figures (spec 03 §9 Order total), in currency units as the API sends them. */
export interface OrderTotals {
  subtotal: number;
  additionalServicesFee: number;
  /** null: not known yet (a shipping quote is awaited or a real-time quote is missing). */
  freight: number | null;
  paymentFee: number;
  insurance: number;
  tax: number;
  taxDescription: string | null;
  reservationFee: number;
  cancellationFee: number;
  total: number;
}

const centsOf = (amount: number | null) => (amount === null ? 0 : toCents(amount));

/** The saved order's totals, as the server priced them. */
export function savedTotalsOf(order: SalesOrder): OrderTotals {
  return {
    subtotal: order.subtotal,
    additionalServicesFee: order.additionalServicesFee,
    freight: order.freight,
    paymentFee: order.paymentFee,
    insurance: order.insurance,
    tax: order.tax,
    taxDescription: order.taxDescription,
    reservationFee: order.reservationFee,
    cancellationFee: order.cancellationFee,
    total: order.total,
  };
}

/**
 * The totals while changes are pending: the subtotal of the pending lines at once (whole cents),
 * the charges of the latest calculate-charges answer (the saved order's until the first answer
 * arrives), and the order's reservation and cancellation fees, which a save keeps. Spec 03 §9:
 * total = subtotal + freight + payment fee + tax + additional services fee (+ insurance), plus the
 * reservation and cancellation fees; summed in cents, never in floats.
 */
export function pendingTotalsOf(
  order: SalesOrder,
  lines: readonly { orderedQuantity: number; unitPrice: number }[],
  charges: CalculateChargesResponse | undefined,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.orderedQuantity, 0);
  const freight = charges ? (charges.freightUndefined || charges.awaitingFreightQuote ? null : charges.freight) : order.freight;
  const fees = charges
    ? {
        additionalServicesFee: charges.additionalServicesFee,
        paymentFee: charges.paymentFee ?? 0,
        insurance: charges.insurance,
        tax: charges.tax,
        taxDescription: charges.taxDescription,
      }
    : {
        additionalServicesFee: order.additionalServicesFee,
        paymentFee: order.paymentFee,
        insurance: order.insurance,
        tax: order.tax,
        taxDescription: order.taxDescription,
      };
  const totalCents =
    subtotalCents +
    centsOf(freight) +
    centsOf(fees.paymentFee) +
    centsOf(fees.tax) +
    centsOf(fees.additionalServicesFee) +
    centsOf(fees.insurance) +
    centsOf(order.reservationFee) +
    centsOf(order.cancellationFee);
  return {
    subtotal: centsToAmount(subtotalCents),
    freight,
    ...fees,
    reservationFee: order.reservationFee,
    cancellationFee: order.cancellationFee,
    total: centsToAmount(totalCents),
  };
}
