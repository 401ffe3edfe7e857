import { CheckoutMessage, CheckoutRowLabel, DEFAULT_MAX_INSURANCE_AMOUNT, ShippingMethodCode, fillMessage } from '@bp/api-contract/constants';
import type { OrderOptions, PaymentOption, Preferences, SalesOrder, SavedSelection, ShippingOption } from '@bp/api-contract';
import { centsToText, toCents } from '@bp/util-money';

/**
 * The option rows' rules (spec 02 §4 Option row rules, Preferences page), shared by checkout, the
 * preferences page and the order page. Pure: every change returns a new working selection; the
 * pages hold it and the server checks the result again on submit.
 */

/** The rows, in the order spec 02 §4 reports missing ones. */
export const OptionRow = {
  SHIPPING_ADDRESS: 'SHIPPING_ADDRESS',
  SHIPPING_METHOD: 'SHIPPING_METHOD',
  BILLING_ADDRESS: 'BILLING_ADDRESS',
  PAYMENT_METHOD: 'PAYMENT_METHOD',
} as const;
export type OptionRow = (typeof OptionRow)[keyof typeof OptionRow];
export const OPTION_ROWS: readonly OptionRow[] = Object.values(OptionRow);

export const OPTION_ROW_LABELS: Record<OptionRow, string> = {
  SHIPPING_ADDRESS: CheckoutRowLabel.SHIPPING_ADDRESS,
  SHIPPING_METHOD: CheckoutRowLabel.SHIPPING_METHOD,
  BILLING_ADDRESS: CheckoutRowLabel.BILLING_ADDRESS,
  PAYMENT_METHOD: CheckoutRowLabel.PAYMENT_METHOD,
};

/**
 * The working selection of the rows (spec 02 §3 Selected options). Typed amounts stay text until
 * they are checked, so what the buyer typed is never lost to a number conversion.
 */
export interface SelectedOptions {
  shippingAddressId: string | null;
  shippingMethodCode: string | null;
  billingAddressId: string | null;
  paymentMethodCode: string | null;
  additionalServices: string[];
  /** null: not chosen yet ('Please Select Insurance.'). */
  shippingInsured: boolean | null;
  shippingInsuranceAmount: string;
  shippingInstruction: string;
  billMyAccountInfo: { carrier: string; serviceLevel: string; accountNumber: string };
  requestAQuoteInfo: { serviceLevel: string; amount: string };
  /**
   * Set when calculate-charges returned no quote for the chosen real-time method: REQUEST_A_QUOTE
   * is then offered and chosen and the real-time methods are hidden until another address is chosen.
   */
  realTimeQuotesUnavailable: boolean;
}

export function emptySelection(): SelectedOptions {
  return {
    shippingAddressId: null,
    shippingMethodCode: null,
    billingAddressId: null,
    paymentMethodCode: null,
    additionalServices: [],
    shippingInsured: null,
    shippingInsuranceAmount: '',
    shippingInstruction: '',
    billMyAccountInfo: { carrier: '', serviceLevel: '', accountNumber: '' },
    requestAQuoteInfo: { serviceLevel: '', amount: '' },
    realTimeQuotesUnavailable: false,
  };
}

/**
 * What the rows choose from: the checkout payload, the order options and the preferences options
 * all carry these (the preferences options have no quote service levels and no insurance maximum).
 */
export type OptionChoices = Pick<
  OrderOptions,
  | 'shippingAddresses'
  | 'billingAddresses'
  | 'otherShippingMethods'
  | 'realTimeQuoteShippingMethods'
  | 'billMyAccountShippingMethod'
  | 'shippingAddressIdShippingMethodCodeMapping'
  | 'paymentMethods'
  | 'additionalServices'
> &
  Partial<Pick<OrderOptions, 'requestAQuoteServiceLevels' | 'maxShipmentInsuranceAmount'>>;

