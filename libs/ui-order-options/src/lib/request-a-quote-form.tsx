import { Flex } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import { useNarrowScreen } from '@bp/ui-kit';
import { requestAQuoteSchema, type SelectedOptions } from '@bp/util-validation';
import { OptionText } from './option-texts';
import { TextOrChoiceField } from './text-or-choice-field';
import { initialErrorsOf } from './initial-errors';
import { useReportChanges } from './use-report-changes';

type RequestAQuoteInfo = SelectedOptions['requestAQuoteInfo'];

export interface RequestAQuoteFormProps {
  serviceLevels: readonly string[];
  value: RequestAQuoteInfo;
  showErrors: boolean;
  onChange: (value: RequestAQuoteInfo) => void;
}

function RequestAQuoteFields({ serviceLevels, showErrors, onChange }: Omit<RequestAQuoteFormProps, 'value'>) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<RequestAQuoteInfo>();
  const narrow = useNarrowScreen();
  const idPrefix = useId();
  useReportChanges(values, onChange);
  const errorOf = (field: keyof RequestAQuoteInfo) => (touched[field] || showErrors ? errors[field] : undefined);
  return (
    <Flex vertical={narrow} gap={narrow ? 0 : 'middle'} wrap>
      <TextOrChoiceField
        id={`${idPrefix}-service-level`}
        label={OptionText.serviceLevel}
        value={values.serviceLevel}
        options={serviceLevels.length > 0 ? serviceLevels : undefined}
        error={errorOf('serviceLevel')}
        onChange={(serviceLevel) => void setFieldValue('serviceLevel', serviceLevel)}
        onBlur={() => void setFieldTouched('serviceLevel')}
      />
      {/* Spec 02 §5: the freight is also checked when the field is left. */}
      <TextOrChoiceField
        id={`${idPrefix}-freight`}
        label={OptionText.freight}
        value={values.amount}
        inputMode="decimal"
        error={errorOf('amount')}
        onChange={(amount) => void setFieldValue('amount', amount)}
        onBlur={() => void setFieldTouched('amount')}
      />
    </Flex>
  );
}

/** The request-a-quote sub-form of the shipping method row (spec 02 §5): service level and freight. */
export function RequestAQuoteForm({ serviceLevels, value, showErrors, onChange }: RequestAQuoteFormProps) {
  return (
    <Formik initialValues={value} validationSchema={requestAQuoteSchema} initialErrors={initialErrorsOf(requestAQuoteSchema, value)} onSubmit={() => undefined}>
      <RequestAQuoteFields serviceLevels={serviceLevels} showErrors={showErrors} onChange={onChange} />
    </Formik>
  );
}
