import type { AccountDetails, AccountDocument, AccountSetup, OnboardingSettings, References, SetupField, SetupSection } from '@bp/api-contract';

// Test data of the onboarding screens, shaped like the demo tenant's definitions (apps/api seed).

export const REFERENCES: References = {
  countries: [
    { id: 'US', option: 'United States' },
    { id: 'CA', option: 'Canada' },
    { id: 'DE', option: 'Germany' },
  ],
  states: {
    US: [
      { id: 'NY', option: 'New York' },
      { id: 'FL', option: 'Florida' },
    ],
    CA: [{ id: 'ON', option: 'Ontario' }],
    DE: [],
  },
};

const checks = (...types: string[]) => types.map((type) => ({ type }));

function addressFields(prefix: string, extra: Partial<SetupField> = {}): SetupField[] {
  const id = (name: string) => `${prefix}_${name}`;
  return [
    { id: id('ADDRESS_LINE_1'), type: 'TEXT', label: 'Address line 1', required: true, ...extra },
    { id: id('CITY'), type: 'TEXT', label: 'City', required: true, validations: checks('AT_LEAST_ONE_ALPHABET'), ...extra },
    { id: id('COUNTRY'), type: 'SELECT', label: 'Country', optionRef: 'COUNTRIES', required: true, dependentFields: [id('STATE')], ...extra },
    {
      id: id('STATE'),
      type: 'SELECT',
      label: 'State',
      optionRef: 'STATES',
      dependsOn: id('COUNTRY'),
      conditionalRequired: true,
      conditions: [{ field: id('COUNTRY'), values: ['US', 'CA'] }],
    },
    { id: id('ZIP_CODE'), type: 'TEXT', label: 'Zip code', required: true, validations: checks('INTERNATIONAL_ZIP'), ...extra },
  ];
}

const notSameAsBilling: Partial<SetupField> = { required: false, conditionalRequired: true, conditions: [{ field: 'SAME_AS_BILLING', values: ['false', ''] }] };

export const BUSINESS_FIELDS: SetupField[] = [
  { id: 'BUSINESS_NAME', type: 'TEXT', label: 'Business name', required: true, validations: checks('START_WITH_ALPHABET') },
  {
    id: 'BUSINESS_TYPE',
    type: 'SELECT',
    label: 'Business type',
    required: true,
    dependentFields: ['BUSINESS_TYPE_OTHER'],
    options: [
      { id: 'RETAILER', option: 'Retailer' },
      { id: 'OTHER', option: 'Other' },
    ],
  },
  {
    id: 'BUSINESS_TYPE_OTHER',
    type: 'TEXT',
    label: 'Please specify',
    dependsOn: 'BUSINESS_TYPE',
    conditionalRequired: true,
    conditions: [{ field: 'BUSINESS_TYPE', values: ['OTHER'] }],
  },
  { id: 'BUSINESS_PHONE', type: 'PHONE', label: 'Phone', required: true, validations: checks('TELEPHONE') },
  { id: 'BUSINESS_EMAIL', type: 'EMAIL', label: 'Accounts e-mail', required: true, validations: checks('EMAIL') },
];

const SHIPPING_FIELDS: SetupField[] = [
  {
    id: 'SAME_AS_BILLING',
    type: 'CHECKBOX',
    label: 'Same as billing address',
    dependentFields: ['SHIPPING_ADDRESS_LINE_1', 'SHIPPING_CITY', 'SHIPPING_COUNTRY', 'SHIPPING_STATE', 'SHIPPING_ZIP_CODE'],
  },
  ...addressFields('SHIPPING', notSameAsBilling),
];

const REVIEW_FIELDS: SetupField[] = [
  { id: 'TERMS_NOTICE', type: 'INFO', label: 'Before you submit', title: 'What we check', content: 'Acme reviews every application.' },
  { id: 'ACCEPT_TERMS', type: 'CHECKBOX', label: 'I confirm the information above is correct', required: true },
];

export const BUSINESS_ANSWERS = {
  BUSINESS_NAME: 'Acme Phones',
  BUSINESS_TYPE: 'RETAILER',
  BUSINESS_TYPE_OTHER: '',
  BUSINESS_PHONE: '3055550100',
  BUSINESS_EMAIL: 'ap@acme.test',
};
export const BILLING_ANSWERS = {
  BILLING_ADDRESS_LINE_1: '1 Main St',
  BILLING_CITY: 'Miami',
  BILLING_COUNTRY: 'US',
  BILLING_STATE: 'FL',
  BILLING_ZIP_CODE: '33101',
};

