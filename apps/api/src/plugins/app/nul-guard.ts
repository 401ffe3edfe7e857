import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findNulCharacter, NUL, nulCharacterRefused } from '../../nul-characters';
import { isPortalNavigation } from '../../routes/portal';

// PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL
// that reaches a query fails it with a 500. Every string input is checked at the edge instead and
// refused with a 400 in the spec's error body (the /cognito scope's error handler turns it into
// InvalidParameterException): the URL (path and query, percent-encoded as %00) and headers as the
// request arrives, the parsed params, query and body (deep) before validation. Binary bodies (the
// offer import's file) are not text and are not checked; the sheet reader checks their cells.
// Values a route decodes further (a base64 item key) are checked where they are decoded
// (refuseDecodedNul), and a NUL that Node's HTTP parser refuses gets its answer in clientErrorAnswer.

const ENCODED_NUL = /%00/i;

const holdsNul = (text: string) => text.includes(NUL) || ENCODED_NUL.test(text);

/**
 * Refuses a NUL in a header or the URL. A browser's page navigation (a portal route such as
 * /orders/%00, not a server path) gets the portal instead, whose router shows its own page for
 * the path: the path never reaches a query on this side.
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
