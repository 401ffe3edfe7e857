import { formatRouteSizes, routeFiles, routeSizes } from '../route-sizes.cjs';

/**
 * A tiny build: the entry imports react and a shared chunk; sign-in's page imports the shared chunk
 * and a form chunk, and loads the identity library dynamically; the stock page shares the form
 * chunk and imports a table chunk that imports a third chunk.
 */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/pages/auth.tsx', 'src/pages/stock.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_cells.js'] },
  '_cells.js': { file: 'assets/cells.js', imports: ['_table.js'] },
  'src/pages/auth.tsx': { file: 'assets/auth.js', isDynamicEntry: true, imports: ['_shared.js', '_form.js'], dynamicImports: ['identity.js'] },
  'identity.js': { file: 'assets/identity.js', isDynamicEntry: true },
  'src/pages/stock.tsx': { file: 'assets/stock.js', isDynamicEntry: true, imports: ['_form.js', '_table.js'] },
};
const bytes: Record<string, number> = {
  'assets/index.js': 10,
  'assets/react.js': 100,
  'assets/shared.js': 20,
  'assets/form.js': 30,
  'assets/table.js': 40,
  'assets/cells.js': 5,
  'assets/auth.js': 7,
  'assets/identity.js': 1000,
  'assets/stock.js': 9,
};
const sizeOf = (file: string) => bytes[file];

describe('route sizes from the build manifest', () => {
  it('takes the entry, the page chunks and their static imports transitively, each file once', () => {
    expect(routeFiles(manifest, ['src/pages/stock.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/stock.js',
      'assets/form.js',
      'assets/table.js',
      'assets/cells.js',
    ]);
  });

  it('leaves out what a route only imports dynamically, and CSS', () => {
    expect(routeFiles(manifest, ['src/pages/auth.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/auth.js',
      'assets/form.js',
    ]);
  });

  it('adds up each route against its budget and flags only a route that passes it', () => {
    const rows = routeSizes(manifest, sizeOf, [
      { route: 'sign-in', pages: ['src/pages/auth.tsx'], budgetBytes: 167 },
      { route: 'stock', pages: ['src/pages/stock.tsx'], budgetBytes: 200 },
    ]);
    expect(rows.map(({ route, bytes, overBudget }) => ({ route, bytes, overBudget }))).toEqual([
      { route: 'sign-in', bytes: 167, overBudget: false },
      { route: 'stock', bytes: 214, overBudget: true },
    ]);
  });

  it('prints each route with its size and budget in KB', () => {
    const rows = routeSizes(manifest, (file: string) => bytes[file] * 1024, [{ route: 'stock', pages: ['src/pages/stock.tsx'], budgetBytes: 200 * 1024 }]);
    expect(formatRouteSizes(rows)).toEqual(['FAIL stock   214.0 KB of 200 KB gzip (7 files)']);
  });

  it('names a page the build does not have', () => {
    expect(() => routeFiles(manifest, ['src/pages/cart.tsx'])).toThrow('the build manifest has no chunk "src/pages/cart.tsx"');
  });
});
