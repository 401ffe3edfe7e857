import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lintInOneProcess, workspaceRoot, type LintMessage } from './lint-as';

// Dependencies are used as shipped: lint fails an import of a dependency's internal file and a
// Vite config that resolves or loads modules itself (how the portal once swapped antd's files).

const viteConfig = 'apps/buyer-portal/vite.config.mts';

/** The old way of keeping antd's Tabs out of pages with a Card: Card's import resolved to a stub. */
const cardWithoutTabs = `import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

function antdCardWithoutTabs(): Plugin {
  const stubId = '\\0bp:antd-card-tabs-stub';
  return {
    name: 'bp:antd-card-without-tabs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../tabs' && importer && /[\\\\/]antd[\\\\/]es[\\\\/]card[\\\\/]Card\\.js$/.test(importer) ? stubId : null;
    },
    load(id) {
      return id === stubId ? 'export default function CardTabs() { throw new Error(); }' : null;
    },
  };
}

export default defineConfig({ plugins: [react(), antdCardWithoutTabs()], resolve: { alias: { 'antd/es/tabs': '/stub.js' } } });
`;

const sample = (filePath: string, imports: string) => ({ filePath, source: `${imports}\nexport const used = 1;\n`, withoutNoCycle: true });

const internals = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === 'bp/no-dependency-internals').map((message) => message.message);
const viteHooks = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);

describe('dependencies used as shipped', () => {
  let results: ReturnType<typeof lintInOneProcess>;

  beforeAll(() => {
    results = lintInOneProcess([
      sample('libs/feature-stocklist/src/lib/components/deep-search.tsx', "import Search from 'antd/es/input/Search';"),
      sample('libs/ui-kit/src/lib/feedback/deep-context.tsx', "export { default } from 'antd/lib/app/context';"),
      sample('libs/feature-onboarding/src/lib/forms/deep-select.tsx', "export const load = () => import('antd/es/select/index.js');"),
      sample('libs/ui-kit/src/lib/deep-form.tsx', "import { FormProvider } from '@rc-component/form/lib/FormContext';\nexport { FormProvider };"),
      sample('libs/ui-kit/src/lib/deep-icon.tsx', "import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';\nexport { SearchOutlined };"),
      sample('apps/api/test/support/deep-helper.ts', "import DateHelper from 'amazon-cognito-identity-js/lib/DateHelper';\nexport { DateHelper };"),
      sample(
        'libs/ui-kit/src/lib/public-entries.tsx',
        [
          "import { Input } from 'antd';",
          "import { SearchOutlined } from '@ant-design/icons';",
          "import { createApi } from '@reduxjs/toolkit/query/react';",
          "import { createRoot } from 'react-dom/client';",
          "import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';",
          "import { readFileSync } from 'node:fs';",
          "import { DataTable } from '@bp/ui-kit';",
          'export { Input, SearchOutlined, createApi, createRoot, moment, readFileSync, DataTable };',
        ].join('\n'),
      ),
      { filePath: viteConfig, source: cardWithoutTabs, withoutNoCycle: true },
      { filePath: viteConfig, source: readFileSync(resolve(workspaceRoot, viteConfig), 'utf8'), withoutNoCycle: true },
    ]);
  });

  it("fails an import of a file inside antd's build, static, re-exported or dynamic", () => {
    const [search, context, select] = results.samples;
    expect(internals(search)).toEqual([expect.stringContaining("'antd/es/input/Search' reaches into a dependency")]);
    expect(internals(context)).toEqual([expect.stringContaining("'antd/lib/app/context' reaches into a dependency")]);
    expect(internals(select)).toEqual([expect.stringContaining("'antd/es/select/index.js' reaches into a dependency")]);
  });

  it("fails a file of any dependency's build, even one its exports map opens", () => {
    const [, , , form, icon, cognito] = results.samples;
    expect(internals(form)).toEqual([expect.stringContaining('@rc-component/form')]);
    expect(internals(icon)).toEqual([expect.stringContaining("'es/icons/SearchOutlined' is a file of @ant-design/icons's build")]);
    expect(internals(cognito)).toEqual([expect.stringContaining('amazon-cognito-identity-js')]);
  });

  it('allows main entries, exported subpaths and the documented builds', () => {
    expect(internals(results.samples[6])).toEqual([]);
  });

  it('fails a Vite config whose plugin resolves or loads a dependency file itself, or aliases one', () => {
    expect(viteHooks(results.samples[7])).toEqual([
      expect.stringContaining("No 'resolveId' in an app's Vite config"),
      expect.stringContaining("No 'load' in an app's Vite config"),
      expect.stringContaining("No 'alias' in an app's Vite config"),
    ]);
  });

  it("passes the portal's own Vite config", () => {
    expect(viteHooks(results.samples[8])).toEqual([]);
    expect(internals(results.samples[8])).toEqual([]);
  });
});
