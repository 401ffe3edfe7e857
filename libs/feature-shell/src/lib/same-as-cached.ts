import { useMemo } from 'react';

/**
 * The cached object itself when a fresh answer holds the same JSON, else the fresh one. A repeat
 * visit renders on cached startup and session data; their revalidation (as a rule unchanged) then
 * leaves every memo, context and antd theme keyed on them alone, instead of re-rendering the whole
 * app (and re-computing antd's theme styles) just when the first page's calls should go out.
 */
export function sameAsCached<T>(fresh: T | undefined, cached: T | undefined): T | undefined {
  if (fresh === undefined || cached === undefined || fresh === cached) return fresh;
  return JSON.stringify(fresh) === JSON.stringify(cached) ? cached : fresh;
}

/** sameAsCached, compared once per fresh answer. */
export function useSameAsCached<T>(fresh: T | undefined, cached: T | undefined): T | undefined {
  return useMemo(() => sameAsCached(fresh, cached), [fresh, cached]);
}
