import { asc, eq, isNull } from 'drizzle-orm';
import {
  DEFAULT_GRACE_PERIOD_HOURS,
  SalesOrderUpdateMethod,
  type CartSettings,
  type InventorySettings,
  type NetworkSettings,
  type PxnSalesOrderSettings,
  type PxnSettings,
  type SalesOrderSettings,
  type Warehouse,
} from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { checkoutConfigurations, networkParticipants, warehouses } from '../db/schema';
import { sameTenant, scoped } from '../db/scoped';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED } from '../tenants/tenant-settings';
import { isReseller, warehouseGroups } from '../stock/catalogue-service';

// The settings documents of spec 01 §7, derived from the tenant: its warehouses (table) and its
// settings (tenants.config, `portal` part), with the defaults of tenant-settings.ts where the
// tenant chose nothing.

/** The tenant's warehouses in display order (by label). */
export async function listWarehouses(db: DbExecutor, tenant: ResolvedTenant): Promise<Warehouse[]> {
  const rows = await scoped(db, tenant.id).findMany(warehouses, isNull(warehouses.participantId), { orderBy: [asc(warehouses.label), asc(warehouses.code)] });
  return rows.map((row) => ({ warehouseId: row.id, warehouseCode: row.code, warehouseLabel: row.label, acceptsOffers: row.acceptsOffers }));
}

const labelsByCode = (list: Warehouse[]): Record<string, string> =>
  Object.fromEntries(list.map((warehouse) => [warehouse.warehouseCode, warehouse.warehouseLabel]));
const codesAcceptingOffers = (list: Warehouse[]): string[] => list.filter((warehouse) => warehouse.acceptsOffers).map((warehouse) => warehouse.warehouseCode);
const maxItemQuantity = (tenant: ResolvedTenant): number => tenant.settings.portal?.maxItemQuantityToBeDisplayed ?? DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED;

export async function inventorySettings(db: DbExecutor, tenant: ResolvedTenant): Promise<InventorySettings> {
  return { warehouseLabels: labelsByCode(await listWarehouses(db, tenant)), maxItemQuantityToBeDisplayed: maxItemQuantity(tenant) };
}

export async function cartSettings(db: DbExecutor, tenant: ResolvedTenant): Promise<CartSettings> {
  const messages = tenant.settings.portal?.cartSystemMessages;
  return {
    warehouseAcceptingOffer: codesAcceptingOffers(await listWarehouses(db, tenant)),
    systemMessages: { offerClearingSchedule: messages?.offerClearingSchedule ?? false, freeShipping: messages?.freeShipping ?? false },
  };
}

/** The order statuses of spec 03 §4 (CANCELED, SHIPPED, INVOICED, ON_HOLD) and the steps between them. */
const FULFILLMENT_STATUSES: SalesOrderSettings['fulfillmentSettings']['statuses'] = {
  ON_HOLD: { label: 'On Hold', colorClass: 'warning' },
  AWAITING_SHIPPING_QUOTE: { label: 'Awaiting Shipping Quote', colorClass: 'warning' },
  AWAITING_FULFILLMENT: { label: 'Awaiting Fulfillment', colorClass: 'processing' },
  PROCESSING: { label: 'Processing', colorClass: 'processing' },
  SHIPPED: { label: 'Shipped', colorClass: 'success' },
  INVOICED: { label: 'Invoiced', colorClass: 'success' },
  CANCELED: { label: 'Canceled', colorClass: 'default' },
};

const PAYMENT_STATUSES: SalesOrderSettings['paymentSettings']['statuses'] = {
  AWAITING_PAYMENT: { label: 'Awaiting Payment', colorClass: 'warning' },
  PARTIALLY_PAID: { label: 'Partially Paid', colorClass: 'processing' },
  PAID: { label: 'Paid', colorClass: 'success' },
  REFUNDED: { label: 'Refunded', colorClass: 'default' },
};

