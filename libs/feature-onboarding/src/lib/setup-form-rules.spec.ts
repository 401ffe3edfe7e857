import { BILLING_ANSWERS, BUSINESS_FIELDS, REFERENCES, aSetup } from './onboarding-fixtures';
import { answersOf, applyFieldChange, fieldsToSend, initialValuesOf, optionsOf, setupSchemaOf } from './setup-form-rules';

const shippingFields = aSetup('billing').sections[1].steps[1].fields;
function byId(id: string) {
  const field = [...BUSINESS_FIELDS, ...shippingFields].find((candidate) => candidate.id === id);
  if (!field) throw new Error(`no field ${id}`);
  return field;
}

describe('account-setup form rules (spec 03 §5 Account-setup forms)', () => {
  it('takes the options of a STATES field from the references of the chosen country', () => {
    expect(optionsOf(byId('SHIPPING_STATE'), { SHIPPING_COUNTRY: 'US' }, REFERENCES).map((option) => option.id)).toEqual(['NY', 'FL']);
    expect(optionsOf(byId('SHIPPING_STATE'), { SHIPPING_COUNTRY: '' }, REFERENCES)).toEqual([]);
    expect(optionsOf(byId('SHIPPING_COUNTRY'), {}, REFERENCES)).toHaveLength(3);
  });

  it("checks with the shared rules: 'Required', the placeholder select, conditional fields and the generic checks", async () => {
    const schema = setupSchemaOf(BUSINESS_FIELDS, {}, REFERENCES);
    const errorsOf = async (values: Record<string, string>) => {
      try {
        await schema.validate(values, { abortEarly: false });
        return {};
      } catch (error) {
        return Object.fromEntries((error as { inner: Array<{ path: string; message: string }> }).inner.map((entry) => [entry.path, entry.message]));
      }
    };
    expect(await errorsOf({ ...initialValuesOf(BUSINESS_FIELDS), BUSINESS_TYPE: '-1' })).toEqual({
      BUSINESS_NAME: 'Required',
      BUSINESS_TYPE: 'Required',
      BUSINESS_PHONE: 'Required',
      BUSINESS_EMAIL: 'Required',
    });
    expect(
      await errorsOf({ BUSINESS_NAME: 'Acme', BUSINESS_TYPE: 'OTHER', BUSINESS_TYPE_OTHER: '', BUSINESS_PHONE: '12', BUSINESS_EMAIL: 'x@y.test' }),
    ).toEqual({ BUSINESS_TYPE_OTHER: 'Required', BUSINESS_PHONE: 'invalid telephone number' });
  });

  it('a change clears the dependants; ticking same-as-billing copies, editing a copied field unticks', () => {
    const values = initialValuesOf(shippingFields);
    const ticked = applyFieldChange(shippingFields, values, BILLING_ANSWERS, byId('SAME_AS_BILLING'), 'true');
    expect(ticked.values).toMatchObject({ SAME_AS_BILLING: 'true', SHIPPING_CITY: 'Miami', SHIPPING_COUNTRY: 'US', SHIPPING_STATE: 'FL' });
    const edited = applyFieldChange(shippingFields, ticked.values, BILLING_ANSWERS, byId('SHIPPING_COUNTRY'), 'CA');
    expect(edited.values).toMatchObject({ SAME_AS_BILLING: 'false', SHIPPING_COUNTRY: 'CA', SHIPPING_STATE: '' });
    expect(edited.clearedErrors).toEqual(expect.arrayContaining(['SHIPPING_COUNTRY', 'SHIPPING_STATE', 'SAME_AS_BILLING']));
  });

  it('sends hidden fields blank and the same-as-billing box off (the shipping fields hold the copy)', () => {
    const values = { ...initialValuesOf(shippingFields), SAME_AS_BILLING: 'true', SHIPPING_COUNTRY: 'DE', SHIPPING_STATE: 'NY' };
    const sent = Object.fromEntries(fieldsToSend(shippingFields, values, {}).map((field) => [field.id, field.value]));
    // No state is asked for Germany: the hidden state goes blank.
    expect(sent).toMatchObject({ SAME_AS_BILLING: 'false', SHIPPING_COUNTRY: 'DE', SHIPPING_STATE: '' });
    expect(answersOf(aSetup('billing').sections)).toMatchObject(BILLING_ANSWERS);
  });
});
