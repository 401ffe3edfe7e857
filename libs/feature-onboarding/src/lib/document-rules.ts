import { DocumentStatus } from '@bp/api-contract/constants';

// Pure rules of the documents screen (spec 03 §4 Documents); the allowed file types are
// util-validation's isAllowedDocumentName (shared with the proof-of-export dialog).

/** Statuses an uploaded document can be (re)placed from: missing, rejected or expired. */
const UPLOADABLE: readonly string[] = [
  DocumentStatus.MISSING,
  DocumentStatus.MISSING_EXPIRED,
  DocumentStatus.MISSING_REJECTED,
  DocumentStatus.EXPIRED,
  DocumentStatus.REJECTED,
];

export function canUpload(status: string): boolean {
  return UPLOADABLE.includes(status);
}
