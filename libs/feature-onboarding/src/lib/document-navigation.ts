import type { AccountDocument } from '@bp/api-contract';
import { ONLINE_FORM_PATHS, type OnlineFormKind } from '@bp/api-contract/constants';

/**
 * The navigation state an online form page opens with (spec 03 §2: the document forms need it,
 * without it they go back to account details; §3 form-opening state).
 */
export interface DocumentFormState {
  document: AccountDocument;
  businessName: string;
  buyerType: string | null;
  eusDocumentName: string | null;
  eusSignedOnDate: string | null;
}

const KNOWN_FORM_PATHS: readonly string[] = Object.values(ONLINE_FORM_PATHS);

/** The portal route of an online form document: its documentPath when it is one of the known routes. */
export function formPathOf(document: Pick<AccountDocument, 'documentPath' | 'documentCategory'>): string | undefined {
  if (document.documentPath && KNOWN_FORM_PATHS.includes(document.documentPath)) return document.documentPath;
  const byCategory = document.documentCategory ? ONLINE_FORM_PATHS[document.documentCategory as OnlineFormKind] : undefined;
  return byCategory;
}

export function documentFormState(document: AccountDocument, businessName: string, buyerType: string | null): DocumentFormState {
  return { document, businessName, buyerType, eusDocumentName: document.eusDocumentName, eusSignedOnDate: document.eusSignedOnDate };
}
