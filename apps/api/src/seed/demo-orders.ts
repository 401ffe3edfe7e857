import { and, asc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { CheckoutSubmission, ReturnReason, UnitFacts } from '@bp/api-contract';
import { submitCart, type CheckoutDeps } from '../checkout/checkout-service';
import { embeddedTableRates } from '../checkout/freight-rates';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { buyerAddresses, orderShipments, salesOrders, stockItems, tenants, users, warehouses } from '../db/schema';
import { scoped } from '../db/scoped';
import { submitOffer } from '../offers/offer-service';
import { answerShippingQuote, releaseOrder, shipOrder } from '../orders/order-fulfillment-service';
import { recordUnitFacts } from '../orders/order-units';
import { approveReturn, creditReturnUnits, receiveReturnUnits, rejectReturnUnits, sellerReturn } from '../returns/return-seller-service';
import { createReturn } from '../returns/return-service';
import { itemKeyOf, resolveStockList } from '../stock/catalogue-service';
import { resolvedTenantColumns, type ResolvedTenant } from '../tenants/tenant-directory';
import { demoImei, demoUnitFacts } from './demo-unit-facts';

// A shipped demo order, so the portal's order page shows its Units section with a realistic
// manifest: Acme's buyer@demo.test buys four cheap phones of Miami at list price, 250 units each,
// paid by wire (no credit limit), and the seller releases it, ships it by UPS with an IMEI per
// unit and records each unit's facts. Made through the services a real order goes through, so
// the order is what checkout, release and shipping would have made. Only for a fresh demo
// database (the demo-seed plugin): the API tests' template has no orders on purpose.

export const DEMO_ORDER = {
  tenantSlug: 'acme',
  buyerEmail: 'buyer@demo.test',
  warehouseCode: 'MIA',
  items: 4,
  unitsPerItem: 250,
  /** UPS's format: 1Z, then 16 letters and digits. */
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  /** The seller's freight quote for the pallet. */
  palletFreight: '480.00',
  /** A small older order whose return window has closed (shipped this many days ago). */
  pastOrderUnits: 20,
  pastOrderShippedDaysAgo: 40,
  pastOrderTrackingNumber: '794612345678',
} as const;

export interface DemoOrderSummary {
  orderNumber: string;
  units: number;
}

async function acmeAndBuyer(db: Database): Promise<{ tenant: ResolvedTenant; userId: string }> {
  const [tenant] = await db.select(resolvedTenantColumns).from(tenants).where(eq(tenants.slug, DEMO_ORDER.tenantSlug));
  if (!tenant) throw new Error(`demo orders: no tenant ${DEMO_ORDER.tenantSlug}`);
  const buyer = await scoped(db, tenant.id).findOne(users, eq(users.email, DEMO_ORDER.buyerEmail));
  if (!buyer) throw new Error(`demo orders: no user ${DEMO_ORDER.buyerEmail}`);
  return { tenant, userId: buyer.id };
}

/** The cheapest generated phones of the warehouse that keep stock after the order (so the stock list still offers them); null when a small catalogue has too few. */
async function cheapPhones(db: Database, tenantId: string) {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ itemNumber: stockItems.itemNumber, listPrice: stockItems.listPrice, attributes: stockItems.attributes })
    .from(stockItems)
    .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
    .where(
      and(
        eq(stockItems.tenantId, tenantId),
        eq(warehouses.code, DEMO_ORDER.warehouseCode),
        isNull(warehouses.participantId),
        isNotNull(stockItems.groupId),
        eq(stockItems.category, 'Phones'),
        eq(stockItems.incrementSize, 1),
        gte(stockItems.quantityAvailable, DEMO_ORDER.unitsPerItem * 2),
      ),
    )
    .orderBy(asc(stockItems.listPrice), asc(stockItems.itemNumber))
    .limit(DEMO_ORDER.items + 1);
  return rows.length < DEMO_ORDER.items + 1 ? null : rows;
}

async function addressIds(db: Database, tenantId: string, userId: string): Promise<{ shipping: string; billing: string }> {
  const rows = await scoped(db, tenantId).findMany(buyerAddresses, eq(buyerAddresses.userId, userId), { orderBy: [asc(buyerAddresses.sortOrder)] });
  // Standard shipping goes to US addresses only.
  const shipping = rows.find((row) => row.kind === 'SHIPPING' && row.country === 'US');
  const billing = rows.find((row) => row.kind === 'BILLING');
  if (!shipping || !billing) throw new Error(`demo orders: ${DEMO_ORDER.buyerEmail} has no US shipping or no billing address`);
  return { shipping: shipping.id, billing: billing.id };
}

