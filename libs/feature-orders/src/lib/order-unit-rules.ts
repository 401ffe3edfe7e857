import { UNIT_CONDITIONS, UNIT_GRADE_MAX_LENGTH, UNIT_SEARCH_MAX_LENGTH, UNITS_PER_PAGE, type UnitCondition } from '@bp/api-contract/constants';
import type { OrderUnitsArgs } from '@bp/data-access-api';

/** The Units section's state travels in the URL (beside the page's own path) so a reload or a back keeps it. */
export const UnitParam = { search: 'unitSearch', grade: 'unitGrade', condition: 'unitCondition', page: 'unitPage' } as const;
export type UnitParamName = keyof typeof UnitParam;

/** The units are searched once typing pauses this long, not at every keystroke. */
export const UNIT_SEARCH_DEBOUNCE_MS = 300;

export interface UnitFilters {
  search: string;
  grade: string | undefined;
  condition: UnitCondition | undefined;
  /** 1-based. */
  page: number;
}

/**
 * The filters a URL holds. A value the units call would refuse (an edited or stale link) is
 * dropped rather than sent: the section then shows every unit instead of an error.
 */
export function unitFiltersOf(params: URLSearchParams): UnitFilters {
  const grade = params.get(UnitParam.grade) ?? '';
  const condition = params.get(UnitParam.condition) ?? '';
  const page = Number(params.get(UnitParam.page));
  return {
    search: (params.get(UnitParam.search) ?? '').trim().slice(0, UNIT_SEARCH_MAX_LENGTH),
    grade: grade.length > 0 && grade.length <= UNIT_GRADE_MAX_LENGTH ? grade : undefined,
    condition: (UNIT_CONDITIONS as readonly string[]).includes(condition) ? (condition as UnitCondition) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function isFiltered(filters: UnitFilters): boolean {
  return filters.search !== '' || filters.grade !== undefined || filters.condition !== undefined;
}

/** The units call of one page (UNITS_PER_PAGE units from the page's first). */
export function unitsQueryOf(phonexOrderNumber: string, filters: UnitFilters): OrderUnitsArgs {
  return {
    phonexOrderNumber,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.grade ? { grade: filters.grade } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
    offset: (filters.page - 1) * UNITS_PER_PAGE,
    limit: UNITS_PER_PAGE,
  };
}

/** A link the portal opens: only web addresses, never a script the answer might carry. */
export function isWebLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\/\S+$/i.test(url);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** A count with the language's grouping (1,000); a tag Intl cannot read falls back to en-US. */
export function formatCount(count: number, language: string): string {
  let format = countFormats.get(language);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language);
    } catch {
      format = new Intl.NumberFormat('en-US');
    }
    countFormats.set(language, format);
  }
  return format.format(count);
}
