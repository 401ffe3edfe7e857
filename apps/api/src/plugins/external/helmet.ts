import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface HelmetPluginOptions {
  /**
   * Extra hosts the portal may call besides its own origin, e.g. the AWS Cognito endpoint
   * 'https://cognito-idp.eu-west-1.amazonaws.com' of a tenant that signs in with real Cognito.
   * A host with a wildcard in the middle is invalid CSP: name the region.
   */
  connectSources: string[];
}

/**
 * The portal's Content-Security-Policy: a Vite-built React + antd SPA loads only its own
 * scripts; antd's CSS-in-JS injects <style> tags, hence 'unsafe-inline' for styles (not scripts).
 * Frames: only https pages (the tenant's tutorial).
 * No upgrade-insecure-requests: the server also runs on plain http (local, demo, tests).
 * /docs replaces it with a policy of its own (see swagger.ts).
 */
export function portalContentSecurityPolicy(connectSources: string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...connectSources],
    // The Tutorial dialog embeds the tenant's configured tutorial page (spec 01 §2), an https page
    // elsewhere; the portal itself may still not be framed (frame-ancestors).
    frameSrc: ["'self'", 'https:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * helmet's headers on every response. helmet itself (the package @fastify/helmet wraps), with its
 * middleware built once here: @fastify/helmet builds it again for every request (parsing the CSP
 * directives each time, about a tenth of a signed-in call's CPU), and no route here
 * uses its per-route options or reply decorators.
 */
export default fp<HelmetPluginOptions>(
  async (fastify, options) => {
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: portalContentSecurityPolicy(options.connectSources) },
      // Same intent as frame-ancestors 'none', for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
    });
    fastify.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'helmet' },
);
