import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOCS_PREFIX, HEALTH_PATH, SERVER_PATH_PREFIXES } from '../server-paths';

declare module 'fastify' {
  interface FastifyReply {
    /** The portal's index.html (or a "not built" page): the SPA's router takes it from there. */
    sendPortalShell(): FastifyReply;
  }
}

export interface PortalOptions {
  /** The Vite build of apps/buyer-portal (index.html plus hashed files under assets/). */
  staticDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate every time (ETag / Last-Modified make that cheap): a new deploy shows at once.
const REVALIDATE = 'no-cache';
// Images outside assets/ (the tenant's favicon) for an hour: the browser asks for the favicon
// again at every change of the address (each search, filter or page of the stock list), and
// revalidated each of those reached the server beside the stock query. A new one shows within the hour.
const IMAGE_FOR_AN_HOUR = 'public, max-age=3600';
const IMAGE_FILE = /\.(ico|png|svg|gif|jpe?g|webp)$/i;

/**
 * A browser navigating to a portal route (/stock, /cart?tab=1…) that no server route or file
 * matched. Paths the server owns 404 as JSON instead, and so do requests that do not accept HTML
 * (a missing /assets/*.js must not come back as index.html).
 */
export function isPortalNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.toLowerCase().includes('text/html');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Buyer Portal is not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>The portal is not built yet</h1>
<p>The API is running, but there is no <code>index.html</code> in the static folder this server serves.</p>
<p>Build the portal with <code>npx nx build buyer-portal</code> (or set <code>STATIC_DIR</code> to a folder holding a build), then reload.
During development, open the Vite dev server instead.</p>
<p>API documentation: <a href="${DOCS_PREFIX}">${DOCS_PREFIX}</a> · health: <a href="${HEALTH_PATH}">${HEALTH_PATH}</a></p>
</body>
</html>
`;

/**
 * Serves the built portal for any host (tenancy is decided by the portal's API calls, not by
 * its files): hashed assets cached for a year, everything else revalidated, and unknown page
 * paths answered with index.html by the not-found handler (error-handling.ts).
 */
export default fp<PortalOptions>(
  async (fastify, options) => {
    const staticDir = path.resolve(options.staticDir);
    const assetsDir = path.join(staticDir, 'assets') + path.sep;
    const indexFile = path.join(staticDir, 'index.html');

    // The folder may not exist (API-only runs, tests): @fastify/static only warns, and the
    // not-built page answers page navigations.
    await fastify.register(fastifyStatic, {
      root: staticDir,
      // index.html always goes through sendPortalShell, so / behaves like any other portal route.
      index: false,
      // A route per file of the build, listed once at start: a request is matched by its exact
      // name, where the catch-all route read the folders on every request to check the spelling.
      // A build is fixed for the server's life.
      wildcard: false,
      cacheControl: false,
      serveDotFiles: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : IMAGE_FILE.test(filePath) ? IMAGE_FOR_AN_HOUR : REVALIDATE);
      },
    });

    fastify.decorateReply('sendPortalShell', function (this: FastifyReply) {
      if (existsSync(indexFile)) return this.header('cache-control', REVALIDATE).sendFile('index.html');
      return this.code(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    });

    // The static handler answers a folder without listing with 403; the root is a portal page.
    fastify.get('/', { schema: { hide: true } }, async (_request, reply) => reply.sendPortalShell());
  },
  { name: 'portal', dependencies: ['error-handling'] },
);
