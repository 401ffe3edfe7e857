import { ALLOWED_DOCUMENT_EXTENSIONS, DocumentStatus } from '@bp/api-contract/constants';

// Pure rules of the documents screen (spec 03 §4 Documents, §5 Document upload).

const ALLOWED: readonly string[] = ALLOWED_DOCUMENT_EXTENSIONS;

/** The extension is one of the allowed types (the server checks the bytes as well). */
export function isAllowedDocumentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && ALLOWED.includes(fileName.slice(dot + 1).toLowerCase());
}

/** Statuses an uploaded document can be (re)placed from: missing, rejected or expired. */
const UPLOADABLE: readonly string[] = [DocumentStatus.MISSING, DocumentStatus.MISSING_EXPIRED, DocumentStatus.MISSING_REJECTED, DocumentStatus.EXPIRED, DocumentStatus.REJECTED];

export function canUpload(status: string): boolean {
  return UPLOADABLE.includes(status);
}
