// TypeBox ships only ES modules, about 700 of them: jest transpiles and loads each one again for every
// test file, which cost an API test file about a second of CPU. Every entry point of the package is
// bundled instead into one CommonJS file (one module instance, so the entry points share TypeBox's
// registries as they do in Node), and jest's module map points each entry at it.
const { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

/** moduleNameMapper entries sending `typebox` and each `typebox/<entry>` to the bundle. */
function typeboxModuleNameMapper() {
  const packageJson = JSON.parse(readFileSync(path.join(workspaceRoot, 'node_modules/typebox/package.json'), 'utf8'));
  const entries = Object.keys(packageJson.exports).map((key) => path.posix.join('typebox', key));
  const folder = path.join(workspaceRoot, 'tmp/jest-typebox', packageJson.version);
  if (!existsSync(path.join(folder, 'typebox.cjs'))) writeBundle(folder, entries);
  return Object.fromEntries(entries.map((entry) => [`^${entry}$`, path.join(folder, `${fileName(entry)}.cjs`)]));
}

const fileName = (entry) => entry.replaceAll('/', '-');

function writeBundle(folder, entries) {
  const { buildSync } = require('esbuild');
  const imports = entries.map((entry, index) => `import * as entry${index} from '${entry}';`).join('\n');
  const table = entries.map((entry, index) => `'${entry}': entry${index}`).join(', ');
  const { outputFiles } = buildSync({
    stdin: { contents: `${imports}\nexport const entries = { ${table} };\n`, resolveDir: workspaceRoot, loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  // Files are written under a temporary name and renamed: parallel jest processes never read half a file.
  const partial = `.${process.pid}.partial`;
  mkdirSync(folder, { recursive: true });
  const write = (name, contents) => {
    writeFileSync(path.join(folder, name + partial), contents);
    renameSync(path.join(folder, name + partial), path.join(folder, name));
  };
  write('bundle.cjs', outputFiles[0].contents);
  // Each entry as its own module, marked as compiled ESM so that `import Type from 'typebox'` reads its default export.
  // typebox.cjs goes last: its presence says the folder is complete.
  for (const entry of [...entries].sort((a, b) => (a === 'typebox') - (b === 'typebox'))) {
    write(
      `${fileName(entry)}.cjs`,
      `const entry = require('./bundle.cjs').entries['${entry}'];\nif (!entry.__esModule) Object.defineProperty(entry, '__esModule', { value: true });\nmodule.exports = entry;\n`,
    );
  }
}

module.exports = { typeboxModuleNameMapper };
