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

/** Lints `source` as if it were the file at `filePath`, with the workspace's real config. */
export function lintAs(filePath: string, source: string): LintMessage[] {
  const result = spawnSync(eslintBin, ['--format', 'json', '--stdin', '--stdin-filename', filePath], {
    cwd: workspaceRoot,
    input: source,
    env: nxEnv,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return report.messages;
}

export interface LintSample {
  filePath: string;
  source: string;
  /** For a made-up file in a made-up folder, which import/no-cycle cannot follow. */
  withoutNoCycle?: boolean;
}

/** lintAs for several samples, and `files` linted as they are, in one ESLint process. */
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
