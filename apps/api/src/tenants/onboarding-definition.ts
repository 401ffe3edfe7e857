import Type from 'typebox';
import { Value } from 'typebox/value';
import { DocumentGenerationMethod, DocumentType, OnlineFormKind, SetupFieldSchema } from '@bp/api-contract';

// What a tenant asks of a buyer type, as data (onboarding_definitions.definition): the account
// setup's sections, steps and fields, the documents it requires, and the account details
// notices. The seed writes one per tenant and buyer type; a seller changes them without a deploy.

const Id = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' });
const Notice = Type.Union([Type.Object({ title: Type.String(), content: Type.String() }, { additionalProperties: false }), Type.Null()]);

export const DefinitionStepSchema = Type.Object(
  { stepId: Id, closedLayout: Type.Array(Id), fields: Type.Array(SetupFieldSchema, { minItems: 1 }) },
  { additionalProperties: false },
);
export const DefinitionSectionSchema = Type.Object(
  {
    sectionId: Id,
    sectionTitle: Type.String(),
    /** A section the buyer may leave out: submitting without it is SUBMITTED_INCOMPLETE. */
    optional: Type.Optional(Type.Boolean()),
    steps: Type.Array(DefinitionStepSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type DefinitionSection = Type.Static<typeof DefinitionSectionSchema>;

export const DefinitionDocumentSchema = Type.Object(
  {
    /** The documentReferenceId the portal sends back. */
    key: Id,
    documentName: Type.String(),
    documentDescription: Type.String(),
    documentType: Type.Union([Type.Literal(DocumentType.UPLOAD), Type.Literal(DocumentType.ONLINE_FORM)]),
    /** For ONLINE_FORM: which form (its route and its server-side checks). */
    form: Type.Optional(
      Type.Union([
        Type.Literal(OnlineFormKind.EUS),
        Type.Literal(OnlineFormKind.EUS_V1),
        Type.Literal(OnlineFormKind.EUS_ADDENDUM),
        Type.Literal(OnlineFormKind.INTERNATIONAL_SHIPPING),
        Type.Literal(OnlineFormKind.INTERNATIONAL_SHIPPING_V2),
      ]),
    ),
    /** A required document missing, expired or rejected makes the aggregate MISSING. */
    required: Type.Boolean(),
    /** A verified upload expires this many days after verification (none: never). */
    validForDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
    documentInstructions: Type.Optional(Type.String()),
    documentInstructionType: Type.Optional(Type.String()),
    locations: Type.Optional(Type.Array(Type.Object({ country: Type.String(), states: Type.Array(Type.String()) }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);
export type DefinitionDocument = Type.Static<typeof DefinitionDocumentSchema>;

export const OnboardingDefinitionSchema = Type.Object(
  {
    sections: Type.Array(DefinitionSectionSchema),
    /** Field whose answer is the account's business name (account details). */
    businessNameField: Type.Optional(Id),
    documents: Type.Array(DefinitionDocumentSchema),
    settings: Type.Object(
      {
        documentGenerationMethod: Type.Union([Type.Literal(DocumentGenerationMethod.AUTOMATIC), Type.Literal(DocumentGenerationMethod.NONE)]),
        whatHappensNext: Notice,
        needHelp: Notice,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type OnboardingDefinition = Type.Static<typeof OnboardingDefinitionSchema>;

/** Definitions are keyed by users.buyer_type; a user without one yet is set up as a PROSPECT. */
export type DefinitionBuyerType = 'PROSPECT' | 'CUSTOMER';

/** Throws with the first problem: a definition is checked when seeded and when read. */
export function assertOnboardingDefinition(definition: unknown): asserts definition is OnboardingDefinition {
  const [first] = Value.Errors(OnboardingDefinitionSchema, definition);
  if (first) throw new Error(`onboarding definition: ${first.instancePath || '/'} ${first.message}`);
  const ids = new Set<string>();
  for (const section of (definition as OnboardingDefinition).sections) {
    for (const step of section.steps) {
      for (const field of step.fields) {
        if (ids.has(field.id)) throw new Error(`onboarding definition: field ${field.id} appears twice`);
        ids.add(field.id);
      }
    }
  }
}
