import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Scenario {
  has?: string[];
  canInstall?: boolean;
  aptWorks?: boolean;
}

/** What `npm test`'s system check decides on a machine like this (see system-deps-scenario.mjs). */
function checkOn(scenario: Scenario): { line: string | null; aptCalls: string[][] } {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'system-deps-scenario.mjs'), JSON.stringify(scenario)], { encoding: 'utf8' });
  return JSON.parse(output);
}

describe('npm test system dependencies', () => {
  it('goes on without installing anything when Chromium and PostgreSQL are there', () => {
    expect(checkOn({ has: ['chromium', 'postgresql'], canInstall: true })).toEqual({ line: null, aptCalls: [] });
  });

  it('installs only what is missing through apt-get when it may, then goes on', () => {
    expect(checkOn({ has: ['postgresql'], canInstall: true })).toEqual({
      line: null,
      aptCalls: [
        ['update', '-qq'],
        ['install', '-y', '-qq', 'chromium'],
      ],
    });
  });

  it('stops with one line naming what to install when it may not install', () => {
    expect(checkOn({ canInstall: false })).toEqual({
      line: '[setup] npm test needs Chromium and PostgreSQL server binaries: install them with `apt-get install -y chromium postgresql` (as root), then run npm test again.',
      aptCalls: [],
    });
  });

  it('stops with that line when apt-get fails', () => {
    expect(checkOn({ has: ['chromium'], canInstall: true, aptWorks: false }).line).toBe(
      '[setup] npm test needs PostgreSQL server binaries: install it with `apt-get install -y postgresql` (as root), then run npm test again.',
    );
  });
});
