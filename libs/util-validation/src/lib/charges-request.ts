import type { CalculateChargesRequest } from '@bp/api-contract';
import { ShippingMethodCode } from '@bp/api-contract/constants';
import type { SelectedOptions } from './checkout-option-rules';

/** A line as calculate-charges prices it (spec 02 §7: items carry orderedQuantity). */
export interface ChargesLine {
  itemNumberWarehouse: string;
  orderedQuantity: number;
  unitPrice: number;
}

/** What is being priced: the checkout's cart (offer ids), a cart added to an order, or an order being edited. */
export interface ChargesTarget {
  warehouseCode: string;
  lines: readonly ChargesLine[];
  /** The cart's offers: the server prices them instead of the lines. */
  offerIds?: readonly string[];
  /** A combined order: the existing order's lines count too. */
  phonexOrderNumber?: string | null;
  pxnsParticipantId?: string | null;
}

export type ChargesArgs = CalculateChargesRequest & { pxnsParticipantId?: string | null };

/**
 * The calculate-charges body of a selection (spec 02 §7, spec 03 §7), the same for checkout and
 * the order page so both price a selection alike: insured amount only when insured, the quote's
 * freight only for REQUEST_A_QUOTE.
 */
export function chargesBodyOf(selection: SelectedOptions, target: ChargesTarget): ChargesArgs {
  const requestAQuote = selection.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE;
  const insuranceAmount = selection.shippingInsuranceAmount.trim();
  const quoteAmount = selection.requestAQuoteInfo.amount.trim();
  return {
    warehouseCode: target.warehouseCode,
    shippingAddress: selection.shippingAddressId,
    shippingMethodCode: selection.shippingMethodCode,
    insured: selection.shippingInsured,
    insuranceAmount: selection.shippingInsured && insuranceAmount !== '' ? insuranceAmount : null,
    billingAddress: selection.billingAddressId,
    paymentMethodCode: selection.paymentMethodCode,
    additionalServices: selection.additionalServices,
    items: target.lines.map((line) => ({ itemNumberWarehouse: line.itemNumberWarehouse, orderedQuantity: line.orderedQuantity, unitPrice: line.unitPrice })),
    ...(target.offerIds && target.offerIds.length > 0 ? { offerIds: [...target.offerIds] } : {}),
    ...(target.phonexOrderNumber ? { phonexOrderNumber: target.phonexOrderNumber } : {}),
    ...(requestAQuote && quoteAmount !== '' ? { requestAQuoteAmount: quoteAmount } : {}),
    ...(target.pxnsParticipantId ? { pxnsParticipantId: target.pxnsParticipantId } : {}),
  };
}
