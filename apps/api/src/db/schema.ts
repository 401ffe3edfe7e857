import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  type PgColumn,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Address,
  BannerSeverity,
  CheckoutConfig,
  NotificationPreferences,
  OrderShippingOptionDetails,
  SavedSearchAlertKind,
  SavedSelection,
  StocklistSettings,
} from '@bp/api-contract';
import {
  ACTIVATION_LOCK_STATES,
  BLACKLIST_STATES,
  CARRIER_LOCK_STATES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_UNIT_STATUSES,
  type ActivationLockState,
  type ReturnReason,
  type ReturnStatus,
  type ReturnUnitStatus,
  type BlacklistState,
  type CarrierLockState,
} from '@bp/api-contract';
import type { JWK } from 'jose';
import type { OnboardingDefinition } from '../tenants/onboarding-definition';
import type { SealedValue } from '../secrets/key-encryption';
import type { TenantSettings, TenantTranslations } from '../tenants/tenant-settings';

// Every table but `tenants` and `tenant_hosts` is tenant-owned: a NOT NULL tenant_id, a unique
// (tenant_id, id) key, and composite foreign keys (tenant_id, x_id) between tenant-owned tables,
// so a row can never point at another tenant's row even if application code gets it wrong.

/** bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

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
  (table) => [
    index('tenant_hosts_tenant_id_idx').on(table.tenantId),
    check('tenant_hosts_hostname_lower_case', sql`${table.hostname} = lower(${table.hostname})`),
  ],
);

/**
 * Partner-network participants (spec 01 §3 Participant / warehouse group): sellers (is_pxns)
 * whose stock a reseller buyer can browse, each with one warehouse group. The tenant's own stock
 * list is the row with is_own (its warehouses have participant_id null).
 */
