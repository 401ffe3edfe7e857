// Run-time constants of onboarding, account documents, online forms and proof of export
// (spec 03 §3, §4, §5, §7, §8; spec 01 §7, §8). No TypeBox here: the portal imports this module.
import { API_BASE_PATH } from './paths';

/** Routes of onboarding and documents under /px-api-gateway (spec 03 §7 names the calls, not their paths). */
export const OnboardingPaths = {
  accountSetup: 'buyer-onboarding/account-setup',
  references: 'buyer-onboarding/references',
  settings: 'buyer-onboarding/settings',
  accountDetails: 'buyer-onboarding/account-details',
  documents: 'buyer-onboarding/documents',
  /** + /{uploadedDocumentId} → { url } (a short-lived signed link). */
  downloadUploadedDocument: 'buyer-onboarding/download-uploaded-document',
  /** + /{documentReferenceId}: multipart, one file; headers buyerType and (replacing) uploadedDocumentId. */
  uploadDocument: 'buyer-onboarding/upload-document',
  /** GET + /{uploadedDocumentId}; POST saves (submits) a form. */
  onlineFormData: 'buyer-onboarding/online-form-data',
  /** + /{token}: the signed link itself (public; the token is the credential). */
  signedFile: 'files',
  proofOfExportUpload: 'account/proof-of-export/upload',
} as const;

export const ACCOUNT_SETUP_PATH = `${API_BASE_PATH}/${OnboardingPaths.accountSetup}`;
export const PROOF_OF_EXPORT_UPLOAD_PATH = `${API_BASE_PATH}/${OnboardingPaths.proofOfExportUpload}`;

/** Header names of the document calls (spec 03 §7). Fastify reads headers lower-cased. */
export const BUYER_TYPE_HEADER = 'buyertype';
export const UPLOADED_DOCUMENT_ID_HEADER = 'uploadeddocumentid';
export const POE_UPLOAD_TOKEN_HEADER = 'poe-upload-token';
/** Separator of a proof-of-export file field name: {documentId}__{file name} (spec 03 §7). */
export const POE_FIELD_SEPARATOR = '__';

/** Account setup (spec 03 §3, §4). */
export const OnboardingStatus = {
  READY_TO_SUBMIT: 'READY_TO_SUBMIT',
  SUBMITTED_COMPLETE: 'SUBMITTED_COMPLETE',
  SUBMITTED_INCOMPLETE: 'SUBMITTED_INCOMPLETE',
} as const;
export type OnboardingStatus = (typeof OnboardingStatus)[keyof typeof OnboardingStatus];

export const AccountSetupAction = { NEXT: 'next', EDIT: 'edit', SUBMIT: 'submit' } as const;
export type AccountSetupAction = (typeof AccountSetupAction)[keyof typeof AccountSetupAction];

export const StepStatus = { NOT_STARTED: 'NOT_STARTED', IN_PROGRESS: 'IN_PROGRESS', COMPLETED: 'COMPLETED' } as const;
export type StepStatus = (typeof StepStatus)[keyof typeof StepStatus];

export const SetupMessageType = { INFO: 'INFO', ERROR: 'ERROR', WARNING: 'WARNING' } as const;
export const SetupMessageDisplay = { SNACKBAR: 'SNACKBAR', BANNER: 'BANNER' } as const;

/** Field types of the account-setup definitions. */
export const SetupFieldType = {
  TEXT: 'TEXT',
  EMAIL: 'EMAIL',
  PHONE: 'PHONE',
  SELECT: 'SELECT',
  RADIO: 'RADIO',
  CHECKBOX: 'CHECKBOX',
  TEXTAREA: 'TEXTAREA',
  INFO: 'INFO',
} as const;
export type SetupFieldType = (typeof SetupFieldType)[keyof typeof SetupFieldType];

/** optionRef values: the options come from GET references. */
export const OptionRef = { COUNTRIES: 'COUNTRIES', STATES: 'STATES' } as const;

/** Placeholder value of a select ("not the placeholder select", spec 03 §5). */
export const SELECT_PLACEHOLDER_VALUE = '-1';