/** Where the rows are shown; it changes which shipping methods are offered (spec 02 §4). */
export interface OptionRowsContext {
  page: 'checkout' | 'preferences' | 'order';
  /** A partner checkout on a manually synced external system hides REQUEST_A_QUOTE (spec 02 §4). */
  hideRequestAQuote?: boolean;
  /** Devices in the order: a method whose maxDevicesInShipment is lower is not offered (spec 03 §5). */
  deviceCount?: number;
  /**
   * The order's extended price (its lines' ordered quantity × unit price, before freight, fees and
   * tax): a payment method whose creditLimit is lower is not offered (spec 03 §5).
   */
  extendedPrice?: number;
}

/** One shipping method as a row offers it. */
export interface ShippingMethodChoice {
  code: string;
  label: string;
  insuranceAvailable: boolean;
  ignoreShippingInstructions: boolean;
  realTime: boolean;
}

/**
 * The shipping methods offered for a shipping address, in the order of the address's allowed list
 * (the first is what an address change selects).
 */
export function shippingMethodChoices(
  choices: OptionChoices,
  selection: Pick<SelectedOptions, 'shippingAddressId' | 'realTimeQuotesUnavailable'>,
  context: OptionRowsContext,
): ShippingMethodChoice[] {
  if (selection.shippingAddressId === null) return [];
  const allowed = choices.shippingAddressIdShippingMethodCodeMapping[selection.shippingAddressId] ?? [];
  const realTimeCodes = Object.keys(choices.realTimeQuoteShippingMethods);
  // The preferences page stores no quotes: with real-time methods configured they take
  // REQUEST_A_QUOTE's place (spec 02 §4 Preferences page).
  const requestAQuoteReplaced = context.page === 'preferences' && realTimeCodes.length > 0;
  const offered: ShippingMethodChoice[] = [];
  for (const code of allowed) {
    const choice = methodChoiceOf(choices, code);
    if (!choice) continue;
    if (choice.realTime && selection.realTimeQuotesUnavailable) continue;
    if (code === ShippingMethodCode.REQUEST_A_QUOTE) {
      if (context.hideRequestAQuote || requestAQuoteReplaced) continue;
      const shown = choices.otherShippingMethods[code]?.showMethod === true || selection.realTimeQuotesUnavailable;
      if (!shown) continue;
    } else if (!choice.realTime && code !== ShippingMethodCode.BILL_MY_ACCOUNT && choices.otherShippingMethods[code]?.showMethod === false) {
      continue;
    }
    if (overDeviceLimit(choices, code, context)) continue;
    offered.push(choice);
  }
  return offered;
}

/** The method's facts, from whichever part of the options carries it; null for an unknown code. */
export function methodChoiceOf(choices: OptionChoices, code: string): ShippingMethodChoice | null {
  if (code === ShippingMethodCode.BILL_MY_ACCOUNT) {
    const account = choices.billMyAccountShippingMethod;
    return account ? { code, label: account.label, insuranceAvailable: account.insuranceAvailable, ignoreShippingInstructions: false, realTime: false } : null;
  }
  const realTime = choices.realTimeQuoteShippingMethods[code];
  const method = choices.otherShippingMethods[code] ?? realTime;
  if (!method) return null;
  return {
    code,
    label: method.customLabel || method.label,
    // REQUEST_A_QUOTE's freight is not known yet: nothing to insure against.
    insuranceAvailable: code !== ShippingMethodCode.REQUEST_A_QUOTE && method.insuranceAvailable,
    ignoreShippingInstructions: method.ignoreShippingInstructions,
    realTime: realTime !== undefined,
  };
}

/** Spec 03 §5: the order holds more devices than the shipping method's maxDevicesInShipment. */
function overDeviceLimit(choices: OptionChoices, code: string, context: OptionRowsContext): boolean {
  const maxDevices = choices.otherShippingMethods[code]?.maxDevicesInShipment ?? choices.realTimeQuoteShippingMethods[code]?.maxDevicesInShipment ?? null;
  return maxDevices !== null && context.deviceCount !== undefined && context.deviceCount > maxDevices;
}

/** Spec 03 §5: the order's extended price exceeds the payment method's creditLimit. */
function overCreditLimit(method: Pick<OptionChoices['paymentMethods'][number], 'creditLimit'>, context: OptionRowsContext): boolean {
  if (method.creditLimit === null || context.extendedPrice === undefined) return false;
  return toCents(context.extendedPrice) > toCents(method.creditLimit);
}

