import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ImportResult } from '@bp/api-contract';
import { isApiError, useGetPendingOfferImportQuery } from '@bp/data-access-api';

/** /stock?review=import: the Review Import screen is shown in place of the list (spec 01 §2). */
export const REVIEW_PARAM = 'review';
export const REVIEW_IMPORT = 'import';

/** The stock list's own query string without the review marker (it is not an attribute filter). */
export function withoutReviewParam(params: URLSearchParams): URLSearchParams {
  if (!params.has(REVIEW_PARAM)) return params;
  const rest = new URLSearchParams(params);
  rest.delete(REVIEW_PARAM);
  return rest;
}

/** What the page shows while the URL asks for a review this tab does not hold yet. */
export type PendingImportLookup = 'loading' | 'none' | 'failed';

export interface ImportReviewState {
  /** The URL asks for the review. */
  reviewing: boolean;
  /** The review to show; null while it is read back from the server, or when there is none. */
  result: ImportResult | null;
  /** Set while `reviewing` without a result: reading the server's pending import, none pending, or the read failed. */
  lookup: PendingImportLookup | null;
  /** After an upload (its review is already in the cache): show it, as a new history entry so Back returns to the list. */
  show: () => void;
  /** After cancel or submit: back to the list, the review forgotten. */
  close: () => void;
  /** Read the server's pending import again (after a failed read). */
  retry: () => void;
}

/**
 * Where the pending review lives: in RTK Query's cache entry of GET stocklist/offer/bulk-offer-import
 * (data-access-api offers-api). An upload and a row delete write the server's review into it, so
 * the screen shows them without a read; a reload (the URL keeps ?review=import) or another tab
 * reads it from the server, which keeps it until cancel or accept. A review closed here (cancel,
 * submit) is never shown again from the cache: coming back reads the server's review anew.
 */
export function useImportReview(username: string): ImportReviewState {
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewing = searchParams.get(REVIEW_PARAM) === REVIEW_IMPORT;
  const pending = useGetPendingOfferImportQuery(undefined, { skip: !reviewing || !username });
  const { requestId, isFetching, isError, refetch } = pending;
  // Every write of the entry (a read, an upload, a row delete) has its own requestId: it names the review.
  const shownReview = useRef<string | undefined>(undefined);
  shownReview.current = requestId;
  /** Set by close(): the review being closed; it counts as closed once the URL has left it. */
  const closing = useRef<string | undefined>(undefined);
  const [closedReview, setClosedReview] = useState<string | undefined>(undefined);
  const holdsClosedReview = requestId !== undefined && requestId === closedReview;

  useEffect(() => {
    if (reviewing || !closing.current) return;
    setClosedReview(closing.current);
    closing.current = undefined;
  }, [reviewing]);

  useEffect(() => {
    // Back on the review while the cache still holds the closed one: the server says what is pending now.
    if (reviewing && holdsClosedReview && !isFetching) void refetch();
  }, [reviewing, holdsClosedReview, isFetching, refetch]);

  const show = useCallback(() => {
    closing.current = undefined;
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set(REVIEW_PARAM, REVIEW_IMPORT);
      return params;
    });
  }, [setSearchParams]);

  // The review stays on screen until the URL has changed (the effect above then drops it), so the
  // page never flashes the "nothing pending" notice in between.
  const close = useCallback(() => {
    closing.current = shownReview.current;
    setSearchParams((current) => withoutReviewParam(current), { replace: true });
  }, [setSearchParams]);

  const retry = useCallback(() => void refetch(), [refetch]);

  // A failed read keeps the entry's earlier data: only a settled, successful, current entry is a review.
  const result = reviewing && !holdsClosedReview && !isFetching && !isError ? (pending.data ?? null) : null;
  return { reviewing, result, lookup: reviewing && !result ? lookupOf(pending, holdsClosedReview) : null, show, close, retry };
}

/** The notice while no review is at hand: still reading, none pending (404), or the read failed. */
function lookupOf(pending: { isError: boolean; isFetching: boolean; error?: unknown }, holdsClosedReview: boolean): PendingImportLookup {
  if (holdsClosedReview || pending.isFetching || !pending.isError) return 'loading';
  const error = pending.error;
  return isApiError(error) && error.status === 404 ? 'none' : 'failed';
}
