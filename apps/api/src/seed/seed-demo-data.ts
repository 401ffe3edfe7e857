import { eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { BUYER_GROUP } from '@bp/api-contract';
import {
  buyerAddresses,
  buyerPreferences,
  networkParticipants,
  onboardingDefinitions,
  networkResellers,
  salesReps,
  stockItems,
  tenantHosts,
  tenants,
  users,
  warehouses,
  type UserRow,
} from '../db/schema';
import { saveCheckoutConfig } from '../checkout/checkout-config';
import { DEMO_PARTNERS, seedCatalogue } from './catalogue-generator';
import { allOf, scoped } from '../db/scoped';
import { poolNameOf } from '../identity/local-pool';
import { createPasswordVerifier } from '../identity/srp';
import { localUserPoolId } from '../tenants/tenant-config';
import { assertOnboardingDefinition, type DefinitionBuyerType, type OnboardingDefinition } from '../tenants/onboarding-definition';
import { ensureDocumentRows } from '../onboarding/account-documents-service';
import { demoOnboardingDefinitions } from './demo-onboarding';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoCheckout, type DemoTenant } from './demo-tenants';

export interface SeedSummary {
  tenants: number;
  hostnames: number;
  warehouses: number;
  salesReps: number;
  users: number;
  stockItems: number;
  /** Users that had no password yet and got DEMO_PASSWORD. */
  passwordsSet: number;
  /** Generated catalogue items written this time (0 when the catalogue already existed). */
  catalogueItems: number;
}

/**
 * Writes the demo tenants with upserts keyed by natural keys (slug, hostname, codes, e-mails,
 * item numbers), so running it again changes nothing, and re-running it after edits resets the
 * demo rows to these values. Rows it does not know about are left alone. Password material is
 * only written where it is missing (so a password changed through the portal survives a reseed).
 * One transaction: a half-seeded database never shows.
 */
export interface SeedOptions {
  /** Generated catalogue size per tenant (own stock list; each partner a quarter); given, it replaces an existing catalogue. */
  items?: number;
}

export async function seedDemoData(db: Database, demoTenants: readonly DemoTenant[] = DEMO_TENANTS, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary: SeedSummary = { tenants: 0, hostnames: 0, warehouses: 0, salesReps: 0, users: 0, stockItems: 0, passwordsSet: 0, catalogueItems: 0 };
    for (const demo of demoTenants) {
      const counts = await seedTenant(tx, demo, options);
      summary.tenants += 1;
      summary.hostnames += counts.hostnames;
      summary.warehouses += counts.warehouses;
      summary.salesReps += counts.salesReps;
      summary.users += counts.users;
      summary.stockItems += counts.stockItems;
      summary.passwordsSet += counts.passwordsSet;
      summary.catalogueItems += counts.catalogueItems;
    }
    return summary;
  });
}

async function seedTenant(tx: Transaction, demo: DemoTenant, options: SeedOptions): Promise<Omit<SeedSummary, 'tenants'>> {
  const [tenant] = await tx
    .insert(tenants)
    .values({ slug: demo.slug, name: demo.name, config: demo.settings, translations: demo.translations })
    .onConflictDoUpdate({
      target: tenants.slug,
      set: { name: demo.name, config: demo.settings, translations: demo.translations, updatedAt: sql`now()` },
    })
    .returning({ id: tenants.id });

  const hostRows = demo.hostnames.map((hostname) => ({ hostname: hostname.toLowerCase(), tenantId: tenant.id }));
  await tx
    .insert(tenantHosts)
    .values(hostRows)
    .onConflictDoUpdate({ target: tenantHosts.hostname, set: { tenantId: sql`excluded.tenant_id` } });

  const scope = scoped(tx, tenant.id);
  const warehouseRows = await scope.upsert(warehouses, demo.warehouses, ['code']);
  const repRows = await scope.upsert(salesReps, demo.salesReps, ['email']);

  const repIdByEmail = new Map(repRows.map((rep) => [rep.email, rep.id]));
  const userRows = await scope.upsert(
    users,
    demo.users.map(({ salesRepEmail, ...user }) => ({
      ...user,
      email: user.email.toLowerCase(),
      salesRepId: salesRepEmail ? (repIdByEmail.get(salesRepEmail) ?? null) : null,
    })),
    ['email'],
  );
  const passwordsSet = await setMissingPasswords(tx, tenant.id, localUserPoolId(demo.slug), userRows);

  const warehouseIdByCode = new Map(warehouseRows.map((warehouse) => [warehouse.code, warehouse.id]));
  const stockRows = await scope.upsert(
    stockItems,
    demo.stockItems.map(({ warehouseCode, ...item }) => {
      const warehouseId = warehouseIdByCode.get(warehouseCode);
      if (!warehouseId) throw new Error(`Demo item ${item.itemNumber} names unknown warehouse ${warehouseCode}`);
      return { ...item, warehouseId };
    }),
    ['warehouseId', 'itemNumber'],
  );

  const catalogueItems = await seedCatalogue(tx, tenant.id, {
    items: options.items,
    replace: options.items !== undefined,
    partners: demo.networkPartners ? DEMO_PARTNERS : [],
    ownStocklist: demo.ownStocklist,
    ownParticipant: { pxnsParticipantId: demo.slug.toUpperCase(), name: `${demo.name} stock`, description: `${demo.name}'s own warehouses` },
  });
  const resellers = userRows.filter((user) => demo.networkResellerEmails?.includes(user.email));
  if (resellers.length > 0) {
    await tx
      .insert(networkResellers)
      .values(resellers.map((user) => ({ tenantId: tenant.id, userId: user.id })))
      .onConflictDoNothing();
  }

  if (demo.checkout) await seedCheckout(tx, tenant.id, demo.checkout, userRows);
  await seedOnboarding(tx, tenant.id, demo.name, userRows);

  return {
    catalogueItems,
    hostnames: hostRows.length,
    warehouses: warehouseRows.length,
    salesReps: repRows.length,
    users: userRows.length,
    stockItems: stockRows.length,
    passwordsSet,
  };
}

