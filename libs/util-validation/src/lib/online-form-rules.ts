import { isBlank } from './field-rules';
import { SETUP_REQUIRED_MESSAGE } from './setup-field-rules';

// The online forms' rules (spec 03 §5 International shipping form, EUS form, Addendum): each
// returns the errors by field path ('' when valid), the message 'Required' unless said otherwise.
// The portal's forms and the API's check of a submitted form use the same functions.

export type FormErrors = Record<string, string>;
type Answers = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const requireText = (errors: FormErrors, path: string, value: unknown) => {
  if (isBlank(text(value))) errors[path] = SETUP_REQUIRED_MESSAGE;
};

/** Export answers are at most 200 characters (spec 03 §5). */
export const EXPORT_ANSWER_LIMIT = 200;
export const exportAnswerTooLongMessage = (limit = EXPORT_ANSWER_LIMIT) => `At most ${limit} characters`;

/** International shipping v1/v2: required fields and both checkboxes. */
export function internationalShippingErrors(form: Answers): FormErrors {
  const errors: FormErrors = {};
  for (const field of ['freightLogisticsCompany', 'COUNTRY', 'ADDRESS_LINE_1', 'CITY']) requireText(errors, field, form[field]);
  for (const flag of ['shippingExportFlag', 'acceptAndAgreeFlag']) if (form[flag] !== true) errors[flag] = SETUP_REQUIRED_MESSAGE;
  return errors;
}

/** EUS questions every signer answers. */
export const EUS_REQUIRED_QUESTIONS = [
  'purpose_of_purchase',
  'laws_and_location',
  'owned_by_govt',
  'will_items_be_exported',
  'registered_in_US',
  'comply_export_laws',
  'certify',
] as const;
/** An answer that needs its extra info ("other", "yes, explain…"): the option id ends with _other or is other. */
export const needsAdditionalInfo = (value: unknown) => typeof value === 'string' && (value === 'other' || value.endsWith('_other'));

export const ADDITIONAL_PARTY_OTHER = 'other';
const COMPANY_ADDRESS_FIELDS = [
  'COMPANY_NAME',
  'ADDRESS_LINE_1',
  'CITY',
  'ZIP_CODE',
  'COUNTRY',
  'OWNER_NAME',
  'BUSINESS_OWNER_ADDRESS_LINE_1',
  'BUSINESS_OWNER_CITY',
  'BUSINESS_OWNER_ZIP_CODE',
  'BUSINESS_OWNER_COUNTRY',
];
const INDIVIDUAL_ADDRESS_FIELDS = ['NAME', 'ADDRESS_LINE_1', 'CITY', 'ZIP_CODE', 'COUNTRY'];
const PARTY_FIELDS = ['additionalPartyType', 'NAME', 'ADDRESS_LINE_1', 'CITY', 'COUNTRY'];

function additionalPartyErrors(errors: FormErrors, parties: unknown): void {
  const list = Array.isArray(parties) ? (parties as Answers[]) : [];
  list.forEach((party, index) => {
    for (const field of PARTY_FIELDS) requireText(errors, `additionalParties.${index}.${field}`, party[field]);
    if (party['additionalPartyType'] === ADDITIONAL_PARTY_OTHER)
      requireText(errors, `additionalParties.${index}.additionalPartyTypeInfo`, party['additionalPartyTypeInfo']);
  });
}

/** Signer names and title; the signature must be drawn or uploaded (a non-empty image). */
function signerErrors(errors: FormErrors, userData: unknown): void {
  const signer = (userData ?? {}) as Answers;
  for (const field of ['firstName', 'lastName', 'title']) requireText(errors, `userData.${field}`, signer[field]);
  if (!/^data:image\/(jpeg|jpg|png);base64,[A-Za-z0-9+/=]{16,}$/.test(text(signer['signature']))) errors['userData.signature'] = SETUP_REQUIRED_MESSAGE;
}

export function eusErrors(form: Answers): FormErrors {
  const errors: FormErrors = {};
  const questions = (form['questions'] ?? {}) as Record<string, Answers | undefined>;
  for (const key of EUS_REQUIRED_QUESTIONS) {
    const value = questions[key]?.value;
    if (value === undefined || value === false || (typeof value === 'string' && isBlank(value)) || (Array.isArray(value) && value.length === 0))
      errors[`questions.${key}`] = SETUP_REQUIRED_MESSAGE;
  }
  if (questions['will_items_be_exported']?.value === 'yes') {
    const destinations = questions['destination_countries']?.value;
    if (!Array.isArray(destinations) || destinations.length === 0) errors['questions.destination_countries'] = SETUP_REQUIRED_MESSAGE;
  }
  for (const [key, answer] of Object.entries(questions)) {
    if (!answer) continue;
    if (needsAdditionalInfo(answer.value)) requireText(errors, `questions.${key}.additionalInfo`, answer.additionalInfo);
    for (const [part, value] of [
      ['value', answer.value],
      ['additionalInfo', answer.additionalInfo],
    ] as const) {
      if (typeof value === 'string' && value.length > EXPORT_ANSWER_LIMIT) errors[`questions.${key}.${part}`] = exportAnswerTooLongMessage();
    }
  }
  const address = (form['company_or_individual_address'] ?? {}) as Answers;
  const fields = address['value'] === 'individual' ? INDIVIDUAL_ADDRESS_FIELDS : address['value'] === 'company' ? COMPANY_ADDRESS_FIELDS : undefined;
  if (!fields) errors['company_or_individual_address.value'] = SETUP_REQUIRED_MESSAGE;
  const lines = (address['address'] ?? {}) as Answers;
  for (const field of fields ?? []) requireText(errors, `company_or_individual_address.address.${field}`, lines[field]);
  additionalPartyErrors(errors, form['additionalParties']);
  signerErrors(errors, form['userData']);
  return errors;
}

/** The yes/no question is required; 'no' (parties not listed yet) needs at least the first party. */
export function addendumErrors(form: Answers): FormErrors {
  const errors: FormErrors = {};
  const answer = form['additionalQuestion'];
  if (answer !== 'yes' && answer !== 'no') errors['additionalQuestion'] = SETUP_REQUIRED_MESSAGE;
  const parties = Array.isArray(form['additionalParties']) ? form['additionalParties'] : [];
  if (answer === 'no' && parties.length === 0) errors['additionalParties.0.additionalPartyType'] = SETUP_REQUIRED_MESSAGE;
  additionalPartyErrors(errors, parties);
  signerErrors(errors, form['userData']);
  return errors;
}
