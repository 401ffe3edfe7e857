import type { NotificationListener } from '../db/database';
import type { UserRow } from '../db/schema';
import { LruMap } from '../lru-map';

// Live sessions are remembered in memory, so a signed-in request need not read `users` and
// `refresh_tokens` each time while a sign-out still ends a session at once: every
// change that may end one (a revoked refresh token, a changed or deleted user) is announced by a
// database trigger on SESSION_CHANGES_CHANNEL at COMMIT (migration 0010): each instance listening
// forgets that user's sessions when it hears it. While this instance is not listening (its LISTEN
// connection dropped), nothing is remembered and every request reads the database.

/** The NOTIFY channel of migration 0010 (payload `<tenantId>:<userId>`). */
export const SESSION_CHANGES_CHANNEL = 'bp_session_changes';

/** Remembered sessions (about 1 KB each with the user row). */
export const MAX_LIVE_SESSIONS = 10_000;

/** A remembered session is read again after this long even if no change was heard (a safety net). */
export const LIVE_SESSION_MAX_AGE_MS = 30_000;

interface Remembered {
  user: UserRow;
  loadedAt: number;
}

export interface LiveSessionsOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

const userKey = (tenantId: string, userId: string): string => `${tenantId}:${userId}`;

export class LiveSessions implements NotificationListener {
  private readonly entries: LruMap<string, Remembered>;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  /** Bumped by everything heard: a load that started under an older generation is not remembered. */
  private generation = 0;
  private listening = false;

  constructor(options: LiveSessionsOptions = {}) {
    this.entries = new LruMap(options.maxEntries ?? MAX_LIVE_SESSIONS);
    this.maxAgeMs = options.maxAgeMs ?? LIVE_SESSION_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The user of a live session (tenant, user, sign-in), from memory when a live answer is known,
   * else from `load` (undefined: no live session; never remembered).
   */
  async userOf(tenantId: string, userId: string, originJti: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const key = `${userKey(tenantId, userId)}:${originJti}`;
    const known = this.entries.get(key);
    if (known && this.now() - known.loadedAt < this.maxAgeMs) return known.user;
    const generation = this.generation;
    const loadedAt = this.now();
    const user = await load();
    // A change heard during the load may have come after the read: do not keep what was read.
    if (user && this.listening && generation === this.generation) this.entries.set(key, { user, loadedAt });
    else this.entries.delete(key);
    return user;
  }

  /** Forgets every session of one user (this instance's own writes, before the notification). */
  forgetUser(tenantId: string, userId: string): void {
    this.generation += 1;
    const prefix = `${userKey(tenantId, userId)}:`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  notify(payload: string): void {
    const [tenantId, userId] = payload.split(':');
    if (tenantId && userId) this.forgetUser(tenantId, userId);
    else this.forgetAll();
  }

  connected(): void {
    // Changes made while not listening were missed: start from nothing.
    this.forgetAll();
    this.listening = true;
  }

  lost(): void {
    this.listening = false;
    this.forgetAll();
  }

  private forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
