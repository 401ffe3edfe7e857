import { ALLOWED_DOCUMENT_EXTENSIONS } from '@bp/api-contract/constants';

// Spec 03 §5 Document upload: the allowed types, by extension. The portal refuses other names
// before sending (account documents and proof of export); the server checks the bytes as well.

const ALLOWED: readonly string[] = ALLOWED_DOCUMENT_EXTENSIONS;

export function isAllowedDocumentName(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && ALLOWED.includes(fileName.slice(dot + 1).toLowerCase());
}