/**
 * Standard shipping takes at most 250 devices a shipment; a pallet of 1,000 goes by a freight
 * quote the seller answers (what a buyer of that size would do).
 */
function submission(offerIds: string[], addresses: { shipping: string; billing: string }, byQuote = false): CheckoutSubmission {
  return {
    offerIds,
    readyToRelease: false,
    shippingOption: {
      shippingAddressId: addresses.shipping,
      shippingOptionDetails: {
        shippingMethodCode: byQuote ? 'REQUEST_A_QUOTE' : 'ACME_STANDARD_SHIPPING',
        ...(byQuote ? { requestAQuoteInfo: { serviceLevel: 'Ground', amount: DEMO_ORDER.palletFreight } } : {}),
        insured: false,
        insuredAmount: null,
        shippingInstructions: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
      },
    },
    paymentOption: { billingAddressId: addresses.billing, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
    additionalServices: [],
  };
}

/** Buys, releases, ships and describes the demo order; answers its number (null: the catalogue is too small to hold it). */
export async function seedDemoOrders(db: Database, rates: CheckoutDeps['rates'] = embeddedTableRates): Promise<DemoOrderSummary | null> {
  const { tenant, userId } = await acmeAndBuyer(db);
  const candidates = await cheapPhones(db, tenant.id);
  if (!candidates) return null;
  const [pastPhone, ...phones] = candidates.reverse();
  phones.reverse();
  const list = await resolveStockList(db, tenant.id, userId, undefined);
  const addresses = await addressIds(db, tenant.id, userId);
  await seedPastOrder(db, rates, tenant, userId, list, pastPhone, addresses);
  const context = { tenantId: tenant.id, userId, settings: tenant.settings };
  const offerIds: string[] = [];
  for (const phone of phones) {
    const request = {
      itemNumberWarehouse: itemKeyOf(phone.itemNumber, DEMO_ORDER.warehouseCode),
      offerQuantity: DEMO_ORDER.unitsPerItem,
      offerPrice: Number(phone.listPrice),
    };
    offerIds.push((await submitOffer(db, context, list, request)).offer.offerId);
  }
  const buyer = { tenant, userId, participantId: null };
  const { order } = await submitCart({ db, rates }, buyer, DEMO_ORDER.warehouseCode, submission(offerIds, addresses, true));
  const orderNumber = order.phonexOrderNumber;
  await answerShippingQuote({ db, rates }, tenant, orderNumber, DEMO_ORDER.palletFreight);
  await releaseOrder(db, tenant, orderNumber);

  const facts: UnitFacts[] = [];
  const lines = phones.map((phone, line) => {
    const item = {
      model: phone.attributes['model'] ?? phone.itemNumber,
      capacity: phone.attributes['capacity'] ?? null,
      colour: phone.attributes['color'] ?? null,
    };
    const imeis: string[] = [];
    for (let index = 0; index < DEMO_ORDER.unitsPerItem; index++) {
      const unit = line * DEMO_ORDER.unitsPerItem + index;
      const imei = demoImei(line, unit);
      imeis.push(imei);
      facts.push(demoUnitFacts(item, line, unit, imei));
    }
    return { itemNumberWarehouse: itemKeyOf(phone.itemNumber, DEMO_ORDER.warehouseCode), imeis };
  });
  await shipOrder(db, tenant.id, orderNumber, { carrier: DEMO_ORDER.carrier, trackingNumbers: [DEMO_ORDER.trackingNumber], lines });
  await recordUnitFacts(db, tenant.id, orderNumber, facts);
  await seedDemoReturns(
    db,
    tenant,
    userId,
    orderNumber,
    facts.slice(-10).map((unit) => unit.imei),
  );
  return { orderNumber, units: facts.length };
}

/**
 * An order shipped weeks ago by FedEx, so the portal shows a closed return window ("Returns closed
 * on …"); its shipment and order dates are moved back after the real flow made them.
 */
async function seedPastOrder(
  db: Database,
  rates: CheckoutDeps['rates'],
  tenant: ResolvedTenant,
  userId: string,
  list: Awaited<ReturnType<typeof resolveStockList>>,
  phone: NonNullable<Awaited<ReturnType<typeof cheapPhones>>>[number],
  addresses: { shipping: string; billing: string },
): Promise<void> {
  const itemNumberWarehouse = itemKeyOf(phone.itemNumber, DEMO_ORDER.warehouseCode);
  const context = { tenantId: tenant.id, userId, settings: tenant.settings };
  const { offer } = await submitOffer(db, context, list, {
    itemNumberWarehouse,
    offerQuantity: DEMO_ORDER.pastOrderUnits,
    offerPrice: Number(phone.listPrice),
  });
  const { order } = await submitCart({ db, rates }, { tenant, userId, participantId: null }, DEMO_ORDER.warehouseCode, submission([offer.offerId], addresses));
  await releaseOrder(db, tenant, order.phonexOrderNumber);
  const imeis = Array.from({ length: DEMO_ORDER.pastOrderUnits }, (_, unit) => demoImei(DEMO_ORDER.items + 1, unit));
  await shipOrder(db, tenant.id, order.phonexOrderNumber, {
    carrier: 'FEDEX',
    trackingNumbers: [DEMO_ORDER.pastOrderTrackingNumber],
    lines: [{ itemNumberWarehouse, imeis }],
  });
  const shippedAt = new Date(Date.now() - DEMO_ORDER.pastOrderShippedDaysAgo * 24 * 60 * 60 * 1000);
  const scope = scoped(db, tenant.id);
  const [row] = await scope.findMany(salesOrders, eq(salesOrders.orderNumber, order.phonexOrderNumber), { limit: 1 });
  await scope.update(orderShipments, { createdAt: shippedAt }, eq(orderShipments.orderId, row.id));
  await scope.update(salesOrders, { createdAt: new Date(shippedAt.getTime() - 2 * 24 * 60 * 60 * 1000), updatedAt: shippedAt }, eq(salesOrders.id, row.id));
}

/** The demo seed's answers reach nobody: the buyer's mailbox starts empty. */
const silentMailer: Mailer = { description: 'none (demo seed)', send: async () => undefined };

/** One return in each status on the demo order, from the last units (the journeys claim others). */
async function seedDemoReturns(db: Database, tenant: ResolvedTenant, userId: string, orderNumber: string, imeis: string[]): Promise<void> {
  const buyer = { tenant, userId };
  const seller = { db, mailer: silentMailer };
  const claim = async (units: string[], reason: ReturnReason, note: string) =>
    (await createReturn(db, buyer, { phonexOrderNumber: orderNumber, units: units.map((imei) => ({ imei, reason })), note })).detail.returnNumber;

  await claim([imeis[0], imeis[1]], 'DEAD_ON_ARRIVAL', 'Both units do not power on out of the box.');
  const approved = await claim([imeis[2]], 'GRADE_NOT_AS_DESCRIBED', 'Sold as grade A; deep scratches on the screen.');
  await approveReturn(seller, tenant, approved, { imeis: [imeis[2]] });
  const rejected = await claim([imeis[3]], 'LOCKED', 'Asks for a carrier unlock code.');
  await rejectReturnUnits(seller, tenant, rejected, [imeis[3]], 'The unit was sold carrier-locked, as its facts say.');
  const received = await claim([imeis[4]], 'WRONG_MODEL', 'Received an iPhone 12 instead of an iPhone 13.');
  await approveReturn(seller, tenant, received, { imeis: [imeis[4]] });
  await receiveReturnUnits(seller, tenant, received, [imeis[4]]);
  const credited = await claim([imeis[5], imeis[6]], 'BLACKLISTED', 'Both show as blacklisted with the GSMA.');
  await approveReturn(seller, tenant, credited, { imeis: [imeis[5], imeis[6]] });
  await receiveReturnUnits(seller, tenant, credited, [imeis[5], imeis[6]]);
  const price = (await sellerReturn(db, tenant.id, credited)).units[0].unitPrice;
  await creditReturnUnits(seller, tenant, credited, {
    units: [
      { imei: imeis[5], amount: price },
      { imei: imeis[6], amount: Math.floor(price * 50) / 100 },
    ],
  });
}
