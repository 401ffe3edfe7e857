import type { EusFormData } from '@bp/api-contract';
import { blankParty } from './additional-parties';

// The Export End User Statement's questions (spec 03 §3 Online forms: the question keys). The
// spec names the keys, not their wording or options: these texts are ours (docs/decisions.md).
// An option whose id is 'other' or ends with '_other' asks for its extra info (util-validation
// needsAdditionalInfo, which the server applies too).

export type EusQuestionKind = 'radio' | 'countries' | 'text' | 'checkbox';

export interface EusQuestion {
  key: string;
  kind: EusQuestionKind;
  text: string;
  options?: ReadonlyArray<{ id: string; option: string }>;
  /** Shown only while another question has one of these answers. */
  shownWhen?: { key: string; values: readonly string[] };
}

const YES_NO = [
  { id: 'yes', option: 'Yes' },
  { id: 'no', option: 'No' },
] as const;

export const EUS_QUESTIONS: readonly EusQuestion[] = [
  {
    key: 'purpose_of_purchase',
    kind: 'radio',
    text: 'What is the purpose of your purchase?',
    options: [
      { id: 'resale', option: 'Resale' },
      { id: 'refurbishment', option: 'Repair or refurbishment, then resale' },
      { id: 'own_use', option: 'Use by our own business' },
      { id: 'other', option: 'Other (please explain)' },
    ],
  },
  {
    key: 'laws_and_location',
    kind: 'radio',
    text: 'Will the items be used, sold and kept in compliance with the laws of the locations where they are received?',
    options: [...YES_NO, { id: 'no_other', option: 'No (please explain)' }],
  },
  {
    key: 'owned_by_govt',
    kind: 'radio',
    text: 'Is your business owned or controlled by a government, a government agency or the military?',
    options: [{ id: 'yes_other', option: 'Yes (please explain)' }, YES_NO[1]],
  },
  { key: 'will_items_be_exported', kind: 'radio', text: 'Will the items be exported from the United States?', options: YES_NO },
  {
    key: 'destination_countries',
    kind: 'countries',
    text: 'To which countries will the items be exported?',
    shownWhen: { key: 'will_items_be_exported', values: ['yes'] },
  },
  {
    key: 'other_countries_export',
    kind: 'text',
    text: 'Will the items be re-exported from those countries? If so, to where and by whom?',
    shownWhen: { key: 'will_items_be_exported', values: ['yes'] },
  },
  {
    key: 'registered_in_US',
    kind: 'radio',
    text: 'Is the purchaser a company registered in the United States or an individual?',
    options: [
      { id: 'company', option: 'A registered company' },
      { id: 'individual', option: 'An individual' },
    ],
  },
  {
    key: 'comply_export_laws',
    kind: 'checkbox',
    text: 'I will comply with the export control laws and regulations of the United States and of every country the items pass through.',
  },
  {
    key: 'certify',
    kind: 'checkbox',
    text: 'I certify that the information in this statement is true and complete, and I will tell the seller at once if any of it changes.',
  },
];

export const isQuestionShown = (question: EusQuestion, questions: EusFormData['questions']) =>
  !question.shownWhen || question.shownWhen.values.includes(String(questions[question.shownWhen.key]?.value ?? ''));

/** The blank EUS: every question unanswered, a company address, no parties, no signature. */
export function blankEus(): EusFormData {
  const questions: EusFormData['questions'] = {};
  for (const question of EUS_QUESTIONS) {
    questions[question.key] = { value: question.kind === 'checkbox' ? false : question.kind === 'countries' ? [] : '', additionalInfo: '' };
  }
  return {
    questions,
    company_or_individual_address: { value: 'company', address: {} },
    userData: { firstName: '', lastName: '', title: '', signature: '' },
    additionalParties: [],
  };
}

/** The addendum's blank form; the parties start with one row (shown when the answer is 'no'). */
export function blankAddendum() {
  return {
    additionalQuestion: '' as '' | 'yes' | 'no',
    userData: { firstName: '', lastName: '', title: '', signature: '' },
    additionalParties: [blankParty()],
  };
}
