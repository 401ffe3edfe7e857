// How every browser run here starts Debian's Chromium (Playwright downloads no browser here):
// shared by playwright.config.ts and the benchmarks in bench/.
export const chromiumPath = '/usr/bin/chromium';
// The journeys run Chromium's headless shell (Debian package chromium-headless-shell): the same
// Blink and V8 without the browser's UI layers, for about two thirds of the full browser's CPU on
// a suite that fills both cores. The benchmarks keep the full browser their figures come from.
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps dialling Google services, which this network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only loopback resolves. 127.0.0.2 reaches the same server under a host no tenant owns (the
  // error screen spec).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2, EXCLUDE localhost',
];
