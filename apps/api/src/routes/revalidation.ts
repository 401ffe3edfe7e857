import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';

/**
 * Startup answers that change only when the tenant's settings do (saas-config, saas-i18n): the
 * browser keeps them and asks again every time (Cache-Control: no-cache) with the ETag it holds;
 * an unchanged answer comes back as a body-less 304. Weak ETags: compression changes the bytes,
 * not the meaning.
 */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Response schema of the 304 a revalidated route may answer. */
export const NOT_MODIFIED_RESPONSE = { 304: Type.Null({ description: 'Not modified: the If-None-Match ETag is still current' }) };

/** A weak ETag of a JSON answer: the hash of its serialisation. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches with the weak comparison, or "*" for any current answer. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sets Cache-Control and the ETag of `body` on the reply; true when the request already holds
 * that answer (the route then answers 304 without a body).
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = etagOf(body);
  reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('etag', etag);
  return matchesIfNoneMatch(request.headers['if-none-match'], etag);
}
