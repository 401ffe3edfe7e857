// Types of route-sizes.cjs for the TypeScript tests.
export interface RouteBudget {
  route: string;
  /** Manifest keys of the lazy modules the route loads before it is usable. */
  pages: string[];
  budgetBytes: number;
}
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteSize {
  route: string;
  files: string[];
  bytes: number;
  budgetBytes: number;
  overBudget: boolean;
}
export const ENTRY_KEY: string;
export const ROUTE_BUDGETS: RouteBudget[];
export function routeFiles(manifest: Manifest, pageKeys: string[], entryKey?: string): string[];
export function routeSizes(manifest: Manifest, sizeOf: (file: string) => number, routes?: RouteBudget[], entryKey?: string): RouteSize[];
export function formatRouteSizes(rows: RouteSize[]): string[];
