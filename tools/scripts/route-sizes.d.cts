// Types of route-sizes.cjs for the TypeScript tests.
export interface RouteBudget {
  route: string;
  /** Manifest keys of the lazy page modules the route renders. */
  pages: string[];
  budgetBytes: number;
  /** Until the route meets its budget: the size it may not grow past. */
  ceilingBytes?: number;
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
  /** The larger of the budget and the ceiling: what CI enforces. */
  limitBytes: number;
  overBudget: boolean;
  overLimit: boolean;
}
export const ENTRY_KEY: string;
export const ROUTE_BUDGETS: RouteBudget[];
export function routeFiles(manifest: Manifest, pageKeys: string[], entryKey?: string): string[];
export function routeSizes(manifest: Manifest, sizeOf: (file: string) => number, routes?: RouteBudget[], entryKey?: string): RouteSize[];
export function formatRouteSizes(rows: RouteSize[]): string[];