/** The payment methods offered (shown ones, and within their credit limit when the extended price is known). */
export function paymentMethodChoices(choices: OptionChoices, context: OptionRowsContext): OptionChoices['paymentMethods'] {
  return choices.paymentMethods.filter((method) => method.showMethod && !overCreditLimit(method, context));
}

/**
 * Spec 03 §4 Shipping method requests: a chosen shipping method above the device limit, or a chosen
 * payment method above the credit limit, is deselected (and hidden: the choices leave it out); the
 * rows it empties come back, in the spec's row order, for the page to open. Anything else is
 * returned unchanged. `rows` limits the check to the rows the buyer may change.
 */
export function deselectOverLimit(
  selection: SelectedOptions,
  choices: OptionChoices,
  context: OptionRowsContext,
  rows: readonly OptionRow[] = OPTION_ROWS,
): { selection: SelectedOptions; emptied: OptionRow[] } {
  let next = selection;
  const emptied: OptionRow[] = [];
  if (rows.includes(OptionRow.SHIPPING_METHOD) && next.shippingMethodCode !== null && overDeviceLimit(choices, next.shippingMethodCode, context)) {
    next = changeShippingMethod(next, null);
    emptied.push(OptionRow.SHIPPING_METHOD);
  }
  const payment = choices.paymentMethods.find((method) => method.code === next.paymentMethodCode);
  if (rows.includes(OptionRow.PAYMENT_METHOD) && payment && overCreditLimit(payment, context)) {
    next = { ...next, paymentMethodCode: null };
    emptied.push(OptionRow.PAYMENT_METHOD);
  }
  return { selection: next, emptied };
}

/** Clears what belongs to one shipping method: its insurance and its sub-forms. */
function withoutMethodDetails(selection: SelectedOptions): SelectedOptions {
  return {
    ...selection,
    shippingInsured: null,
    shippingInsuranceAmount: '',
    billMyAccountInfo: { carrier: '', serviceLevel: '', accountNumber: '' },
    requestAQuoteInfo: { serviceLevel: '', amount: '' },
  };
}

/** Spec 02 §4: changing the shipping method clears the insurance choice (and the old method's sub-form). */
export function changeShippingMethod(selection: SelectedOptions, code: string | null): SelectedOptions {
  if (code === selection.shippingMethodCode) return selection;
  return { ...withoutMethodDetails(selection), shippingMethodCode: code };
}

/**
 * Spec 02 §4: choosing a shipping address resets the shipping method to the first one allowed for
 * it (cleared when the address allows none), and brings back the real-time methods a missing
 * quote had hidden.
 */
export function changeShippingAddress(selection: SelectedOptions, addressId: string, choices: OptionChoices, context: OptionRowsContext): SelectedOptions {
  const moved: SelectedOptions = { ...selection, shippingAddressId: addressId, realTimeQuotesUnavailable: false };
  const first = shippingMethodChoices(choices, moved, context)[0]?.code ?? null;
  return changeShippingMethod(moved, first);
}

/**
 * Spec 02 §4: changing the billing address opens the payment method row when several methods are
 * offered, and selects the only one when there is one. A chosen method still offered stays.
 */
export function changeBillingAddress(
  selection: SelectedOptions,
  addressId: string,
  choices: OptionChoices,
  context: OptionRowsContext,
): { selection: SelectedOptions; openPaymentMethodRow: boolean } {
  const offered = paymentMethodChoices(choices, context);
  if (offered.length === 1) {
    return { selection: { ...selection, billingAddressId: addressId, paymentMethodCode: offered[0].code }, openPaymentMethodRow: false };
  }
  const stillOffered = offered.some((method) => method.code === selection.paymentMethodCode);
  return {
    selection: { ...selection, billingAddressId: addressId, paymentMethodCode: stillOffered ? selection.paymentMethodCode : null },
    openPaymentMethodRow: offered.length > 1,
  };
}

/**
 * Spec 02 §4: calculate-charges returned no quote for the chosen real-time method (null or absent
 * in freightQuotesForAllRealTimeShippingMethods): REQUEST_A_QUOTE is shown and selected, the
 * real-time methods are hidden. Any other selection is returned unchanged.
 */
