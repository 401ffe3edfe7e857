import type { AdditionalParty, AddendumFormData, EusFormData, FormAddress, InternationalShippingFormData } from '@bp/api-contract';
import { ADDITIONAL_PARTY_OTHER, needsAdditionalInfo } from '@bp/util-validation';
import { EUS_QUESTIONS, isQuestionShown } from './eus-questions';

// What a form sends (POST online-form-data, the contract's form shapes): only what the buyer was
// asked. Hidden questions, the extra info of an answer that needs none, the other address kind's
// fields and blank optional fields are left out, so the stored form (and its PDF) says what was
// answered and nothing else.

const COMPANY_KEYS = ['COMPANY_NAME', 'OWNER_NAME', 'ADDRESS_LINE_1', 'ADDRESS_LINE_2', 'CITY', 'STATE', 'ZIP_CODE', 'COUNTRY'];
const INDIVIDUAL_KEYS = ['NAME', 'ADDRESS_LINE_1', 'ADDRESS_LINE_2', 'CITY', 'STATE', 'ZIP_CODE', 'COUNTRY'];
const OWNER_KEYS = ['ADDRESS_LINE_1', 'ADDRESS_LINE_2', 'CITY', 'STATE', 'ZIP_CODE', 'COUNTRY'].map((key) => `BUSINESS_OWNER_${key}`);

function filled<T extends Record<string, unknown>>(source: T, keys: readonly string[]): Partial<T> {
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') kept[key] = value.trim();
  }
  return kept as Partial<T>;
}

function partyPayload(party: AdditionalParty): AdditionalParty {
  return {
    ...filled(party as Record<string, unknown>, ['key', 'NAME', ...INDIVIDUAL_KEYS.slice(1)]),
    additionalPartyType: party.additionalPartyType,
    ...(party.additionalPartyType === ADDITIONAL_PARTY_OTHER ? { additionalPartyTypeInfo: (party.additionalPartyTypeInfo ?? '').trim() } : {}),
  };
}

export function eusPayload(values: EusFormData): EusFormData {
  const questions: EusFormData['questions'] = {};
  for (const question of EUS_QUESTIONS) {
    const answer = values.questions[question.key];
    if (!answer || !isQuestionShown(question, values.questions)) continue;
    if (question.kind === 'text' && typeof answer.value === 'string' && answer.value.trim() === '') continue;
    questions[question.key] = needsAdditionalInfo(answer.value)
      ? { value: answer.value, additionalInfo: answer.additionalInfo ?? '' }
      : { value: answer.value };
  }
  const kind = values.questions['registered_in_US']?.value === 'individual' ? 'individual' : 'company';
  const address = values.company_or_individual_address.address as Record<string, unknown>;
  return {
    questions,
    company_or_individual_address: {
      value: kind,
      address: filled(address, kind === 'company' ? [...COMPANY_KEYS, ...OWNER_KEYS] : INDIVIDUAL_KEYS) as FormAddress,
    },
    userData: values.userData,
    additionalParties: values.additionalParties.map(partyPayload),
  };
}

/** 'yes' (the EUS already lists the parties): no parties are sent. */
export function addendumPayload(values: AddendumFormData): AddendumFormData {
  return {
    additionalQuestion: values.additionalQuestion,
    userData: values.userData,
    additionalParties: values.additionalQuestion === 'no' ? values.additionalParties.map(partyPayload) : [],
  };
}

export function internationalShippingPayload(values: InternationalShippingFormData): InternationalShippingFormData {
  return {
    shippingExportFlag: values.shippingExportFlag,
    freightLogisticsCompany: values.freightLogisticsCompany.trim(),
    COUNTRY: values.COUNTRY,
    ADDRESS_LINE_1: values.ADDRESS_LINE_1.trim(),
    CITY: values.CITY.trim(),
    ...filled(values as unknown as Record<string, unknown>, ['ADDRESS_LINE_2', 'STATE', 'ZIP_CODE']),
    acceptAndAgreeFlag: values.acceptAndAgreeFlag,
  };
}
