import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MAX_INSURANCE_AMOUNT,
  FeeType,
  ShippingMethodCode,
  type AdditionalService,
  type Address,
  type CheckoutConfig,
  type ConfiguredShippingMethod,
  type OrderOptions,
  type PaymentMethod,
  type ShippingMethod,
} from '@bp/api-contract';
import { centsToAmount, toCents } from '@bp/util-money';
import type { DbExecutor } from '../db/database';
import { buyerAddresses, type BuyerAddressRow } from '../db/schema';
import { preparedStatement } from '../db/prepared';
import { allOf, scoped } from '../db/scoped';
import { servesCountry } from './freight-rates';

// What a buyer may choose at checkout (spec 03 §3 Order options, spec 02 §3 Checkout payload):
// derived from the checkout configuration and the buyer's addresses, for the checkout payload,
// the preferences page, the orderservices options calls and the server's own re-validation.

const addressOrder = [asc(buyerAddresses.sortOrder), asc(buyerAddresses.createdAt)];

/** The buyer's addresses, prepared: calculate-charges and submit read them on every call. */
const addressesStatement = preparedStatement('checkout_addresses_of', (db) =>
  db
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.tenantId, sql.placeholder('tenantId')), eq(buyerAddresses.userId, sql.placeholder('userId'))))
    .orderBy(...addressOrder),
);

export function addressesOf(db: DbExecutor, tenantId: string, userId: string): Promise<BuyerAddressRow[]> {
  return addressesStatement(db, { tenantId, userId });
}

export async function addressOf(db: DbExecutor, tenantId: string, userId: string, id: string): Promise<BuyerAddressRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return scoped(db, tenantId).findOne(buyerAddresses, allOf(eq(buyerAddresses.userId, userId), eq(buyerAddresses.id, id)));
}

export function toAddress(row: BuyerAddressRow): Address {
  return {
    id: row.id,
    contact: row.contact,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    label: row.label,
    customLabel: row.customLabel,
    description: row.description,
    instructions: row.instructions,
    fields: row.fields,
  };
}

const toShippingMethod = (method: ConfiguredShippingMethod): ShippingMethod => ({
  code: method.code,
  label: method.label,
  customLabel: method.customLabel ?? '',
  insuranceAvailable: method.insuranceAvailable,
  ignoreShippingInstructions: method.ignoreShippingInstructions,
  showMethod: method.showMethod,
  maxDevicesInShipment: method.maxDevicesInShipment ?? null,
});

/** A configured amount or percentage as the JSON number the portal shows. */
const feeNumber = (fee: { feeType: string; amount?: string; percent?: string }): number =>
  fee.feeType === FeeType.FIXED || fee.feeType === FeeType.PER_UNIT ? centsToAmount(toCents(fee.amount ?? '0')) : Number(fee.percent ?? '0');

export function paymentMethodsOf(config: CheckoutConfig): PaymentMethod[] {
  return config.paymentMethods
    .filter((method) => method.showMethod)
    .map((method) => ({
      code: method.code,
      label: method.label,
      description: method.description,
      instructions: method.instructions,
      showMethod: method.showMethod,
      feesApplicable: method.fee !== null,
      feeType: method.fee?.feeType ?? null,
      creditLimit: method.creditLimit === null ? null : centsToAmount(toCents(method.creditLimit)),
    }));
}

export function additionalServicesOf(config: CheckoutConfig): AdditionalService[] {
  return config.additionalServices.map((service) => ({
    id: service.id,
    label: service.label,
    description: service.description,
    feeType: service.fee.feeType,
    fee: feeNumber(service.fee),
  }));
}

/** The method codes allowed for a shipping address (shippingAddressIdShippingMethodCodeMapping). */
export function allowedMethodCodes(config: CheckoutConfig, address: Pick<BuyerAddressRow, 'country'>): string[] {
  const codes = config.shippingMethods.filter((method) => servesCountry(method, address.country)).map((method) => method.code);
  if (config.billMyAccount) codes.push(ShippingMethodCode.BILL_MY_ACCOUNT);
  if (config.requestAQuote) codes.push(ShippingMethodCode.REQUEST_A_QUOTE);
  return codes;
}

export function maxInsuranceCents(config: CheckoutConfig): number {
  return config.insurance.maxShipmentInsuranceAmount === null ? DEFAULT_MAX_INSURANCE_AMOUNT * 100 : toCents(config.insurance.maxShipmentInsuranceAmount);
}

/** Every option of the rows, for this buyer's addresses. */
export function orderOptionsOf(config: CheckoutConfig, addresses: BuyerAddressRow[]): OrderOptions {
  const shipping = addresses.filter((address) => address.kind === 'SHIPPING');
  const billing = addresses.filter((address) => address.kind === 'BILLING');
  const tableRate = config.shippingMethods.filter((method) => method.kind === 'TABLE_RATE');
  const realTime = config.shippingMethods.filter((method) => method.kind === 'REAL_TIME');
  const otherShippingMethods: Record<string, ShippingMethod> = Object.fromEntries(tableRate.map((method) => [method.code, toShippingMethod(method)]));
  if (config.requestAQuote) {
    otherShippingMethods[ShippingMethodCode.REQUEST_A_QUOTE] = {
      code: ShippingMethodCode.REQUEST_A_QUOTE,
      label: config.requestAQuote.label,
      customLabel: '',
      insuranceAvailable: false,
      ignoreShippingInstructions: false,
      showMethod: config.requestAQuote.showMethod,
      maxDevicesInShipment: null,
    };
  }
  const defaultCarrier: Record<string, string> = {};
  for (const address of shipping) {
    const method = realTime.find((candidate) => servesCountry(candidate, address.country));
    if (method) defaultCarrier[address.id] = method.carrier ?? method.label;
  }
  return {
    shippingAddresses: shipping.map(toAddress),
    billingAddresses: billing.map(toAddress),
    otherShippingMethods,
    realTimeQuoteShippingMethods: Object.fromEntries(realTime.map((method) => [method.code, toShippingMethod(method)])),
    billMyAccountShippingMethod: config.billMyAccount,
    requestAQuoteServiceLevels: config.requestAQuote?.serviceLevels ?? [],
    shippingAddressIdShippingMethodCodeMapping: Object.fromEntries(shipping.map((address) => [address.id, allowedMethodCodes(config, address)])),
    realTimeQuoteShippingMethodDefaultCarrierByAddress: defaultCarrier,
    paymentMethods: paymentMethodsOf(config),
    additionalServices: additionalServicesOf(config),
    maxShipmentInsuranceAmount: centsToAmount(maxInsuranceCents(config)),
  };
}
