import Type from 'typebox';
import { EXPORT_ANSWER_MAX_LENGTH } from './onboarding-constants';

// Shapes of account setup, account details, documents, online forms and proof of export
// (spec 03 §3, §7). The definitions of sections, steps and fields are tenant data
// (onboarding_definitions); these schemas check them when seeded and when sent.

const Id = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SetupFieldOptionSchema = Type.Object(
  { id: Type.String({ maxLength: 100 }), option: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);
export const SetupFieldConditionSchema = Type.Object(
  { field: Id, values: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }) },
  { additionalProperties: false },
);

/** A field of an account-setup step (spec 03 §3 Field). `value` is filled in from the buyer's answers. */
export const SetupFieldSchema = Type.Object(
  {
    id: Id,
    type: Type.String({ maxLength: 40 }),
    label: Type.String({ maxLength: 300 }),
    value: Type.Optional(Type.String({ maxLength: 2000 })),
    required: Type.Optional(Type.Boolean()),
    /** Required only while `conditions` hold. */
    conditionalRequired: Type.Optional(Type.Boolean()),
    /** Shown only while `conditions` hold (the field it depends on). */
    dependsOn: Type.Optional(Id),
    /** Every condition must hold: the named field's value is one of `values`. */
    conditions: Type.Optional(Type.Array(SetupFieldConditionSchema, { maxItems: 10 })),
    /** Fields whose errors (and dependent values) are cleared when this one changes. */
    dependentFields: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    /** Options from GET references (COUNTRIES, STATES). */
    optionRef: Type.Optional(Type.String({ maxLength: 40 })),
    validations: Type.Optional(Type.Array(Type.Object({ type: Type.String({ maxLength: 40 }) }, { additionalProperties: false }), { maxItems: 10 })),
    helperText: Type.Optional(Type.String({ maxLength: 1000 })),
    disabled: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(SetupFieldOptionSchema, { maxItems: 300 })),
    title: Type.Optional(Type.String({ maxLength: 300 })),
    content: Type.Optional(Type.String({ maxLength: 4000 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
  },
  { $id: 'SetupField', additionalProperties: false },
);
export type SetupField = Type.Static<typeof SetupFieldSchema>;

export const SetupStepSchema = Type.Object(
  {
    stepId: Id,
    status: Type.String(),
    /** What a closed (completed) step shows: field ids whose values are summarised. */
    closedLayout: Type.Array(Id, { maxItems: 50 }),
    fields: Type.Array(SetupFieldSchema, { maxItems: 100 }),
  },
  { $id: 'SetupStep', additionalProperties: false },
);
export type SetupStep = Type.Static<typeof SetupStepSchema>;

export const SetupSectionSchema = Type.Object(
  { sectionId: Id, sectionTitle: Type.String({ maxLength: 300 }), steps: Type.Array(SetupStepSchema, { maxItems: 20 }) },
  { $id: 'SetupSection', additionalProperties: false },
);
export type SetupSection = Type.Static<typeof SetupSectionSchema>;

export const SetupMessageSchema = Type.Object(
  { messageType: Type.String(), displayType: Type.String(), messageLabel: Type.String() },
  { $id: 'SetupMessage', additionalProperties: false },
);
export type SetupMessage = Type.Static<typeof SetupMessageSchema>;

/** The step the buyer is on: its section, whether it is the last step, its field ids. */
export const NextActionSchema = Type.Object(
  { sectionId: Nullable(Type.String()), stepId: Nullable(Type.String()), lastStep: Type.Boolean(), fields: Type.Array(Type.String()) },
  { $id: 'NextAction', additionalProperties: false },
);

/** POST account setup: the answer (spec 03 §3 Account setup). */
export const AccountSetupSchema = Type.Object(
  {
    onboardingStatus: Nullable(Type.String()),
    sections: Type.Array(SetupSectionSchema),
    nextAction: NextActionSchema,
    messages: Type.Array(SetupMessageSchema),
  },
  { $id: 'AccountSetup', additionalProperties: false },
);
export type AccountSetup = Type.Static<typeof AccountSetupSchema>;

const FieldValueSchema = Type.Object({ id: Id, value: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]) }, { additionalProperties: false });

/**
 * POST account setup: the body. `{}` reads the setup as it stands; otherwise an action with the
 * section (and step) it is about and, for next and submit, that step's field values.
 */
export const AccountSetupRequestSchema = Type.Object(
  {
    action: Type.Optional(Type.Union([Type.Literal('next'), Type.Literal('edit'), Type.Literal('submit')])),
    sectionId: Type.Optional(Id),
    stepId: Type.Optional(Id),
    fields: Type.Optional(Type.Array(FieldValueSchema, { maxItems: 200 })),
  },
  { $id: 'AccountSetupRequest', additionalProperties: false },
);
export type AccountSetupRequest = Type.Static<typeof AccountSetupRequestSchema>;

