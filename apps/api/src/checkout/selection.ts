import {
  CheckoutMessage,
  CheckoutMessageCode,
  CheckoutRowLabel,
  FIELD_ERROR_STATUS_FAIL,
  fillMessage,
  ShippingMethodCode,
  type CheckoutConfig,
  type ConfiguredPaymentMethod,
  type ConfiguredShippingMethod,
  type FieldError,
  type PaymentOption,
  type ShippingOption,
} from '@bp/api-contract';
import { typedAmountToCents } from '@bp/util-money';
import { freightAmountProblem, insuranceChoiceProblem, insuredAmountMessage, insuredAmountProblems, isBlankText } from '@bp/util-validation';
import type { BuyerAddressRow } from '../db/schema';
import { AppError } from '../errors';
import { allowedMethodCodes, maxInsuranceCents } from './checkout-options';

// The server's own check of a buyer's row selections (spec 02 §4 option row rules, §5): the
// portal checks the same things first, but only this check decides. The sub-forms' rules and
// messages are the portal's own (util-validation's checkout-sub-form-rules); this adds what only
// the server knows (the configured carriers, service levels and the order's subtotal).

export type MethodKind = 'TABLE_RATE' | 'REAL_TIME' | 'BILL_MY_ACCOUNT' | 'REQUEST_A_QUOTE';

export interface ResolvedMethod {
  code: string;
  label: string;
  kind: MethodKind;
  /** TABLE_RATE / REAL_TIME: the configured method. */
  configured: ConfiguredShippingMethod | null;
  insuranceAvailable: boolean;
  ignoreShippingInstructions: boolean;
}

export interface ResolvedSelection {
  shippingAddress: BuyerAddressRow;
  billingAddress: BuyerAddressRow;
  method: ResolvedMethod;
  insured: boolean;
  insuredAmountCents: number | null;
  carrier: string | null;
  carrierServiceLevel: string | null;
  carrierShippingAccountNumber: string | null;
  requestAQuote: { serviceLevel: string; amountCents: number } | null;
  shippingInstructions: string;
  payment: ConfiguredPaymentMethod;
  services: CheckoutConfig['additionalServices'];
}

export interface SelectionInput {
  shippingOption: ShippingOption;
  paymentOption: PaymentOption;
  services: readonly string[];
}

export interface SelectionContext {
  config: CheckoutConfig;
  addresses: readonly BuyerAddressRow[];
  currency: string;
  /** The order's subtotal caps the insured amount; null (preferences, no order yet): no amount or quote checks. */
  subtotalCents: number | null;
}

const fieldError = (field: string, messageCode: string, messageDescription: string): FieldError => ({
  status: FIELD_ERROR_STATUS_FAIL,
  field,
  messageCode,
  messageDescription,
});

/** 422 with the one error's own text, or 'Please fill the Required Fields' listing them all (spec 02 §5). */
function refuse(errors: FieldError[]): AppError {
  if (errors.length === 1) return new AppError(422, errors[0].messageCode, errors[0].messageDescription ?? '', { errors });
  return new AppError(422, CheckoutMessageCode.REQUIRED_FIELDS, CheckoutMessage.REQUIRED_FIELDS, { errors });
}

function methodOf(config: CheckoutConfig, code: string): ResolvedMethod | null {
  if (code === ShippingMethodCode.BILL_MY_ACCOUNT && config.billMyAccount) {
    return {
      code,
      label: config.billMyAccount.label,
      kind: 'BILL_MY_ACCOUNT',
      configured: null,
      insuranceAvailable: config.billMyAccount.insuranceAvailable,
      ignoreShippingInstructions: false,
    };
  }
  if (code === ShippingMethodCode.REQUEST_A_QUOTE && config.requestAQuote) {
    return { code, label: config.requestAQuote.label, kind: 'REQUEST_A_QUOTE', configured: null, insuranceAvailable: false, ignoreShippingInstructions: false };
  }
  const configured = config.shippingMethods.find((method) => method.code === code);
  if (!configured) return null;
  return {
    code,
    label: configured.label,
    kind: configured.kind,
    configured,
    insuranceAvailable: configured.insuranceAvailable,
    ignoreShippingInstructions: configured.ignoreShippingInstructions,
  };
}

