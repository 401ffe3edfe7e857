import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { InternationalShippingFormDataSchema } from '@bp/api-contract';
import { jsonResponse } from '@bp/data-access-api/testing';
import { onboardingRoutes } from '../routes';
import { cleanupFormPages, renderFormPage, savedBodies } from './form-test-harness';
import { EusAddendumFormPage, InternationalShippingFormPage } from './online-form-pages';

jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    addEventListener() {
      return undefined;
    }
    removeEventListener() {
      return undefined;
    }
    toData() {
      return [];
    }
    clear() {
      return undefined;
    }
    off() {
      return undefined;
    }
  },
}));

afterEach(cleanupFormPages);

const SHIPPING = {
  documentName: 'International Shipping Form',
  documentReferenceId: 'INTERNATIONAL_SHIPPING',
  uploadedDocumentId: null,
  metadata: { shippingAddress: { addressId: 'addr-1' } },
};
const fill = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('international shipping form page (spec 03 §5 International shipping form)', () => {
  it.each([onboardingRoutes.internationalShipping, onboardingRoutes.internationalShippingV2])(
    '%s goes to account details without the navigation state',
    async (path) => {
      renderFormPage({ path, element: <InternationalShippingFormPage /> });

      expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
    },
  );

  it("shows 'Required' for the required fields and both statements, and scrolls smoothly to the first", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && options.behavior === 'smooth') scrolled.push(this);
    };
    renderFormPage({ path: onboardingRoutes.internationalShippingV2, element: <InternationalShippingFormPage />, state: { document: SHIPPING } });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByLabelText('Freight / logistics company')).toHaveAccessibleDescription('Required'));
    for (const label of ['Country', 'Address line 1', 'City']) expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Address line 2')).not.toHaveAccessibleDescription();
    expect(screen.getByRole('checkbox', { name: /will not be resold/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('checkbox', { name: /I agree to update/ })).toHaveAccessibleDescription('Required');
    await waitFor(() => expect(scrolled[0]).toBe(screen.getByLabelText('Freight / logistics company')));

    fill('Freight / logistics company', 'Fast Freight');
    await waitFor(() => expect(screen.getByLabelText('Freight / logistics company')).not.toHaveAccessibleDescription());
  });

  it('clears the state when the country changes, then submits the contract shape with the address id', async () => {
    const { fetchStub } = renderFormPage({
      path: onboardingRoutes.internationalShipping,
      element: <InternationalShippingFormPage />,
      state: { document: SHIPPING, buyerType: 'UNVERIFIED_PROSPECT' },
      calls: {
        'POST /px-api-gateway/buyer-onboarding/online-form-data': () =>
          jsonResponse({
            documentReferenceId: 'INTERNATIONAL_SHIPPING',
            uploadedDocumentId: 'f0b7c7e2-0000-4000-8000-000000000002',
            uploadedDocumentName: 'x.pdf',
            documentStatus: 'TO_REVIEW',
          }),
      },
    });
    await screen.findByRole('form', { name: 'International Shipping Form' });
    fill('Country', 'US');
    fill('State / Province', 'TX');
    fill('Country', 'MX');
    expect(screen.getByLabelText('State / Province')).toHaveValue('');
    fill('State / Province', 'CMX');
    fill('Freight / logistics company', 'Fast Freight');
    fill('Address line 1', 'Av. Reforma 1');
    fill('City', 'CDMX');
    fireEvent.click(screen.getByRole('checkbox', { name: /will not be resold/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to update/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    const [body] = (await savedBodies(fetchStub.requests)) as Array<{ formData: unknown; addressId: unknown }>;
    expect(body).toEqual({
      documentReferenceId: 'INTERNATIONAL_SHIPPING',
      addressId: 'addr-1',
      formData: {
        shippingExportFlag: true,
        freightLogisticsCompany: 'Fast Freight',
        COUNTRY: 'MX',
        ADDRESS_LINE_1: 'Av. Reforma 1',
        CITY: 'CDMX',
        STATE: 'CMX',
        acceptAndAgreeFlag: true,
      },
    });
    expect(Value.Check(InternationalShippingFormDataSchema, body.formData)).toBe(true);
  });

  it("puts the server's field errors under their fields and scrolls to the first", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && options.behavior === 'smooth') scrolled.push(this);
    };
    renderFormPage({
      path: onboardingRoutes.internationalShipping,
      element: <InternationalShippingFormPage />,
      state: { document: SHIPPING },
      calls: {
        'POST /px-api-gateway/buyer-onboarding/online-form-data': () =>
          jsonResponse(
            {
              status: 400,
              message: 'The form data is not valid',
              messageCode: 'VALIDATION_FAILED',
              params: [],
              errors: [
                { field: 'formData.CITY', messageCode: 'INVALID', messageDescription: 'Expected string length less or equal to 100' },
                { field: 'formData.freightLogisticsCompany', messageCode: 'INVALID', messageDescription: 'Not a company we ship with' },
              ],
            },
            { status: 400 },
          ),
      },
    });
    await screen.findByRole('form', { name: 'International Shipping Form' });
    fill('Freight / logistics company', 'Fast Freight');
    fill('Country', 'MX');
    fill('Address line 1', 'Av. Reforma 1');
    fill('City', 'CDMX');
    fireEvent.click(screen.getByRole('checkbox', { name: /will not be resold/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to update/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The form data is not valid')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Freight / logistics company')).toHaveAccessibleDescription('Not a company we ship with'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Expected string length less or equal to 100');
    await waitFor(() => expect(scrolled[0]).toBe(screen.getByLabelText('Freight / logistics company')));
    expect(screen.getByLabelText('Freight / logistics company')).toHaveFocus();

    fill('City', 'Ciudad de México');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Freight / logistics company')).toHaveAccessibleDescription('Not a company we ship with');
  });

  it('shows a submitted form read-only, read with type INTERNATIONAL_SHIPPING', async () => {
    const uploadedDocumentId = 'f0b7c7e2-0000-4000-8000-000000000002';
    const { fetchStub } = renderFormPage({
      path: onboardingRoutes.internationalShipping,
      element: <InternationalShippingFormPage />,
      state: { document: { ...SHIPPING, uploadedDocumentId } },
      calls: {
        [`GET /px-api-gateway/buyer-onboarding/online-form-data/${uploadedDocumentId}`]: () =>
          jsonResponse({
            documentReferenceId: 'INTERNATIONAL_SHIPPING',
            uploadedDocumentId,
            submitted: true,
            customer: 'Noa Devices',
            userEmail: 'noa@demo.test',
            formData: {
              shippingExportFlag: true,
              freightLogisticsCompany: 'Fast Freight',
              COUNTRY: 'MX',
              ADDRESS_LINE_1: 'Av. Reforma 1',
              CITY: 'CDMX',
              acceptAndAgreeFlag: true,
            },
          }),
      },
    });

    expect(await screen.findByLabelText('Freight / logistics company')).toHaveValue('Fast Freight');
    expect(screen.getByLabelText('Freight / logistics company')).toBeDisabled();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    const read = fetchStub.requests.find((request) => request.url.includes('/online-form-data/'));
    expect(new URL(read?.url ?? '', 'http://localhost').searchParams.get('type')).toBe('INTERNATIONAL_SHIPPING');
  });
});

