import { BUYER_GROUP } from '@bp/api-contract/constants';
import type { IdTokenClaims } from './id-token';

/** The session user of spec 03 §3 (User and session). */
export interface SessionUser {
  username: string;
  email: string;
  /** In the Buyer group: the only role that may use the portal (spec 01 §6). */
  isRoleBuyer: boolean;
  /** Signed in without any group yet: only account setup is open (spec 03 §4). */
  requiresAccountSetup: boolean;
  /** Spec 03 §4: signed in only in the buyer role with no account setup required. */
  isSignedIn: boolean;
}

export function sessionUserFromClaims(claims: IdTokenClaims): SessionUser {
  const isRoleBuyer = claims.groups.includes(BUYER_GROUP);
  const requiresAccountSetup = claims.groups.length === 0;
  return {
    username: claims.username,
    email: claims.email,
    isRoleBuyer,
    requiresAccountSetup,
    isSignedIn: isRoleBuyer && !requiresAccountSetup,
  };
}

/** In a group, but not Buyer: signed in to the wrong website (spec 03 §6). */
export function isOtherRole(user: SessionUser): boolean {
  return !user.isRoleBuyer && !user.requiresAccountSetup;
}
