import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReturnStatus } from '@bp/api-contract/constants';
import { RETURN_SEARCH_DEBOUNCE_MS, ReturnsParam, returnsFiltersOf, type ReturnsFilters } from '../return-rules';

type ParamName = keyof typeof ReturnsParam;

/**
 * The returns list's search, status and page in the URL's query string; a new search or status
 * starts again at page 1. The search goes to the URL once typing pauses.
 */
export function useReturnsFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ReturnsFilters = useMemo(() => returnsFiltersOf(params), [params]);
  const [typed, setTyped] = useState(filters.search);

  const update = useCallback(
    (changes: Partial<Record<ParamName, string | undefined>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes) as Array<[ParamName, string | undefined]>) {
            if (value) next.set(ReturnsParam[name], value);
            else next.delete(ReturnsParam[name]);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search written last: its arrival in the URL must not undo what was typed since.
  const written = useRef(filters.search);
  useEffect(() => {
    if (filters.search === written.current) return;
    written.current = filters.search;
    setTyped(filters.search);
  }, [filters.search]);

  useEffect(() => {
    const next = typed.trim();
    if (next === filters.search) return undefined;
    const timer = setTimeout(() => {
      written.current = next;
      update({ search: next, page: undefined });
    }, RETURN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.search, update]);

  return {
    filters,
    typed,
    setTyped,
    setStatus: useCallback((status: ReturnStatus | undefined) => update({ status, page: undefined }), [update]),
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : undefined }), [update]),
  };
}
