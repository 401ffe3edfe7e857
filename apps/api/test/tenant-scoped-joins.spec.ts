import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_ROOT = path.join(__dirname, '../src');
/** Joins onto the tenants' own tables (tenant resolution, per-tenant jobs) have no tenant to pin. */
const TENANT_TABLES = new Set(['tenants', 'tenantHosts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(entryPath);
    return entry.name.endsWith('.ts') ? [entryPath] : [];
  });
}

interface JoinCall {
  where: string;
  table: string;
  condition: string;
}

function joinCalls(): JoinCall[] {
  return sourceFiles(SOURCE_ROOT).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, index) => {
      const match = /\.(?:inner|left|right|full)Join\(\s*(\w+)\s*,\s*(.*)$/.exec(line);
      if (!match || line.trimStart().startsWith('*') || line.trimStart().startsWith('//')) return [];
      return [{ where: `${path.relative(SOURCE_ROOT, file)}:${index + 1}`, table: match[1], condition: match[2] }];
    });
  });
}

describe('joins between tenant-owned rows', () => {
  it('finds the join queries it checks (the scan itself works)', () => {
    expect(joinCalls().length).toBeGreaterThan(10);
  });

  // A hand-written `and(eq(a.tenantId, b.tenantId), eq(a.id, b.xId))` works until someone forgets
  // the first half; the two builders cannot be written without the tenant.
  it('every join condition is built by scoped(...).join or sameTenant(...)', () => {
    const handWritten = joinCalls()
      .filter((call) => !TENANT_TABLES.has(call.table))
      .filter((call) => !/^(\w+\.join|sameTenant)\(/.test(call.condition))
      .map((call) => `${call.where}: ${call.table}, ${call.condition}`);

    expect(handWritten).toEqual([]);
  });
});