/** GET references: countries (ISO 3166-1 alpha-2) and their states (ISO 3166-2 codes without the country). */
export const ReferencesSchema = Type.Object(
  {
    countries: Type.Array(Type.Object({ id: Type.String(), option: Type.String() }, { additionalProperties: false })),
    states: Type.Record(Type.String(), Type.Array(Type.Object({ id: Type.String(), option: Type.String() }, { additionalProperties: false }))),
  },
  { $id: 'References', additionalProperties: false },
);
export type References = Type.Static<typeof ReferencesSchema>;

/** GET onboarding settings: the notices of the account details screen for the buyer's type. */
export const OnboardingSettingsSchema = Type.Object(
  {
    buyerType: Nullable(Type.String()),
    documentGenerationMethod: Type.String(),
    whatHappensNext: Nullable(Type.Object({ title: Type.String(), content: Type.String() }, { additionalProperties: false })),
    needHelp: Nullable(Type.Object({ title: Type.String(), content: Type.String() }, { additionalProperties: false })),
  },
  { $id: 'OnboardingSettings', additionalProperties: false },
);
export type OnboardingSettings = Type.Static<typeof OnboardingSettingsSchema>;

export const DocumentStatusSchema = Type.Union([
  Type.Literal('MISSING'),
  Type.Literal('MISSING_EXPIRED'),
  Type.Literal('MISSING_REJECTED'),
  Type.Literal('TO_REVIEW'),
  Type.Literal('VERIFIED'),
  Type.Literal('EXPIRED'),
  Type.Literal('REJECTED'),
]) satisfies Type.TSchema;

/** GET account details (spec 03 §3 Account/customer). */
export const AccountDetailsSchema = Type.Object(
  {
    id: Type.String(),
    businessName: Type.String(),
    /** The aggregate of the documents (null when not computed). */
    documentStatus: Nullable(DocumentStatusSchema),
    buyerType: Nullable(Type.String()),
    customerId: Nullable(Type.String()),
    salesRepName: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    whatsapp: Nullable(Type.String()),
    onboardingStatus: Nullable(Type.String()),
  },
  { $id: 'AccountDetails', additionalProperties: false },
);
export type AccountDetails = Type.Static<typeof AccountDetailsSchema>;

/** One row of GET account documents (spec 03 §3 Document row). */
export const AccountDocumentSchema = Type.Object(
  {
    id: Type.String(),
    documentName: Type.String(),
    documentDescription: Type.String(),
    documentStatus: DocumentStatusSchema,
    documentType: Type.String(),
    documentCategory: Nullable(Type.String()),
    documentPath: Nullable(Type.String()),
    /** The document's key: what upload and save-form name. */
    documentReferenceId: Type.String(),
    uploadedDocumentId: Nullable(Type.String()),
    uploadedDocumentName: Nullable(Type.String()),
    uploadedDate: Nullable(Type.String()),
    expiryDate: Nullable(Type.String()),
    /** The seller's reason when rejected. */
    rejectionReason: Nullable(Type.String()),
    addressSpecific: Type.Boolean(),
    ruleBased: Type.Boolean(),
    locations: Type.Array(Type.Object({ country: Type.String(), states: Type.Array(Type.String()) }, { additionalProperties: false })),
    documentInstructions: Nullable(Type.String()),
    documentInstructionType: Nullable(Type.String()),
    metadata: Type.Object(
      { shippingAddress: Nullable(Type.Object({ addressId: Type.String() }, { additionalProperties: false })) },
      { additionalProperties: false },
    ),
    /** The EUS's name and signing date, for the addendum's rule (spec 03 §3 form-opening state). */
    eusDocumentName: Nullable(Type.String()),
    eusSignedOnDate: Nullable(Type.String()),
  },
  { $id: 'AccountDocument', additionalProperties: false },
);
export type AccountDocument = Type.Static<typeof AccountDocumentSchema>;

export const AccountDocumentsSchema = Type.Object(
  { documentStatus: Nullable(DocumentStatusSchema), documents: Type.Array(AccountDocumentSchema) },
  { $id: 'AccountDocuments', additionalProperties: false },
);
export type AccountDocuments = Type.Static<typeof AccountDocumentsSchema>;

export const SignedLinkSchema = Type.Object({ url: Type.String(), expiresAt: Type.String() }, { $id: 'SignedLink', additionalProperties: false });

export const UploadedDocumentSchema = Type.Object(
  { documentReferenceId: Type.String(), uploadedDocumentId: Type.String(), uploadedDocumentName: Type.String(), documentStatus: DocumentStatusSchema },
  { $id: 'UploadedDocument', additionalProperties: false },
);
export type UploadedDocument = Type.Static<typeof UploadedDocumentSchema>;

// ---- Online forms (spec 03 §3 Online forms, §5) ----

