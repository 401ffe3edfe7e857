import { addendumErrors, eusErrors, internationalShippingErrors } from './online-form-rules';

const SIGNATURE = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(2)}`;
const signer = { firstName: 'Noa', lastName: 'Newbuyer', title: 'Owner', signature: SIGNATURE };
const answered = (value: unknown, additionalInfo?: string) => ({ value, ...(additionalInfo === undefined ? {} : { additionalInfo }) });
const validEus = () => ({
  questions: {
    purpose_of_purchase: answered('resale'),
    laws_and_location: answered('yes'),
    owned_by_govt: answered('no'),
    will_items_be_exported: answered('yes'),
    destination_countries: answered(['MX', 'CO']),
    registered_in_US: answered('company'),
    comply_export_laws: answered(true),
    certify: answered(true),
  },
  company_or_individual_address: {
    value: 'company',
    address: {
      COMPANY_NAME: 'Noa Devices',
      ADDRESS_LINE_1: '1 Main St',
      CITY: 'Miami',
      ZIP_CODE: '33101',
      COUNTRY: 'US',
      OWNER_NAME: 'Noa',
      BUSINESS_OWNER_ADDRESS_LINE_1: '1 Main St',
      BUSINESS_OWNER_CITY: 'Miami',
      BUSINESS_OWNER_ZIP_CODE: '33101',
      BUSINESS_OWNER_COUNTRY: 'US',
    },
  },
  userData: signer,
  additionalParties: [] as Record<string, string>[],
});

describe('international shipping form (spec 03 §5)', () => {
  it("requires the company, country, address line 1, city and both checkboxes with 'Required'", () => {
    expect(internationalShippingErrors({})).toEqual({
      freightLogisticsCompany: 'Required',
      COUNTRY: 'Required',
      ADDRESS_LINE_1: 'Required',
      CITY: 'Required',
      shippingExportFlag: 'Required',
      acceptAndAgreeFlag: 'Required',
    });
    expect(
      internationalShippingErrors({
        freightLogisticsCompany: 'DHL',
        COUNTRY: 'MX',
        ADDRESS_LINE_1: 'Av 1',
        CITY: 'CDMX',
        shippingExportFlag: true,
        acceptAndAgreeFlag: true,
      }),
    ).toEqual({});
  });
});

describe('EUS form (spec 03 §5)', () => {
  it('accepts a complete company statement', () => {
    expect(eusErrors(validEus())).toEqual({});
  });

  it('requires every question, the destinations when exported, and the extra info of an "other" answer', () => {
    const form = validEus();
    form.questions.purpose_of_purchase = answered('');
    form.questions.destination_countries = answered([]);
    form.questions.owned_by_govt = answered('other');
    expect(eusErrors(form)).toEqual({
      'questions.purpose_of_purchase': 'Required',
      'questions.destination_countries': 'Required',
      'questions.owned_by_govt.additionalInfo': 'Required',
    });
  });

  it('limits export answers to 200 characters', () => {
    const form = validEus();
    form.questions.purpose_of_purchase = answered('x'.repeat(201));
    expect(eusErrors(form)).toEqual({ 'questions.purpose_of_purchase.value': 'At most 200 characters' });
  });

  it('asks an individual only for name and address', () => {
    const form = validEus();
    form.company_or_individual_address = {
      value: 'individual',
      address: { NAME: 'Noa', ADDRESS_LINE_1: '1 Main', CITY: 'Miami', ZIP_CODE: '33101', COUNTRY: 'US' },
    } as never;
    expect(eusErrors(form)).toEqual({});
    form.company_or_individual_address = { value: 'individual', address: {} } as never;
    expect(Object.keys(eusErrors(form))).toEqual(
      ['NAME', 'ADDRESS_LINE_1', 'CITY', 'ZIP_CODE', 'COUNTRY'].map((field) => `company_or_individual_address.address.${field}`),
    );
  });

  it("requires each party's type, name and address, and the specify text for 'other'", () => {
    const form = validEus();
    form.additionalParties = [{ additionalPartyType: 'other', NAME: 'Fwd', ADDRESS_LINE_1: '2 Port', CITY: 'Miami', COUNTRY: 'US' }, {}];
    expect(eusErrors(form)).toEqual({
      'additionalParties.0.additionalPartyTypeInfo': 'Required',
      'additionalParties.1.additionalPartyType': 'Required',
      'additionalParties.1.NAME': 'Required',
      'additionalParties.1.ADDRESS_LINE_1': 'Required',
      'additionalParties.1.CITY': 'Required',
      'additionalParties.1.COUNTRY': 'Required',
    });
  });

  it('requires the signer and a drawn (non-empty) jpeg or png signature', () => {
    const form = validEus();
    form.userData = { firstName: '', lastName: 'N', title: 'T', signature: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' };
    expect(eusErrors(form)).toEqual({ 'userData.firstName': 'Required', 'userData.signature': 'Required' });
  });
});

describe('addendum (spec 03 §5)', () => {
  it("requires the yes/no question, and the first party when the answer is 'no'", () => {
    expect(addendumErrors({ userData: signer, additionalParties: [] })).toEqual({ additionalQuestion: 'Required' });
    expect(addendumErrors({ additionalQuestion: 'no', userData: signer, additionalParties: [] })).toEqual({
      'additionalParties.0.additionalPartyType': 'Required',
    });
    expect(addendumErrors({ additionalQuestion: 'yes', userData: signer, additionalParties: [] })).toEqual({});
  });
});
