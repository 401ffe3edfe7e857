import { registerTexts } from '@bp/ui-kit';
import { OnboardingMessage } from '@bp/api-contract/constants';

/**
 * The onboarding screens' texts (English defaults; screens pass them through the tenant
 * translations). Quoted spec 03 texts come from the contract (OnboardingMessage) so the API and
 * the portal say the same.
 */
export const ONBOARDING_TEXTS = {
  accountSetup: 'Account Setup',
  accountDetails: 'Account Details',
  next: 'NEXT',
  edit: 'EDIT',
  cancel: 'CANCEL',
  submitForReview: 'SUBMIT FOR REVIEW',
  completed: 'Completed',
  notStarted: 'Not started',
  inProgress: 'In progress',
  optional: 'Optional',
  selectPlaceholder: 'Select…',
  loading: OnboardingMessage.LOADING,
  somethingWentWrong: OnboardingMessage.SOMETHING_WENT_WRONG,
  applicationSubmitted: OnboardingMessage.APPLICATION_SUBMITTED,
  goToAccountDetails: 'Go to Account Details',
  customerId: 'Customer id',
  salesRep: 'Sales representative',
  phone: 'Phone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  documents: 'Documents',
  document: 'Document',
  /** The documents table without rows (antd's Table said 'No data'). */
  noDocuments: 'No data',
  status: 'Status',
  uploaded: 'Uploaded',
  expires: 'Expires',
  actions: 'Actions',
  download: 'Download',
  upload: 'Upload',
  openForm: 'Open form',
  viewForm: 'View form',
  rejectedBecause: 'Rejected:',
  documentDownloaded: OnboardingMessage.DOCUMENT_DOWNLOADED,
  uploadMissingDocument: 'Upload Missing Document',
  chooseFile: 'Choose a file or drop it here',
  allowedTypes: OnboardingMessage.DOCUMENT_TYPES,
  documentRequired: OnboardingMessage.DOCUMENT_REQUIRED,
  documentAdded: OnboardingMessage.DOCUMENT_ADDED,
  save: 'UPLOAD',
  close: 'CLOSE',
  remove: 'Remove',
} as const;

/** The CHECKBOX whose ticking copies the billing address into the shipping one (spec 03 §5). */
export const SAME_AS_BILLING_LABEL = 'Same as billing address';

// Keyed by English text (the screens pass ONBOARDING_TEXTS' values, the contract's messages and the
// definitions' labels through the tenant namespace's `t`): a fallback namespace with no English catalogue.
registerTexts('onboarding', {}, { es: () => import('./locales/es') }, { fallback: true });
