import type { CreateReturnRequest, OrderReturns, ReturnsQuery } from '@bp/api-contract';
import {
  RETURN_EVIDENCE_EXTENSIONS,
  RETURN_SEARCH_MAX_LENGTH,
  RETURN_STATUSES,
  RETURNS_PER_PAGE,
  type ReturnReason,
  type ReturnStatus,
} from '@bp/api-contract/constants';
import { RETURNS_TEXTS } from './returns-texts';

/** The list's state in the URL, so a reload or a back from a return keeps it. */
export const ReturnsParam = { search: 'search', status: 'status', page: 'page' } as const;
export const RETURN_SEARCH_DEBOUNCE_MS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReturnsFilters {
  search: string;
  status: ReturnStatus | undefined;
  page: number;
}

/** The URL's filters; values the call would refuse are dropped. */
export function returnsFiltersOf(params: URLSearchParams): ReturnsFilters {
  const search = (params.get(ReturnsParam.search) ?? '').trim().slice(0, RETURN_SEARCH_MAX_LENGTH);
  const status = params.get(ReturnsParam.status);
  const page = Number(params.get(ReturnsParam.page));
  return {
    search,
    status: (RETURN_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReturnStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function returnsQueryOf({ search, status, page }: ReturnsFilters): ReturnsQuery {
  return { ...(search ? { search } : {}), ...(status ? { status } : {}), offset: (page - 1) * RETURNS_PER_PAGE, limit: RETURNS_PER_PAGE };
}

export const returnPathOf = (returnNumber: string) => `/returns/${encodeURIComponent(returnNumber)}`;
export const orderPathOf = (phonexOrderNumber: string) => `/orders/${encodeURIComponent(phonexOrderNumber)}`;

/** Pasted IMEIs: one per line or separated by commas, semicolons or spaces; each once, in the order given. */
export function parseImeis(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((imei) => imei.length > 0))];
}

export type ReturnWindow =
  | { kind: 'open'; until: string; daysLeft: number }
  | { kind: 'closed'; until: string }
  /** Not shipped or invoiced, or without shipped units. */
  | { kind: 'notReturnable' };

/** Whether the order's units may be claimed now; days left counted in whole days, the last one included. */
export function returnWindowOf(orderReturns: OrderReturns, now = Date.now()): ReturnWindow {
  const until = orderReturns.returnsUntil;
  if (!orderReturns.returnable || !until) return { kind: 'notReturnable' };
  const left = Date.parse(until) - now;
  return left > 0 ? { kind: 'open', until, daysLeft: Math.ceil(left / DAY_MS) } : { kind: 'closed', until };
}

/** A unit chosen for the claim. */
export interface ClaimedUnit {
  unitId: string;
  imei: string;
  itemDescription: string;
  grade: string | null;
  reason: ReturnReason | '';
}

/** What stops the claim from being sent, as texts (none: it may go). */
export function claimProblems(units: readonly ClaimedUnit[]): string[] {
  if (units.length === 0) return [RETURNS_TEXTS.atLeastOneUnit];
  return units.some((unit) => unit.reason === '') ? [RETURNS_TEXTS.reasonRequired] : [];
}

export function claimRequestOf(
  phonexOrderNumber: string,
  units: readonly ClaimedUnit[],
  note: string,
  evidenceFileIds: readonly string[],
): CreateReturnRequest {
  const trimmed = note.trim();
  return {
    phonexOrderNumber,
    units: units.map(({ imei, reason }) => ({ imei, reason: reason as ReturnReason })),
    ...(trimmed ? { note: trimmed } : {}),
    ...(evidenceFileIds.length > 0 ? { evidenceFileIds: [...evidenceFileIds] } : {}),
  };
}

/** Photos, short videos and PDFs, as the API takes them (it checks their content too). */
export const EVIDENCE_ACCEPT = 'image/png,image/jpeg,image/gif,image/tiff,application/pdf,video/mp4,video/quicktime,.mov';
export function isEvidenceFile(file: { name: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && (RETURN_EVIDENCE_EXTENSIONS as readonly string[]).includes(file.name.slice(dot + 1).toLowerCase());
}

export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
}
