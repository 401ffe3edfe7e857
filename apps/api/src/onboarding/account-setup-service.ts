import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  AccountSetupAction,
  FieldMessageCode,
  MessageCode,
  OnboardingMessage,
  OnboardingMessageCode,
  OnboardingStatus,
  OptionRef,
  SetupMessageDisplay,
  SetupMessageType,
  StepStatus,
  UNVERIFIED_PROSPECT,
  type AccountSetup,
  type AccountSetupRequest,
  type FieldError,
  type References,
  type SetupField,
  type SetupMessage,
} from '@bp/api-contract';
import { clearHiddenDependants, setupFieldError, SETUP_REQUIRED_MESSAGE } from '@bp/util-validation';
import type { Database, Transaction } from '../db/database';
import { accountSetups, users, type AccountSetupRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { ensureDocumentRows, findUser } from './account-documents-service';
import type { DefinitionSection, OnboardingDefinition } from '../tenants/onboarding-definition';
import { definitionTypeOf, loadDefinition } from './onboarding-definitions';
import { references } from './references';

// POST account setup (spec 03 §2 Account setup page, §3, §4 Onboarding, §5): `{}` reads the setup;
// `next` completes a step of a section (sections that are not optional in the order they come),
// `edit` reopens a completed section, `submit` sends the last section and the application. The
// sections, steps and fields are the tenant's data (onboarding_definitions); answers are checked
// here with the same rules the portal uses (@bp/util-validation).

const stepKey = (sectionId: string, stepId: string) => `${sectionId}/${stepId}`;

function allFields(definition: OnboardingDefinition): SetupField[] {
  return definition.sections.flatMap((section) => section.steps.flatMap((step) => step.fields));
}

function sectionComplete(section: DefinitionSection, completed: ReadonlySet<string>): boolean {
  return section.steps.every((step) => completed.has(stepKey(section.sectionId, step.stepId)));
}

/** Ready: every section but the last that is not optional is complete. */
function isReady(definition: OnboardingDefinition, completed: ReadonlySet<string>): boolean {
  return definition.sections.slice(0, -1).every((section) => section.optional || sectionComplete(section, completed));
}

/** Options a field's answer must be one of, when they come from references. */
function referenceOptions(field: SetupField, answers: Record<string, string>, lists: References): string[] | undefined {
  if (field.optionRef === OptionRef.COUNTRIES) return lists.countries.map((country) => country.id);
  if (field.optionRef === OptionRef.STATES) {
    const country = field.dependsOn ? answers[field.dependsOn] : undefined;
    return country ? (lists.states[country] ?? []).map((state) => state.id) : [];
  }
  return undefined;
}

async function fieldErrors(fields: readonly SetupField[], answers: Record<string, string>): Promise<FieldError[]> {
  const lists = await references();
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (field.type === 'INFO') continue;
    const message = setupFieldError(field, answers, referenceOptions(field, answers, lists));
    if (message)
      errors.push({
        field: field.id,
        messageCode: message === SETUP_REQUIRED_MESSAGE ? FieldMessageCode.REQUIRED : FieldMessageCode.INVALID,
        messageDescription: message,
      });
  }
  return errors;
}

function validationFailed(errors: FieldError[]): AppError {
  return new AppError(400, MessageCode.VALIDATION_FAILED, 'Some answers are missing or not valid', { errors });
}

/** The answers with this step's values merged in (ids of other steps are refused). */
function mergeAnswers(
  definition: OnboardingDefinition,
  answers: Record<string, string>,
  stepFields: readonly SetupField[],
  values: AccountSetupRequest['fields'],
): Record<string, string> {
  const allowed = new Set(stepFields.filter((field) => field.type !== 'INFO').map((field) => field.id));
  const unknown = (values ?? []).filter((value) => !allowed.has(value.id));
  if (unknown.length > 0) {
    throw validationFailed(
      unknown.map((value) => ({ field: value.id, messageCode: FieldMessageCode.UNKNOWN_FIELD, messageDescription: 'is not a field of this step' })),
    );
  }
  const merged = { ...answers };
  for (const value of values ?? []) merged[value.id] = (value.value ?? '').trim();
  return clearHiddenDependants(allFields(definition), merged);
}

