import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Set by build.mjs (esbuild `define`): the bundle carries the version it was built from. */
declare const BP_APP_VERSION: string | undefined;

/** From source (tsx, jest) the workspace's package.json, three folders up from src/. */
function readWorkspaceVersion(): string {
  const packageJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version?: string };
  return packageJson.version ?? '0.0.0';
}

/** The workspace version; the portal compares it with its own to offer a refresh (spec 01 §4). */
export const appVersion: string = typeof BP_APP_VERSION === 'string' ? BP_APP_VERSION : readWorkspaceVersion();
