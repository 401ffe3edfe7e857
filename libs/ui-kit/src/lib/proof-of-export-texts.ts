import { OnboardingMessage } from '@bp/api-contract/constants';
import { registerTexts } from './i18n/portal-i18n';

// The Proof of Export dialog's texts and props, apart from the dialog, so a page can name them
// without downloading the dialog and antd's Upload before it opens.

export const ProofOfExportText = {
  title: 'Upload Proof of Export',
  open: 'Upload Proof of Export',
  atLeastOne: OnboardingMessage.POE_AT_LEAST_ONE,
  documentRequired: OnboardingMessage.POE_DOCUMENT_REQUIRED,
  failed: OnboardingMessage.POE_UPLOAD_FAILED,
  uploaded: OnboardingMessage.POE_UPLOADED,
  payAndShipDisabled: OnboardingMessage.POE_PAY_AND_SHIP_DISABLED,
  choose: 'Choose a file',
  submit: 'UPLOAD',
  close: 'CLOSE',
} as const;

export interface ProofOfExportDialogDocument {
  documentId: string;
  documentName: string;
  documentDescription: readonly string[];
}

export interface ProofOfExportDialogFile {
  documentId: string;
  file: File;
}

export interface ProofOfExportDialogProps {
  open: boolean;
  documents: readonly ProofOfExportDialogDocument[];
  /** Sends the files; answers whether the server took them. */
  upload: (files: ProofOfExportDialogFile[]) => Promise<boolean>;
  /** Called after a successful upload as well as on CLOSE. */
  onClose: () => void;
  /** File names the server would refuse (the caller knows the allowed types). */
  isAllowedFile?: (fileName: string) => boolean;
  /** The refusal text of a file of another type. */
  typesMessage?: string;
}

// Keyed by English text (pages and the dialog pass these values): a fallback namespace with no
// English catalogue.
registerTexts('proofOfExport', {}, { es: () => import('./locales/proof-of-export.es') }, { fallback: true });
