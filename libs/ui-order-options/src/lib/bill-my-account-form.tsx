import { Flex } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useId } from 'react';
import type { BillMyAccount } from '@bp/api-contract';
import { useNarrowScreen } from '@bp/ui-kit';
import { billMyAccountSchema, serviceLevelForCarrier, type SelectedOptions } from '@bp/util-validation';
import { OptionText } from './option-texts';
import { TextOrChoiceField } from './text-or-choice-field';
import { initialErrorsOf } from './initial-errors';
import { useReportChanges } from './use-report-changes';

type BillMyAccountInfo = SelectedOptions['billMyAccountInfo'];

export interface BillMyAccountFormProps {
  account: BillMyAccount;
  value: BillMyAccountInfo;
  /** Show every error at once (after a pay, hold or save was refused), not only visited fields'. */
  showErrors: boolean;
  onChange: (value: BillMyAccountInfo) => void;
}

function BillMyAccountFields({ account, showErrors, onChange }: Omit<BillMyAccountFormProps, 'value'>) {
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BillMyAccountInfo>();
  const narrow = useNarrowScreen();
  const idPrefix = useId();
  useReportChanges(values, onChange);
  const errorOf = (field: keyof BillMyAccountInfo) => (touched[field] || showErrors ? errors[field] : undefined);
  const serviceLevels = account.carrierServiceLevelOptions[values.carrier] ?? [];
  return (
    <Flex vertical={narrow} gap={narrow ? 0 : 'middle'} wrap>
      <TextOrChoiceField
        id={`${idPrefix}-carrier`}
        label={OptionText.carrier}
        value={values.carrier}
        options={account.carrierChoiceRestricted ? account.carrierOptions : undefined}
        error={errorOf('carrier')}
        onChange={(carrier) => {
          void setFieldValue('carrier', carrier);
          // Spec 02 §5: a new carrier starts at its first service level.
          if (carrier !== values.carrier) void setFieldValue('serviceLevel', serviceLevelForCarrier(account, carrier));
        }}
        onBlur={() => void setFieldTouched('carrier')}
      />
      <TextOrChoiceField
        id={`${idPrefix}-service-level`}
        label={OptionText.serviceLevel}
        value={values.serviceLevel}
        options={account.carrierServiceLevelsRestricted ? serviceLevels : undefined}
        error={errorOf('serviceLevel')}
        onChange={(serviceLevel) => void setFieldValue('serviceLevel', serviceLevel)}
        onBlur={() => void setFieldTouched('serviceLevel')}
      />
      <TextOrChoiceField
        id={`${idPrefix}-account-number`}
        label={OptionText.accountNumber}
        value={values.accountNumber}
        error={errorOf('accountNumber')}
        onChange={(accountNumber) => void setFieldValue('accountNumber', accountNumber)}
        onBlur={() => void setFieldTouched('accountNumber')}
      />
    </Flex>
  );
}

/** The bill-my-account sub-form of the shipping method row (spec 02 §5): carrier, service level, account number. */
export function BillMyAccountForm({ account, value, showErrors, onChange }: BillMyAccountFormProps) {
  return (
    <Formik initialValues={value} validationSchema={billMyAccountSchema} initialErrors={initialErrorsOf(billMyAccountSchema, value)} onSubmit={() => undefined}>
      <BillMyAccountFields account={account} showErrors={showErrors} onChange={onChange} />
    </Formik>
  );
}
