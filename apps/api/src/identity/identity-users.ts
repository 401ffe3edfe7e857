import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { scoped } from '../db/scoped';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Pragmatic: one @, no spaces, a dot in the domain; local part up to 64 (spec 01 §9).
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/**
 * The user behind a username. Users sign in with their e-mail; after the first step the library
 * uses USER_ID_FOR_SRP (the user's id) as the username, so both are accepted.
 */
export async function findUserByUsername(executor: DbExecutor, tenantId: string, username: string): Promise<UserRow | undefined> {
  const normalised = normaliseUsername(username);
  const scope = scoped(executor, tenantId);
  if (UUID.test(normalised)) return scope.findOne(users, eq(users.id, normalised));
  return scope.findOne(users, eq(users.email, normalised));
}

export async function findUserById(executor: DbExecutor, tenantId: string, userId: string): Promise<UserRow | undefined> {
  return UUID.test(userId) ? scoped(executor, tenantId).findOne(users, eq(users.id, userId)) : undefined;
}

/** 'buyer@demo.test' → 'b***@d***', as Cognito shows where a code went. */
export function maskedEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

export const codeDeliveryDetails = (email: string): CodeDeliveryDetails => ({
  Destination: maskedEmail(email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

/**
 * What failed sign-ins are counted under: the user, whichever name (e-mail or id) was typed; for
 * names without a user, the name itself, so unknown names are throttled just like real ones.
 */
export const throttleKeyOf = (user: UserRow | undefined, username: string): string => (user ? `user:${user.id}` : `name:${normaliseUsername(username)}`);

/** Whether a database error is a unique-constraint violation (node-postgres and PGlite both say 23505, drizzle wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