type Progress = 'new' | 'business' | 'billing' | 'addresses';

const withValues = (fields: SetupField[], values: Record<string, string>) => fields.map((field) => ({ ...field, value: values[field.id] ?? '' }));

/** The setup after `done`: which steps are completed decides the next action and the status. */
export function aSetup(done: Progress = 'new', overrides: Partial<AccountSetup> = {}): AccountSetup {
  const order: Progress[] = ['new', 'business', 'billing', 'addresses'];
  const reached = (step: Progress) => order.indexOf(done) >= order.indexOf(step);
  const status = (completed: boolean, next: boolean) => (completed ? 'COMPLETED' : next ? 'IN_PROGRESS' : 'NOT_STARTED');
  const answers = { ...(reached('business') ? BUSINESS_ANSWERS : {}), ...(reached('billing') ? BILLING_ANSWERS : {}) };
  const sections: SetupSection[] = [
    {
      sectionId: 'business',
      sectionTitle: 'Business Information',
      steps: [
        {
          stepId: 'company',
          status: status(reached('business'), done === 'new'),
          closedLayout: ['BUSINESS_NAME', 'BUSINESS_TYPE'],
          fields: withValues(BUSINESS_FIELDS, answers),
        },
      ],
    },
    {
      sectionId: 'addresses',
      sectionTitle: 'Addresses',
      steps: [
        {
          stepId: 'billing',
          status: status(reached('billing'), done === 'business'),
          closedLayout: ['BILLING_ADDRESS_LINE_1', 'BILLING_COUNTRY'],
          fields: withValues(addressFields('BILLING'), answers),
        },
        {
          stepId: 'shipping',
          status: status(reached('addresses'), done === 'billing'),
          closedLayout: ['SHIPPING_ADDRESS_LINE_1'],
          fields: withValues(SHIPPING_FIELDS, answers),
        },
      ],
    },
    {
      sectionId: 'review',
      sectionTitle: 'Review and Submit',
      steps: [{ stepId: 'terms', status: status(false, done === 'addresses'), closedLayout: [], fields: withValues(REVIEW_FIELDS, answers) }],
    },
  ];
  const next = { new: ['business', 'company'], business: ['addresses', 'billing'], billing: ['addresses', 'shipping'], addresses: ['review', 'terms'] }[done];
  return {
    onboardingStatus: done === 'addresses' ? 'READY_TO_SUBMIT' : null,
    sections,
    nextAction: { sectionId: next[0], stepId: next[1], lastStep: done === 'addresses', fields: [] },
    messages: [],
    ...overrides,
  };
}

export function anAccount(overrides: Partial<AccountDetails> = {}): AccountDetails {
  return {
    id: 'acc-1',
    businessName: 'Acme Phones',
    documentStatus: 'MISSING',
    buyerType: 'UNVERIFIED_PROSPECT',
    customerId: 'PR-123456',
    salesRepName: 'Sam Rep',
    phone: '+1 305 555 0100',
    email: 'sam@seller.test',
    whatsapp: null,
    onboardingStatus: 'SUBMITTED_COMPLETE',
    ...overrides,
  };
}

export function aDocument(overrides: Partial<AccountDocument> = {}): AccountDocument {
  return {
    id: 'doc-license',
    documentName: 'Business License',
    documentDescription: 'A current business license.',
    documentStatus: 'MISSING',
    documentType: 'UPLOAD',
    documentCategory: null,
    documentPath: null,
    documentReferenceId: 'BUSINESS_LICENSE',
    uploadedDocumentId: null,
    uploadedDocumentName: null,
    uploadedDate: null,
    expiryDate: null,
    rejectionReason: null,
    addressSpecific: false,
    ruleBased: false,
    locations: [],
    documentInstructions: 'Upload a scan of every page.',
    documentInstructionType: null,
    metadata: { shippingAddress: null },
    eusDocumentName: null,
    eusSignedOnDate: null,
    ...overrides,
  };
}

export const SETTINGS: OnboardingSettings = {
  buyerType: 'UNVERIFIED_PROSPECT',
  documentGenerationMethod: 'AUTOMATIC',
  whatHappensNext: { title: 'What happens next', content: 'Submit the missing documents below.' },
  needHelp: { title: 'Need help?', content: 'Contact your sales representative.' },
};
