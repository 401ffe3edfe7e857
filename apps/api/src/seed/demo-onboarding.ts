import { DocumentType, OnlineFormKind, OptionRef, type SetupField } from '@bp/api-contract';
import type { DefinitionDocument, OnboardingDefinition } from '../tenants/onboarding-definition';

// The demo tenants' onboarding (account setup, required documents, account details notices) per
// buyer type: data seeded into onboarding_definitions, not code paths.

const text = (id: string, label: string, extra: Partial<SetupField> = {}): SetupField => ({ id, type: 'TEXT', label, ...extra });
const checks = (...types: string[]) => types.map((type) => ({ type }));

function addressFields(prefix: string, extra: Partial<SetupField> = {}): SetupField[] {
  const id = (name: string) => `${prefix}_${name}`;
  return [
    text(id('CONTACT_NAME'), 'Contact name', { required: true, validations: checks('START_WITH_ALPHABET'), ...extra }),
    text(id('ADDRESS_LINE_1'), 'Address line 1', { required: true, ...extra }),
    text(id('ADDRESS_LINE_2'), 'Address line 2', { ...extra, required: false, conditionalRequired: false }),
    text(id('CITY'), 'City', { required: true, validations: checks('AT_LEAST_ONE_ALPHABET'), ...extra }),
    {
      id: id('COUNTRY'),
      type: 'SELECT',
      label: 'Country',
      optionRef: OptionRef.COUNTRIES,
      required: true,
      validations: checks('AT_LEAST_ONE_ALPHABET'),
      dependentFields: [id('STATE')],
      ...extra,
    },
    {
      id: id('STATE'),
      type: 'SELECT',
      label: 'State',
      optionRef: OptionRef.STATES,
      dependsOn: id('COUNTRY'),
      conditionalRequired: true,
      conditions: [{ field: id('COUNTRY'), values: ['US', 'CA'] }],
      validations: checks('AT_LEAST_ONE_ALPHABET'),
    },
    text(id('ZIP_CODE'), 'Zip code', { required: true, validations: checks('INTERNATIONAL_ZIP'), ...extra }),
  ];
}

/** Shipping fields are asked only while 'Same as billing address' is off. */
const notSameAsBilling = { required: false, conditionalRequired: true, conditions: [{ field: 'SAME_AS_BILLING', values: ['false', ''] }] };

const PROSPECT_DOCUMENTS: DefinitionDocument[] = [
  {
    key: 'EUS',
    documentName: 'Export End User Statement',
    documentDescription: 'Who will use the devices you buy, and where.',
    documentType: DocumentType.ONLINE_FORM,
    form: OnlineFormKind.EUS,
    required: true,
    validForDays: 365,
  },
  {
    key: 'EUS_ADDENDUM',
    documentName: 'EUS Addendum',
    documentDescription: 'Additional parties involved in your purchases.',
    documentType: DocumentType.ONLINE_FORM,
    form: OnlineFormKind.EUS_ADDENDUM,
    required: false,
  },
  {
    key: 'INTERNATIONAL_SHIPPING',
    documentName: 'International Shipping Form',
    documentDescription: 'Where your orders are shipped outside the country.',
    documentType: DocumentType.ONLINE_FORM,
    form: OnlineFormKind.INTERNATIONAL_SHIPPING_V2,
    required: false,
  },
  {
    key: 'BUSINESS_LICENSE',
    documentName: 'Business License',
    documentDescription: 'A current business license or certificate of incorporation.',
    documentType: DocumentType.UPLOAD,
    required: true,
    documentInstructions: 'Upload a scan or photo of every page.',
  },
  {
    key: 'RESALE_CERTIFICATE',
    documentName: 'Resale Certificate',
    documentDescription: 'A state resale or sales-tax exemption certificate.',
    documentType: DocumentType.UPLOAD,
    required: true,
    validForDays: 365,
    locations: [{ country: 'US', states: [] }],
  },
];

