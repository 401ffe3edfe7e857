// `npm test`'s typecheck step: every project's files in ONE TypeScript program.
//
// Each project's own `typecheck` target (`tsc -p <project>/tsconfig.json`, used by `nx affected`)
// also checks the sources of every library it imports, because the path mappings point at their
// src/: the shared libraries were checked up to 14 times per run (213 s of CPU on 2 cores). One
// program checks each file once (38 s). Its file list and `types` are the union of the projects'
// tsconfig.json files, read here, so a new project or include pattern needs no second list.
// Compiler options come from tsconfig.base.json as for every project; the only difference is that
// the union of ambient `types` (node, jest, jest-dom, vite/client) applies to every file, so a file
// that used, say, a jest global where its own project lacks jest's types would pass here and fail
// in its project's target.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, run, workspaceRoot } from './lib.mjs';

/** Project folders: every folder under apps/, libs/ and tools/ with a project.json. */
function projectRoots() {
  return ['apps', 'libs', 'tools'].flatMap((parent) =>
    readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(workspaceRoot, parent, entry.name, 'project.json')))
      .map((entry) => join(parent, entry.name)),
  );
}

const outDir = join(workspaceRoot, 'tmp/typecheck-all');
const include = [];
const types = new Set();
for (const root of projectRoots()) {
  const configPath = join(workspaceRoot, root, 'tsconfig.json');
  if (!existsSync(configPath)) continue;
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  if (config.extends !== '../../tsconfig.base.json') {
    throw new Error(`${root}/tsconfig.json must extend ../../tsconfig.base.json to be checked in the workspace program`);
  }
  const extraOptions = Object.keys(config.compilerOptions ?? {}).filter((option) => option !== 'types');
  if (extraOptions.length) {
    // A project with options of its own needs its own program: say so rather than check it wrongly.
    throw new Error(`${root}/tsconfig.json sets ${extraOptions.join(', ')}: give it its own program in tools/scripts/typecheck-all.mjs`);
  }
  for (const type of config.compilerOptions?.types ?? []) types.add(type);
  for (const pattern of config.include ?? []) include.push(relative(outDir, join(workspaceRoot, root, pattern)));
}

mkdirSync(outDir, { recursive: true });
const configFile = join(outDir, 'tsconfig.json');
writeFileSync(
  configFile,
  `${JSON.stringify({ extends: relative(outDir, join(workspaceRoot, 'tsconfig.base.json')), compilerOptions: { noEmit: true, types: [...types] }, include }, null, 2)}\n`,
);
console.log(`[typecheck] one program: ${include.length} include patterns from ${projectRoots().length} projects, types ${[...types].join(', ')}`);
process.exit(await run(bin('tsc'), ['-p', configFile]));
