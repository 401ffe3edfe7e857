import { theme } from 'antd';
import { Formik, getIn, useFormikContext } from 'formik';
import { lazy, Suspense, useEffect, useId } from 'react';
import type { EusFormData, References } from '@bp/api-contract';
import { runWhenIdle, useTranslation } from '@bp/ui-kit';
import { EXPORT_ANSWER_LIMIT, eusErrors, needsAdditionalInfo, type FormErrors } from '@bp/util-validation';
import { AdditionalParties } from './additional-parties';
import { ADDRESS_LINES, AddressFields } from './address-fields';
import { blankEus, EUS_QUESTIONS, isQuestionShown, type EusQuestion } from './eus-questions';
import { CheckboxField, RadioField, TextField, useFieldError, useReadOnly } from './form-controls';
import { formikValidator } from './form-errors';
import { useServerFieldErrors } from './server-field-errors';
import { FormSection, OnlineFormFrame } from './online-form-frame';
import { SignerFields } from './signer-fields';
import { eusPayload } from './form-payloads';

/** The rules name a whole question ('questions.x'); its control edits the answer ('questions.x.value'). */
function onAnswerControls(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [/^questions\.[^.]+$/.test(path) ? `${path}.value` : path, message]));
}

const validate = formikValidator<EusFormData>((form) => onAnswerControls(eusErrors(form)));

/**
 * antd's Select (about 30 KB gzip with its virtual list and popup engine), only for the countries
 * of an export: downloaded when the EUS form is idle or the question shows, not with the form.
 */
const loadSelect = () => import('./countries-select');
const Select = lazy(loadSelect);

/** A multi-select of countries (destination_countries): antd's Select, searchable by name. */
function CountriesField({ name, label, references }: { name: string; label: string; references: References | undefined }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<EusFormData>();
  const readOnly = useReadOnly();
  const error = useFieldError(name);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label htmlFor={id} style={{ display: 'block', fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
        {t(label, { defaultValue: label })}
      </label>
      <Suspense
        fallback={
          // Until Select is in: a disabled field in its place, so the label names a control and the layout does not jump.
          <input
            id={id}
            disabled
            aria-busy="true"
            aria-describedby={error ? `${id}-error` : undefined}
            style={{
              width: '100%',
              minHeight: token.controlHeight,
              borderRadius: token.borderRadius,
              border: `1px solid ${token.colorBorder}`,
              background: token.colorBgContainerDisabled,
              boxSizing: 'border-box',
            }}
          />
        }
      >
        <Select
          id={id}
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          disabled={readOnly}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          value={(getIn(values, name) as string[] | undefined) ?? []}
          options={(references?.countries ?? []).map((country) => ({ value: country.id, label: country.option }))}
          onChange={(countries) => void setFieldValue(name, countries)}
          onBlur={() => void setFieldTouched(name)}
        />
      </Suspense>
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {t(error, { defaultValue: error })}
        </div>
      ) : null}
    </div>
  );
}

function Question({ question, references }: { question: EusQuestion; references: References | undefined }) {
  const { values, setFieldValue } = useFormikContext<EusFormData>();
  const name = `questions.${question.key}.value`;
  const answer = values.questions[question.key];
  if (!isQuestionShown(question, values.questions)) return null;
  if (question.kind === 'checkbox') return <CheckboxField name={name} label={question.text} />;
  if (question.kind === 'countries') return <CountriesField name={name} label={question.text} references={references} />;
  if (question.kind === 'text') return <TextField name={name} label={question.text} maxLength={EXPORT_ANSWER_LIMIT} multiline />;
  return (
    <>
      <RadioField
        name={name}
        label={question.text}
        options={question.options ?? []}
        onPicked={(value) => {
          // The registered-in-US answer decides which address block is asked (spec 03 §5).
          if (question.key === 'registered_in_US') void setFieldValue('company_or_individual_address.value', value);
        }}
      />
      {needsAdditionalInfo(answer?.value) ? (
        <TextField name={`questions.${question.key}.additionalInfo`} label="Please explain" maxLength={EXPORT_ANSWER_LIMIT} multiline />
      ) : null}
    </>
  );
}

const COMPANY_FIELDS = ['COMPANY_NAME', ...ADDRESS_LINES];
const INDIVIDUAL_FIELDS = ['NAME', ...ADDRESS_LINES];

function PurchaserAddress({ references }: { references: References | undefined }) {
  const { values } = useFormikContext<EusFormData>();
  const kind = values.questions['registered_in_US']?.value;
  if (kind === 'individual') {
    return (
      <FormSection title="Individual address">
        <AddressFields path="company_or_individual_address.address" fields={INDIVIDUAL_FIELDS} references={references} />
      </FormSection>
    );
  }
  if (kind !== 'company') return null;
  return (
    <>
      <FormSection title="Company address">
        <AddressFields path="company_or_individual_address.address" fields={COMPANY_FIELDS} references={references} />
      </FormSection>
      <FormSection title="Business owner">
        <AddressFields path="company_or_individual_address.address" fields={['OWNER_NAME']} references={references} />
        <AddressFields
          path="company_or_individual_address.address"
          namePrefix="BUSINESS_OWNER_"
          labelPrefix="Owner"
          fields={ADDRESS_LINES}
          references={references}
        />
      </FormSection>
    </>
  );
}

export interface EusFormProps {
  /** The document's name: the form's title. */
  title: string;
  references: References | undefined;
  /** A submitted form's answers (read-only) or nothing for a blank form. */
  submitted?: EusFormData;
  readOnly: boolean;
  /** Sends the cleaned answers (the contract's EusFormData); resolves with the server's field errors of a refusal. */
  onSubmit: (formData: EusFormData) => Promise<FormErrors | undefined>;
}

/** The Export End User Statement (spec 03 §3 Online forms, §5 EUS form). */
export function EusForm({ title, references, submitted, readOnly, onSubmit }: EusFormProps) {
  const { serverErrors, submit } = useServerFieldErrors<EusFormData>((values) => onSubmit(eusPayload(values)), onAnswerControls);
  // The countries' Select, ahead of an export answer (a failed download is asked again when the question shows).
  useEffect(() => runWhenIdle(() => void loadSelect().catch(() => undefined)), []);
  return (
    <Formik<EusFormData>
      initialValues={submitted ? { ...blankEus(), ...submitted, questions: { ...blankEus().questions, ...submitted.questions } } : blankEus()}
      validate={validate}
      onSubmit={submit}
    >
      <OnlineFormFrame title={title} readOnly={readOnly} serverErrors={serverErrors}>
        <FormSection title="Questions">
          {EUS_QUESTIONS.map((question) => (
            <Question key={question.key} question={question} references={references} />
          ))}
        </FormSection>
        <PurchaserAddress references={references} />
        <FormSection title="Additional parties">
          <AdditionalParties references={references} />
        </FormSection>
        <FormSection title="Signer">
          <SignerFields />
        </FormSection>
      </OnlineFormFrame>
    </Formik>
  );
}
