import { rmSync } from 'node:fs';

/** Removes the run's database folder (playwright.config.ts chose it). */
export default function globalTeardown(): void {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
