// Per-route JS (gzip -9) of a built portal folder: reads its Vite manifest and sizes each file once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_BUDGETS, routeSizes } from './route-sizes.cjs';

/** Rows of routeSizes for the portal built into `portalDir` (e.g. dist/apps/buyer-portal). */
export function builtRouteSizes(portalDir, routes = ROUTE_BUDGETS) {
  const manifestPath = join(portalDir, '.vite/manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(`no build manifest at ${manifestPath} (build the portal first): ${error.message}`);
  }
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(join(portalDir, file)), { level: 9 }).length);
    return gzipBytes.get(file);
  };
  return routeSizes(manifest, sizeOf, routes);
}