function toView(definition: OnboardingDefinition, setup: AccountSetupRow, messages: SetupMessage[] = []): AccountSetup {
  const completed = new Set(setup.completedSteps);
  const submitted = setup.submittedStatus !== null;
  const steps = definition.sections.flatMap((section) => section.steps.map((step) => ({ section, step })));
  const next = submitted ? undefined : (steps.find(({ section, step }) => !completed.has(stepKey(section.sectionId, step.stepId))) ?? steps.at(-1));
  const lastStep = steps.at(-1);
  return {
    onboardingStatus: setup.submittedStatus ?? (isReady(definition, completed) ? OnboardingStatus.READY_TO_SUBMIT : null),
    sections: definition.sections.map((section) => ({
      sectionId: section.sectionId,
      sectionTitle: section.sectionTitle,
      steps: section.steps.map((step) => {
        const key = stepKey(section.sectionId, step.stepId);
        const status = completed.has(key)
          ? StepStatus.COMPLETED
          : next && stepKey(next.section.sectionId, next.step.stepId) === key
            ? StepStatus.IN_PROGRESS
            : StepStatus.NOT_STARTED;
        return {
          stepId: step.stepId,
          status,
          closedLayout: step.closedLayout,
          fields: step.fields.map((field) => ({ ...field, value: setup.answers[field.id] ?? '', ...(submitted ? { disabled: true } : {}) })),
        };
      }),
    })),
    nextAction: next
      ? { sectionId: next.section.sectionId, stepId: next.step.stepId, lastStep: next === lastStep, fields: next.step.fields.map((field) => field.id) }
      : { sectionId: null, stepId: null, lastStep: false, fields: [] },
    messages,
  };
}

async function lockedSetup(tx: Transaction, tenantId: string, userId: string): Promise<AccountSetupRow> {
  const scope = scoped(tx, tenantId);
  await tx.insert(accountSetups).values({ tenantId, userId }).onConflictDoNothing();
  const row = await scope.findOneForUpdate(accountSetups, eq(accountSetups.userId, userId));
  if (!row) throw notFound('User not found');
  return row;
}

function sectionOf(definition: OnboardingDefinition, sectionId: string | undefined): DefinitionSection {
  const section = definition.sections.find((candidate) => candidate.sectionId === sectionId);
  if (!section)
    throw validationFailed([
      { field: 'sectionId', messageCode: FieldMessageCode.INVALID, messageDescription: `no section ${String(sectionId).slice(0, 100)}` },
    ]);
  return section;
}

/** A customer id for a new prospect: PR- and six digits (unique per tenant by retry). */
async function newProspectId(tx: Transaction, tenantId: string): Promise<string> {
  for (;;) {
    const candidate = `PR-${randomInt(100_000, 1_000_000)}`;
    if (!(await scoped(tx, tenantId).findOne(users, eq(users.prospectId, candidate)))) return candidate;
  }
}

