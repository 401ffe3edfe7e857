import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, parse } from 'node:path';

// A dependency is used through what it publishes: the subpaths its package.json `exports` opens,
// or, for a package without an exports map, only its main entry. An import of another file of it
// (antd/es/input/Search, @rc-component/form/lib/FormContext…) depends on how the package happens
// to be laid out, and breaks silently on an upgrade.

/**
 * Subpaths of packages without an exports map that their documentation gives as entry points:
 * moment-timezone's builds with part of the zone data (momentjs.com/timezone/docs), antd's locales
 * (its internationalisation guide), Lighthouse's desktop preset (shipped with its own types).
 */
export const DOCUMENTED_ENTRIES = {
  'moment-timezone': /^builds\/moment-timezone-with-data(-10-year-range|-1970-2030)?(\.js)?$/,
  antd: /^locale\/[a-z]{2}_[A-Z]{2}$/,
  lighthouse: /^core\/config\/desktop-config\.js$/,
};

/** Folders of a package's build layout: never an entry point of its own, even where an exports map opens them. */
const BUILD_FOLDER = /^(es|lib|cjs|esm|dist|src)\//;

const builtins = new Set(builtinModules);

/** The package and subpath a bare specifier names ('antd/es/app' -> antd, 'es/app'); null for anything else. */
export function splitSpecifier(source) {
  if (source.startsWith('.') || source.startsWith('/') || source.startsWith('node:') || source.startsWith('@bp/') || source.startsWith('\0')) return null;
  const parts = source.split('/');
  const nameLength = source.startsWith('@') ? 2 : 1;
  if (parts.length < nameLength) return null;
  const name = parts.slice(0, nameLength).join('/');
  if (builtins.has(name)) return null;
  return { name, subpath: parts.slice(nameLength).join('/') };
}

/** Whether an exports map opens `./subpath` (exact keys, one-star patterns, legacy folder keys). */
export function exportsOpen(exportsField, subpath) {
  if (typeof exportsField !== 'object' || exportsField === null || Array.isArray(exportsField)) return false;
  const wanted = `./${subpath}`;
  return Object.entries(exportsField).some(([key, target]) => {
    if (!key.startsWith('.') || target === null) return false;
    if (key === wanted) return true;
    if (key.endsWith('/')) return wanted.startsWith(key);
    const star = key.indexOf('*');
    if (star < 0) return false;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    return wanted.length >= before.length + after.length && wanted.startsWith(before) && wanted.endsWith(after);
  });
}

/** The package.json of `name` as Node would find it from `fromFile` (nearest node_modules upwards). */
function manifestOf(name, fromFile) {
  const { root } = parse(fromFile);
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
    if (dir === root) return undefined;
  }
}

/** Why importing `subpath` of the package is not using what it publishes, or null when it is. */
export function internalReason(name, subpath, manifest) {
  if (subpath === '' || subpath === 'package.json') return null;
  if (DOCUMENTED_ENTRIES[name]?.test(subpath)) return null;
  if (BUILD_FOLDER.test(subpath)) return `'${subpath}' is a file of ${name}'s build, not an entry point`;
  if (manifest?.exports === undefined) return `${name} has no exports map: only its main entry is public`;
  return exportsOpen(manifest.exports, subpath) ? null : `${name}'s package.json exports no './${subpath}'`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noDependencyInternals = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a dependency only through what it publishes (its exports map or main entry), never one of its internal files' },
    schema: [],
    messages: {
      internal: "'{{source}}' reaches into a dependency: {{reason}}. Import what the package publishes (e.g. from '{{name}}').",
    },
  },
  create(context) {
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = splitSpecifier(node.value);
      if (!specifier) return;
      const reason = internalReason(specifier.name, specifier.subpath, manifestOf(specifier.name, context.filename));
      if (reason) context.report({ node, messageId: 'internal', data: { source: node.value, reason, name: specifier.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node.arguments[0]);
      },
    };
  },
};
