import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import {
  buyerAddresses,
  networkResellers,
  stockItems,
  tenantHosts,
  tenants,
  users,
  warehouses,
  type BuyerAddressRow,
  type StockItemRow,
  type UserRow,
  type WarehouseRow,
} from '../../src/db/schema';
import { scoped } from '../../src/db/scoped';
import { poolNameOf } from '../../src/identity/local-pool';
import { createPasswordVerifier } from '../../src/identity/srp';
import { ACME, DEMO_PASSWORD } from '../../src/seed/demo-tenants';
import { localUserPoolId } from '../../src/tenants/tenant-config';
import type { TenantSettings } from '../../src/tenants/tenant-settings';

// Builders of rows for API tests. Names are unique per call, so tests can insert freely into
// the shared per-file database without colliding with each other or with the demo seed.

const unique = () => randomBytes(4).toString('hex');

export function aTenantSettings(overrides: Partial<TenantSettings> = {}): TenantSettings {
  return { ...ACME.settings, siteTitle: 'Test Tenant Portal', tenantShortName: 'Test', ...overrides };
}

export interface InsertedTenant {
  id: string;
  slug: string;
  hostname: string;
}

/** A tenant with one hostname, e.g. `tenant-3fa2.test`. */
export async function insertTenant(
  db: Database,
  overrides: { slug?: string; name?: string; settings?: Partial<TenantSettings> } = {},
): Promise<InsertedTenant> {
  const slug = overrides.slug ?? `tenant-${unique()}`;
  const [tenant] = await db
    .insert(tenants)
    .values({ slug, name: overrides.name ?? `Tenant ${slug}`, config: aTenantSettings(overrides.settings) })
    .returning({ id: tenants.id });
  const hostname = `${slug}.test`;
  await db.insert(tenantHosts).values({ hostname, tenantId: tenant.id });
  return { id: tenant.id, slug, hostname };
}

export async function insertWarehouse(
  db: Database,
  tenantId: string,
  overrides: Partial<Pick<WarehouseRow, 'code' | 'label' | 'acceptsOffers'>> = {},
): Promise<WarehouseRow> {
  const [warehouse] = await scoped(db, tenantId).insert(warehouses, {
    code: `WH-${unique()}`,
    label: 'Test warehouse',
    acceptsOffers: false,
    ...overrides,
  });
  return warehouse;
}

export async function insertStockItem(
  db: Database,
  tenantId: string,
  warehouseId: string,
  overrides: Partial<Pick<StockItemRow, 'itemNumber' | 'description' | 'quantityAvailable' | 'listPrice' | 'incrementSize' | 'pxnItemNumber'>> = {},
): Promise<StockItemRow> {
  const [item] = await scoped(db, tenantId).insert(stockItems, {
    warehouseId,
    itemNumber: `ITEM-${unique()}`,
    description: 'Test device, Grade A',
    quantityAvailable: 10,
    listPrice: '100.00',
    ...overrides,
  });
  return item;
}

/** A tenant with a warehouse and one stock item: the smallest world a stock test needs. */
export async function insertTenantWithStock(
  db: Database,
  quantityAvailable: number,
): Promise<{ tenant: InsertedTenant; warehouse: WarehouseRow; item: StockItemRow }> {
  const tenant = await insertTenant(db);
  const warehouse = await insertWarehouse(db, tenant.id);
  const item = await insertStockItem(db, tenant.id, warehouse.id, { quantityAvailable });
  return { tenant, warehouse, item };
}

/** The id of a tenant by slug ('acme', 'northwind' for the demo tenants). */
export async function tenantIdOf(db: Database, slug: string): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant.id;
}

/** The id of the user with this e-mail address in the tenant (a seeded one, e.g. buyer@demo.test). */
export async function userIdOf(db: Database, tenantId: string, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A user who can sign in (password DEMO_PASSWORD unless given), e.g. `user-3fa2@test.test`; a Buyer by default. */
export async function insertUser(
  db: Database,
  tenantSlug: string,
  overrides: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'groups' | 'authorities' | 'status' | 'buyerType' | 'onboardingStatus'>> & {
    password?: string;
  } = {},
): Promise<UserRow> {
  const { password = DEMO_PASSWORD, ...columns } = overrides;
  const id = randomUUID();
  const { salt, verifier } = createPasswordVerifier(poolNameOf(localUserPoolId(tenantSlug)), id, password);
  const [user] = await scoped(db, await tenantIdOf(db, tenantSlug)).insert(users, {
    id,
    email: `user-${unique()}@test.test`,
    firstName: 'Test',
    lastName: 'User',
    groups: ['Buyer'],
    status: 'CONFIRMED',
    passwordSalt: salt,
    passwordVerifier: verifier,
    ...columns,
  });
  return user;
}

/** Makes the user a network reseller (isPxnr): they may browse and buy partner sellers' stock. */
export async function insertNetworkReseller(db: Database, tenantId: string, userId: string): Promise<void> {
  await scoped(db, tenantId).insert(networkResellers, { userId });
}

/** A buyer's address (a Florida shipping address unless overridden). */
export async function insertBuyerAddress(
  db: Database,
  tenantId: string,
  userId: string,
  overrides: Partial<Omit<BuyerAddressRow, 'id' | 'tenantId' | 'userId'>> = {},
): Promise<BuyerAddressRow> {
  const kind = overrides.kind ?? 'SHIPPING';
  const [row] = await scoped(db, tenantId).insert(buyerAddresses, {
    userId,
    kind,
    contact: 'Receiving',
    address1: `${unique()} Harbor Way`,
    city: 'Miami',
    state: 'FL',
    country: 'US',
    zip: '33101',
    label: `${kind === 'SHIPPING' ? 'Dock' : 'Office'} ${unique()}`,
    fields: kind === 'SHIPPING' ? { ShipToName: 'Test Buyer Inc.' } : { BillingCustomerName: 'Test Buyer Inc.' },
    ...overrides,
  });
  return row;
}
