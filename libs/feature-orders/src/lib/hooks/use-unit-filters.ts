import { useCallback, useMemo } from 'react';
import type { UnitCondition } from '@bp/api-contract/constants';
import { useUrlFilters } from '@bp/ui-kit';
import { UNIT_SEARCH_DEBOUNCE_MS, UnitParam, unitFiltersOf, type UnitFilters } from '../order-unit-rules';

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

const searchOf = (params: URLSearchParams) => unitFiltersOf(params).search;

/** The Units section's search, filters and page in the URL's query string; a new search or filter starts again at page 1. */
export function useUnitFilters(): UnitFilterState {
  const { params, typed, setTyped, update } = useUrlFilters(UnitParam, {
    searchName: 'search',
    pageName: 'page',
    searchOf,
    debounceMs: UNIT_SEARCH_DEBOUNCE_MS,
  });
  const filters = useMemo(() => unitFiltersOf(params), [params]);
  return {
    filters,
    typed,
    setTyped,
    setGrade: useCallback((grade) => update({ grade, page: undefined }), [update]),
    setCondition: useCallback((condition) => update({ condition, page: undefined }), [update]),
    setPage: useCallback((page) => update({ page: page > 1 ? String(page) : undefined }), [update]),
  };
}
