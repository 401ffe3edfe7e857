import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, theme } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import type { AdditionalParty, References } from '@bp/api-contract';
import { useTranslation } from '@bp/ui-kit';
import { ADDITIONAL_PARTY_OTHER } from '@bp/util-validation';
import { PlainCard } from '../components/plain-card';
import { ADDRESS_LINES, AddressFields } from './address-fields';
import { SelectField, TextField, useReadOnly } from './form-controls';

/** Party types of spec 03 §3 Additional party; 'other' asks what it is. */
export const ADDITIONAL_PARTY_TYPES = [
  { id: 'shipping_logistics_company', option: 'Shipping / logistics company' },
  { id: 'third_party_distributor', option: 'Third-party distributor' },
  { id: 'freight_forwarder', option: 'Freight forwarder' },
  { id: 'import_export_broker', option: 'Import / export broker' },
  { id: 'third_party_reseller', option: 'Third-party reseller' },
  { id: 'consignment_store', option: 'Consignment store' },
  { id: 'retail_partner', option: 'Retail partner' },
  { id: ADDITIONAL_PARTY_OTHER, option: 'Other (please specify)' },
] as const;

let partyKeys = 0;
/** A blank party; `key` keeps React's rows stable when one in the middle is removed. */
export function blankParty(): AdditionalParty {
  partyKeys += 1;
  return {
    key: `party-${Date.now().toString(36)}-${partyKeys}`,
    additionalPartyType: '',
    additionalPartyTypeInfo: '',
    NAME: '',
    ADDRESS_LINE_1: '',
    ADDRESS_LINE_2: '',
    CITY: '',
    STATE: '',
    ZIP_CODE: '',
    COUNTRY: '',
  };
}

export interface AdditionalPartiesProps {
  references: References | undefined;
  /** How many parties must stay (the addendum's 'no' keeps the first). */
  minimum?: number;
}

/** The parties that will handle, hold or receive the items besides the buyer (spec 03 §5 EUS form, Addendum). */
export function AdditionalParties({ references, minimum = 0 }: AdditionalPartiesProps) {
  const { values } = useFormikContext<{ additionalParties: AdditionalParty[] }>();
  const readOnly = useReadOnly();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const parties = values.additionalParties;
  return (
    <FieldArray name="additionalParties">
      {(rows) => (
        <Flex vertical gap="middle">
          {parties.map((party, index) => {
            const number = index + 1;
            return (
              <PlainCard
                key={party.key ?? index}
                role="group"
                aria-label={t('Additional party {{number}}', { defaultValue: 'Additional party {{number}}', number })}
                title={t('Additional party {{number}}', { defaultValue: 'Additional party {{number}}', number })}
                extra={
                  readOnly || parties.length <= minimum ? null : (
                    <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => rows.remove(index)}>
                      {t('Remove additional party {{number}}', { defaultValue: 'Remove additional party {{number}}', number })}
                    </Button>
                  )
                }
              >
                <SelectField name={`additionalParties.${index}.additionalPartyType`} label="Party type" options={ADDITIONAL_PARTY_TYPES} />
                {party.additionalPartyType === ADDITIONAL_PARTY_OTHER ? (
                  <TextField name={`additionalParties.${index}.additionalPartyTypeInfo`} label="Please specify" maxLength={300} />
                ) : null}
                <AddressFields path={`additionalParties.${index}`} fields={['NAME', ...ADDRESS_LINES]} references={references} />
              </PlainCard>
            );
          })}
          {parties.length === 0 ? (
            <span style={{ color: token.colorTextDescription }}>{t('No additional parties.', { defaultValue: 'No additional parties.' })}</span>
          ) : null}
          {readOnly ? null : (
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => rows.push(blankParty())} style={{ alignSelf: 'flex-start' }}>
              {t('Add additional party', { defaultValue: 'Add additional party' })}
            </Button>
          )}
        </Flex>
      )}
    </FieldArray>
  );
}
