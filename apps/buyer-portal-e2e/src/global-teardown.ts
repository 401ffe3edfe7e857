import { rmSync } from 'node:fs';
import { runDataDir } from './support/api-server';

/** Removes the run's databases: the template and any a worker left (playwright.config.ts chose the folder). */
export default function globalTeardown(): void {
  rmSync(runDataDir(), { recursive: true, force: true });
}
