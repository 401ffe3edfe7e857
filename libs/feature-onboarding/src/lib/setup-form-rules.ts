import { object, string, type ObjectSchema } from 'yup';
import type { References, SetupField, SetupSection } from '@bp/api-contract';
import { OptionRef, SetupFieldType } from '@bp/api-contract/constants';
import { clearHiddenDependants, isFieldShown, setupFieldError, type SetupAnswers } from '@bp/util-validation';
import { SAME_AS_BILLING_LABEL } from './onboarding-texts';

// The account-setup form's rules over the server's field definitions (spec 03 §3 Field, §5
// Account-setup forms). The checks themselves are util-validation's, the same the API applies;
// this file only adapts them to Formik + yup and adds the portal-only behaviour (copying the
// billing address, clearing dependants).

export type SetupValues = Record<string, string>;

export interface FieldOption {
  id: string;
  option: string;
}

/** The options of a select or radio: its own, or the references' countries / states of the chosen country. */
export function optionsOf(field: SetupField, values: SetupAnswers, references: References | undefined): FieldOption[] {
  if (field.optionRef === OptionRef.COUNTRIES) return references?.countries ?? [];
  if (field.optionRef === OptionRef.STATES) {
    const country = field.dependsOn ? values[field.dependsOn] : undefined;
    return (country && references?.states[country]) || [];
  }
  return field.options ?? [];
}

/** Ids the field's answer must be one of, when its options come from the references (the server's rule). */
function allowedOptionsOf(field: SetupField, values: SetupAnswers, references: References | undefined): string[] | undefined {
  if (!field.optionRef || !references) return undefined;
  return optionsOf(field, values, references).map((option) => option.id);
}

/** The fields that take an answer (INFO fields only show text). */
export function answerableFields(fields: readonly SetupField[]): SetupField[] {
  return fields.filter((field) => field.type !== SetupFieldType.INFO);
}

/** The step's form values: the saved answers, '' for unanswered. */
export function initialValuesOf(fields: readonly SetupField[]): SetupValues {
  return Object.fromEntries(answerableFields(fields).map((field) => [field.id, field.value ?? '']));
}

/**
 * A yup schema for one open step: each field runs the shared setup rule against every answer
 * (required, conditionally required, options, length, generic checks). `others` are the answers
 * of the rest of the setup, for conditions that name a field of another step.
 */
export function setupSchemaOf(fields: readonly SetupField[], others: SetupAnswers, references: References | undefined): ObjectSchema<SetupValues> {
  const shape = Object.fromEntries(
    answerableFields(fields).map((field) => [
      field.id,
      string()
        .default('')
        .test(field.id, function check() {
          const answers = { ...others, ...(this.parent as SetupValues) };
          const message = setupFieldError(field, answers, allowedOptionsOf(field, answers, references));
          return message ? this.createError({ message }) : true;
        }),
    ]),
  );
  return object(shape) as unknown as ObjectSchema<SetupValues>;
}

/** The fields shown for these answers (dependsOn and its conditions). */
export function shownFields(fields: readonly SetupField[], answers: SetupAnswers): SetupField[] {
  return fields.filter((field) => isFieldShown(field, answers));
}

export function isSameAsBillingField(field: SetupField): boolean {
  return field.type === SetupFieldType.CHECKBOX && field.label === SAME_AS_BILLING_LABEL;
}

/** The billing field a shipping field copies from: SHIPPING_CITY ← BILLING_CITY. */
export function billingCounterpartOf(shippingFieldId: string): string | undefined {
  return shippingFieldId.startsWith('SHIPPING_') ? `BILLING_${shippingFieldId.slice('SHIPPING_'.length)}` : undefined;
}

/** The same-as-billing checkbox ticked: each dependent shipping field takes its billing answer. */
export function copyBillingAddress(checkbox: SetupField, values: SetupValues, billing: SetupAnswers): SetupValues {
  const next = { ...values, [checkbox.id]: 'true' };
  for (const id of checkbox.dependentFields ?? []) {
    const source = billingCounterpartOf(id);
    if (source !== undefined && id in values) next[id] = billing[source] ?? '';
  }
  return next;
}

export interface FieldChange {
  values: SetupValues;
  /** Ids whose errors go: the changed field, its dependants, and a same-as-billing box turned off. */
  clearedErrors: string[];
}

/**
 * The values after one field changed (spec 03 §5, §3 dependentFields): the changed field and its
 * dependants lose their errors and the dependants their values (a state chosen for another
 * country); ticking 'Same as billing address' copies the billing address instead; a change to a
 * copied shipping field turns the box off.
 */
export function applyFieldChange(fields: readonly SetupField[], values: SetupValues, others: SetupAnswers, changed: SetupField, value: string): FieldChange {
  const clearedErrors = [changed.id, ...(changed.dependentFields ?? [])];
  if (isSameAsBillingField(changed) && value === 'true') return { values: copyBillingAddress(changed, values, others), clearedErrors };
  let next: SetupValues = { ...values, [changed.id]: value };
  for (const id of changed.dependentFields ?? []) if (id in next) next[id] = '';
  for (const field of fields) {
    if (isSameAsBillingField(field) && field.id !== changed.id && next[field.id] === 'true' && (field.dependentFields ?? []).includes(changed.id)) {
      next[field.id] = 'false';
      clearedErrors.push(field.id);
    }
  }
  const merged = clearHiddenDependants(fields, { ...others, ...next });
  next = Object.fromEntries(Object.keys(next).map((id) => [id, merged[id] ?? '']));
  return { values: next, clearedErrors };
}

/** Every answer of the setup (all sections), for conditions across steps and for copying billing. */
export function answersOf(sections: readonly SetupSection[]): SetupValues {
  const answers: SetupValues = {};
  for (const section of sections)
    for (const step of section.steps) for (const field of step.fields) if (field.type !== SetupFieldType.INFO) answers[field.id] = field.value ?? '';
  return answers;
}

/**
 * The body's field values: shown fields only (hidden ones are blank), and a same-as-billing box
 * turned off on save (spec 03 §5): the shipping fields now hold the copied address.
 */
export function fieldsToSend(fields: readonly SetupField[], values: SetupValues, others: SetupAnswers): Array<{ id: string; value: string }> {
  const answers = { ...others, ...values };
  return answerableFields(fields).map((field) => ({
    id: field.id,
    value: isSameAsBillingField(field) ? 'false' : isFieldShown(field, answers) ? (values[field.id] ?? '') : '',
  }));
}