export function applyRealTimeQuotes(selection: SelectedOptions, choices: OptionChoices, quotes: Readonly<Record<string, number | null>>): SelectedOptions {
  const code = selection.shippingMethodCode;
  if (code === null || !(code in choices.realTimeQuoteShippingMethods)) return selection;
  const quote = quotes[code];
  if (quote !== null && quote !== undefined) return selection;
  if (!(ShippingMethodCode.REQUEST_A_QUOTE in choices.otherShippingMethods))
    return { ...withoutMethodDetails(selection), shippingMethodCode: null, realTimeQuotesUnavailable: true };
  return { ...changeShippingMethod(selection, ShippingMethodCode.REQUEST_A_QUOTE), realTimeQuotesUnavailable: true };
}

/** The most that may be insured: the smaller of the tenant's maximum (50000 when none) and the order subtotal, in cents (spec 02 §5). */
export function maxInsuranceCents(maxShipmentInsuranceAmount: number | null | undefined, orderSubtotal: number | null | undefined): number {
  const tenantMaximum = toCents(maxShipmentInsuranceAmount ?? DEFAULT_MAX_INSURANCE_AMOUNT);
  if (orderSubtotal === null || orderSubtotal === undefined) return tenantMaximum;
  return Math.min(tenantMaximum, toCents(orderSubtotal));
}

/** Spec 02 §4: YES insures the maximum by default; NO insures nothing. */
export function chooseInsurance(selection: SelectedOptions, insured: boolean, maximumCents: number): SelectedOptions {
  return { ...selection, shippingInsured: insured, shippingInsuranceAmount: insured ? centsToText(maximumCents) : '' };
}

/** Spec 02 §4: when YES and the order subtotal changes, the insured value is recomputed (to the new maximum). */
export function recomputeInsuredAmount(selection: SelectedOptions, maximumCents: number): SelectedOptions {
  if (selection.shippingInsured !== true) return selection;
  const amount = centsToText(maximumCents);
  return amount === selection.shippingInsuranceAmount ? selection : { ...selection, shippingInsuranceAmount: amount };
}

/** Rows whose chosen value is not among the offered ones ('Invalid Selection'). */
export function invalidRows(selection: SelectedOptions, choices: OptionChoices, context: OptionRowsContext): OptionRow[] {
  const invalid: OptionRow[] = [];
  const shippingAddressKnown = selection.shippingAddressId === null || choices.shippingAddresses.some((address) => address.id === selection.shippingAddressId);
  if (!shippingAddressKnown) invalid.push(OptionRow.SHIPPING_ADDRESS);
  if (
    selection.shippingMethodCode !== null &&
    !shippingMethodChoices(choices, selection, context).some((method) => method.code === selection.shippingMethodCode)
  ) {
    invalid.push(OptionRow.SHIPPING_METHOD);
  }
  if (selection.billingAddressId !== null && !choices.billingAddresses.some((address) => address.id === selection.billingAddressId))
    invalid.push(OptionRow.BILLING_ADDRESS);
  if (selection.paymentMethodCode !== null && !paymentMethodChoices(choices, context).some((method) => method.code === selection.paymentMethodCode)) {
    invalid.push(OptionRow.PAYMENT_METHOD);
  }
  return invalid;
}

/** Rows without a value, in the order spec 02 §4 reports them. */
export function missingRows(selection: SelectedOptions): OptionRow[] {
  const values: Record<OptionRow, string | null> = {
    SHIPPING_ADDRESS: selection.shippingAddressId,
    SHIPPING_METHOD: selection.shippingMethodCode,
    BILLING_ADDRESS: selection.billingAddressId,
    PAYMENT_METHOD: selection.paymentMethodCode,
  };
  return OPTION_ROWS.filter((row) => values[row] === null || values[row]?.trim() === '');
}

/**
 * The message that stops a pay, hold, update or preferences save (spec 02 §5), or null:
 * - rows missing, invalid or left open, and other fields left open (`openFields`, named by the
 *   page: the order page's open quantity field): 'Please finalize the following: {list}', the rows
 *   in the spec's order first, except when the payment method is the only one: 'Please select a
 *   payment method before continuing';
 * - otherwise the sub-forms' errors: one shows its own text, several 'Please fill the Required Fields'.
 */
