import { DOCUMENT_STATUSES, DocumentGenerationMethod, type DocumentStatus } from '@bp/api-contract';
import type { ReviewStatus } from '../db/schema';

// Document statuses (spec 03 §4). What is stored is the seller's review (MISSING, TO_REVIEW,
// VERIFIED, REJECTED) and an expiry date; the status shown is derived, so a verified document
// becomes expired on its date without a job:
// - a verified document past its expiry: MISSING_EXPIRED when the document is required (it must
//   be replaced), EXPIRED otherwise;
// - a rejected document: MISSING_REJECTED when required, REJECTED otherwise.

export function documentStatusOf(review: { reviewStatus: ReviewStatus; expiresAt: Date | null }, required: boolean, now: Date): DocumentStatus {
  switch (review.reviewStatus) {
    case 'MISSING':
      return 'MISSING';
    case 'TO_REVIEW':
      return 'TO_REVIEW';
    case 'VERIFIED':
      if (review.expiresAt && review.expiresAt.getTime() <= now.getTime()) return required ? 'MISSING_EXPIRED' : 'EXPIRED';
      return 'VERIFIED';
    case 'REJECTED':
    case 'MISSING_REJECTED':
      return required ? 'MISSING_REJECTED' : 'REJECTED';
  }
}

const isMissing = (status: DocumentStatus) => status === 'MISSING' || status === 'MISSING_EXPIRED' || status === 'MISSING_REJECTED';

/**
 * The account's status (spec 03 §4): MISSING if any document is missing, else TO_REVIEW if any is
 * to review, else VERIFIED; null when the tenant's generation method is NONE.
 */
export function aggregateDocumentStatus(statuses: readonly DocumentStatus[], generationMethod: string): DocumentStatus | null {
  if (generationMethod === DocumentGenerationMethod.NONE) return null;
  if (statuses.some(isMissing)) return 'MISSING';
  if (statuses.includes('TO_REVIEW')) return 'TO_REVIEW';
  return 'VERIFIED';
}

/** Sort order of the documents table: by status in the spec's order, then by name. */
export function compareDocuments(
  a: { documentStatus: DocumentStatus; documentName: string },
  b: { documentStatus: DocumentStatus; documentName: string },
): number {
  return DOCUMENT_STATUSES.indexOf(a.documentStatus) - DOCUMENT_STATUSES.indexOf(b.documentStatus) || a.documentName.localeCompare(b.documentName);
}