const Text = (maxLength = 300) => Type.String({ maxLength });
const AddressSchema = Type.Object(
  {
    CONTACT_NAME: Type.Optional(Text()),
    OWNER_NAME: Type.Optional(Text()),
    COMPANY_NAME: Type.Optional(Text()),
    NAME: Type.Optional(Text()),
    ADDRESS_LINE_1: Type.Optional(Text()),
    ADDRESS_LINE_2: Type.Optional(Text()),
    CITY: Type.Optional(Text(100)),
    STATE: Type.Optional(Text(100)),
    ZIP_CODE: Type.Optional(Text(20)),
    COUNTRY: Type.Optional(Text(100)),
    BUSINESS_OWNER_NAME: Type.Optional(Text()),
    BUSINESS_OWNER_ADDRESS_LINE_1: Type.Optional(Text()),
    BUSINESS_OWNER_ADDRESS_LINE_2: Type.Optional(Text()),
    BUSINESS_OWNER_CITY: Type.Optional(Text(100)),
    BUSINESS_OWNER_STATE: Type.Optional(Text(100)),
    BUSINESS_OWNER_ZIP_CODE: Type.Optional(Text(20)),
    BUSINESS_OWNER_COUNTRY: Type.Optional(Text(100)),
  },
  { additionalProperties: false },
);
export type FormAddress = Type.Static<typeof AddressSchema>;

export const AdditionalPartySchema = Type.Object(
  {
    id: Type.Optional(Text(100)),
    key: Type.Optional(Text(100)),
    additionalPartyType: Text(100),
    additionalPartyTypeInfo: Type.Optional(Text()),
    ...AddressSchema.properties,
  },
  { additionalProperties: false },
);
export type AdditionalParty = Type.Static<typeof AdditionalPartySchema>;

/** The signer; signature is an image data URL (jpeg or png). */
export const SignerSchema = Type.Object(
  { firstName: Text(100), lastName: Text(100), title: Text(100), signature: Type.String({ maxLength: 800_000 }) },
  { additionalProperties: false },
);

/** One EUS question's answer. */
export const QuestionAnswerSchema = Type.Object(
  {
    value: Type.Union([Text(EXPORT_ANSWER_MAX_LENGTH), Type.Boolean(), Type.Array(Text(100), { maxItems: 300 })]),
    additionalInfo: Type.Optional(Text(EXPORT_ANSWER_MAX_LENGTH)),
  },
  { additionalProperties: false },
);

export const EusFormDataSchema = Type.Object(
  {
    questions: Type.Record(Type.String({ pattern: '^[a-z_A-Z0-9]{1,60}$' }), QuestionAnswerSchema),
    company_or_individual_address: Type.Object(
      { value: Type.Union([Type.Literal('company'), Type.Literal('individual')]), address: AddressSchema },
      { additionalProperties: false },
    ),
    userData: SignerSchema,
    additionalParties: Type.Array(AdditionalPartySchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type EusFormData = Type.Static<typeof EusFormDataSchema>;

export const AddendumFormDataSchema = Type.Object(
  {
    additionalQuestion: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('')]),
    userData: SignerSchema,
    additionalParties: Type.Array(AdditionalPartySchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type AddendumFormData = Type.Static<typeof AddendumFormDataSchema>;

export const InternationalShippingFormDataSchema = Type.Object(
  {
    shippingExportFlag: Type.Boolean(),
    freightLogisticsCompany: Text(),
    COUNTRY: Text(100),
    ADDRESS_LINE_1: Text(),
    ADDRESS_LINE_2: Type.Optional(Text()),
    CITY: Text(100),
    STATE: Type.Optional(Text(100)),
    ZIP_CODE: Type.Optional(Text(20)),
    acceptAndAgreeFlag: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type InternationalShippingFormData = Type.Static<typeof InternationalShippingFormDataSchema>;

/** POST save online form data (spec 03 §7); formData is checked against the document's form kind. */
export const SaveOnlineFormRequestSchema = Type.Object(
  {
    documentReferenceId: Id,
    formData: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown()),
    addressId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  },
  { $id: 'SaveOnlineFormRequest', additionalProperties: false },
);

/** GET online form data: formData, plus submitted, customer, userEmail for international shipping. */
export const OnlineFormDataSchema = Type.Object(
  {
    formData: Type.Record(Type.String(), Type.Unknown()),
    documentReferenceId: Type.String(),
    uploadedDocumentId: Type.String(),
    submitted: Type.Optional(Type.Boolean()),
    customer: Type.Optional(Type.String()),
    userEmail: Type.Optional(Type.String()),
  },
  { $id: 'OnlineFormData', additionalProperties: false },
);
export type OnlineFormData = Type.Static<typeof OnlineFormDataSchema>;

export const ProofOfExportUploadResultSchema = Type.Object(
  { uploaded: Type.Array(Type.Object({ documentId: Type.String(), fileName: Type.String() }, { additionalProperties: false })), message: Type.String() },
  { $id: 'ProofOfExportUploadResult', additionalProperties: false },
);
export type ProofOfExportUploadResult = Type.Static<typeof ProofOfExportUploadResultSchema>;
