import { createHash, randomBytes } from 'node:crypto';
import { eq, gt, lt } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { authChallenges, type AuthChallengeName, type AuthChallengeRow, type SrpExchange } from '../db/schema';
import { allOf, scoped } from '../db/scoped';

/** Cognito's sign-in sessions last three minutes. */
export const CHALLENGE_LIFETIME_MS = 3 * 60 * 1000;
/** How often an instance sweeps expired challenges away. */
const SWEEP_INTERVAL_MS = 60 * 1000;

export interface OpenChallenge {
  tenantId: string;
  /** null: a decoy for a username that does not exist. */
  userId: string | null;
  challengeName: AuthChallengeName;
  throttleKey: string;
  srp: SrpExchange | null;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/**
 * The `Session` between InitiateAuth and RespondToAuthChallenge: a random string for the client,
 * its hash and the server's half of the exchange in the database (so another API instance can
 * answer the second call). Each session is taken at most once and only within its lifetime.
 */
export class AuthChallenges {
  private lastSweep = 0;

  constructor(private readonly now: () => Date) {}

  /** Stores the challenge; returns the Session string to hand to the client. */
  async open(executor: DbExecutor, challenge: OpenChallenge): Promise<string> {
    await this.sweepExpired(executor);
    const session = randomBytes(48).toString('base64url');
    const { tenantId, ...rest } = challenge;
    await scoped(executor, tenantId).insert(authChallenges, {
      ...rest,
      sessionHash: sha256(session),
      expiresAt: new Date(this.now().getTime() + CHALLENGE_LIFETIME_MS),
    });
    return session;
  }

  /** The open challenge behind a session, without using it up (to validate input first). */
  async peek(executor: DbExecutor, tenantId: string, session: string, challengeName: AuthChallengeName): Promise<AuthChallengeRow | undefined> {
    return scoped(executor, tenantId).findOne(authChallenges, this.live(session, challengeName));
  }

  /** Uses the session up: of two concurrent calls with the same session only one gets the row. */
  async take(executor: DbExecutor, tenantId: string, session: string, challengeName: AuthChallengeName): Promise<AuthChallengeRow | undefined> {
    const [row] = await scoped(executor, tenantId).delete(authChallenges, this.live(session, challengeName));
    return row;
  }

  private live(session: string, challengeName: AuthChallengeName) {
    return allOf(eq(authChallenges.sessionHash, sha256(session)), eq(authChallenges.challengeName, challengeName), gt(authChallenges.expiresAt, this.now()));
  }

  private async sweepExpired(executor: DbExecutor): Promise<void> {
    const now = this.now();
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    // Across tenants on purpose: expired challenges are garbage whoever owns them.
    await executor.delete(authChallenges).where(lt(authChallenges.expiresAt, now));
  }
}