/**
 * The tenant's and partners' checkout configurations (replaced on every seed), and addresses and
 * preferences for every buyer that has none yet (a buyer's own edits survive a re-seed).
 */
async function seedCheckout(tx: Transaction, tenantId: string, checkout: DemoCheckout, userRows: UserRow[]): Promise<void> {
  const scope = scoped(tx, tenantId);
  await saveCheckoutConfig(tx, tenantId, null, checkout.config);
  for (const [pxnsParticipantId, config] of Object.entries(checkout.partnerConfigs ?? {})) {
    const participant = await scope.findOne(networkParticipants, eq(networkParticipants.pxnsParticipantId, pxnsParticipantId));
    if (participant) await saveCheckoutConfig(tx, tenantId, participant.id, config);
  }
  for (const user of userRows.filter((row) => row.groups.includes(BUYER_GROUP))) {
    if (await scope.findOne(buyerAddresses, eq(buyerAddresses.userId, user.id))) continue;
    const rows = await scope.insert(
      buyerAddresses,
      checkout.buyerAddresses.map(({ name, ...address }, index) => ({
        ...address,
        userId: user.id,
        sortOrder: index,
        fields: address.kind === 'SHIPPING' ? { ShipToName: name } : { BillingCustomerName: name },
      })),
    );
    const shipping = rows.find((row) => row.kind === 'SHIPPING');
    const billing = rows.find((row) => row.kind === 'BILLING');
    const method = checkout.config.shippingMethods.find((candidate) => !candidate.countries || (shipping && candidate.countries.includes(shipping.country)));
    const payment = checkout.config.paymentMethods.find((candidate) => candidate.code !== 'INTEGRATED_PAYPAL') ?? checkout.config.paymentMethods[0];
    await scope.insert(buyerPreferences, {
      userId: user.id,
      selection: {
        shippingAddressId: shipping?.id ?? null,
        shippingMethodCode: method?.code ?? null,
        billingAddressId: billing?.id ?? null,
        paymentMethodCode: payment?.code ?? null,
        services: [],
        insured: method?.insuranceAvailable ? false : null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        shippingInstructions: null,
      },
    });
  }
}

/**
 * The onboarding definitions per buyer type (replaced on every seed: they are the tenant's
 * configuration), and the document rows of every buyer who has none yet.
 */
async function seedOnboarding(tx: Transaction, tenantId: string, tenantName: string, userRows: UserRow[]): Promise<void> {
  const definitions = demoOnboardingDefinitions(tenantName);
  for (const [buyerType, definition] of Object.entries(definitions) as [DefinitionBuyerType, OnboardingDefinition][]) {
    assertOnboardingDefinition(definition);
    await scoped(tx, tenantId).upsert(onboardingDefinitions, [{ buyerType, definition }], ['buyerType']);
  }
  for (const user of userRows) {
    if (user.buyerType) await ensureDocumentRows(tx, tenantId, user.id, definitions[user.buyerType]);
  }
}

/**
 * DEMO_PASSWORD for users without password material: a salt and SRP verifier for the tenant's
 * pool, with the user's id as USER_ID_FOR_SRP (what the identity endpoint signs them in as).
 */
async function setMissingPasswords(tx: Transaction, tenantId: string, poolId: string, userRows: UserRow[]): Promise<number> {
  const scope = scoped(tx, tenantId);
  let count = 0;
  for (const user of userRows.filter((row) => row.passwordVerifier === null)) {
    const { salt, verifier } = createPasswordVerifier(poolNameOf(poolId), user.id, DEMO_PASSWORD);
    const updated = await scope.update(users, { passwordSalt: salt, passwordVerifier: verifier }, allOf(eq(users.id, user.id), isNull(users.passwordVerifier)));
    count += updated.length;
  }
  return count;
}

/** The server seeds on start in demo mode, but only a database without any tenant. */
export async function hasAnyTenant(db: Database): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return rows.length > 0;
}
