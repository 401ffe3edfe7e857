import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ImportResult } from '@bp/api-contract';
import { isApiError, useLazyGetPendingOfferImportQuery } from '@bp/data-access-api';

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
  /** After an upload: show the review (a new history entry, so Back returns to the list). */
  show: (result: ImportResult) => void;
  /** After a row delete: the server's new review. */
  update: (result: ImportResult) => void;
  /** After cancel or submit: back to the list, the review forgotten. */
  close: () => void;
  /** Read the server's pending import again (after a failed read). */
  retry: () => void;
}

/**
 * Where the pending review lives: in memory while the buyer works on it; the server keeps it until
 * cancel or accept, so a reload (the URL keeps ?review=import) or another tab reads it back with
 * GET stocklist/offer/bulk-offer-import.
 */
export function useImportReview(username: string): ImportReviewState {
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewing = searchParams.get(REVIEW_PARAM) === REVIEW_IMPORT;
  const [result, setResult] = useState<ImportResult | null>(null);
  const [lookup, setLookup] = useState<PendingImportLookup | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [readPendingImport] = useLazyGetPendingOfferImportQuery();
  /** Set by close(): the review is dropped once the URL has left it. */
  const closing = useRef(false);

  useEffect(() => {
    if (!reviewing) {
      // After cancel or submit. (The browser's Back keeps the review in memory for Forward.)
      if (closing.current) {
        closing.current = false;
        setResult(null);
      }
      setLookup(null);
      return;
    }
    if (result || !username) return;
    let current = true;
    setLookup('loading');
    // preferCacheValue false: always the server's review as it stands now, never an earlier copy.
    readPendingImport(undefined, false)
      .unwrap()
      .then((pending) => {
        if (!current) return;
        setResult(pending);
        setLookup(null);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLookup(isApiError(error) && error.status === 404 ? 'none' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [reviewing, result, username, attempt, readPendingImport]);

  const show = useCallback(
    (next: ImportResult) => {
      closing.current = false;
      setResult(next);
      setLookup(null);
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set(REVIEW_PARAM, REVIEW_IMPORT);
        return params;
      });
    },
    [setSearchParams],
  );

  const update = useCallback((next: ImportResult) => setResult(next), []);

  // The review stays on screen until the URL has changed (the effect above then drops it), so the
  // page never flashes the "nothing pending" notice in between.
  const close = useCallback(() => {
    closing.current = true;
    setSearchParams((current) => withoutReviewParam(current), { replace: true });
  }, [setSearchParams]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { reviewing, result, lookup, show, update, close, retry };
}