export function salesOrderSettings(tenant: ResolvedTenant): SalesOrderSettings {
  const orders = tenant.settings.portal?.salesOrders;
  return {
    fulfillmentSettings: {
      statuses: { ...FULFILLMENT_STATUSES, ...orders?.fulfillmentStatuses },
      onReleaseFulfillmentStatusTo: orders?.onReleaseFulfillmentStatusTo ?? 'AWAITING_FULFILLMENT',
      singleButtonOrderFlow: orders?.singleButtonOrderFlow ?? false,
    },
    paymentSettings: { statuses: PAYMENT_STATUSES },
    paymentCollectionSettings: {
      gracePeriodEnabled: orders?.gracePeriodEnabled ?? false,
      gracePeriodHours: orders?.gracePeriodEnabled ? (orders.gracePeriodHours ?? DEFAULT_GRACE_PERIOD_HOURS) : null,
    },
    invoiceSettings: { showInvoiceFulfillmentStatuses: orders?.showInvoiceFulfillmentStatuses ?? ['SHIPPED', 'INVOICED'] },
    salesOrderUpdateMethod: orders?.updateMethod ?? SalesOrderUpdateMethod.REAL_TIME,
    buyerSalesOrderListPageSettings: {
      columns: orders?.listColumns ?? ['phonexOrderNumber', 'updateDate', 'warehouse', 'fulfillmentStatus', 'paymentStatus', 'total', 'trackingNumbers'],
    },
  };
}

// Partner-network documents (spec 01 §6): on only where the tenant's config says so; then the
// buyer's place in it comes from the network tables (network_resellers makes a buyer isPxnr).

/** GET network/settings: the flag and the warehouse groups (participants) this buyer sees. */
export async function networkSettings(db: DbExecutor, tenant: ResolvedTenant, userId: string): Promise<NetworkSettings> {
  if (!tenant.settings.isNetworkEnabled) return { isNetworkEnabled: false, participants: [] };
  return { isNetworkEnabled: true, participants: await warehouseGroups(db, tenant.id, userId) };
}

/**
 * GET pxn/settings: the own stock list is the default one (pxStocklistId, the own participant's
 * pxnsParticipantId); a buyer is isPxnr when listed as a network reseller. Buyers never sell
 * here, so isPxns stays false.
 */
export async function pxnSettings(db: DbExecutor, tenant: ResolvedTenant, userId: string): Promise<PxnSettings> {
  if (!tenant.settings.isNetworkEnabled) return { isNetworkEnabled: false, pxStocklistId: null, isPxnr: false, isPxns: false };
  const own = await scoped(db, tenant.id).findOne(networkParticipants, eq(networkParticipants.isOwn, true));
  return { isNetworkEnabled: true, pxStocklistId: own?.pxnsParticipantId ?? null, isPxnr: await isReseller(db, tenant.id, userId), isPxns: false };
}

/**
 * GET pxn/salesorder-settings: the order flow of each partner participant with its own checkout
 * configuration (its overrides, else the tenant's own flow).
 */
export async function pxnSalesOrderSettings(db: DbExecutor, tenant: ResolvedTenant): Promise<PxnSalesOrderSettings> {
  if (!tenant.settings.isNetworkEnabled) return [];
  const own = salesOrderSettings(tenant);
  const rows = await db
    .select({ pxnsParticipantId: networkParticipants.pxnsParticipantId, config: checkoutConfigurations.config })
    .from(checkoutConfigurations)
    .innerJoin(networkParticipants, sameTenant(networkParticipants.id, checkoutConfigurations.participantId))
    .where(eq(checkoutConfigurations.tenantId, tenant.id))
    .orderBy(asc(networkParticipants.pxnsParticipantId));
  return rows.map((row) => ({
    pxnsParticipantId: row.pxnsParticipantId,
    salesOrderUpdateMethod: row.config.orderSettings?.salesOrderUpdateMethod ?? own.salesOrderUpdateMethod,
    singleButtonOrderFlow: row.config.orderSettings?.singleButtonOrderFlow ?? own.fulfillmentSettings.singleButtonOrderFlow,
  }));
}
