import type { ReturnReason, ReturnStatus } from '@bp/api-contract/constants';
import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';

/** The returns pages' texts: the `en` catalogue of the returns namespace. */
export const RETURNS_TEXTS = {
  title: 'Returns',
  search: 'Search returns',
  searchPlaceholder: 'Return, order, RMA number or IMEI',
  clearSearch: 'Clear',
  statusFilter: 'Status',
  all: 'All',
  chipWithCount: '{{label}} ({{count}})',
  noReturns: 'No returns yet',
  noMatchingReturns: 'No return matches this search',
  listFetchError: "The returns couldn't be loaded.",
  loading: 'Loading returns',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // The Pager's own template: it puts each page number in place of {page}.
  pageNumber: 'Page {page}',
  // Columns and facts.
  returnNumber: 'Return #',
  orderNumber: 'Order #',
  status: 'Status',
  rmaNumber: 'RMA #',
  units: 'Units',
  creditedTotal: 'Credited',
  created: 'Created',
  // Statuses.
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  CREDITED: 'Credited',
  // Reasons.
  DEAD_ON_ARRIVAL: 'Dead on arrival',
  GRADE_NOT_AS_DESCRIBED: 'Grade not as described',
  LOCKED: 'Locked',
  BLACKLISTED: 'Blacklisted',
  WRONG_MODEL: 'Wrong model',
  OTHER: 'Other',
  // A return.
  returnTitle: 'Return {{number}}',
  backToReturns: 'Back to Returns',
  noReturn: 'No return {{number}}',
  returnFetchError: "The return couldn't be loaded.",
  order: 'Order',
  shipBy: 'Ship approved units by {{date}}, quoting RMA {{rma}}',
  note: 'Note',
  imei: 'IMEI',
  item: 'Item',
  grade: 'Grade',
  reason: 'Reason',
  rejectionReason: "Seller's reason",
  credited: 'Credited',
  evidence: 'Evidence',
  noEvidence: 'No files',
  download: 'Download {{name}}',
  downloadFailed: "The file couldn't be downloaded.",
  messages: 'Messages',
  noMessages: 'No messages yet',
  you: 'You',
  seller: 'Seller',
  message: 'Message',
  send: 'Send',
  messageSent: 'Message sent',
  // The claim.
  newReturnTitle: 'Request a return',
  newReturnFor: 'Request a return for order {{number}}',
  noOrderGiven: 'Open a return from the order it belongs to.',
  windowOpen_one: 'Returns accepted until {{date}}, {{count}} day left',
  windowOpen_other: 'Returns accepted until {{date}}, {{count}} days left',
  windowClosed: 'Returns closed on {{date}}',
  notReturnable: 'This order cannot be returned: only shipped units of a shipped or invoiced order can be.',
  orderReturnsFetchError: "The order's returns couldn't be loaded.",
  requestReturn: 'Request a return',
  orderReturns: 'Returns of this order',
  chooseUnits: 'Units of the order',
  searchUnits: 'Search by IMEI',
  unitsFetchError: "The order's units couldn't be loaded.",
  noMatchingUnit: 'No unit matches this search',
  selectUnit: 'Return {{imei}}',
  inReturn: 'In return {{number}}',
  pasteImeis: 'Paste IMEIs',
  pasteHint: 'One per line, or separated by commas or spaces',
  add: 'Add',
  notInOrder: 'Not in this order: {{imeis}}',
  alreadyClaimed: 'Already in a return: {{imeis}}',
  added: '{{n}} units added',
  selection: 'Units to return ({{n}})',
  noSelection: 'No unit chosen yet',
  reasonOf: 'Reason for {{imei}}',
  chooseReason: 'Choose a reason',
  removeUnit: 'Remove {{imei}}',
  noteLabel: 'Note for the seller',
  charactersLeft: '{{n}} characters left',
  evidenceLabel: 'Add photos, videos or PDF',
  evidenceHint: 'Up to {{n}} files',
  removeFile: 'Remove {{name}}',
  uploading: 'Uploading {{name}}',
  tooManyFiles: 'Up to {{n}} files can be added.',
  wrongFileType: '{{name}} is not a photo, a video or a PDF.',
  uploadFailed: '{{name}}: {{message}}',
  submit: 'Submit return',
  atLeastOneUnit: 'Choose at least one unit to return.',
  reasonRequired: 'Choose a reason for each unit.',
  returnCreated: 'Return {{number}} requested',
} as const;

/** The text key of each return status. */
export const STATUS_TEXTS: Readonly<Record<ReturnStatus, keyof typeof RETURNS_TEXTS>> = {
  REQUESTED: 'REQUESTED',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  RECEIVED: 'RECEIVED',
  CREDITED: 'CREDITED',
};

/** The text key of each return reason. */
export const REASON_TEXTS: Readonly<Record<ReturnReason, keyof typeof RETURNS_TEXTS>> = {
  DEAD_ON_ARRIVAL: 'DEAD_ON_ARRIVAL',
  GRADE_NOT_AS_DESCRIBED: 'GRADE_NOT_AS_DESCRIBED',
  LOCKED: 'LOCKED',
  BLACKLISTED: 'BLACKLISTED',
  WRONG_MODEL: 'WRONG_MODEL',
  OTHER: 'OTHER',
};

registerTexts('returns', RETURNS_TEXTS, { es: () => import('./locales/es') });

/** The returns namespace's `t`: a key of its catalogue with its `{{name}}` values, in the buyer's language. */
export type ReturnsText = TextsOf<typeof RETURNS_TEXTS>;

export function useReturnsText(): ReturnsText {
  return useTexts<typeof RETURNS_TEXTS>('returns');
}
