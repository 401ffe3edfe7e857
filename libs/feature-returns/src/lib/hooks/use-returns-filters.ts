import { useCallback, useMemo } from 'react';
import type { ReturnStatus } from '@bp/api-contract/constants';
import { useUrlFilters } from '@bp/ui-kit';
import { RETURN_SEARCH_DEBOUNCE_MS, ReturnsParam, returnsFiltersOf, type ReturnsFilters } from '../return-rules';

const searchOf = (params: URLSearchParams) => returnsFiltersOf(params).search;

/** The returns list's search, status and page in the URL's query string; a new search or status starts again at page 1. */
export function useReturnsFilters() {
  const { params, typed, setTyped, update } = useUrlFilters(ReturnsParam, {
    searchName: 'search',
    pageName: 'page',
    searchOf,
    debounceMs: RETURN_SEARCH_DEBOUNCE_MS,
  });
  const filters: ReturnsFilters = useMemo(() => returnsFiltersOf(params), [params]);
  return {
    filters,
    typed,
    setTyped,
    setStatus: useCallback((status: ReturnStatus | undefined) => update({ status, page: undefined }), [update]),
    setPage: useCallback((page: number) => update({ page: page > 1 ? String(page) : undefined }), [update]),
  };
}