export const networkParticipants = pgTable(
  'network_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** pxnParticipantId: the participant in the network. */
    pxnParticipantId: text('pxn_participant_id').notNull(),
    /** pxnsParticipantId: the seller id sent as header pxns-participant-id. */
    pxnsParticipantId: text('pxns_participant_id').notNull(),
    isOwn: boolean('is_own').notNull().default(false),
    isPxnr: boolean('is_pxnr').notNull().default(false),
    isPxns: boolean('is_pxns').notNull().default(true),
    warehouseGroupName: text('warehouse_group_name').notNull(),
    warehouseGroupDescription: text('warehouse_group_description').notNull().default(''),
    selectOrder: integer('select_order').notNull().default(0),
    /** The participant's StocklistSettings fields (categories, levels, sort, grades groups, ...). */
    stocklistConfig: jsonb('stocklist_config').$type<StocklistConfig>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    unique('network_participants_tenant_id_id_key').on(table.tenantId, table.id),
    unique('network_participants_tenant_pxns_key').on(table.tenantId, table.pxnsParticipantId),
  ],
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
    /** Null: the tenant's own warehouse; else the partner-network participant that owns it. */
    participantId: uuid('participant_id'),
    ...timestamps,
  },
  (table) => [
    unique('warehouses_tenant_id_id_key').on(table.tenantId, table.id),
    unique('warehouses_tenant_code_key').on(table.tenantId, table.code),
    foreignKey({
      name: 'warehouses_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }).onDelete('cascade'),
  ],
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

/** A composite foreign key (tenant_id, user_id) → users, deleted with the user (hoisted: used before `users` is declared below it). */
function userOfTenantKey(name: string, table: { tenantId: PgColumn; userId: PgColumn }) {
  return foreignKey({ name, columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade');
}

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
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorities: text('authorities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<UserStatus>().notNull().default('UNCONFIRMED'),
    buyerType: text('buyer_type').$type<BuyerType>(),
    prospectId: text('prospect_id'),
    /** Onboarding state of a prospect, e.g. UNVERIFIED_PROSPECT (may not check out yet). */
    onboardingStatus: text('onboarding_status'),
    salesRepId: uuid('sales_rep_id'),
    // SRP password material (hex): the verifier is derived from the password, never the password itself.
    passwordSalt: text('password_salt'),
    passwordVerifier: text('password_verifier'),
    /** Null: the defaults (DEFAULT_NOTIFICATION_PREFERENCES). */
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>(),
    /** The language the buyer chose (a BCP 47 tag the tenant offers); null: the browser's. */
    locale: text('locale'),
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

/** Grades per stock list (participant null: the tenant's own), with label and description, best first. */
export const stockGrades = pgTable(
  'stock_grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id'),
    grade: text('grade').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    unique('stock_grades_tenant_id_id_key').on(table.tenantId, table.id),
    unique('stock_grades_tenant_participant_grade_key').on(table.tenantId, table.participantId, table.grade).nullsNotDistinct(),
    foreignKey({
      name: 'stock_grades_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }).onDelete('cascade'),
  ],
);

/** Item groups: one card per model + capacity + grade of one stock list (group_key is unique per tenant). */
export const stockItemGroups = pgTable(
  'stock_item_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id'),
    groupKey: text('group_key').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    groupDescription: text('group_description').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('stock_item_groups_tenant_id_id_key').on(table.tenantId, table.id),
    unique('stock_item_groups_tenant_key_key').on(table.tenantId, table.groupKey),
    foreignKey({
      name: 'stock_item_groups_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }).onDelete('cascade'),
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
    /** Null for hand-made rows; generated catalogue items belong to a group. */
    groupId: uuid('group_id'),
    pxnItemNumber: text('pxn_item_number'),
    category: text('category').notNull().default(''),
    grade: text('grade').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    groupItemDescription: text('group_item_description').notNull().default(''),
    incrementSize: integer('increment_size').notNull().default(1),
    /** When the item first appeared (daily report: new inventory). */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The price before the last price change, and when it changed (daily report: price drops). */
    previousListPrice: numeric('previous_list_price', { precision: 14, scale: 2 }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('stock_items_tenant_id_id_key').on(table.tenantId, table.id),
    foreignKey({
      name: 'stock_items_group_fk',
      columns: [table.tenantId, table.groupId],
      foreignColumns: [stockItemGroups.tenantId, stockItemGroups.id],
    }).onDelete('cascade'),
    check('stock_items_increment_positive', sql`${table.incrementSize} >= 1`),
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

/** Bumped on every stock change of a tenant; in-memory catalogue indexes compare it. */
export const catalogueVersions = pgTable('catalogue_versions', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A transaction that changed a tenant's stock inserts one row here instead of updating
 * catalogue_versions itself: a deferred constraint trigger (migration 0006) bumps the version at
 * COMMIT and writes it into the row, so the tenant's one version row is locked only while
 * PostgreSQL commits, never across a round trip to the API (that lock would serialise every
 * submit), and versions still follow commit order. The rows stay, with the items each change
 * touched, as the log other instances catch up from (stock/catalogue-changes.ts): the trigger
 * keeps a tenant's last 1,000 versions or so.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Set at commit: the catalogue version this change made. */
    version: integer('version'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** The stock items whose quantity or price the change set; null: not told (a reader reads the whole list again). */
    itemIds: uuid('item_ids').array(),
  },
  (table) => [index('catalogue_changes_version_idx').on(table.tenantId, table.version)],
);

/** Buyers who are partner-network resellers (isPxnr): they may switch between warehouse groups. */
export const networkResellers = pgTable(
  'network_resellers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ name: 'network_resellers_pkey', columns: [table.tenantId, table.userId] }),
    foreignKey({ name: 'network_resellers_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * A buyer's stock alert on one item: one per buyer and item. crossings counts how often the
 * available quantity rose from below `quantity` to at or above it (each crossing mails once).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    crossings: integer('crossings').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('stock_alerts_tenant_id_id_key').on(table.tenantId, table.id),
    unique('stock_alerts_tenant_user_item_key').on(table.tenantId, table.userId, table.itemId),
    index('stock_alerts_item_idx').on(table.tenantId, table.itemId),
    foreignKey({ name: 'stock_alerts_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'stock_alerts_item_fk', columns: [table.tenantId, table.itemId], foreignColumns: [stockItems.tenantId, stockItems.id] }).onDelete(
      'cascade',
    ),
    check('stock_alerts_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

/** A buyer's stock list search kept under a name (the /stock query string), which may alert. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** A partner's list; null: the seller's own stock. */
    participantId: uuid('participant_id'),
    name: text('name').notNull(),
    query: text('query').notNull(),
    alertNewStock: boolean('alert_new_stock').notNull().default(false),
    alertPriceBelowCents: bigint('alert_price_below_cents', { mode: 'number' }),
    ...timestamps,
  },
  (table) => [
    unique('saved_searches_tenant_id_id_key').on(table.tenantId, table.id),
    uniqueIndex('saved_searches_user_name_key').on(table.tenantId, table.userId, sql`lower(${table.name})`),
    index('saved_searches_alerting_idx')
      .on(table.tenantId)
      .where(sql`${table.alertNewStock} or ${table.alertPriceBelowCents} is not null`),
    foreignKey({ name: 'saved_searches_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({
      name: 'saved_searches_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }).onDelete('cascade'),
    check('saved_searches_price_positive', sql`${table.alertPriceBelowCents} is null or ${table.alertPriceBelowCents} > 0`),
  ],
);

/**
 * What a saved search told its buyer: at most one alert per buyer, item and day (the unique key
 * is the sent-record, whatever the instances or retries), shown by the bell and e-mailed.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    savedSearchId: uuid('saved_search_id').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The UTC day the alert belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<SavedSearchAlertKind>().notNull(),
    listPriceCents: bigint('list_price_cents', { mode: 'number' }).notNull(),
    previousListPriceCents: bigint('previous_list_price_cents', { mode: 'number' }),
    quantityAvailable: integer('quantity_available').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('saved_search_alerts_tenant_id_id_key').on(table.tenantId, table.id),
    unique('saved_search_alerts_once_a_day_key').on(table.tenantId, table.userId, table.itemId, table.day),
    index('saved_search_alerts_user_idx').on(table.tenantId, table.userId, table.createdAt),
    foreignKey({
      name: 'saved_search_alerts_search_fk',
      columns: [table.tenantId, table.savedSearchId],
      foreignColumns: [savedSearches.tenantId, savedSearches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'saved_search_alerts_item_fk',
      columns: [table.tenantId, table.itemId],
      foreignColumns: [stockItems.tenantId, stockItems.id],
    }).onDelete('cascade'),
    check('saved_search_alerts_kind', sql`${table.kind} in ('NEW_STOCK', 'PRICE_BELOW')`),
  ],
);

/** When each buyer last got the daily report (new inventory and price drops since then). */
export const dailyReports = pgTable(
  'daily_reports',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'daily_reports_pkey', columns: [table.tenantId, table.userId] }),
    foreignKey({ name: 'daily_reports_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * The daily report of one buyer and day, written before its e-mail goes out: a retried or
 * duplicated job finds the row and sends nothing (at most once). sent_at stays null when the
 * process died between the two; that report is not resent (it may have gone out), and the next
 * day's report covers the gap (it lists everything since daily_reports.last_sent_at).
 */
export const dailyReportSends = pgTable(
  'daily_report_sends',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'daily_report_sends_pkey', columns: [table.tenantId, table.userId, table.day] }),
    foreignKey({ name: 'daily_report_sends_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Durable background jobs, claimed with FOR UPDATE SKIP LOCKED so each runs on one instance.
 * dedupe_key makes enqueueing idempotent (e.g. one mail per alert crossing, one report per day).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('jobs_tenant_id_id_key').on(table.tenantId, table.id),
    unique('jobs_tenant_dedupe_key').on(table.tenantId, table.dedupeKey),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * Recurring work (the daily report, the late-payment sweep), run once per period however many
 * instances poll: an instance runs a period only if its update moved next_run_at past it.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunBy: text('last_run_by'),
});

// ---- Offers and cart (spec 01 §3 Offer / cart entry, §4 Offer status and state) ---------------

/**
 * A buyer's cart entry on one item: one per buyer and item (the portal keys entries by
 * itemNumberWarehouse). status/state follow spec 01 §4; prices are numeric (decimal strings in JS).
 * `version` increases on every change so a stale writer can be detected; changes take a row lock.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    itemId: uuid('item_id').notNull(),
    status: text('status').notNull(),
    state: text('state').notNull(),
    offerQuantity: integer('offer_quantity').notNull(),
    offerPrice: numeric('offer_price', { precision: 14, scale: 2 }).notNull(),
    counterPrice: numeric('counter_price', { precision: 14, scale: 2 }),
    minimumCheckoutQuantity: integer('minimum_checkout_quantity'),
    /** ACCEPTED / COUNTERED: when the seller's answer stops being valid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Who answered last: 'rules' (the tenant's offer rules) or 'seller' (ops). */
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    unique('offers_tenant_id_id_key').on(table.tenantId, table.id),
    unique('offers_tenant_user_item_key').on(table.tenantId, table.userId, table.itemId),
    index('offers_item_idx').on(table.tenantId, table.itemId),
    index('offers_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null`),
    foreignKey({ name: 'offers_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'offers_item_fk', columns: [table.tenantId, table.itemId], foreignColumns: [stockItems.tenantId, stockItems.id] }).onDelete('cascade'),
    check('offers_quantity_positive', sql`${table.offerQuantity} >= 1`),
    check('offers_price_not_negative', sql`${table.offerPrice} >= 0`),
  ],
);

/**
 * A buyer's pending bulk offer import (spec 01 §2 Review Import): one per buyer, replaced by the
 * next upload, deleted by cancel and by accept. `review` holds the reviewed rows.
 */
export const offerImports = pgTable(
  'offer_imports',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    fileName: text('file_name').notNull(),
    /** Reviews stored before `review` existed; [] when `review` holds them. */
    rows: jsonb('rows').$type<unknown[]>().notNull().default([]),
    /**
     * The reviewed rows, gzipped JSON lines (offers/import/review-store.ts): written and read in
     * slices, never one 10 MB jsonb value that the database parses while every request waits.
     */
    review: bytea('review'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'offer_imports_pkey', columns: [table.tenantId, table.userId] }),
    foreignKey({ name: 'offer_imports_user_fk', columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

// ---- Checkout and sales orders (spec 02; spec 03 §3 Order, Order line item, Order settings) -----

/** Money in whole cents (bigint columns read as JS numbers: safe up to 2^53 cents). */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A buyer's shipping and billing addresses (spec 02 §3). fields holds ShipToName (shipping) or
 * BillingCustomerName (billing). An order copies the address it used, so later edits never change it.
 */
export const ADDRESS_KINDS = ['SHIPPING', 'BILLING'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<AddressKind>().notNull(),
    contact: text('contact').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    /** ISO 3166 alpha-2: shipping methods and tax rules are chosen by it. */
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    label: text('label').notNull(),
    customLabel: text('custom_label').notNull().default(''),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    fields: jsonb('fields').$type<Address['fields']>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('buyer_addresses_tenant_id_id_key').on(table.tenantId, table.id),
    index('buyer_addresses_user_idx').on(table.tenantId, table.userId, table.kind),
    userOfTenantKey('buyer_addresses_user_fk', table),
    check('buyer_addresses_kind_known', sql`${table.kind} in (${quotedList(ADDRESS_KINDS)})`),
  ],
);

/** A buyer's saved shipping and billing preferences (spec 02 §2 preferences page): one row per buyer. */
export const buyerPreferences = pgTable(
  'buyer_preferences',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    selection: jsonb('selection').$type<SavedSelection>().notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ name: 'buyer_preferences_pkey', columns: [table.tenantId, table.userId] }), userOfTenantKey('buyer_preferences_user_fk', table)],
);

/**
 * Checkout configuration (shipping and payment methods, services, insurance, tax rules, late
 * terms) as one TypeBox-validated document: the tenant's own (participant null) and one per
 * partner-network participant whose orders use their own.
 */
export const checkoutConfigurations = pgTable(
  'checkout_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id'),
    config: jsonb('config').$type<CheckoutConfig>().notNull(),
    ...timestamps,
  },
  (table) => [
    unique('checkout_configurations_tenant_id_id_key').on(table.tenantId, table.id),
    unique('checkout_configurations_tenant_participant_key').on(table.tenantId, table.participantId).nullsNotDistinct(),
    foreignKey({
      name: 'checkout_configurations_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }).onDelete('cascade'),
  ],
);

/** phonexOrderNumber: one sequence for all tenants (unique everywhere, no per-tenant counter row to contend on). */
export const salesOrderNumbers = pgSequence('sales_order_number_seq', { startWith: 100001 });

/**
 * A sales order (spec 03 §3 Order). Money in whole cents; the addresses and the chosen options
 * are copies (jsonb) of what the buyer chose. `version` increases on every change (optimistic
 * concurrency for updates); `idempotency_key` + `request_hash` make a submit repeatable.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    refOrderNumber: text('ref_order_number'),
    userId: uuid('user_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    /** Network orders: the selling participant (pxnsParticipantId); pxnr_order when a reseller bought partner stock. */
    participantId: uuid('participant_id'),
    pxnrOrder: boolean('pxnr_order').notNull().default(false),
    pxnsOrder: boolean('pxns_order').notNull().default(false),
    fulfillmentStatus: text('fulfillment_status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    freightCents: cents('freight_cents').notNull().default(0),
    insuranceCents: cents('insurance_cents').notNull().default(0),
    paymentFeeCents: cents('payment_fee_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    taxDescription: text('tax_description'),
    additionalServices: jsonb('additional_services').$type<string[]>().notNull().default([]),
    additionalServicesFeeCents: cents('additional_services_fee_cents').notNull().default(0),
    reservationFeeCents: cents('reservation_fee_cents').notNull().default(0),
    cancellationFeeCents: cents('cancellation_fee_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    totalOrderedQuantity: integer('total_ordered_quantity').notNull(),
    rateSku: text('rate_sku'),
    racFeeAgreed: boolean('rac_fee_agreed').notNull().default(false),
    racFeeAgreedAt: timestamp('rac_fee_agreed_at', { withTimezone: true }),
    gracePeriodEnd: timestamp('grace_period_end', { withTimezone: true }),
    reservationFeePercent: numeric('reservation_fee_percent', { precision: 9, scale: 6 }),
    cancellationFeePercent: numeric('cancellation_fee_percent', { precision: 9, scale: 6 }),
    racFeePeriodEnd: timestamp('rac_fee_period_end', { withTimezone: true }),
    /** The seller's answer to a shipping-quote request (REQUEST_A_QUOTE freight), once given. */
    quotedFreightCents: cents('quoted_freight_cents'),
    /** Late payment: the 24-hour periods after the grace period already charged a reservation fee. */
    reservationFeePeriods: integer('reservation_fee_periods').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingOption: jsonb('shipping_option').$type<OrderShippingOptionDetails>().notNull(),
    billingAddressId: text('billing_address_id').notNull(),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentMethodLabel: text('payment_method_label').notNull(),
    metadata: jsonb('metadata').$type<SalesOrderMetadata>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    unique('sales_orders_tenant_id_id_key').on(table.tenantId, table.id),
    unique('sales_orders_tenant_number_key').on(table.tenantId, table.orderNumber),
    unique('sales_orders_tenant_user_idempotency_key').on(table.tenantId, table.userId, table.idempotencyKey),
    index('sales_orders_user_idx').on(table.tenantId, table.userId, table.updatedAt),
    userOfTenantKey('sales_orders_user_fk', table),
    foreignKey({ name: 'sales_orders_warehouse_fk', columns: [table.tenantId, table.warehouseId], foreignColumns: [warehouses.tenantId, warehouses.id] }),
    foreignKey({
      name: 'sales_orders_participant_fk',
      columns: [table.tenantId, table.participantId],
      foreignColumns: [networkParticipants.tenantId, networkParticipants.id],
    }),
    check(
      'sales_orders_money_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.freightCents} >= 0 and ${table.paymentFeeCents} >= 0 and ${table.taxCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

export interface SalesOrderMetadata {
  realTimeFreightQuoteCarrier: string | null;
  realTimeFreightQuoteCarrierServiceLevel: string | null;
  freightQuotesForAllRealTimeShippingMethods: Record<string, number | null>;
}

/**
 * A line of an order (spec 03 §3 Order line item): the item and price it was bought at. offer_id
 * is the cart entry it consumed; unique, so an offer can be ordered once whatever the timing.
 */
export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    itemId: uuid('item_id').notNull(),
    offerId: uuid('offer_id'),
    itemNumber: text('item_number').notNull(),
    itemNumberWarehouse: text('item_number_warehouse').notNull(),
    itemDescription: text('item_description').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    canceledQuantity: integer('canceled_quantity').notNull().default(0),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    incrementSize: integer('increment_size').notNull().default(1),
    unitPriceCents: cents('unit_price_cents').notNull(),
    lineNumber: integer('line_number').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('sales_order_lines_tenant_id_id_key').on(table.tenantId, table.id),
    unique('sales_order_lines_tenant_offer_key').on(table.tenantId, table.offerId),
    index('sales_order_lines_order_idx').on(table.tenantId, table.orderId, table.lineNumber),
    foreignKey({
      name: 'sales_order_lines_order_fk',
      columns: [table.tenantId, table.orderId],
      foreignColumns: [salesOrders.tenantId, salesOrders.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'sales_order_lines_item_fk', columns: [table.tenantId, table.itemId], foreignColumns: [stockItems.tenantId, stockItems.id] }),
    check('sales_order_lines_quantity_positive', sql`${table.orderedQuantity} >= 1`),
    check('sales_order_lines_price_not_negative', sql`${table.unitPriceCents} >= 0`),
  ],
);

// ---- Onboarding, account documents, files, proof of export (spec 03 §3, §4, §7) -------------

/** What the tenant asks of a buyer type (account setup, documents, notices), as data. */
export const onboardingDefinitions = pgTable(
  'onboarding_definitions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** users.buyer_type the definition is for (PROSPECT also covers users not set up yet). */
    buyerType: text('buyer_type').$type<BuyerType>().notNull(),
    definition: jsonb('definition').$type<OnboardingDefinition>().notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ name: 'onboarding_definitions_pkey', columns: [table.tenantId, table.buyerType] }),
    check('onboarding_definitions_buyer_type_known', sql`${table.buyerType} in (${quotedList(BUYER_TYPES)})`),
  ],
);

/** A user's account-setup answers: field id → value, the steps completed, the submission. */
export const accountSetups = pgTable(
  'account_setups',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** "sectionId/stepId" of every completed step. */
    completedSteps: text('completed_steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SUBMITTED_COMPLETE or SUBMITTED_INCOMPLETE once submitted; null before. */
    submittedStatus: text('submitted_status'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ name: 'account_setups_pkey', columns: [table.tenantId, table.userId] }), userOfTenantKey('account_setups_user_fk', table)],
);

/** A stored upload or rendered form: bytes live in the file storage under storage_key (server-made). */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name shown to people (the client's name, cleaned); never a path on disk. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [unique('stored_files_tenant_id_id_key').on(table.tenantId, table.id), userOfTenantKey('stored_files_user_fk', table)],
);

export const REVIEW_STATUSES = ['MISSING', 'TO_REVIEW', 'VERIFIED', 'REJECTED', 'MISSING_REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A buyer's copy of a required document (document_key = the definition's key): the seller's review
 * state, the uploaded (or rendered) file, a submitted online form's data. Expiry is derived at read.
 */
export const accountDocuments = pgTable(
  'account_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    documentKey: text('document_key').notNull(),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('MISSING'),
    fileId: uuid('file_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    formData: jsonb('form_data').$type<Record<string, unknown>>(),
    addressId: text('address_id'),
    ...timestamps,
  },
  (table) => [
    unique('account_documents_tenant_id_id_key').on(table.tenantId, table.id),
    unique('account_documents_user_key').on(table.tenantId, table.userId, table.documentKey),
    userOfTenantKey('account_documents_user_fk', table),
    foreignKey({ name: 'account_documents_file_fk', columns: [table.tenantId, table.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
    check('account_documents_review_status_known', sql`${table.reviewStatus} in (${quotedList(REVIEW_STATUSES)})`),
  ],
);

export const FILE_TOKEN_PURPOSES = ['DOWNLOAD', 'POE_UPLOAD'] as const;
export type FileTokenPurpose = (typeof FILE_TOKEN_PURPOSES)[number];

/** Short-lived tokens: signed download links and proof-of-export upload tokens (stored hashed). */
export const fileTokens = pgTable(
  'file_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<FileTokenPurpose>().notNull(),
    fileId: uuid('file_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    index('file_tokens_expiry_idx').on(table.expiresAt),
    userOfTenantKey('file_tokens_user_fk', table),
    foreignKey({ name: 'file_tokens_file_fk', columns: [table.tenantId, table.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }).onDelete(
      'cascade',
    ),
    check('file_tokens_purpose_known', sql`${table.purpose} in (${quotedList(FILE_TOKEN_PURPOSES)})`),
  ],
);

export const POE_STATUSES = ['PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type PoeStatus = (typeof POE_STATUSES)[number];

/** Proof of export the seller asked a buyer for (spec 01 §7, 03 §4 Proof of export). */
export const proofOfExportDocuments = pgTable(
  'proof_of_export_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    documentName: text('document_name').notNull(),
    documentDescription: text('document_description')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<PoeStatus>().notNull().default('PENDING'),
    fileId: uuid('file_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('proof_of_export_documents_tenant_id_id_key').on(table.tenantId, table.id),
    index('proof_of_export_documents_user_idx').on(table.tenantId, table.userId, table.status),
    userOfTenantKey('proof_of_export_documents_user_fk', table),
    foreignKey({ name: 'proof_of_export_documents_file_fk', columns: [table.tenantId, table.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
    check('proof_of_export_documents_status_known', sql`${table.status} in (${quotedList(POE_STATUSES)})`),
  ],
);

/**
 * Order management: what the seller did with an order after checkout, and the
 * buyer's idempotent updates. A shipment carries its tracking numbers; each shipped unit's IMEI
 * is a row of its line (the manifest); an invoice is a numbered snapshot of the order's amounts.
 */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    trackingNumbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
    /** A code of the tenant's carriers (their tracking pages); null when it could not be told. */
    carrier: text('carrier'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('order_shipments_tenant_id_id_key').on(table.tenantId, table.id),
    index('order_shipments_order_idx').on(table.tenantId, table.orderId),
    foreignKey({ name: 'order_shipments_order_fk', columns: [table.tenantId, table.orderId], foreignColumns: [salesOrders.tenantId, salesOrders.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const orderShipmentUnits = pgTable(
  'order_shipment_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    lineId: uuid('line_id').notNull(),
    imei: text('imei').notNull(),
    // The unit's facts, recorded by the seller after shipping (null: not recorded).
    imei2: text('imei2'),
    serial: text('serial'),
    model: text('model'),
    capacity: text('capacity'),
    colour: text('colour'),
    grade: text('grade'),
    batteryHealth: integer('battery_health'),
    carrierLock: text('carrier_lock').$type<CarrierLockState>(),
    blacklist: text('blacklist').$type<BlacklistState>(),
    activationLock: text('activation_lock').$type<ActivationLockState>(),
    testResult: text('test_result'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('order_shipment_units_tenant_id_id_key').on(table.tenantId, table.id),
    unique('order_shipment_units_order_imei_key').on(table.tenantId, table.orderId, table.imei),
    check('order_shipment_units_battery_health_percent', sql`${table.batteryHealth} between 0 and 100`),
    check('order_shipment_units_carrier_lock_known', sql`${table.carrierLock} in (${quotedList(CARRIER_LOCK_STATES)})`),
    check('order_shipment_units_blacklist_known', sql`${table.blacklist} in (${quotedList(BLACKLIST_STATES)})`),
    check('order_shipment_units_activation_lock_known', sql`${table.activationLock} in (${quotedList(ACTIVATION_LOCK_STATES)})`),
    index('order_shipment_units_line_idx').on(table.tenantId, table.lineId),
    foreignKey({
      name: 'order_shipment_units_order_fk',
      columns: [table.tenantId, table.orderId],
      foreignColumns: [salesOrders.tenantId, salesOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_shipment_units_shipment_fk',
      columns: [table.tenantId, table.shipmentId],
      foreignColumns: [orderShipments.tenantId, orderShipments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_shipment_units_line_fk',
      columns: [table.tenantId, table.lineId],
      foreignColumns: [salesOrderLines.tenantId, salesOrderLines.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Returns (RMA) by unit: a buyer's claim of shipped units of one order, each unit with its reason
 * and the seller's answer. A unit is in at most one return that did not reject it (the partial
 * unique index), so two claims of one unit at once make one return.
 */
export const returnNumbers = pgSequence('return_number_seq', { startWith: 5001 });

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    returnNumber: text('return_number').notNull(),
    userId: uuid('user_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Derived from the units' statuses on every change (RETURN_STATUSES), kept for the list's filter. */
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    rmaNumber: text('rma_number'),
    shipBy: date('ship_by', { mode: 'string' }),
    note: text('note'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    ...timestamps,
  },
  (table) => [
    unique('returns_tenant_id_id_key').on(table.tenantId, table.id),
    unique('returns_tenant_number_key').on(table.tenantId, table.returnNumber),
    unique('returns_tenant_user_idempotency_key').on(table.tenantId, table.userId, table.idempotencyKey),
    index('returns_user_idx').on(table.tenantId, table.userId, table.createdAt),
    index('returns_order_idx').on(table.tenantId, table.orderId),
    userOfTenantKey('returns_user_fk', table),
    foreignKey({ name: 'returns_order_fk', columns: [table.tenantId, table.orderId], foreignColumns: [salesOrders.tenantId, salesOrders.id] }).onDelete(
      'cascade',
    ),
    check('returns_status_known', sql`${table.status} in (${quotedList(RETURN_STATUSES)})`),
  ],
);

export const returnUnits = pgTable(
  'return_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').notNull(),
    unitId: uuid('unit_id').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    status: text('status').$type<ReturnUnitStatus>().notNull().default('REQUESTED'),
    rejectionReason: text('rejection_reason'),
    creditedCents: cents('credited_cents'),
    ...timestamps,
  },
  (table) => [
    unique('return_units_tenant_id_id_key').on(table.tenantId, table.id),
    uniqueIndex('return_units_open_unit_key')
      .on(table.tenantId, table.unitId)
      .where(sql`${table.status} <> 'REJECTED'`),
    index('return_units_return_idx').on(table.tenantId, table.returnId),
    foreignKey({ name: 'return_units_return_fk', columns: [table.tenantId, table.returnId], foreignColumns: [returns.tenantId, returns.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'return_units_unit_fk',
      columns: [table.tenantId, table.unitId],
      foreignColumns: [orderShipmentUnits.tenantId, orderShipmentUnits.id],
    }).onDelete('cascade'),
    check('return_units_reason_known', sql`${table.reason} in (${quotedList(RETURN_REASONS)})`),
    check('return_units_status_known', sql`${table.status} in (${quotedList(RETURN_UNIT_STATUSES)})`),
    check('return_units_credit_not_negative', sql`${table.creditedCents} >= 0`),
  ],
);

export const returnMessages = pgTable(
  'return_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').notNull(),
    author: text('author').$type<'BUYER' | 'SELLER'>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('return_messages_tenant_id_id_key').on(table.tenantId, table.id),
    index('return_messages_return_idx').on(table.tenantId, table.returnId, table.createdAt),
    foreignKey({ name: 'return_messages_return_fk', columns: [table.tenantId, table.returnId], foreignColumns: [returns.tenantId, returns.id] }).onDelete(
      'cascade',
    ),
    check('return_messages_author_known', sql`${table.author} in ('BUYER', 'SELLER')`),
  ],
);

/** Evidence a buyer uploaded for a return (stored_files); return_id null until the return is submitted. */
export const returnFiles = pgTable(
  'return_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    fileId: uuid('file_id').notNull(),
    returnId: uuid('return_id'),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('return_files_tenant_id_id_key').on(table.tenantId, table.id),
    unique('return_files_tenant_file_key').on(table.tenantId, table.fileId),
    index('return_files_return_idx').on(table.tenantId, table.returnId),
    userOfTenantKey('return_files_user_fk', table),
    foreignKey({ name: 'return_files_file_fk', columns: [table.tenantId, table.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'return_files_return_fk', columns: [table.tenantId, table.returnId], foreignColumns: [returns.tenantId, returns.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnUnitRow = typeof returnUnits.$inferSelect;

/** What an invoice shows, frozen when it is issued (later order changes do not rewrite it). */
export interface InvoiceSnapshot {
  lines: { itemNumber: string; itemDescription: string; quantity: number; unitPriceCents: number; extendedCents: number }[];
  subtotalCents: number;
  freightCents: number;
  paymentFeeCents: number;
  taxCents: number;
  taxDescription: string | null;
  additionalServicesFeeCents: number;
  reservationFeeCents: number;
  cancellationFeeCents: number;
  totalCents: number;
}

export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('order_invoices_tenant_number_key').on(table.tenantId, table.invoiceNumber),
    index('order_invoices_order_idx').on(table.tenantId, table.orderId),
    foreignKey({ name: 'order_invoices_order_fk', columns: [table.tenantId, table.orderId], foreignColumns: [salesOrders.tenantId, salesOrders.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** An order update made with an Idempotency-Key: the same key and body answer the stored result again. */
export const orderUpdateRequests = pgTable(
  'order_update_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ name: 'order_update_requests_pkey', columns: [table.tenantId, table.userId, table.idempotencyKey] }),
    foreignKey({
      name: 'order_update_requests_order_fk',
      columns: [table.tenantId, table.orderId],
      foreignColumns: [salesOrders.tenantId, salesOrders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Idempotency-Key of an update of a combined order (add to an existing order): the same key and
 * request answer the order again instead of adding the cart twice; another request with the key
 * is refused. (A submit keeps its key on the order it created, sales_orders.idempotency_key.)
 */
export const salesOrderUpdateKeys = pgTable(
  'sales_order_update_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('sales_order_update_keys_tenant_id_id_key').on(table.tenantId, table.id),
    unique('sales_order_update_keys_tenant_user_key').on(table.tenantId, table.userId, table.idempotencyKey),
    userOfTenantKey('sales_order_update_keys_user_fk', table),
    foreignKey({
      name: 'sales_order_update_keys_order_fk',
      columns: [table.tenantId, table.orderId],
      foreignColumns: [salesOrders.tenantId, salesOrders.id],
    }).onDelete('cascade'),
  ],
);

// ---- Payments (PayPal Orders v2, or the embedded approval page) ----------------------------

export const PAYMENT_ATTEMPT_STATUSES = ['CREATED', 'APPROVED', 'COMPLETED', 'FAILED', 'CANCELED'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['PAYPAL', 'EMBEDDED'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One attempt to pay a sales order through PayPal (or the embedded approval page): the
 * provider's order id is the `token` PayPal sends back to the return URL. An order gets a new
 * attempt each time the buyer starts paying again after a failure; request_id (PayPal-Request-Id)
 * is stable per order and attempt, so a repeated create or capture never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    attempt: integer('attempt').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    requestId: text('request_id').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    returnMode: text('return_mode').notNull(),
    approvalLink: text('approval_link').notNull(),
    payerId: text('payer_id'),
    captureId: text('capture_id'),
    /** Why the attempt failed (the provider's capture status or error name), for support. */
    failureReason: text('failure_reason'),
    ...timestamps,
  },
  (table) => [
    unique('payments_tenant_id_id_key').on(table.tenantId, table.id),
    unique('payments_provider_order_key').on(table.provider, table.providerOrderId),
    unique('payments_tenant_order_attempt_key').on(table.tenantId, table.orderId, table.attempt),
    index('payments_tenant_provider_order_idx').on(table.tenantId, table.providerOrderId),
    foreignKey({ name: 'payments_order_fk', columns: [table.tenantId, table.orderId], foreignColumns: [salesOrders.tenantId, salesOrders.id] }).onDelete(
      'cascade',
    ),
    check('payments_status_known', sql`${table.status} in ('CREATED', 'APPROVED', 'COMPLETED', 'FAILED', 'CANCELED')`),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

// ---- Identity (the embedded Cognito-compatible endpoint) -------------------------------------

/** A composite foreign key (tenant_id, user_id) → users, deleted with the user. */
const userOfTenant = (name: string, table: { tenantId: PgColumn; userId: PgColumn }) =>
  foreignKey({ name, columns: [table.tenantId, table.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade');

/**
 * Each tenant's RS256 signing keys (`kid` names one in the JWKS): the row without `verify_until`
 * signs; a rotated-out row keeps verifying until `verify_until`, then is retired. Private keys and
 * the tenant's `secret` (the HMAC key that hides which usernames exist and hashes codes; carried
 * over on rotation) are sealed with the key-encryption key (identity/identity-keys.ts). The plain
 * `private_jwk` and `secret` are only in rows written before sealing, which a start seals.
 */
export const identityKeys = pgTable(
  'identity_keys',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kid: text('kid').notNull(),
    privateJwk: jsonb('private_jwk').$type<JWK>(),
    publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
    secret: text('secret'),
    sealedPrivateJwk: jsonb('sealed_private_jwk').$type<SealedValue>(),
    sealedSecret: jsonb('sealed_secret').$type<SealedValue>(),
    verifyUntil: timestamp('verify_until', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ name: 'identity_keys_pkey', columns: [table.tenantId, table.kid] }),
    uniqueIndex('identity_keys_signing_key')
      .on(table.tenantId)
      .where(sql`${table.verifyUntil} is null`),
    check(
      'identity_keys_has_private_key',
      sql`(${table.privateJwk} is not null and ${table.secret} is not null) or (${table.sealedPrivateJwk} is not null and ${table.sealedSecret} is not null)`,
    ),
  ],
);

// ---- Seller side (/ops) ------------------------------------------------------------------

/**
 * A seller's keys of the /ops scope, per tenant (ops/ops-keys.ts): only a sha256 of each key is
 * kept; `prefix` (the key's first characters) tells keys apart in lists and the audit.
 */
export const opsKeys = pgTable(
  'ops_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    /** sha256 of the whole key, base64url. */
    keyHash: text('key_hash').notNull(),
    label: text('label').notNull(),
    createdAt: timestamps.createdAt,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    unique('ops_keys_tenant_id_id_key').on(table.tenantId, table.id),
    unique('ops_keys_tenant_hash_key').on(table.tenantId, table.keyHash),
    index('ops_keys_prefix_idx').on(table.prefix),
  ],
);

/** Every /ops request made with a key: who (key), when, what (method, route, path) and how it ended. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').notNull(),
    /** The key's prefix and label when it was used (a later relabel does not rewrite history). */
    keyPrefix: text('key_prefix').notNull(),
    keyLabel: text('key_label').notNull(),
    method: text('method').notNull(),
    /** The route's pattern, e.g. /ops/offers/:offerId/accept. */
    route: text('route').notNull(),
    /** The path as called, without the query string. */
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'ops_audit_key_fk', columns: [table.tenantId, table.keyId], foreignColumns: [opsKeys.tenantId, opsKeys.id] }).onDelete('cascade'),
    index('ops_audit_tenant_idx').on(table.tenantId, table.id),
  ],
);

export const AUTH_CHALLENGES = ['PASSWORD_VERIFIER', 'NEW_PASSWORD_REQUIRED'] as const;
export type AuthChallengeName = (typeof AUTH_CHALLENGES)[number];

/** The server half of an SRP exchange, kept between InitiateAuth and RespondToAuthChallenge. */
export interface SrpExchange {
  /** Server private value b, hex. */
  b: string;
  /** Server public value B, hex (SRP_B). */
  B: string;
  /** Client public value A, hex (SRP_A). */
  A: string;
  /** base64 (SECRET_BLOCK); the client signs it and sends it back. */
  secretBlock: string;
  salt: string;
  userIdForSrp: string;
}

/**
 * An open sign-in challenge (the `Session` of InitiateAuth/RespondToAuthChallenge). Stored in the
 * database so any API instance can answer the second call; single use, short-lived. user_id is
 * null for a decoy challenge answered to an unknown username.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    /** sha256 of the Session string handed to the client. */
    sessionHash: text('session_hash').notNull().unique(),
    challengeName: text('challenge_name').$type<AuthChallengeName>().notNull(),
    /** The username as the client gave it, for the per-user failure count. */
    throttleKey: text('throttle_key').notNull(),
    srp: jsonb('srp').$type<SrpExchange>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('auth_challenges_tenant_id_id_key').on(table.tenantId, table.id),
    userOfTenant('auth_challenges_user_fk', table),
    index('auth_challenges_expires_at_idx').on(table.expiresAt),
    check('auth_challenges_name_known', sql`${table.challengeName} in (${quotedList(AUTH_CHALLENGES)})`),
  ],
);

/**
 * Refresh tokens: opaque to the client, stored as sha256. Their id is the `origin_jti` of every
 * ID and access token issued from the same sign-in, so revoking the row ends those tokens too.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** When the user last proved the password (auth_time of the tokens). */
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    unique('refresh_tokens_tenant_id_id_key').on(table.tenantId, table.id),
    userOfTenant('refresh_tokens_user_fk', table),
    index('refresh_tokens_user_idx').on(table.tenantId, table.userId),
  ],
);

export const CODE_PURPOSES = ['SIGN_UP', 'RESET_PASSWORD'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The one live e-mail code per user and purpose: a new code replaces the old one (newest wins).
 * Only an HMAC of the code is stored. sent_count/sent_window_started_at limit how often codes
 * are mailed; failed_attempts how often one code may be guessed.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(1),
    sentWindowStartedAt: timestamp('sent_window_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamps.createdAt,
  },
  (table) => [
    primaryKey({ name: 'verification_codes_pkey', columns: [table.tenantId, table.userId, table.purpose] }),
    userOfTenant('verification_codes_user_fk', table),
    check('verification_codes_purpose_known', sql`${table.purpose} in (${quotedList(CODE_PURPOSES)})`),
  ],
);

/**
 * Password attempts per username since its last successful sign-in (the user's id, or the name as
 * typed when no such user exists, so unknown names are throttled alike and reveal nothing). Each
 * attempt is counted, and allowed or refused, in one upsert before its password is checked
 * (identity/sign-in-throttle.ts); a success deletes the row.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    throttleKey: text('throttle_key').notNull(),
    /** Attempts allowed since the last success (counted as failures until one succeeds). */
    failures: integer('failures').notNull(),
    /** No attempt is allowed before this moment (the escalating delay); null: none pending. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** The token of the attempt allowed last: tells the upsert's caller whether it was allowed. */
    lastAttemptId: uuid('last_attempt_id'),
  },
  (table) => [primaryKey({ name: 'sign_in_failures_pkey', columns: [table.tenantId, table.throttleKey] })],
);

/**
 * Request counters of the rate limits shared by every instance (the PostgreSQL store): one row
 * per limit and key (client IP, user), counted by one upsert per request. UNLOGGED (a custom
 * migration): a crash may reset budgets, which costs nothing worth a WAL write per request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowEndsAt)],
);

/** E-mails kept instead of sent when no SMTP server is configured (GET /dev/mailbox in demo mode). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Attachments as sent (base64), e.g. the daily report's spreadsheet. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>().notNull().default([]),
    createdAt: timestamps.createdAt,
  },
  (table) => [index('dev_mailbox_tenant_to_idx').on(table.tenantId, table.to, table.createdAt)],
);

/** Broadcast banners a tenant shows to every signed-in buyer while they are active. */
export const broadcastBanners = pgTable(
  'broadcast_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity').$type<BannerSeverity>().notNull().default('info'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('broadcast_banners_tenant_idx').on(table.tenantId, table.startsAt),
    check('broadcast_banners_severity_known', sql`${table.severity} in ('info', 'warning', 'error')`),
  ],
);

/** What a participant's stock list chooses (the rest of StocklistSettings comes from tables). */
export type StocklistConfig = Partial<
  Pick<
    StocklistSettings,
    | 'categories'
    | 'categoryLabels'
    | 'attributeValueLabels'
    | 'searchLevels'
    | 'sortOrder'
    | 'attributeSortAlgorithm'
    | 'filterOrder'
    | 'gradeFilterGroups'
    | 'showGradeIcon'
    | 'searchEmptyValues'
    | 'groupTopRightAttribute'
    | 'groupBottomRightAttribute'
    | 'itemDescriptionRules'
    | 'maxItemQuantityToBeDisplayed'
    | 'defaultAlertQuantity'
    | 'attributeLabels'
    | 'tutorialUrl'
    | 'gradingScaleUrl'
  >
>;

export type TenantRow = typeof tenants.$inferSelect;
export type NetworkParticipantRow = typeof networkParticipants.$inferSelect;
export type StockAlertRow = typeof stockAlerts.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type WarehouseRow = typeof warehouses.$inferSelect;
export type SalesRepRow = typeof salesReps.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type StockItemRow = typeof stockItems.$inferSelect;
export type IdentityKeyRow = typeof identityKeys.$inferSelect;
export type OpsKeyRow = typeof opsKeys.$inferSelect;
export type OpsAuditRow = typeof opsAudit.$inferSelect;
export type AuthChallengeRow = typeof authChallenges.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type DevMailRow = typeof devMailbox.$inferSelect;
export type BroadcastBannerRow = typeof broadcastBanners.$inferSelect;
export type BuyerAddressRow = typeof buyerAddresses.$inferSelect;
export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderLineRow = typeof salesOrderLines.$inferSelect;
export type CheckoutConfigurationRow = typeof checkoutConfigurations.$inferSelect;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
export type OrderInvoiceRow = typeof orderInvoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AccountSetupRow = typeof accountSetups.$inferSelect;
export type AccountDocumentRow = typeof accountDocuments.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type ProofOfExportDocumentRow = typeof proofOfExportDocuments.$inferSelect;