export async function accountSetup(db: Database, tenantId: string, userId: string, request: AccountSetupRequest): Promise<AccountSetup> {
  const user = await findUser(db, tenantId, userId);
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  return db.transaction(async (tx) => {
    const scope = scoped(tx, tenantId);
    const setup = await lockedSetup(tx, tenantId, userId);
    if (!request.action) return toView(definition, setup);
    if (setup.submittedStatus) throw businessRuleFailed(OnboardingMessageCode.SETUP_ALREADY_SUBMITTED, 'The account application was already submitted');
    const completed = new Set(setup.completedSteps);
    const section = sectionOf(definition, request.sectionId);
    const sectionIndex = definition.sections.indexOf(section);

    if (request.action === AccountSetupAction.EDIT) {
      for (const step of section.steps) completed.delete(stepKey(section.sectionId, step.stepId));
      const [updated] = await scope.update(accountSetups, { completedSteps: [...completed] }, eq(accountSetups.userId, userId));
      return toView(definition, updated);
    }

    if (request.action === AccountSetupAction.NEXT) {
      const earlier = definition.sections.slice(0, sectionIndex).find((candidate) => !candidate.optional && !sectionComplete(candidate, completed));
      if (earlier)
        throw businessRuleFailed(OnboardingMessageCode.SETUP_SECTION_OUT_OF_ORDER, `Complete ${earlier.sectionTitle} first`, { params: [earlier.sectionId] });
      const step = request.stepId
        ? section.steps.find((candidate) => candidate.stepId === request.stepId)
        : section.steps.find((candidate) => !completed.has(stepKey(section.sectionId, candidate.stepId)));
      if (!step)
        throw validationFailed([
          {
            field: 'stepId',
            messageCode: FieldMessageCode.INVALID,
            messageDescription: `no open step ${String(request.stepId ?? '').slice(0, 100)} in ${section.sectionId}`,
          },
        ]);
      const earlierStep = section.steps.slice(0, section.steps.indexOf(step)).find((candidate) => !completed.has(stepKey(section.sectionId, candidate.stepId)));
      if (earlierStep)
        throw businessRuleFailed(OnboardingMessageCode.SETUP_SECTION_OUT_OF_ORDER, `Complete step ${earlierStep.stepId} first`, {
          params: [earlierStep.stepId],
        });
      const answers = mergeAnswers(definition, setup.answers, step.fields, request.fields);
      const errors = await fieldErrors(step.fields, answers);
      if (errors.length > 0) throw validationFailed(errors);
      completed.add(stepKey(section.sectionId, step.stepId));
      const [updated] = await scope.update(accountSetups, { answers, completedSteps: [...completed] }, eq(accountSetups.userId, userId));
      return toView(definition, updated);
    }

    // Submit: the last section's answers with it, every required section before it complete.
    const last = definition.sections.at(-1);
    if (section !== last) throw businessRuleFailed(OnboardingMessageCode.SETUP_NOT_READY, `Submit with the last section (${last?.sectionId ?? 'none'})`);
    if (!isReady(definition, completed)) {
      const missing = definition.sections.slice(0, -1).find((candidate) => !candidate.optional && !sectionComplete(candidate, completed));
      throw businessRuleFailed(OnboardingMessageCode.SETUP_NOT_READY, `Complete ${missing?.sectionTitle ?? 'every section'} first`, {
        params: [missing?.sectionId ?? ''],
      });
    }
    const lastFields = section.steps.flatMap((step) => step.fields);
    const answers = mergeAnswers(definition, setup.answers, lastFields, request.fields);
    const errors = await fieldErrors(lastFields, answers);
    if (errors.length > 0) throw validationFailed(errors);
    for (const step of section.steps) completed.add(stepKey(section.sectionId, step.stepId));
    const everything = definition.sections.every((candidate) => sectionComplete(candidate, completed));
    const submittedStatus = everything ? OnboardingStatus.SUBMITTED_COMPLETE : OnboardingStatus.SUBMITTED_INCOMPLETE;
    const [updated] = await scope.update(
      accountSetups,
      { answers, completedSteps: [...completed], submittedStatus, submittedAt: new Date() },
      eq(accountSetups.userId, userId),
    );
    await scope.update(
      users,
      { buyerType: 'PROSPECT', onboardingStatus: UNVERIFIED_PROSPECT, prospectId: user.prospectId ?? (await newProspectId(tx, tenantId)) },
      eq(users.id, userId),
    );
    await ensureDocumentRows(tx, tenantId, userId, await loadDefinition(tx, tenantId, 'PROSPECT'));
    return toView(definition, updated, [
      { messageType: SetupMessageType.INFO, displayType: SetupMessageDisplay.SNACKBAR, messageLabel: OnboardingMessage.APPLICATION_SUBMITTED },
    ]);
  });
}
