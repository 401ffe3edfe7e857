import { createHash } from 'node:crypto';
import type { NotificationListener } from '../db/database';
import { LruMap } from '../lru-map';
import { StockAnswerCache, type StockAnswer, type StoredEncoding } from '../stock/stock-answer-cache';

// GET stocklist/offers joins five tables, though a buyer's
// entries change only when something writes them. Each buyer's answer is kept here, serialised,
// with its ETag and compressed bodies (made on first use, like the stock query's), until:
// - a change to the buyer's offers is announced (migration 0011: a trigger on `offers` sends
//   `<tenantId>:<userId>` on OFFER_CHANGES_CHANNEL at COMMIT, whichever code path wrote: the
//   buyer's routes, the import, seller answers, the expiry job, checkout, ops), or a change to the
//   tenant's stock (the catalogue version's trigger sends `<tenantId>`: quantities and prices are
//   part of the answer). Every instance listening forgets the answers named;
// - the buyer's own write request on this instance ends (forgetBuyer before its answer is sent,
//   so the next read here never waits for the notification);
// - the earliest answer expiry in it passes (an ACCEPTED or COUNTERED entry is shown EXPIRED from
//   that exact moment, expiredIfDue, though nothing is written then);
// - OFFER_ANSWER_MAX_AGE_MS passes (a safety net for a change nobody announced).
// While this instance is not listening (its LISTEN connection dropped) nothing is kept: every
// request reads the database.

/** The NOTIFY channel of migration 0011 (payload `<tenantId>:<userId>`, or `<tenantId>` for every buyer of the tenant). */
export const OFFER_CHANGES_CHANNEL = 'bp_offer_changes';

/** Buyers whose answer is kept (least recently read dropped first). */
export const MAX_OFFER_ANSWERS = 2_000;

/** Larger answers (about 800 entries) are not kept: with MAX_OFFER_ANSWERS at most about 1 GB, in practice carts are far smaller. */
export const MAX_KEPT_ANSWER_BYTES = 512 * 1024;

/** A kept answer is read again after this long even if no change was heard. */
export const OFFER_ANSWER_MAX_AGE_MS = 30_000;

/** Below this size an answer is sent uncompressed (the compress plugin's threshold). */
const COMPRESS_FROM_BYTES = 1024;

export interface OfferAnswer extends StockAnswer {
  /** Epoch ms from which the answer is wrong without any write: its earliest answer expiry (Infinity: none). */
  validUntil: number;
}

/** The serialised answer and when it stops being right without a write. */
export interface ComputedOfferAnswer {
  json: string;
  validUntil: number;
}

interface Slot {
  answer: Promise<OfferAnswer>;
  loadedAt: number;
  /** Set once the load succeeded, while the slot is still the buyer's. */
  settled?: OfferAnswer;
}

export interface OfferAnswerCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  maxKeptBytes?: number;
  now?: () => number;
}

const buyerKey = (tenantId: string, userId: string): string => `${tenantId}:${userId}`;

/**
 * The earliest `acceptedOrCounteredExpirationDate` of the entries (answers already past their
 * expiry are shown EXPIRED and carry none), as epoch ms; Infinity when no entry has one.
 */
export function earliestExpiry(entries: ReadonlyArray<{ stocklistOffer: { acceptedOrCounteredExpirationDate: string | null } }>): number {
  let earliest = Infinity;
  for (const entry of entries) {
    const date = entry.stocklistOffer.acceptedOrCounteredExpirationDate;
    if (date !== null) earliest = Math.min(earliest, Date.parse(date));
  }
  return earliest;
}

export class OfferAnswerCache implements NotificationListener {
  private readonly slots: LruMap<string, Slot>;
  private readonly maxAgeMs: number;
  private readonly maxKeptBytes: number;
  private readonly now: () => number;
  private listening = false;

  constructor(options: OfferAnswerCacheOptions = {}) {
    this.slots = new LruMap(options.maxEntries ?? MAX_OFFER_ANSWERS);
    this.maxAgeMs = options.maxAgeMs ?? OFFER_ANSWER_MAX_AGE_MS;
    this.maxKeptBytes = options.maxKeptBytes ?? MAX_KEPT_ANSWER_BYTES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.slots.size;
  }

  /**
   * The buyer's answer as of now: the kept one while it is still right, else `compute(now)`'s
   * (concurrent misses share one computation; a failure is not kept).
   */
  async get(tenantId: string, userId: string, compute: (now: Date) => Promise<ComputedOfferAnswer>): Promise<OfferAnswer> {
    const key = buyerKey(tenantId, userId);
    const now = this.now();
    const slot = this.slots.get(key);
    if (slot && (slot.settled === undefined || this.usable(slot.settled, slot.loadedAt, now))) {
      const shared = await slot.answer;
      // A computation joined while in flight may have been overtaken by an expiry since it began.
      if (now < shared.validUntil) return shared;
    } else if (slot) {
      this.slots.delete(key);
    }
    const answer = this.build(compute, now);
    if (!this.listening) return answer;
    const fresh: Slot = { answer, loadedAt: now };
    this.slots.set(key, fresh);
    answer.then(
      (settled) => {
        // Forgotten meanwhile (a change was heard during the read): not kept.
        if (this.slots.peek(key) !== fresh) return;
        if (settled.json.length > this.maxKeptBytes) this.slots.delete(key);
        else fresh.settled = settled;
      },
      () => {
        if (this.slots.peek(key) === fresh) this.slots.delete(key);
      },
    );
    return answer;
  }

  /** Forgets one buyer's answer (their own write on this instance, or a notification). */
  forgetBuyer(tenantId: string, userId: string): void {
    this.slots.delete(buyerKey(tenantId, userId));
  }

  /** Forgets the answer of every buyer of the tenant (its stock changed). */
  forgetTenant(tenantId: string): void {
    const prefix = `${tenantId}:`;
    for (const key of [...this.slots.keys()]) if (key.startsWith(prefix)) this.slots.delete(key);
  }

  notify(payload: string): void {
    const [tenantId, userId] = payload.split(':');
    if (tenantId && userId) this.forgetBuyer(tenantId, userId);
    else if (tenantId) this.forgetTenant(tenantId);
    else this.slots.clear();
  }

  connected(): void {
    // Changes made while not listening were missed: start from nothing.
    this.slots.clear();
    this.listening = true;
  }

  lost(): void {
    this.listening = false;
    this.slots.clear();
  }

  /** The body to send for an encoding: small answers always plain (as the compress plugin would). */
  static body(answer: OfferAnswer, encoding: StoredEncoding): { body: Buffer; encoding: StoredEncoding } {
    const used = answer.json.length < COMPRESS_FROM_BYTES ? 'identity' : encoding;
    return { body: StockAnswerCache.body(answer, used), encoding: used };
  }

  private usable(answer: OfferAnswer, loadedAt: number, now: number): boolean {
    return now < answer.validUntil && now - loadedAt < this.maxAgeMs;
  }

  private async build(compute: (now: Date) => Promise<ComputedOfferAnswer>, now: number): Promise<OfferAnswer> {
    const computed = await compute(new Date(now));
    const json = Buffer.from(computed.json, 'utf8');
    // Weak: the same answer is sent as br, gzip or plain JSON under one tag.
    return { json, etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`, validUntil: computed.validUntil };
  }
}