export function demoOnboardingDefinitions(tenantName: string): { PROSPECT: OnboardingDefinition; CUSTOMER: OnboardingDefinition } {
  const needHelp = { title: 'Need help?', content: `Contact your ${tenantName} sales representative; they can walk you through every document.` };
  return {
    PROSPECT: {
      businessNameField: 'BUSINESS_NAME',
      sections: [
        {
          sectionId: 'business',
          sectionTitle: 'Business Information',
          steps: [
            {
              stepId: 'company',
              closedLayout: ['BUSINESS_NAME', 'BUSINESS_TYPE', 'BUSINESS_PHONE'],
              fields: [
                text('BUSINESS_NAME', 'Business name', { required: true, validations: checks('START_WITH_ALPHABET'), maxLength: 200 }),
                {
                  id: 'BUSINESS_TYPE',
                  type: 'SELECT',
                  label: 'Business type',
                  required: true,
                  dependentFields: ['BUSINESS_TYPE_OTHER'],
                  options: [
                    { id: 'RETAILER', option: 'Retailer' },
                    { id: 'WHOLESALER', option: 'Wholesaler' },
                    { id: 'REPAIR_SHOP', option: 'Repair shop' },
                    { id: 'OTHER', option: 'Other' },
                  ],
                },
                text('BUSINESS_TYPE_OTHER', 'Please specify', {
                  dependsOn: 'BUSINESS_TYPE',
                  conditionalRequired: true,
                  conditions: [{ field: 'BUSINESS_TYPE', values: ['OTHER'] }],
                }),
                text('TAX_ID', 'Tax id', { validations: checks('ALPHANUMERIC'), helperText: 'Letters and digits only' }),
                { id: 'BUSINESS_PHONE', type: 'PHONE', label: 'Phone', required: true, validations: checks('TELEPHONE') },
                { id: 'BUSINESS_EMAIL', type: 'EMAIL', label: 'Accounts e-mail', required: true, validations: checks('EMAIL') },
                text('MONTHLY_VOLUME', 'Expected monthly purchases (USD)', { validations: checks('CURRENCY') }),
              ],
            },
          ],
        },
        {
          sectionId: 'addresses',
          sectionTitle: 'Addresses',
          steps: [
            { stepId: 'billing', closedLayout: ['BILLING_ADDRESS_LINE_1', 'BILLING_CITY', 'BILLING_COUNTRY'], fields: addressFields('BILLING') },
            {
              stepId: 'shipping',
              closedLayout: ['SHIPPING_ADDRESS_LINE_1', 'SHIPPING_CITY', 'SHIPPING_COUNTRY'],
              fields: [
                {
                  id: 'SAME_AS_BILLING',
                  type: 'CHECKBOX',
                  label: 'Same as billing address',
                  dependentFields: [
                    'SHIPPING_CONTACT_NAME',
                    'SHIPPING_ADDRESS_LINE_1',
                    'SHIPPING_ADDRESS_LINE_2',
                    'SHIPPING_CITY',
                    'SHIPPING_COUNTRY',
                    'SHIPPING_STATE',
                    'SHIPPING_ZIP_CODE',
                  ],
                },
                ...addressFields('SHIPPING', notSameAsBilling),
              ],
            },
          ],
        },
        {
          sectionId: 'references',
          sectionTitle: 'Trade References',
          optional: true,
          steps: [
            {
              stepId: 'reference',
              closedLayout: ['REFERENCE_NAME'],
              fields: [
                text('REFERENCE_NAME', 'Company name', { required: true }),
                { id: 'REFERENCE_EMAIL', type: 'EMAIL', label: 'E-mail', required: true, validations: checks('EMAIL') },
                { id: 'REFERENCE_PHONE', type: 'PHONE', label: 'Phone', validations: checks('TELEPHONE') },
              ],
            },
          ],
        },
        {
          sectionId: 'review',
          sectionTitle: 'Review and Submit',
          steps: [
            {
              stepId: 'terms',
              closedLayout: [],
              fields: [
                {
                  id: 'TERMS_NOTICE',
                  type: 'INFO',
                  label: 'Before you submit',
                  title: 'What we check',
                  content: `${tenantName} reviews every application and the documents it needs before the first order.`,
                },
                { id: 'ACCEPT_TERMS', type: 'CHECKBOX', label: 'I confirm the information above is correct', required: true },
              ],
            },
          ],
        },
      ],
      documents: PROSPECT_DOCUMENTS,
      settings: {
        documentGenerationMethod: 'AUTOMATIC',
        whatHappensNext: {
          title: 'What happens next',
          content: 'Submit the missing documents below. Your sales representative reviews them and verifies your account; you can then check out.',
        },
        needHelp,
      },
    },
    CUSTOMER: {
      sections: [],
      documents: PROSPECT_DOCUMENTS.filter((document) => document.key !== 'EUS_ADDENDUM'),
      settings: { documentGenerationMethod: 'AUTOMATIC', whatHappensNext: null, needHelp },
    },
  };
}
