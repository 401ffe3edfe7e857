import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const workspaceRoot = resolve(__dirname, '../../..');
export const eslintBin = resolve(workspaceRoot, 'node_modules/.bin/eslint');
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

export interface LintMessage {
  ruleId: string | null;
  message: string;
  severity: number;
}

export interface LintSample {
  filePath: string;
  source: string;
  /** For a made-up file in a made-up folder, which import/no-cycle cannot follow. */
  withoutNoCycle?: boolean;
}

/** Lints each sample's source as if it were the file at its path, and `files` as they are, with the workspace's real config, in one ESLint process. */
export function lintInOneProcess(
  samples: LintSample[],
  files: string[] = [],
): { samples: LintMessage[][]; files: { filePath: string; messages: LintMessage[] }[] } {
  const result = spawnSync(process.execPath, [resolve(__dirname, 'lint-runner.mjs')], {
    cwd: workspaceRoot,
    input: JSON.stringify({ samples, files }),
    env: nxEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`lint-runner failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}
