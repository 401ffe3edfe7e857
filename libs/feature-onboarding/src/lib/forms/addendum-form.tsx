import { Formik, useFormikContext } from 'formik';
import type { AddendumFormData, References } from '@bp/api-contract';
import { addendumErrors, type FormErrors } from '@bp/util-validation';
import { AdditionalParties, blankParty } from './additional-parties';
import { blankAddendum } from './eus-questions';
import { RadioField } from './form-controls';
import { formikValidator } from './form-errors';
import { addendumPayload } from './form-payloads';
import { FormSection, OnlineFormFrame } from './online-form-frame';
import { useServerFieldErrors } from './server-field-errors';
import { SignerFields } from './signer-fields';

const validate = formikValidator<AddendumFormData>((form) => addendumErrors(form['additionalQuestion'] === 'no' ? form : { ...form, additionalParties: [] }));

export const ADDENDUM_QUESTION = 'Are all the additional parties that will handle, hold or receive the items already listed in your Export End User Statement?';
const ANSWERS = [
  { id: 'yes', option: 'Yes' },
  { id: 'no', option: 'No, I will list them here' },
] as const;

function AddendumFields({ references }: { references: References | undefined }) {
  const { values, setFieldValue } = useFormikContext<AddendumFormData>();
  return (
    <>
      <FormSection title="Additional parties">
        <RadioField
          name="additionalQuestion"
          label={ADDENDUM_QUESTION}
          options={ANSWERS}
          onPicked={(answer) => {
            // 'no' needs at least the first party (spec 03 §5 Addendum).
            if (answer === 'no' && values.additionalParties.length === 0) void setFieldValue('additionalParties', [blankParty()]);
          }}
        />
        {values.additionalQuestion === 'no' ? <AdditionalParties references={references} minimum={1} /> : null}
      </FormSection>
      <FormSection title="Signer">
        <SignerFields />
      </FormSection>
    </>
  );
}

export interface AddendumFormProps {
  title: string;
  references: References | undefined;
  submitted?: AddendumFormData;
  readOnly: boolean;
  /** Resolves with the server's field errors of a refusal. */
  onSubmit: (formData: AddendumFormData) => Promise<FormErrors | undefined>;
}

/** The EUS addendum (spec 03 §3 Addendum form, §5 Addendum). */
export function AddendumForm({ title, references, submitted, readOnly, onSubmit }: AddendumFormProps) {
  const { serverErrors, submit } = useServerFieldErrors<AddendumFormData>((values) => onSubmit(addendumPayload(values)));
  return (
    <Formik<AddendumFormData> initialValues={submitted ? { ...blankAddendum(), ...submitted } : blankAddendum()} validate={validate} onSubmit={submit}>
      <OnlineFormFrame title={title} readOnly={readOnly} serverErrors={serverErrors}>
        <AddendumFields references={references} />
      </OnlineFormFrame>
    </Formik>
  );
}
