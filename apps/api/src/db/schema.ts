import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TenantSettings, TenantTranslations } from '../tenants/tenant-settings';

// Every table but `tenants` and `tenant_hosts` is tenant-owned: a NOT NULL tenant_id, a unique
// (tenant_id, id) key, and composite foreign keys (tenant_id, x_id) between tenant-owned tables,
// so a row can never point at another tenant's row even if application code gets it wrong.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stable short name (lower-case letters, digits, hyphens); the local user pool id is derived from it. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<TenantSettings>().notNull(),
  translations: jsonb('translations').$type<TenantTranslations>().notNull().default({}),
  deactivated: boolean('deactivated').notNull().default(false),
  ...timestamps,
});

/** Which tenant a request belongs to is decided by its Host header (port stripped, lower-cased). */
export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    hostname: text('hostname').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('tenant_hosts_tenant_id_idx').on(table.tenantId), check('tenant_hosts_hostname_lower_case', sql`${table.hostname} = lower(${table.hostname})`)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    label: text('label').notNull(),
    acceptsOffers: boolean('accepts_offers').notNull().default(false),
    ...timestamps,
  },
  (table) => [unique('warehouses_tenant_id_id_key').on(table.tenantId, table.id), unique('warehouses_tenant_code_key').on(table.tenantId, table.code)],
);

export const salesReps = pgTable(
  'sales_reps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    ...timestamps,
  },
  (table) => [unique('sales_reps_tenant_id_id_key').on(table.tenantId, table.id), unique('sales_reps_tenant_email_key').on(table.tenantId, table.email)],
);

export const USER_STATUSES = ['CONFIRMED', 'UNCONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A buyer account is either an approved customer or a prospect still going through onboarding. */
export const BUYER_TYPES = ['CUSTOMER', 'PROSPECT'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stored lower-cased: sign-in compares e-mails case-insensitively. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    authorities: text('authorities').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<UserStatus>().notNull().default('UNCONFIRMED'),
    buyerType: text('buyer_type').$type<BuyerType>(),
    prospectId: text('prospect_id'),
    /** Onboarding state of a prospect, e.g. UNVERIFIED_PROSPECT (may not check out yet). */
    onboardingStatus: text('onboarding_status'),
    salesRepId: uuid('sales_rep_id'),
    // Filled by the sign-in issue (SRP): the verifier is derived from the password, never the password itself.
    passwordSalt: text('password_salt'),
    passwordVerifier: text('password_verifier'),
    ...timestamps,
  },
  (table) => [
    unique('users_tenant_id_id_key').on(table.tenantId, table.id),
    unique('users_tenant_email_key').on(table.tenantId, table.email),
    foreignKey({
      name: 'users_sales_rep_fk',
      columns: [table.tenantId, table.salesRepId],
      foreignColumns: [salesReps.tenantId, salesReps.id],
    }),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_status_known', sql`${table.status} in (${quotedList(USER_STATUSES)})`),
    check('users_buyer_type_known', sql`${table.buyerType} is null or ${table.buyerType} in (${quotedList(BUYER_TYPES)})`),
  ],
);

export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id').notNull(),
    itemNumber: text('item_number').notNull(),
    description: text('description').notNull(),
    quantityAvailable: integer('quantity_available').notNull().default(0),
    /** Money is numeric in SQL and a decimal string in JS ('123.45'), never a float. */
    listPrice: numeric('list_price', { precision: 14, scale: 2 }).notNull(),
    ...timestamps,
  },
  (table) => [
    unique('stock_items_tenant_id_id_key').on(table.tenantId, table.id),
    unique('stock_items_tenant_warehouse_item_key').on(table.tenantId, table.warehouseId, table.itemNumber),
    foreignKey({
      name: 'stock_items_warehouse_fk',
      columns: [table.tenantId, table.warehouseId],
      foreignColumns: [warehouses.tenantId, warehouses.id],
    }),
    check('stock_items_quantity_not_negative', sql`${table.quantityAvailable} >= 0`),
    check('stock_items_list_price_not_negative', sql`${table.listPrice} >= 0`),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;
export type SalesRepRow = typeof salesReps.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type StockItemRow = typeof stockItems.$inferSelect;