export function blockingMessage(rowsToFinalize: readonly OptionRow[], fieldErrors: readonly string[], openFields: readonly string[] = []): string | null {
  const rows = OPTION_ROWS.filter((row) => rowsToFinalize.includes(row));
  if (rows.length === 1 && rows[0] === OptionRow.PAYMENT_METHOD && openFields.length === 0) return CheckoutMessage.PAYMENT_METHOD_MISSING;
  const names = [...rows.map((row) => OPTION_ROW_LABELS[row]), ...openFields];
  if (names.length > 0) return fillMessage(CheckoutMessage.FINALIZE, names.join(', '));
  if (fieldErrors.length === 1) return fieldErrors[0];
  if (fieldErrors.length > 1) return CheckoutMessage.REQUIRED_FIELDS;
  return null;
}

/** Missing, invalid and open rows together (what 'Please finalize the following' lists). */
export function rowsToFinalize(selection: SelectedOptions, choices: OptionChoices, context: OptionRowsContext, openRow: OptionRow | null = null): OptionRow[] {
  const rows = new Set<OptionRow>([...missingRows(selection), ...invalidRows(selection, choices, context)]);
  if (openRow !== null) rows.add(openRow);
  return OPTION_ROWS.filter((row) => rows.has(row));
}

/** The preferences answer (GET shipping-billing-preferences/selected) in the saved-selection shape. */
export function savedSelectionOfPreferences(preferences: Preferences): SavedSelection {
  const details = preferences.shippingOption.shippingOptionDetails;
  return {
    shippingAddressId: preferences.shippingOption.shippingAddressId,
    shippingMethodCode: details.shippingMethodCode,
    billingAddressId: preferences.paymentOption.billingAddressId,
    paymentMethodCode: preferences.paymentOption.paymentOptionDetails.paymentMethodCode,
    services: preferences.services,
    insured: details.insured,
    carrier: details.carrier,
    carrierServiceLevel: details.carrierServiceLevel,
    carrierShippingAccountNumber: details.carrierShippingAccountNumber,
    shippingInstructions: details.shippingInstructions,
  };
}

/**
 * A saved selection as the rows' starting point, with every value no longer offered dropped
 * (spec 02 §4 Preferences page): an address that is gone, a method not allowed (or not shown) for
 * the address, a payment method or a service no longer offered. The insured amount is not part of
 * a saved selection.
 */
export function selectionFromSaved(saved: SavedSelection | null, choices: OptionChoices, context: OptionRowsContext): SelectedOptions {
  const selection = emptySelection();
  if (saved === null) return selection;
  const shippingAddressId = choices.shippingAddresses.some((address) => address.id === saved.shippingAddressId) ? saved.shippingAddressId : null;
  const withAddress = { ...selection, shippingAddressId };
  const methodOffered =
    saved.shippingMethodCode !== null && shippingMethodChoices(choices, withAddress, context).some((method) => method.code === saved.shippingMethodCode);
  const method = methodOffered ? methodChoiceOf(choices, saved.shippingMethodCode as string) : null;
  const serviceIds = new Set(choices.additionalServices.map((service) => service.id));
  return {
    ...withAddress,
    shippingMethodCode: method?.code ?? null,
    billingAddressId: choices.billingAddresses.some((address) => address.id === saved.billingAddressId) ? saved.billingAddressId : null,
    paymentMethodCode: paymentMethodChoices(choices, context).some((payment) => payment.code === saved.paymentMethodCode) ? saved.paymentMethodCode : null,
    additionalServices: saved.services.filter((id) => serviceIds.has(id)),
    shippingInsured: method?.insuranceAvailable ? saved.insured : null,
    shippingInstruction: method && !method.ignoreShippingInstructions ? (saved.shippingInstructions ?? '') : '',
    billMyAccountInfo:
      method?.code === ShippingMethodCode.BILL_MY_ACCOUNT
        ? { carrier: saved.carrier ?? '', serviceLevel: saved.carrierServiceLevel ?? '', accountNumber: saved.carrierShippingAccountNumber ?? '' }
        : selection.billMyAccountInfo,
  };
}

