import { getIn, useFormikContext } from 'formik';
import type { References } from '@bp/api-contract';
import { SelectField, TextField } from './form-controls';

// Address blocks of the online forms (spec 03 §3 Address fields): the company, the individual,
// the business owner and each additional party use the same field names with a prefix.

export const ADDRESS_LABELS: Readonly<Record<string, string>> = {
  COMPANY_NAME: 'Company name',
  NAME: 'Name',
  CONTACT_NAME: 'Contact name',
  OWNER_NAME: 'Owner name',
  ADDRESS_LINE_1: 'Address line 1',
  ADDRESS_LINE_2: 'Address line 2',
  CITY: 'City',
  STATE: 'State / Province',
  ZIP_CODE: 'Zip / Postal code',
  COUNTRY: 'Country',
};

const MAX_LENGTHS: Readonly<Record<string, number>> = { CITY: 100, STATE: 100, ZIP_CODE: 20, COUNTRY: 100 };
const DEFAULT_MAX_LENGTH = 300;

export const ADDRESS_LINES = ['ADDRESS_LINE_1', 'ADDRESS_LINE_2', 'CITY', 'STATE', 'ZIP_CODE', 'COUNTRY'] as const;

export interface AddressFieldsProps {
  /** Formik path of the object holding the fields ('' for the form's top level). */
  path: string;
  /** The names shown, in order, e.g. ['NAME', ...ADDRESS_LINES]. */
  fields: readonly string[];
  /** Field names in the values are `${namePrefix}${field}` (BUSINESS_OWNER_ for the owner's address). */
  namePrefix?: string;
  /** Label of each field, prefixed (e.g. 'Owner'). */
  labelPrefix?: string;
  references: References | undefined;
}

/** Countries from GET references; the state is a list when the country has one, else free text. Changing the country clears the state. */
export function AddressFields({ path, fields, namePrefix = '', labelPrefix, references }: AddressFieldsProps) {
  const { values, setFieldValue } = useFormikContext<object>();
  const at = (field: string) => `${path ? `${path}.` : ''}${namePrefix}${field}`;
  const labelOf = (field: string) => (labelPrefix ? `${labelPrefix} ${ADDRESS_LABELS[field].toLowerCase()}` : ADDRESS_LABELS[field]);
  const country = (getIn(values, at('COUNTRY')) as string | undefined) ?? '';
  const states = references?.states[country] ?? [];
  return (
    <>
      {fields.map((field) => {
        if (field === 'COUNTRY') {
          return (
            <SelectField
              key={field}
              name={at(field)}
              label={labelOf(field)}
              options={references?.countries ?? []}
              onPicked={() => void setFieldValue(at('STATE'), '')}
            />
          );
        }
        if (field === 'STATE' && states.length > 0) return <SelectField key={field} name={at(field)} label={labelOf(field)} options={states} />;
        return <TextField key={field} name={at(field)} label={labelOf(field)} maxLength={MAX_LENGTHS[field] ?? DEFAULT_MAX_LENGTH} />;
      })}
    </>
  );
}
