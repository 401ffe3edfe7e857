import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { basePort, hasLockFile, startApiServer, templateDataDir } from './support/api-server';

/** Written once the template is closed and complete; a folder without it is made again. */
const templateReady = () => `${templateDataDir()}.ready`;

/**
 * Migrates and seeds one database, the template each worker copies (./support/test.ts): creating a
 * PGlite folder costs seconds of CPU, copying a closed one a fraction of a second. `npm test` makes
 * it ahead, beside other suites (./prepare-template.ts); then there is nothing left to do here.
 */
export default async function globalSetup(): Promise<void> {
  if (existsSync(templateReady())) return;
  const dataDir = templateDataDir();
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startApiServer(basePort, dataDir);
  const { code, signal } = await server.stop();
  // A folder copied while open, or from a server that did not close it, may not open again.
  if (code !== 0 || hasLockFile(dataDir)) throw new Error(`The template database's server did not close cleanly (exit ${code ?? signal}).`);
  writeFileSync(templateReady(), '');
}
