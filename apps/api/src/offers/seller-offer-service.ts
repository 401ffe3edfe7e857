import { and, asc, eq, inArray } from 'drizzle-orm';
import { MessageCode, OfferMessage, OfferMessageCode, OfferState, OfferStatus } from '@bp/api-contract';
import { centsToAmount, centsToText, toCents } from '@bp/util-money';
import type { DbExecutor } from '../db/database';
import { offers, stockItems, users, warehouses } from '../db/schema';
import { sameTenant, scoped } from '../db/scoped';
import { lockStockItems } from '../db/stock-locks';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { answerExpiry, offerRulesOf } from './offer-rules';
import { isOfferId, scheduleExpiry, tenantSettingsOf, type OfferRow } from './offer-service';
import { requestedPriceCents } from './offer-transitions';

// The seller's side of negotiation: list offers, accept / counter / reject a
// pending one (ops API and CLI). Lock order as in offer-service.ts: the stock item row, then the
// offer row. The list-price drop that overtakes open offers is part of the stock update
// (stock/price-dropped-offers.ts).

/** One offer as the seller sees it (ops API and CLI). */
export interface SellerOfferView {
  offerId: string;
  status: string;
  state: string;
  buyerEmail: string;
  itemNumber: string;
  warehouse: string;
  description: string;
  listPrice: number;
  offerQuantity: number;
  offerPrice: number;
  counterPrice: number | null;
  minimumCheckoutQuantity: number | null;
  expiresAt: string | null;
  answeredBy: string | null;
  version: number;
  updatedAt: string;
}

export type SellerAnswer =
  | { kind: 'accept'; expiresAt?: Date }
  | { kind: 'counter'; counterPrice: number | string; minimumCheckoutQuantity?: number; expiresAt?: Date }
  | { kind: 'reject' };

const sellerColumns = {
  offer: offers,
  buyerEmail: users.email,
  itemNumber: stockItems.itemNumber,
  warehouse: warehouses.code,
  description: stockItems.description,
  listPrice: stockItems.listPrice,
};

function toView(row: { offer: OfferRow; buyerEmail: string; itemNumber: string; warehouse: string; description: string; listPrice: string }): SellerOfferView {
  const { offer } = row;
  return {
    offerId: offer.id,
    status: offer.status,
    state: offer.state,
    buyerEmail: row.buyerEmail,
    itemNumber: row.itemNumber,
    warehouse: row.warehouse,
    description: row.description,
    listPrice: centsToAmount(toCents(row.listPrice)),
    offerQuantity: offer.offerQuantity,
    offerPrice: centsToAmount(toCents(offer.offerPrice)),
    counterPrice: offer.counterPrice === null ? null : centsToAmount(toCents(offer.counterPrice)),
    minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    answeredBy: offer.answeredBy,
    version: offer.version,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

async function sellerViews(db: DbExecutor, tenantId: string, where: ReturnType<typeof and>, limit: number): Promise<SellerOfferView[]> {
  const rows = await db
    .select(sellerColumns)
    .from(offers)
    .innerJoin(users, sameTenant(users.id, offers.userId))
    .innerJoin(stockItems, sameTenant(stockItems.id, offers.itemId))
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .where(and(eq(offers.tenantId, tenantId), where))
    .orderBy(asc(offers.updatedAt), asc(offers.id))
    .limit(limit);
  return rows.map(toView);
}

/** Offers of the tenant in these statuses (default: those waiting for the seller), oldest first. */
export async function listSellerOffers(
  db: DbExecutor,
  tenantId: string,
  statuses: string[] = [OfferStatus.PENDING_ACCEPTANCE],
  limit = 500,
): Promise<SellerOfferView[]> {
  return sellerViews(db, tenantId, inArray(offers.status, statuses), limit);
}

const badAnswer = (field: string, message: string) =>
  new AppError(400, MessageCode.BAD_REQUEST, message, { errors: [{ field, messageCode: 'FIELD_INVALID_FORMAT', messageDescription: message }] });

/**
 * The seller accepts, counters or rejects a PENDING_ACCEPTANCE offer (422 OFFER_NOT_PENDING for
 * any other status: the buyer changed it or it was answered already). Accepted and countered
 * answers expire at `expiresAt` (default: the rules' validity) and get their expiry job.
 */
export async function answerOffer(db: DbExecutor, tenantId: string, offerId: string, answer: SellerAnswer, now = new Date()): Promise<SellerOfferView> {
  if (!isOfferId(offerId)) throw notFound('No such offer', MessageCode.NOT_FOUND, [offerId]);
  if (answer.kind !== 'reject' && answer.expiresAt && answer.expiresAt <= now) throw badAnswer('expiresAt', 'expiresAt must lie in the future');
  return withTransactionRetry(db, async (tx) => {
    const scope = scoped(tx, tenantId);
    const unlocked = await scope.findOne(offers, eq(offers.id, offerId));
    if (!unlocked) throw notFound('No such offer', MessageCode.NOT_FOUND, [offerId]);
    // The item, then the offer: the one lock order of buyers and sellers.
    const [item] = await lockStockItems(tx, tenantId, [unlocked.itemId], 'share');
    const row = await scope.findOneForUpdate(offers, eq(offers.id, offerId));
    if (!row || !item) throw notFound('No such offer', MessageCode.NOT_FOUND, [offerId]);
    if (row.status !== OfferStatus.PENDING_ACCEPTANCE)
      throw businessRuleFailed(OfferMessageCode.NOT_PENDING, OfferMessage.NOT_PENDING, { params: [row.status] });

    const settings = await tenantSettingsOf(tx, tenantId);
    const answered = { answeredBy: 'seller', answeredAt: now, state: OfferState.AWAITING_BUYER_REVIEW, version: row.version + 1 };
    let saved: OfferRow;
    if (answer.kind === 'reject') {
      [saved] = await scope.update(
        offers,
        { ...answered, status: OfferStatus.NOT_ACCEPTED, counterPrice: null, minimumCheckoutQuantity: null, expiresAt: null },
        eq(offers.id, offerId),
      );
    } else {
      const expiresAt = answer.expiresAt ?? answerExpiry(offerRulesOf(settings), now);
      if (answer.kind === 'accept') {
        [saved] = await scope.update(
          offers,
          { ...answered, status: OfferStatus.ACCEPTED, counterPrice: null, minimumCheckoutQuantity: null, expiresAt },
          eq(offers.id, offerId),
        );
      } else {
        const counterCents = requestedPriceCents(answer.counterPrice, settings.currencyPrecision);
        if (counterCents <= toCents(row.offerPrice) || counterCents >= toCents(item.listPrice)) {
          throw businessRuleFailed(OfferMessageCode.COUNTER_PRICE_OUT_OF_RANGE, OfferMessage.COUNTER_PRICE_OUT_OF_RANGE, { field: 'counterPrice' });
        }
        const minimum = answer.minimumCheckoutQuantity ?? row.offerQuantity;
        if (!Number.isInteger(minimum) || minimum < 1)
          throw badAnswer('minimumCheckoutQuantity', 'minimumCheckoutQuantity must be a whole number of at least 1');
        [saved] = await scope.update(
          offers,
          { ...answered, status: OfferStatus.COUNTERED, counterPrice: centsToText(counterCents), minimumCheckoutQuantity: minimum, expiresAt },
          eq(offers.id, offerId),
        );
      }
      await scheduleExpiry(tx, tenantId, offerId, expiresAt);
    }
    const [view] = await sellerViews(tx, tenantId, eq(offers.id, saved.id), 1);
    return view;
  });
}
