// Summarises a V8 .cpuprofile (node --cpu-prof) over chosen time windows: where the API's CPU
// went while a benchmark's calls ran, by package and by function. Node built-ins only.
//
//   node tools/bench/support/cpu-profile-summary.mjs <file.cpuprofile> [phases.json phase] [top]
//
// phases.json is what `BENCH_PHASES=file node tools/bench/checkout.mjs` writes: per phase name a
// list of [start, end] in monotonic µs, the clock of the profile's timestamps. Without it every
// sample counts. Idle samples never count. Self time: the function on top of the stack; total:
// the function anywhere on the stack (async continuations start a new stack, so a handler's total
// does not include the database answers it awaited).
import { readFileSync } from 'node:fs';

const [file, phasesFile, phaseName, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/bench/support/cpu-profile-summary.mjs <file.cpuprofile> [phases.json phase] [top]');
  process.exit(2);
}
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const windows = phasesFile ? JSON.parse(readFileSync(phasesFile, 'utf8'))[phaseName] : null;
if (phasesFile && !windows) throw new Error(`no phase ${phaseName} in ${phasesFile}`);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** node_modules/<package> (scoped too), node:internal, the bundled API, or V8's own entries. */
function packageOf(url) {
  if (!url) return '(v8/native)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node:internal';
  if (url.includes('/apps/api/')) return 'api (own code)';
  return url.split('/').slice(-2).join('/');
}
const frameName = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`.trim();
};
const v8Entry = (node) => ['(garbage collector)', '(program)'].includes(node.callFrame.functionName);

const self = new Map();
const selfByPackage = new Map();
const total = new Map();
let counted = 0;
let time = profile.startTime;
const inWindow = (at) => !windows || windows.some(([from, to]) => at >= from && at <= to);
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
profile.samples.forEach((sample, index) => {
  time += profile.timeDeltas[index];
  const node = nodes.get(sample);
  if (node.callFrame.functionName === '(idle)' || !inWindow(time)) return;
  counted += 1;
  add(self, frameName(node));
  add(selfByPackage, v8Entry(node) ? node.callFrame.functionName : packageOf(node.callFrame.url));
  const seen = new Set();
  for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
    const name = frameName(nodes.get(id));
    if (!seen.has(name)) {
      seen.add(name);
      add(total, name);
    }
  }
});

const share = (count) => `${((100 * count) / Math.max(1, counted)).toFixed(1).padStart(5)} %`;
const print = (title, map, limit) => {
  console.log(`\n${title}`);
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) console.log(`  ${share(count)}  ${name}`);
};
console.log(`${counted} samples${windows ? ` in ${windows.length} window(s) of phase ${phaseName}` : ''}`);
print('self time by package', selfByPackage, 20);
print('self time by function', self, top);
print('total time by function', total, top);