/** An order's shipping and payment choices (spec 03 §3 shippingOptionDetails, paymentOptionDetails) in the saved-selection shape. */
export function savedSelectionOfOrder(order: Pick<SalesOrder, 'shippingOptionDetails' | 'paymentOptionDetails' | 'additionalServices'>): SavedSelection {
  const shipping = order.shippingOptionDetails.shippingOption;
  return {
    shippingAddressId: order.shippingOptionDetails.shippingAddressId,
    shippingMethodCode: shipping.shippingMethodCode,
    billingAddressId: order.paymentOptionDetails.billingAddressId,
    paymentMethodCode: order.paymentOptionDetails.paymentOptionDetails.paymentMethodCode,
    services: order.additionalServices,
    insured: shipping.insured,
    carrier: shipping.carrier,
    carrierServiceLevel: shipping.carrierServiceLevel,
    carrierShippingAccountNumber: shipping.carrierShippingAccountNumber,
    shippingInstructions: shipping.shippingInstructions === '' ? null : shipping.shippingInstructions,
  };
}

/**
 * An order's current selection as the rows' starting point (adding a cart to an on-hold order, the
 * order page): like selectionFromSaved, values no longer offered are dropped; what only an order
 * has comes back too (the insured amount, the quote's service level and freight).
 */
export function selectionOfOrder(
  order: Pick<SalesOrder, 'shippingOptionDetails' | 'paymentOptionDetails' | 'additionalServices'>,
  choices: OptionChoices,
  context: OptionRowsContext,
): SelectedOptions {
  const selection = selectionFromSaved(savedSelectionOfOrder(order), choices, context);
  const shipping = order.shippingOptionDetails.shippingOption;
  const insuredAmount = selection.shippingInsured && shipping.insuredAmount !== null ? centsToText(toCents(shipping.insuredAmount)) : '';
  const requestAQuote = selection.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE;
  return {
    ...selection,
    shippingInsuranceAmount: insuredAmount,
    requestAQuoteInfo: requestAQuote
      ? {
          serviceLevel: order.shippingOptionDetails.requestAQuoteDetails?.serviceLevel ?? '',
          amount: shipping.shippingQuote === null ? '' : centsToText(toCents(shipping.shippingQuote)),
        }
      : selection.requestAQuoteInfo,
  };
}

/** The selection as the shipping option of a submit, an update or a preferences save. */
export function shippingOptionOf(selection: SelectedOptions, choices: OptionChoices): ShippingOption {
  const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
  const billMyAccount = method?.code === ShippingMethodCode.BILL_MY_ACCOUNT;
  const requestAQuote = method?.code === ShippingMethodCode.REQUEST_A_QUOTE;
  const insured = method?.insuranceAvailable ? selection.shippingInsured : null;
  return {
    shippingAddressId: selection.shippingAddressId,
    shippingOptionDetails: {
      shippingMethodCode: selection.shippingMethodCode,
      insured,
      insuredAmount: insured ? selection.shippingInsuranceAmount.trim() : null,
      shippingInstructions: method && !method.ignoreShippingInstructions && selection.shippingInstruction.trim() !== '' ? selection.shippingInstruction : null,
      carrier: billMyAccount ? selection.billMyAccountInfo.carrier.trim() : null,
      carrierServiceLevel: billMyAccount ? selection.billMyAccountInfo.serviceLevel.trim() : null,
      carrierShippingAccountNumber: billMyAccount ? selection.billMyAccountInfo.accountNumber.trim() : null,
      requestAQuoteInfo: requestAQuote
        ? { serviceLevel: selection.requestAQuoteInfo.serviceLevel.trim(), amount: selection.requestAQuoteInfo.amount.trim() }
        : null,
    },
  };
}

export function paymentOptionOf(selection: SelectedOptions): PaymentOption {
  return { billingAddressId: selection.billingAddressId, paymentOptionDetails: { paymentMethodCode: selection.paymentMethodCode } };
}
