import type { Database } from '../db/database';
import type { NetworkParticipantRow } from '../db/schema';
import { ReadThroughCache } from '../read-through-cache';
import { isReseller, participantsInOrder, type ParticipantFacts } from './catalogue-service';

// A stock query needs the participants table twice (the stock list's participant, then
// the participants facet) and the resellers table once or twice. Each request asks at most
// once (a memo per request), and the answers are shared between requests for at most
// PARTICIPANT_FACTS_MAX_AGE_MS (like checkout's ReadThroughCache): a new participant or a
// changed reseller is seen within that time on every instance.

export const PARTICIPANT_FACTS_MAX_AGE_MS = 1000;

export class ParticipantLookups {
  private readonly participants = new ReadThroughCache<NetworkParticipantRow[]>({ maxEntries: 256, maxAgeMs: PARTICIPANT_FACTS_MAX_AGE_MS });
  private readonly resellers = new ReadThroughCache<boolean>({ maxEntries: 10_000, maxAgeMs: PARTICIPANT_FACTS_MAX_AGE_MS });
  private readonly perRequest = new WeakMap<object, ParticipantFacts>();

  constructor(private readonly db: Database) {}

  /** The participant facts of one request (`request`: any object living as long as it), memoised. */
  forRequest(request: object, tenantId: string, userId: string): ParticipantFacts {
    const known = this.perRequest.get(request);
    if (known) return known;
    let participants: Promise<NetworkParticipantRow[]> | undefined;
    let reseller: Promise<boolean> | undefined;
    const facts: ParticipantFacts = {
      tenantId,
      participants: () => (participants ??= this.participants.get(tenantId, () => participantsInOrder(this.db, tenantId))),
      isReseller: () => (reseller ??= this.resellers.get(`${tenantId}:${userId}`, () => isReseller(this.db, tenantId, userId))),
    };
    this.perRequest.set(request, facts);
    return facts;
  }
}