/** Document statuses in their sort order (spec 03 §4). */
export const DOCUMENT_STATUSES = ['MISSING', 'MISSING_EXPIRED', 'MISSING_REJECTED', 'TO_REVIEW', 'VERIFIED', 'EXPIRED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DocumentStatus = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, status])) as { readonly [S in DocumentStatus]: S };

export const DocumentType = { UPLOAD: 'UPLOAD', ONLINE_FORM: 'ONLINE_FORM' } as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
export const DocumentCategory = { EUS: 'EUS', EUS_ADDENDUM: 'EUS_ADDENDUM' } as const;
/** Online forms the server knows how to check and render. */
export const OnlineFormKind = {
  EUS: 'EUS',
  EUS_V1: 'EUS_V1',
  EUS_ADDENDUM: 'EUS_ADDENDUM',
  INTERNATIONAL_SHIPPING: 'INTERNATIONAL_SHIPPING',
  INTERNATIONAL_SHIPPING_V2: 'INTERNATIONAL_SHIPPING_V2',
} as const;
export type OnlineFormKind = (typeof OnlineFormKind)[keyof typeof OnlineFormKind];
/** Route of each form in the portal (spec 03 §2 Account-setup routes): the document's documentPath. */
export const ONLINE_FORM_PATHS: Readonly<Record<OnlineFormKind, string>> = {
  EUS: '/forms/eus',
  EUS_V1: '/forms/eus/v1',
  EUS_ADDENDUM: '/forms/eus-addendum/v1',
  INTERNATIONAL_SHIPPING: '/forms/international-shipping',
  INTERNATIONAL_SHIPPING_V2: '/forms/international-shipping/v2',
};
/** Optional `type` query of GET online form data (spec 03 §7). */
export const INTERNATIONAL_SHIPPING_TYPE = 'INTERNATIONAL_SHIPPING';

/** How the aggregate status is made; NONE: not computed (spec 03 §4). */
export const DocumentGenerationMethod = { AUTOMATIC: 'AUTOMATIC', NONE: 'NONE' } as const;

/** Document upload (spec 03 §5). */
export const ALLOWED_DOCUMENT_EXTENSIONS = ['pdf', 'gif', 'png', 'jpg', 'jpeg', 'tif', 'tiff', 'docx', 'doc', 'xlsx', 'xls', 'txt'] as const;
export type DocumentExtension = (typeof ALLOWED_DOCUMENT_EXTENSIONS)[number];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Signature images (spec 03 §5 EUS form). */
export const SIGNATURE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** Export answers (spec 03 §5 EUS form). */
export const EXPORT_ANSWER_MAX_LENGTH = 200;

/** Lifetimes of the signed download link and of the proof-of-export upload token. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;
export const POE_UPLOAD_TOKEN_TTL_SECONDS = 900;

/** Proof-of-export document states. */
export const ProofOfExportStatus = { PENDING: 'PENDING', SUBMITTED: 'SUBMITTED', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export type ProofOfExportStatus = (typeof ProofOfExportStatus)[keyof typeof ProofOfExportStatus];

/** Texts of spec 03 §5 and §8 and spec 01 §8 (the portal shows them; the API uses some as error messages). */
export const OnboardingMessage = {
  REQUIRED: 'Required',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  APPLICATION_SUBMITTED: 'Account Application Submitted for Review',
  FORM_SUBMITTED: 'Form submitted successfully',
  DOCUMENT_ADDED: 'Document Added successfully',
  DOCUMENT_DOWNLOADED: 'Document Downloaded successfully',
  DOCUMENT_REQUIRED: 'Document is required to upload',
  DOCUMENT_TYPES: `Only ${ALLOWED_DOCUMENT_EXTENSIONS.join(', ')} files are allowed`,
  POE_AT_LEAST_ONE: 'Please upload at least one Proof of Export Document.',
  POE_DOCUMENT_REQUIRED: 'Please upload Proof of Export Document.',
  POE_UPLOAD_FAILED: 'Proof of Export Document uploaded failed! Please try again.',
  POE_PAY_AND_SHIP_DISABLED: 'PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.',
  POE_UPLOADED: 'Proof of Export Document uploaded successfully. You will receive an email once it is verified.',
  LOADING: 'Loading...',
} as const;

/** 'Please submit {eus document name} before submitting {document name}' (spec 03 §8). */
export function addendumBeforeEusMessage(eusDocumentName: string, documentName: string): string {
  return `Please submit ${eusDocumentName} before submitting ${documentName}`;
}

/** Error codes of the onboarding routes (messageCode). */
export const OnboardingMessageCode = {
  SETUP_ALREADY_SUBMITTED: 'SETUP_ALREADY_SUBMITTED',
  SETUP_SECTION_OUT_OF_ORDER: 'SETUP_SECTION_OUT_OF_ORDER',
  SETUP_NOT_READY: 'SETUP_NOT_READY',
  DOCUMENT_TYPE_NOT_ALLOWED: 'DOCUMENT_TYPE_NOT_ALLOWED',
  DOCUMENT_REQUIRED: 'DOCUMENT_REQUIRED',
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
  DOCUMENT_NOT_REPLACEABLE: 'DOCUMENT_NOT_REPLACEABLE',
  FORM_ALREADY_SUBMITTED: 'FORM_ALREADY_SUBMITTED',
  EUS_NOT_SUBMITTED: 'EUS_NOT_SUBMITTED',
  LINK_EXPIRED: 'LINK_EXPIRED',
  POE_TOKEN_INVALID: 'POE_TOKEN_INVALID',
  POE_NOTHING_PENDING: 'POE_NOTHING_PENDING',
} as const;
