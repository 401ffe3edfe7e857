import { KEY_RELOAD_MS, type IdentityKeyStore } from './identity-keys';
import { TOKEN_LIFETIME_SECONDS } from './token-service';

/** Instances' clocks differ a little. */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * How long a rotated-out key keeps verifying: the life of the last ID or access token it signed
 * (other instances keep signing with it until they read the keys again) plus a margin. Refresh
 * tokens are opaque, stored hashed and never signed: a refresh after the rotation simply gets
 * tokens of the new key, so the old key is not needed for the refresh tokens' 30 days.
 */
export const ROTATED_KEY_VERIFIES_MS = TOKEN_LIFETIME_SECONDS * 1000 + KEY_RELOAD_MS + CLOCK_MARGIN_MS;

/** A new signing key for the tenant; the old one verifies for ROTATED_KEY_VERIFIES_MS, then retires. */
export function rotateSigningKey(keys: IdentityKeyStore, tenantId: string) {
  return keys.rotate(tenantId, ROTATED_KEY_VERIFIES_MS);
}
