import { eq, sql } from 'drizzle-orm';
import { OfferState, OfferStatus } from '@bp/api-contract';
import type { Transaction } from '../db/database';
import { offers } from '../db/schema';
import { allOf } from '../db/scoped';

// A seller's stock update lowers a list price and the open offers above it can no longer stand,
// in the same transaction: the catalogue marks them here, below the offers domain, so the stock
// update needs nothing from the offers code.

/**
 * The list-price drop (stock-update-service, same transaction as the price change, which holds
 * the item row FOR UPDATE): open offers on the item whose offer (PENDING_ACCEPTANCE,
 * ACCEPTED) or counter (COUNTERED) price is now above the list become PRICE_DROPPED in
 * AWAITING_BUYER_REVIEW (the seller's answer no longer applies: counter, minimum and expiry are
 * cleared). The comparison is numeric in SQL, exact to the cent. Returns how many were marked.
 */
export async function markPriceDroppedOffers(tx: Transaction, tenantId: string, itemId: string, newListPrice: string): Promise<number> {
  const marked = await tx
    .update(offers)
    .set({
      status: OfferStatus.PRICE_DROPPED,
      state: OfferState.AWAITING_BUYER_REVIEW,
      counterPrice: null,
      minimumCheckoutQuantity: null,
      expiresAt: null,
      version: sql`${offers.version} + 1`,
    })
    .where(
      allOf(
        eq(offers.tenantId, tenantId),
        eq(offers.itemId, itemId),
        sql`(
          (${offers.status} in (${OfferStatus.PENDING_ACCEPTANCE}, ${OfferStatus.ACCEPTED}) and ${offers.offerPrice} > ${newListPrice}::numeric)
          or (${offers.status} = ${OfferStatus.COUNTERED} and ${offers.counterPrice} > ${newListPrice}::numeric)
        )`,
      ),
    )
    .returning({ id: offers.id });
  return marked.length;
}