const ADDENDUM = { documentName: 'EUS Addendum', documentReferenceId: 'EUS_ADDENDUM', uploadedDocumentId: null, eusDocumentName: 'Export End User Statement' };

describe('EUS addendum page (spec 03 §4, §5 Addendum, §8)', () => {
  it('refuses the addendum before the EUS is signed', async () => {
    renderFormPage({ path: onboardingRoutes.eusAddendumV1, element: <EusAddendumFormPage />, state: { document: { ...ADDENDUM, eusSignedOnDate: null } } });

    expect(await screen.findByText('Please submit Export End User Statement before submitting EUS Addendum')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("requires the yes/no answer; 'no' asks the first party, which cannot be removed", async () => {
    renderFormPage({
      path: onboardingRoutes.eusAddendumV1,
      element: <EusAddendumFormPage />,
      state: { document: { ...ADDENDUM, eusSignedOnDate: '2026-11-20' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const question = await screen.findByRole('radiogroup', { name: /already listed in your Export End User Statement/ });
    await waitFor(() => expect(within(question.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Required'));
    expect(screen.queryByRole('group', { name: 'Additional party 1' })).not.toBeInTheDocument();

    fireEvent.click(within(question).getByRole('radio', { name: 'No, I will list them here' }));
    const first = screen.getByRole('group', { name: 'Additional party 1' });
    expect(within(first).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add additional party' }));
    expect(screen.getByRole('button', { name: 'Remove additional party 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(first).getByLabelText('Party type')).toHaveAccessibleDescription('Required'));
  });
});
