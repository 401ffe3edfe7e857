import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UnitCondition } from '@bp/api-contract/constants';
import { UNIT_SEARCH_DEBOUNCE_MS, UnitParam, unitFiltersOf, type UnitFilters, type UnitParamName } from '../order-unit-rules';

export interface UnitFilterState {
  /** As the URL holds them: what the units call asks for. */
  filters: UnitFilters;
  /** The search box's text, ahead of the URL while typing pauses. */
  typed: string;
  setTyped: (value: string) => void;
  setGrade: (grade: string | undefined) => void;
  setCondition: (condition: UnitCondition | undefined) => void;
  setPage: (page: number) => void;
}

/**
 * The Units section's search, filters and page in the URL's query string. A new search or
 * filter starts again at page 1. The URL is replaced, not pushed: a back leaves the order page
 * instead of stepping through every filter tried.
 */
export function useUnitFilters(): UnitFilterState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => unitFiltersOf(params), [params]);
  const [typed, setTyped] = useState(filters.search);

  const update = useCallback(
    (changes: Partial<Record<UnitParamName, string | undefined>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes) as Array<[UnitParamName, string | undefined]>) {
            if (value) next.set(UnitParam[name], value);
            else next.delete(UnitParam[name]);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // The search this hook wrote last: its arrival in the URL must not undo what was typed since.
  const written = useRef(filters.search);
  // A search the URL brings from elsewhere (a link, a back or forward) shows in the box.
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
    }, UNIT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.search, update]);

  return {
    filters,
    typed,
    setTyped,
    setGrade: useCallback((grade) => update({ grade, page: undefined }), [update]),
    setCondition: useCallback((condition) => update({ condition, page: undefined }), [update]),
    setPage: useCallback((page) => update({ page: page > 1 ? String(page) : undefined }), [update]),
  };
}
