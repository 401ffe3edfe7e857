import { Formik } from 'formik';
import type { InternationalShippingFormData, References } from '@bp/api-contract';
import { internationalShippingErrors, type FormErrors } from '@bp/util-validation';
import { AddressFields } from './address-fields';
import { CheckboxField, TextField } from './form-controls';
import { formikValidator } from './form-errors';
import { internationalShippingPayload } from './form-payloads';
import { FormSection, OnlineFormFrame } from './online-form-frame';
import { useServerFieldErrors } from './server-field-errors';

const validate = formikValidator<InternationalShippingFormData>(internationalShippingErrors);

export const SHIPPING_EXPORT_STATEMENT = 'I confirm the items will be exported from the United States and will not be resold within it.';
export const ACCEPT_AND_AGREE_STATEMENT = 'I agree to update this information whenever my shipping or export details change.';

/** The country first: it decides the state list (and clears the state when changed). */
const SHIPPING_ADDRESS_FIELDS = ['COUNTRY', 'ADDRESS_LINE_1', 'ADDRESS_LINE_2', 'CITY', 'STATE', 'ZIP_CODE'];

export function blankInternationalShipping(): InternationalShippingFormData {
  return {
    shippingExportFlag: false,
    freightLogisticsCompany: '',
    COUNTRY: '',
    ADDRESS_LINE_1: '',
    ADDRESS_LINE_2: '',
    CITY: '',
    STATE: '',
    ZIP_CODE: '',
    acceptAndAgreeFlag: false,
  };
}

export interface InternationalShippingFormProps {
  title: string;
  references: References | undefined;
  submitted?: InternationalShippingFormData;
  readOnly: boolean;
  /** Resolves with the server's field errors of a refusal. */
  onSubmit: (formData: InternationalShippingFormData) => Promise<FormErrors | undefined>;
}

/** International shipping v1 and v2: the same fields and rules (spec 03 §3 Online forms, §5 International shipping form). */
export function InternationalShippingForm({ title, references, submitted, readOnly, onSubmit }: InternationalShippingFormProps) {
  const { serverErrors, submit } = useServerFieldErrors<InternationalShippingFormData>((values) => onSubmit(internationalShippingPayload(values)));
  return (
    <Formik<InternationalShippingFormData>
      initialValues={submitted ? { ...blankInternationalShipping(), ...submitted } : blankInternationalShipping()}
      validate={validate}
      onSubmit={submit}
    >
      <OnlineFormFrame title={title} readOnly={readOnly} serverErrors={serverErrors}>
        <FormSection title="Freight forwarder">
          <TextField name="freightLogisticsCompany" label="Freight / logistics company" maxLength={300} />
          <AddressFields path="" fields={SHIPPING_ADDRESS_FIELDS} references={references} />
        </FormSection>
        <FormSection title="Statements">
          <CheckboxField name="shippingExportFlag" label={SHIPPING_EXPORT_STATEMENT} />
          <CheckboxField name="acceptAndAgreeFlag" label={ACCEPT_AND_AGREE_STATEMENT} />
        </FormSection>
      </OnlineFormFrame>
    </Formik>
  );
}
