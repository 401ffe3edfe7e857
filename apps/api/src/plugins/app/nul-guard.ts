import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FieldMessageCode, MessageCode } from '@bp/api-contract';
import { AppError } from '../../errors';
import { isPortalNavigation } from '../../routes/portal';

// PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL
// that reaches a query fails it with a 500. Every string input is checked at the edge instead and
// refused with a 400 in the spec's error body (the /cognito scope's error handler turns it into
// InvalidParameterException): the URL (path and query, percent-encoded as %00) and headers as the
// request arrives, the parsed params, query and body (deep) before validation. Binary bodies (the
// offer import's file) are not text and are not checked; the sheet reader checks their cells.

const NUL = '\u0000';
const ENCODED_NUL = /%00/i;
/** Field names echoed in the answer are the caller's: cut short and shown without control characters. */
const shownField = (field: string) => [...field.slice(0, 120)].map((character) => (character.charCodeAt(0) < 0x20 ? '?' : character)).join('');

export function nulCharacterRefused(field: string): AppError {
  const shown = shownField(field);
  const message = `The request contains a NUL character (U+0000) in ${shown}, which is not accepted`;
  return new AppError(400, MessageCode.BAD_REQUEST, message, { params: [shown], errors: [{ field: shown, messageCode: FieldMessageCode.INVALID_FORMAT, messageDescription: `${shown} must not contain a NUL character` }] });
}

/**
 * The path of the first string (or object key) holding a NUL in a parsed value, or undefined.
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current) || ArrayBuffer.isView(current)) continue;
    for (const [key, entry] of Object.entries(current)) {
      if (key.includes(NUL)) return `${path} (a name)`;
      pending.push({ value: entry, path: `${path}.${key}` });
    }
  }
  return undefined;
}

const holdsNul = (text: string) => text.includes(NUL) || ENCODED_NUL.test(text);

/**
 * Refuses a NUL in a header or the URL. A browser's page navigation (a portal route such as
 * /orders/%00, not a server path) gets the portal instead, whose router shows its own page for
 * the path (decision 255): the path never reaches a query on this side.
 */
function checkUrlAndHeaders(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((entry) => typeof entry === 'string' && entry.includes(NUL))) throw nulCharacterRefused(`header ${name}`);
  }
  const [path, query = ''] = request.url.split('?', 2);
  const nulIn = holdsNul(path) ? 'the path' : holdsNul(query) ? 'the query string' : undefined;
  if (nulIn === undefined) return undefined;
  if (isPortalNavigation(request)) return reply.sendPortalShell();
  throw nulCharacterRefused(nulIn);
}

function checkParsedInput(request: FastifyRequest): void {
  const found = findNulCharacter(request.params, 'params') ?? findNulCharacter(request.query, 'query') ?? findNulCharacter(request.body, 'body');
  if (found) throw nulCharacterRefused(found);
}

/** Registered before tenant resolution and authentication, whose lookups would meet the NUL first. */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => checkUrlAndHeaders(request, reply));
    fastify.addHook('preValidation', async (request) => checkParsedInput(request));
  },
  { name: 'nul-guard' },
);
