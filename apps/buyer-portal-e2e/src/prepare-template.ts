import { mkdirSync } from 'node:fs';
import globalSetup from './global-setup';
import { runDataDir } from './support/api-server';

// Makes the journeys' template database ahead of the journeys, in the folder E2E_DATA_DIR names:
// the test script runs it beside the embedded-engine API tests, where a core is free, and the
// journeys' global setup then finds it ready (tsx apps/buyer-portal-e2e/src/prepare-template.ts).
mkdirSync(runDataDir(), { recursive: true });
globalSetup().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
