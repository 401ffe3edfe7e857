import { eq } from 'drizzle-orm';
import { CheckoutMessage, type CheckoutConfig, type Preferences, type PreferencesOptions, type SavedSelection } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { buyerPreferences, type BuyerAddressRow } from '../db/schema';
import { scoped } from '../db/scoped';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { checkoutConfigOf } from './checkout-config';
import { addressesOf, allowedMethodCodes, orderOptionsOf } from './checkout-options';
import { resolveSelection } from './selection';

// The buyer's shipping and billing preferences (spec 02 §2 preferences page, §3, §4): the
// tenant's own checkout options, the saved selection, and saving it after the same row rules as
// checkout (no amounts: the insured amount is not part of preferences).

export async function preferencesOptions(db: DbExecutor, tenantId: string, userId: string): Promise<PreferencesOptions> {
  const options = orderOptionsOf(await checkoutConfigOf(db, tenantId, null), await addressesOf(db, tenantId, userId));
  return {
    shippingAddressIdShippingMethodCodeMapping: options.shippingAddressIdShippingMethodCodeMapping,
    otherShippingMethods: options.otherShippingMethods,
    realTimeQuoteShippingMethods: options.realTimeQuoteShippingMethods,
    paymentMethods: options.paymentMethods,
    shippingAddresses: options.shippingAddresses,
    billingAddresses: options.billingAddresses,
    billMyAccountShippingMethod: options.billMyAccountShippingMethod,
    additionalServices: options.additionalServices,
  };
}

/** What a caller has read already for this request (so the checkout load reads neither twice). */
export interface KnownOptions {
  /** The tenant's own configuration (participant null), the one preferences are checked against. */
  config?: CheckoutConfig;
  /** The buyer's addresses. */
  addresses?: readonly BuyerAddressRow[];
}

/**
 * The saved selection, with what is no longer offered dropped (spec 02 §4 preferences page): an
 * address that is gone, a method not allowed for the address, a payment method or service no
 * longer configured.
 */
export async function savedSelectionOf(db: DbExecutor, tenantId: string, userId: string, known: KnownOptions = {}): Promise<SavedSelection | null> {
  const row = await scoped(db, tenantId).findOne(buyerPreferences, eq(buyerPreferences.userId, userId));
  if (!row) return null;
  const config = known.config ?? (await checkoutConfigOf(db, tenantId, null));
  const addresses = known.addresses ?? (await addressesOf(db, tenantId, userId));
  const saved = row.selection;
  const shipping = addresses.find((address) => address.kind === 'SHIPPING' && address.id === saved.shippingAddressId);
  const billing = addresses.find((address) => address.kind === 'BILLING' && address.id === saved.billingAddressId);
  const methodAllowed = shipping !== undefined && saved.shippingMethodCode !== null && allowedMethodCodes(config, shipping).includes(saved.shippingMethodCode);
  const paymentOffered = config.paymentMethods.some((method) => method.showMethod && method.code === saved.paymentMethodCode);
  const serviceIds = new Set(config.additionalServices.map((service) => service.id));
  return {
    ...saved,
    shippingAddressId: shipping ? saved.shippingAddressId : null,
    shippingMethodCode: methodAllowed ? saved.shippingMethodCode : null,
    billingAddressId: billing ? saved.billingAddressId : null,
    paymentMethodCode: paymentOffered ? saved.paymentMethodCode : null,
    services: saved.services.filter((id) => serviceIds.has(id)),
  };
}

/** GET shipping-billing-preferences/selected: the saved selection in the preferences shape. */
export async function selectedPreferences(db: DbExecutor, tenantId: string, userId: string): Promise<Preferences> {
  const saved = await savedSelectionOf(db, tenantId, userId);
  return {
    shippingOption: {
      shippingAddressId: saved?.shippingAddressId ?? null,
      shippingOptionDetails: {
        shippingMethodCode: saved?.shippingMethodCode ?? null,
        insured: saved?.insured ?? null,
        insuredAmount: null,
        shippingInstructions: saved?.shippingInstructions ?? null,
        carrier: saved?.carrier ?? null,
        carrierServiceLevel: saved?.carrierServiceLevel ?? null,
        carrierShippingAccountNumber: saved?.carrierShippingAccountNumber ?? null,
      },
    },
    paymentOption: { billingAddressId: saved?.billingAddressId ?? null, paymentOptionDetails: { paymentMethodCode: saved?.paymentMethodCode ?? null } },
    services: saved?.services ?? [],
  };
}

/** POST shipping-billing-preferences/submit: every row valid ('Please finalize the following' otherwise), then saved. */
export async function savePreferences(
  db: DbExecutor,
  tenant: ResolvedTenant,
  userId: string,
  body: Preferences,
): Promise<{ message: string; preferences: Preferences }> {
  const config = await checkoutConfigOf(db, tenant.id, null);
  const addresses = await addressesOf(db, tenant.id, userId);
  const selection = resolveSelection(
    { shippingOption: body.shippingOption, paymentOption: body.paymentOption, services: body.services },
    { config, addresses, currency: tenant.settings.currency ?? '$', subtotalCents: null },
  );
  await scoped(db, tenant.id).upsert(
    buyerPreferences,
    [
      {
        userId,
        selection: {
          shippingAddressId: selection.shippingAddress.id,
          shippingMethodCode: selection.method.code,
          billingAddressId: selection.billingAddress.id,
          paymentMethodCode: selection.payment.code,
          services: selection.services.map((service) => service.id),
          insured: selection.method.insuranceAvailable ? selection.insured : null,
          carrier: selection.carrier,
          carrierServiceLevel: selection.carrierServiceLevel,
          carrierShippingAccountNumber: selection.carrierShippingAccountNumber,
          shippingInstructions: selection.shippingInstructions === '' ? null : selection.shippingInstructions,
        },
      },
    ],
    ['userId'],
  );
  return { message: CheckoutMessage.PREFERENCES_SAVED, preferences: await selectedPreferences(db, tenant.id, userId) };
}
