/** What the portal reads from a Cognito ID token (claim names as AWS Cognito issues them). */
export interface IdTokenClaims {
  /** cognito:username (the user's id for the embedded endpoint; the sign-in name on AWS). */
  username: string;
  email: string;
  /** cognito:groups; AWS leaves the claim out when the user has no group. */
  groups: string[];
  givenName: string;
  familyName: string;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function base64UrlToText(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an ID token without verifying it (the API verifies every call). Undefined
 * for anything that is not a readable JWT: a damaged token must never pass for a session.
 */
export function decodeIdToken(jwt: string): IdTokenClaims | undefined {
  const payloadSegment = jwt.split('.')[1];
  if (!payloadSegment) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToText(payloadSegment));
  } catch {
    return undefined;
  }
  if (!isRecord(payload) || typeof payload['exp'] !== 'number') return undefined;
  const username = text(payload['cognito:username']) || text(payload['sub']);
  if (!username) return undefined;
  const groups = payload['cognito:groups'];
  return {
    username,
    email: text(payload['email']),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    givenName: text(payload['given_name']),
    familyName: text(payload['family_name']),
    expiresAt: payload['exp'],
  };
}
