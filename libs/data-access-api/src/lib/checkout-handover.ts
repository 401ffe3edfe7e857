import { CACHE_KEY_PREFIX, readStoredJson, removeStored, writeStoredJson } from './portal-storage';

/**
 * The values the cart hands over to checkout through local storage (spec 02 §3 Handed-over local
 * values), so a reload of a checkout screen still knows its offers and warehouse. The cart writes
 * them when the buyer clicks Checkout; checkout reads them into its Redux slice and clears them as
 * step 7 of the order flow says. Kept here because two features (cart, checkout) share them and
 * features may not import each other.
 */
export const HandoverKey = {
  checkoutOfferIds: `${CACHE_KEY_PREFIX}checkoutOfferIds`,
  checkoutWarehouseCode: `${CACHE_KEY_PREFIX}checkoutWarehouseCode`,
  addToExistingOrderCheckoutSalesOrder: `${CACHE_KEY_PREFIX}addToExistingOrderCheckoutSalesOrder`,
  addToExistingOrderCheckoutWarehouseCode: `${CACHE_KEY_PREFIX}addToExistingOrderCheckoutWarehouseCode`,
  addToExistingOrderCheckoutOfferIds: `${CACHE_KEY_PREFIX}addToExistingOrderCheckoutOfferIds`,
  isPxns: `${CACHE_KEY_PREFIX}isPxns`,
  pxParticipantId: `${CACHE_KEY_PREFIX}pxParticipantId`,
  warehouseId: `${CACHE_KEY_PREFIX}warehouseId`,
} as const;

/** What the cart hands to a checkout screen for one warehouse. */
export interface CheckoutHandover {
  offerIds: string[];
  warehouseCode: string;
  warehouseId: string;
  /** The partner seller of the warehouse's stock (partner endpoints), null for own stock. */
  pxParticipantId: string | null;
  isPxns: boolean;
  /** Add to existing order: the on-hold order picked (set by the choose step). */
  salesOrder?: string | null;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The cart's Checkout click: a new order, or an add to an existing one (spec 01 §2 Checkout navigation). */
export function writeCheckoutHandover(handover: CheckoutHandover, addToExistingOrder: boolean): void {
  if (addToExistingOrder) {
    writeStoredJson(HandoverKey.addToExistingOrderCheckoutOfferIds, handover.offerIds);
    writeStoredJson(HandoverKey.addToExistingOrderCheckoutWarehouseCode, handover.warehouseCode);
    if (handover.salesOrder) writeStoredJson(HandoverKey.addToExistingOrderCheckoutSalesOrder, handover.salesOrder);
    else removeStored(HandoverKey.addToExistingOrderCheckoutSalesOrder);
  } else {
    writeStoredJson(HandoverKey.checkoutOfferIds, handover.offerIds);
    writeStoredJson(HandoverKey.checkoutWarehouseCode, handover.warehouseCode);
  }
  writeStoredJson(HandoverKey.warehouseId, handover.warehouseId);
  writeStoredJson(HandoverKey.pxParticipantId, handover.pxParticipantId);
  writeStoredJson(HandoverKey.isPxns, handover.isPxns);
}

/** The handover of a new-order checkout or an add-to-existing one; undefined when nothing (valid) was handed over. */
export function readCheckoutHandover(addToExistingOrder: boolean): CheckoutHandover | undefined {
  const offerIds = readStoredJson(addToExistingOrder ? HandoverKey.addToExistingOrderCheckoutOfferIds : HandoverKey.checkoutOfferIds, isStringArray);
  const warehouseCode = readStoredJson(addToExistingOrder ? HandoverKey.addToExistingOrderCheckoutWarehouseCode : HandoverKey.checkoutWarehouseCode, isString);
  if (!offerIds || offerIds.length === 0 || !warehouseCode) return undefined;
  const pxParticipantId = readStoredJson(HandoverKey.pxParticipantId, (value): value is string | null => value === null || isString(value)) ?? null;
  return {
    offerIds,
    warehouseCode,
    warehouseId: readStoredJson(HandoverKey.warehouseId, isString) ?? warehouseCode,
    pxParticipantId,
    isPxns: readStoredJson(HandoverKey.isPxns, isBoolean) ?? false,
    salesOrder: addToExistingOrder ? (readStoredJson(HandoverKey.addToExistingOrderCheckoutSalesOrder, isString) ?? null) : null,
  };
}

/** Records the on-hold order the buyer picked to add the cart to. */
export function writeAddToExistingSalesOrder(salesOrder: string): void {
  writeStoredJson(HandoverKey.addToExistingOrderCheckoutSalesOrder, salesOrder);
}

/** Step 7 of the order flow: the stored offer ids and warehouse code go (and the add-to-existing keys after an update). */
export function clearCheckoutHandover(addToExistingOrder: boolean): void {
  if (addToExistingOrder)
    removeStored(
      HandoverKey.addToExistingOrderCheckoutOfferIds,
      HandoverKey.addToExistingOrderCheckoutWarehouseCode,
      HandoverKey.addToExistingOrderCheckoutSalesOrder,
    );
  else removeStored(HandoverKey.checkoutOfferIds, HandoverKey.checkoutWarehouseCode);
}
