import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TRACE_ID_HEADER } from '@bp/api-contract';

// AWS X-Ray style trace ids ('Root=1-<8 hex epoch seconds>-<24 hex random>'), the shape the
// portal shows on its error screen. A load balancer in front may append fields such as
// ';Parent=…;Sampled=1' or ';Self=…'.
const TRACE_ID_PATTERN = /^Root=1-[0-9a-f]{8}-[0-9a-f]{24}(;[A-Za-z]+=[0-9A-Za-z=.-]{1,64}){0,4}$/;
const MAX_TRACE_ID_LENGTH = 256;

export function isValidTraceId(value: string): boolean {
  return value.length <= MAX_TRACE_ID_LENGTH && TRACE_ID_PATTERN.test(value);
}

// Random bytes drawn from the CSPRNG a pool at a time: one randomBytes call per request would be about
// 3 % of a signed-in call's CPU; the ids are just as random.
const TRACE_RANDOM_BYTES = 12;
const RANDOM_POOL_BYTES = TRACE_RANDOM_BYTES * 512;
let randomPool = randomBytes(RANDOM_POOL_BYTES);
let randomPoolOffset = 0;

function nextRandomHex(): string {
  if (randomPoolOffset + TRACE_RANDOM_BYTES > RANDOM_POOL_BYTES) {
    randomPool = randomBytes(RANDOM_POOL_BYTES);
    randomPoolOffset = 0;
  }
  const hex = randomPool.toString('hex', randomPoolOffset, randomPoolOffset + TRACE_RANDOM_BYTES);
  randomPoolOffset += TRACE_RANDOM_BYTES;
  return hex;
}

export function newTraceId(now: Date = new Date()): string {
  const epochSeconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `Root=1-${epochSeconds}-${nextRandomHex()}`;
}

/**
 * Fastify's genReqId: keep a well-formed incoming x-amzn-trace-id (so one trace spans the load
 * balancer and us), else mint one. The request id is what pino logs as reqId and what the
 * response's x-amzn-trace-id carries.
 */
export function traceIdForRequest(request: IncomingMessage): string {
  const incoming = request.headers[TRACE_ID_HEADER];
  return typeof incoming === 'string' && isValidTraceId(incoming) ? incoming : newTraceId();
}
