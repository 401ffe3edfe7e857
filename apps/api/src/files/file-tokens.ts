import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { fileTokens, type FileTokenPurpose } from '../db/schema';
import { allOf, scoped } from '../db/scoped';

// Short-lived bearer tokens for files: a signed download link (DOWNLOAD) and the proof-of-export
// upload token (POE_UPLOAD). Only a sha256 of the token is stored, in the database, so any API
// instance can check it and a leaked database row cannot be replayed.

export const hashFileToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedFileToken {
  token: string;
  expiresAt: Date;
}

export async function issueFileToken(
  db: DbExecutor,
  grant: { tenantId: string; userId: string; purpose: FileTokenPurpose; fileId?: string | null; ttlSeconds: number; now?: Date },
): Promise<IssuedFileToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date((grant.now ?? new Date()).getTime() + grant.ttlSeconds * 1000);
  const scope = scoped(db, grant.tenantId);
  // Expired tokens of this tenant go as new ones come: the table never grows past what is live.
  await scope.delete(fileTokens, lt(fileTokens.expiresAt, new Date(Date.now() - 3_600_000)));
  await scope.insert(fileTokens, { tokenHash: hashFileToken(token), userId: grant.userId, purpose: grant.purpose, fileId: grant.fileId ?? null, expiresAt });
  return { token, expiresAt };
}

export type FileTokenCheck = { state: 'valid'; userId: string; fileId: string | null } | { state: 'expired' } | { state: 'unknown' };

/** The token's grant in this tenant for this purpose; expired and unknown are told apart. */
export async function checkFileToken(db: DbExecutor, tenantId: string, purpose: FileTokenPurpose, token: string, now = new Date()): Promise<FileTokenCheck> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'unknown' };
  const row = await scoped(db, tenantId).findOne(fileTokens, allOf(eq(fileTokens.tokenHash, hashFileToken(token)), eq(fileTokens.purpose, purpose)));
  if (!row) return { state: 'unknown' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', userId: row.userId, fileId: row.fileId };
}
