// Runs ensureSystemDependencies on a made-up machine (jest cannot load the .mjs module itself):
// argv[2] is a JSON scenario { has, canInstall, aptWorks }; prints { line, aptCalls } as JSON.
import { ensureSystemDependencies } from '../system-deps.mjs';

const { has = [], canInstall = false, aptWorks = true } = JSON.parse(process.argv[2] ?? '{}');
const installed = new Set(has);
const aptCalls = [];
const dependency = (name, debianPackage) => ({ name, debianPackage, isPresent: () => installed.has(debianPackage) });
const install = (args) => {
  aptCalls.push(args);
  if (aptWorks && args[0] === 'install') for (const name of args.slice(1).filter((arg) => !arg.startsWith('-'))) installed.add(name);
  return aptWorks;
};
const line = ensureSystemDependencies({
  dependencies: [dependency('Chromium', 'chromium'), dependency('PostgreSQL server binaries', 'postgresql')],
  canInstall: () => canInstall,
  install,
  log: () => undefined,
});
process.stdout.write(JSON.stringify({ line, aptCalls }));