/**
 * The selection with every id resolved, or a 422: first the rows that are missing ('Please
 * finalize the following: …' in the spec's order, or 'Please select a payment method before
 * continuing' when only the payment method is), then every rule of the chosen method.
 */
export function resolveSelection(input: SelectionInput, context: SelectionContext): ResolvedSelection {
  const { config, addresses } = context;
  const details = input.shippingOption.shippingOptionDetails;
  const shippingAddressId = input.shippingOption.shippingAddressId;
  const billingAddressId = input.paymentOption.billingAddressId;
  const paymentCode = input.paymentOption.paymentOptionDetails.paymentMethodCode;

  const missing: string[] = [];
  if (isBlankText(shippingAddressId)) missing.push(CheckoutRowLabel.SHIPPING_ADDRESS);
  if (isBlankText(details.shippingMethodCode)) missing.push(CheckoutRowLabel.SHIPPING_METHOD);
  if (isBlankText(billingAddressId)) missing.push(CheckoutRowLabel.BILLING_ADDRESS);
  if (isBlankText(paymentCode)) missing.push(CheckoutRowLabel.PAYMENT_METHOD);
  if (missing.length === 1 && missing[0] === CheckoutRowLabel.PAYMENT_METHOD) {
    throw refuse([fieldError('paymentMethodCode', CheckoutMessageCode.PAYMENT_METHOD_MISSING, CheckoutMessage.PAYMENT_METHOD_MISSING)]);
  }
  if (missing.length > 0) {
    const list = missing.join(', ');
    throw new AppError(422, CheckoutMessageCode.FINALIZE, fillMessage(CheckoutMessage.FINALIZE, list), {
      params: [list],
      errors: [fieldError('selection', CheckoutMessageCode.FINALIZE, fillMessage(CheckoutMessage.FINALIZE, list))],
    });
  }

  const errors: FieldError[] = [];
  const invalid = (field: string) => errors.push(fieldError(field, CheckoutMessageCode.INVALID_SELECTION, CheckoutMessage.INVALID_SELECTION));
  const shippingAddress = addresses.find((address) => address.kind === 'SHIPPING' && address.id === shippingAddressId);
  const billingAddress = addresses.find((address) => address.kind === 'BILLING' && address.id === billingAddressId);
  if (!shippingAddress) invalid('shippingAddressId');
  const methodCode = details.shippingMethodCode as string;
  const method = shippingAddress && allowedMethodCodes(config, shippingAddress).includes(methodCode) ? methodOf(config, methodCode) : null;
  if (shippingAddress && !method) invalid('shippingMethodCode');
  if (!billingAddress) invalid('billingAddressId');
  const payment = config.paymentMethods.find((candidate) => candidate.code === paymentCode && candidate.showMethod);
  if (!payment) invalid('paymentMethodCode');
  const knownServices = new Map(config.additionalServices.map((service) => [service.id, service]));
  const services = [...new Set(input.services)].map((id) => knownServices.get(id));
  if (services.some((service) => service === undefined)) invalid('additionalServices');

  let carrier: string | null = null;
  let carrierServiceLevel: string | null = null;
  let carrierShippingAccountNumber: string | null = null;
  let requestAQuote: ResolvedSelection['requestAQuote'] = null;
  let insured = false;
  let insuredAmountCents: number | null = null;

  if (method?.kind === 'BILL_MY_ACCOUNT' && config.billMyAccount) {
    const account = config.billMyAccount;
    carrier = details.carrier?.trim() ?? '';
    carrierServiceLevel = details.carrierServiceLevel?.trim() ?? '';
    carrierShippingAccountNumber = details.carrierShippingAccountNumber?.trim() ?? '';
    const knownCarrier = carrier !== '' && (!account.carrierChoiceRestricted || account.carrierOptions.includes(carrier));
    if (isBlankText(carrier)) errors.push(fieldError('carrier', CheckoutMessageCode.CARRIER_REQUIRED, CheckoutMessage.CARRIER_REQUIRED));
    else if (!knownCarrier) invalid('carrier');
    if (isBlankText(carrierServiceLevel))
      errors.push(fieldError('carrierServiceLevel', CheckoutMessageCode.SERVICE_LEVEL_REQUIRED, CheckoutMessage.SERVICE_LEVEL_REQUIRED));
    // A service level is checked against its carrier's list only once the carrier itself is valid.
    else if (knownCarrier && account.carrierServiceLevelsRestricted && !(account.carrierServiceLevelOptions[carrier] ?? []).includes(carrierServiceLevel))
      invalid('carrierServiceLevel');
    if (isBlankText(carrierShippingAccountNumber))
      errors.push(fieldError('carrierShippingAccountNumber', CheckoutMessageCode.ACCOUNT_NUMBER_REQUIRED, CheckoutMessage.ACCOUNT_NUMBER_REQUIRED));
  }

  if (method?.kind === 'REQUEST_A_QUOTE' && context.subtotalCents !== null) {
    const info = details.requestAQuoteInfo ?? null;
    const serviceLevel = info?.serviceLevel?.trim() ?? '';
    if (isBlankText(serviceLevel))
      errors.push(fieldError('requestAQuoteInfo.serviceLevel', CheckoutMessageCode.SERVICE_LEVEL_REQUIRED, CheckoutMessage.SERVICE_LEVEL_REQUIRED));
    else if (!(config.requestAQuote?.serviceLevels ?? []).includes(serviceLevel)) invalid('requestAQuoteInfo.serviceLevel');
    const amount = info?.amount ?? null;
    const freightProblem = freightAmountProblem(amount);
    const amountCents = amount === null ? null : typedAmountToCents(amount);
    if (freightProblem) errors.push(fieldError('requestAQuoteInfo.amount', CheckoutMessageCode[freightProblem], CheckoutMessage[freightProblem]));
    else if (serviceLevel !== '' && amountCents !== null) requestAQuote = { serviceLevel, amountCents };
  }

  // Insurance rules apply only when the chosen method offers insurance (spec 02 §5).
  if (method?.insuranceAvailable) {
    const choiceProblem = insuranceChoiceProblem(details.insured);
    if (choiceProblem) {
      errors.push(fieldError('insured', CheckoutMessageCode[choiceProblem], CheckoutMessage[choiceProblem]));
    } else if (details.insured) {
      insured = true;
      if (context.subtotalCents !== null) {
        const maximum = Math.min(maxInsuranceCents(config), context.subtotalCents);
        // One message per field in the answer: the first problem (below 1 comes before above the maximum).
        const typed = details.insuredAmount ?? null;
        const [problem] = insuredAmountProblems(typed, maximum);
        if (problem) errors.push(fieldError('insuredAmount', CheckoutMessageCode[problem], insuredAmountMessage(problem, maximum, context.currency)));
        else insuredAmountCents = typed === null ? null : typedAmountToCents(typed);
      }
    }
  }

  if (errors.length > 0) throw refuse(errors);
  return {
    shippingAddress: shippingAddress as BuyerAddressRow,
    billingAddress: billingAddress as BuyerAddressRow,
    method: method as ResolvedMethod,
    insured,
    insuredAmountCents,
    carrier,
    carrierServiceLevel,
    carrierShippingAccountNumber,
    requestAQuote,
    shippingInstructions: method?.ignoreShippingInstructions ? '' : (details.shippingInstructions ?? '').trim(),
    payment: payment as ConfiguredPaymentMethod,
    services: services as CheckoutConfig['additionalServices'],
  };
}
