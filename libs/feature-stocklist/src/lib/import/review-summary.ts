import type { ImportResult, ImportRow } from '@bp/api-contract';

/** Spec 01 §8 import review headings; {{n}} is the box's row count. */
export const REVIEW_HEADINGS = {
  invalid: 'There are {{n}} requests that could not be imported',
  fresh: '{{n}} new requests',
  updates: '{{n}} requests that will overwrite items in the cart',
} as const;

/** The three sections of the review, in the order of the header's links (spec 01 §2 Review Import). */
export type ReviewSection = 'invalid' | 'updates' | 'fresh';

/** Element ids of the sections, the targets of the header's links. */
export const REVIEW_SECTION_IDS: Readonly<Record<ReviewSection, string>> = {
  invalid: 'import-review-invalid',
  updates: 'import-review-updates',
  fresh: 'import-review-new',
};

export interface ReviewSummary {
  invalid: readonly ImportRow[];
  updates: readonly ImportRow[];
  /** validOffersMap's lists one after another, in the server's warehouse order. */
  fresh: readonly ImportRow[];
  /** Nothing at all came out of the file: 'No new requests were found in the import file'. */
  isEmpty: boolean;
  /**
   * SUBMIT REQUESTS has something to send: a new request or an overwrite. Invalid rows alone change
   * nothing in the cart, so they do not make the import submittable.
   */
  canSubmit: boolean;
}

export function summariseReview(result: ImportResult): ReviewSummary {
  const fresh = Object.values(result.validOffersMap).flat();
  const invalid = result.invalidOffers;
  const updates = result.conflictOffers;
  return {
    invalid,
    updates,
    fresh,
    isEmpty: invalid.length === 0 && updates.length === 0 && fresh.length === 0,
    canSubmit: updates.length > 0 || fresh.length > 0,
  };
}
