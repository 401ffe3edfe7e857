import { asc, isNull } from 'drizzle-orm';
import {
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
import { warehouses } from '../db/schema';
import { scoped } from '../db/scoped';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// The settings documents of spec 01 §7, derived from the tenant: its warehouses (table) and its
// settings (tenants.config, `portal` part), with the defaults below where the tenant chose nothing.

export const DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED = 500;
/** Spec 01 §9. */
export const DEFAULT_ALERT_QUANTITY = 100;

/** The tenant's warehouses in display order (by label). */
export async function listWarehouses(db: DbExecutor, tenant: ResolvedTenant): Promise<Warehouse[]> {
  const rows = await scoped(db, tenant.id).findMany(warehouses, isNull(warehouses.participantId), { orderBy: [asc(warehouses.label), asc(warehouses.code)] });
  return rows.map((row) => ({ warehouseId: row.id, warehouseCode: row.code, warehouseLabel: row.label, acceptsOffers: row.acceptsOffers }));
}

const labelsByCode = (list: Warehouse[]): Record<string, string> => Object.fromEntries(list.map((warehouse) => [warehouse.warehouseCode, warehouse.warehouseLabel]));
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
    fulfillmentSettings: { statuses: FULFILLMENT_STATUSES, onReleaseFulfillmentStatusTo: 'AWAITING_FULFILLMENT', singleButtonOrderFlow: orders?.singleButtonOrderFlow ?? false },
    paymentSettings: { statuses: PAYMENT_STATUSES },
    paymentCollectionSettings: { gracePeriodEnabled: orders?.gracePeriodEnabled ?? false },
    invoiceSettings: { showInvoiceFulfillmentStatuses: ['SHIPPED', 'INVOICED'] },
    salesOrderUpdateMethod: orders?.updateMethod ?? SalesOrderUpdateMethod.REAL_TIME,
    buyerSalesOrderListPageSettings: { columns: ['phonexOrderNumber', 'updateDate', 'warehouse', 'fulfillmentStatus', 'paymentStatus', 'total'] },
  };
}

// Partner-network documents: no tenant has a network yet, so they say so (and stay empty).

export function networkSettings(tenant: ResolvedTenant): NetworkSettings {
  return { isNetworkEnabled: tenant.settings.isNetworkEnabled, participants: [] };
}

export function pxnSettings(tenant: ResolvedTenant): PxnSettings {
  return { isNetworkEnabled: tenant.settings.isNetworkEnabled, pxStocklistId: null, isPxnr: false, isPxns: false };
}

export function pxnSalesOrderSettings(): PxnSalesOrderSettings {
  return [];
}
