import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { opsAudit, opsKeys, type OpsAuditRow, type OpsKeyRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError } from '../errors';

// A seller's keys of the /ops scope, one set per tenant. Only a sha256 of a key is stored: a
// database dump opens no /ops door. A key is looked up by its public prefix (its first
// characters, shown in lists and the audit) and then compared in constant time.

/** Characters of a key shown to tell it apart (and looked up by). */
export const OPS_KEY_PREFIX_LENGTH = 12;
/** Keys made here: `bpo_` + 8 characters of the public part + 43 of secret (256 bits). */
const MADE_KEY_MARK = 'bpo_';
export const MIN_OPS_KEY_LENGTH = 16;
const MAX_OPS_KEY_LENGTH = 200;
const MAX_LABEL_LENGTH = 100;

export const prefixOfOpsKey = (key: string) => key.slice(0, OPS_KEY_PREFIX_LENGTH);
const digestOf = (key: string) => createHash('sha256').update(key, 'utf8').digest();

export function newOpsKey(): string {
  return `${MADE_KEY_MARK}${randomBytes(6).toString('base64url')}${randomBytes(32).toString('base64url')}`;
}

/** What a list shows of a key: never the key, nor its hash. */
export interface OpsKeyListing {
  id: string;
  prefix: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const listingOf = (row: OpsKeyRow): OpsKeyListing => ({
  id: row.id,
  prefix: row.prefix,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

function checkedLabel(label: string): string {
  const trimmed = label.trim();
  if (!trimmed || trimmed.length > MAX_LABEL_LENGTH || /\p{Cc}/u.test(trimmed)) {
    throw new AppError(400, MessageCode.BAD_REQUEST, `A key's label is 1 to ${MAX_LABEL_LENGTH} printable characters`);
  }
  return trimmed;
}

/** A new key for the tenant: the answer is the only place the key ever appears. */
export async function createOpsKey(db: DbExecutor, tenantId: string, label: string): Promise<OpsKeyListing & { key: string }> {
  const key = newOpsKey();
  const [row] = await scoped(db, tenantId).insert(opsKeys, {
    prefix: prefixOfOpsKey(key),
    keyHash: digestOf(key).toString('base64url'),
    label: checkedLabel(label),
  });
  return { ...listingOf(row), key };
}

/**
 * Registers a key chosen elsewhere (OPS_API_KEY in demo mode, tests) as a key of the tenant.
 * Registering it again changes nothing; a revoked registration stays revoked.
 */
export async function registerOpsKey(db: DbExecutor, tenantId: string, key: string, label: string): Promise<void> {
  if (key.length < MIN_OPS_KEY_LENGTH || key.length > MAX_OPS_KEY_LENGTH)
    throw new Error(`an ops key has ${MIN_OPS_KEY_LENGTH} to ${MAX_OPS_KEY_LENGTH} characters`);
  await db
    .insert(opsKeys)
    .values({ tenantId, prefix: prefixOfOpsKey(key), keyHash: digestOf(key).toString('base64url'), label: checkedLabel(label) })
    .onConflictDoNothing({ target: [opsKeys.tenantId, opsKeys.keyHash] });
}

export async function listOpsKeys(db: DbExecutor, tenantId: string): Promise<OpsKeyListing[]> {
  const rows = await scoped(db, tenantId).findMany(opsKeys, undefined, { orderBy: [asc(opsKeys.createdAt), asc(opsKeys.prefix)] });
  return rows.map(listingOf);
}

/** Revokes the tenant's key named by its id or its prefix (a prefix naming several keys is refused). */
export async function revokeOpsKey(db: DbExecutor, tenantId: string, idOrPrefix: string, now = new Date()): Promise<OpsKeyListing> {
  const keys = await scoped(db, tenantId).findMany(opsKeys, undefined, {});
  const named = keys.filter((key) => key.id === idOrPrefix || key.prefix === idOrPrefix);
  if (named.length === 0) throw new AppError(404, MessageCode.NOT_FOUND, `No ops key ${idOrPrefix} in this tenant`);
  if (named.length > 1) throw new AppError(400, MessageCode.BAD_REQUEST, `${named.length} keys have the prefix ${idOrPrefix}: name one by its id`);
  const [key] = named;
  if (key.revokedAt) return listingOf(key);
  const [revoked] = await scoped(db, tenantId).update(opsKeys, { revokedAt: now }, allOf(eq(opsKeys.id, key.id), isNull(opsKeys.revokedAt)));
  return listingOf(revoked ?? key);
}

/** Who a key is, as the audit names it. */
export interface OpsKeyIdentity {
  id: string;
  tenantId: string;
  prefix: string;
  label: string;
}

export type OpsKeyCheck =
  | { kind: 'valid'; key: OpsKeyIdentity }
  /** A live key, of another tenant: the caller is known, but not here (403). */
  | { kind: 'other-tenant'; key: OpsKeyIdentity }
  | { kind: 'revoked' }
  | { kind: 'unknown' };

/** What a presented key is at this tenant. */
export async function checkOpsKey(db: DbExecutor, tenantId: string, given: string): Promise<OpsKeyCheck> {
  if (given.length < MIN_OPS_KEY_LENGTH || given.length > MAX_OPS_KEY_LENGTH) return { kind: 'unknown' };
  // Across tenants on purpose: a key of another tenant is told apart from an unknown one.
  const candidates = await db
    .select()
    .from(opsKeys)
    .where(eq(opsKeys.prefix, prefixOfOpsKey(given)))
    .limit(100);
  const digest = digestOf(given);
  const matching = candidates.filter((row) => {
    const stored = Buffer.from(row.keyHash, 'base64url');
    return stored.length === digest.length && timingSafeEqual(stored, digest);
  });
  const identity = (row: OpsKeyRow): OpsKeyIdentity => ({ id: row.id, tenantId: row.tenantId, prefix: row.prefix, label: row.label });
  const own = matching.find((row) => row.tenantId === tenantId);
  if (own) return own.revokedAt ? { kind: 'revoked' } : { kind: 'valid', key: identity(own) };
  const elsewhere = matching.find((row) => !row.revokedAt);
  return elsewhere ? { kind: 'other-tenant', key: identity(elsewhere) } : { kind: 'unknown' };
}

export interface OpsKeyUse {
  key: OpsKeyIdentity;
  method: string;
  route: string;
  path: string;
  statusCode: number;
}

/** One audit row in the key's tenant, and the key's last use, in one statement. */
export async function recordOpsKeyUse(db: DbExecutor, use: OpsKeyUse): Promise<void> {
  const { key } = use;
  await db.execute(sql`
    with touched as (
      update ${opsKeys} set last_used_at = now() where ${opsKeys.tenantId} = ${key.tenantId} and ${opsKeys.id} = ${key.id}
    )
    insert into ${opsAudit} (tenant_id, key_id, key_prefix, key_label, method, route, path, status_code)
    values (${key.tenantId}, ${key.id}, ${key.prefix}, ${key.label}, ${use.method}, ${use.route.slice(0, 300)}, ${use.path.slice(0, 1000)}, ${use.statusCode})`);
}

export interface OpsAuditEntry {
  id: number;
  keyPrefix: string;
  keyLabel: string;
  method: string;
  route: string;
  path: string;
  statusCode: number;
  at: string;
}

export interface OpsAuditPage {
  items: OpsAuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
}

const entryOf = (row: OpsAuditRow): OpsAuditEntry => ({
  id: row.id,
  keyPrefix: row.keyPrefix,
  keyLabel: row.keyLabel,
  method: row.method,
  route: row.route,
  path: row.path,
  statusCode: row.statusCode,
  at: row.at.toISOString(),
});

/** The tenant's key uses, newest first, `limit` at a time, older than `before` (an entry id). */
export async function opsAuditPage(db: DbExecutor, tenantId: string, page: { limit: number; before?: number }): Promise<OpsAuditPage> {
  const rows = await db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.tenantId, tenantId), page.before === undefined ? undefined : lt(opsAudit.id, page.before)))
    .orderBy(desc(opsAudit.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(entryOf);
  return { items, nextBefore: rows.length > page.limit ? items[items.length - 1].id : null };
}
