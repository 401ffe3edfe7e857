import type { Database } from '../db/database';
import type { JobRow } from '../db/schema';
import { expireDueOffers, isOfferId, OFFER_EXPIRY_JOB } from '../offers/offer-service';
import type { JobHandler } from '../db/job-queue';

// The offer jobs: one expiry job per seller answer (enqueued with the answer, run_at = its
// expiry, claimed with SKIP LOCKED like every job) moves the offer to EXPIRED in
// AWAITING_BUYER_REVIEW if it still holds that answer. A newer answer has its own job (the dedupe
// key carries the expiry), so a stale job finds nothing due and does nothing.

export { OFFER_EXPIRY_JOB };

export function offerExpiryHandler(db: Database, now: () => Date = () => new Date()): JobHandler {
  return async (job: JobRow) => {
    const offerId = String(job.payload['offerId'] ?? '');
    if (!isOfferId(offerId)) return; // A malformed payload can never become valid: done.
    await expireDueOffers(db, { tenantId: job.tenantId, offerId, asOf: now() });
  };
}
