import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Value } from 'typebox/value';
import { EusFormDataSchema, SaveOnlineFormRequestSchema } from '@bp/api-contract';
import { jsonResponse } from '@bp/data-access-api/testing';
import { eusErrors } from '@bp/util-validation';
import { onboardingRoutes } from '../routes';
import { cleanupFormPages, renderFormPage, savedBodies } from './form-test-harness';
import { EusFormPage } from './online-form-pages';

// signature_pad draws on a real canvas, which jsdom lacks: a stand-in records the pads so a test
// can "finish a stroke" the way the library reports one (the endStroke event).
const JPEG = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(4)}`;
const mockPads: Array<{ emit: (type: string) => void; empty: boolean; options: unknown }> = [];
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    private listeners: Record<string, Array<() => void>> = {};
    empty = true;
    constructor(
      _canvas: unknown,
      public options: unknown,
    ) {
      mockPads.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    removeEventListener(type: string, listener: () => void) {
      this.listeners[type] = (this.listeners[type] ?? []).filter((candidate) => candidate !== listener);
    }
    emit(type: string) {
      this.empty = false;
      for (const listener of this.listeners[type] ?? []) listener();
    }
    isEmpty() {
      return this.empty;
    }
    toDataURL(type: string, options?: unknown) {
      if (type === 'image/svg+xml') return `data:image/svg+xml;base64,${options ? 'd2l0aC1iYWNrZ3JvdW5k' : ''}`;
      return type === 'image/jpeg' ? JPEG : 'data:image/png;base64,';
    }
    toData() {
      return [];
    }
    fromData() {
      return undefined;
    }
    clear() {
      this.empty = true;
    }
    off() {
      return undefined;
    }
  },
}));

const EUS_DOCUMENT = {
  documentName: 'Export End User Statement',
  documentReferenceId: 'EUS',
  uploadedDocumentId: null,
  documentStatus: 'MISSING',
  metadata: { shippingAddress: null },
};
const opening = (document: Record<string, unknown> = {}) => ({ document: { ...EUS_DOCUMENT, ...document }, buyerType: 'UNVERIFIED_PROSPECT' });

afterEach(() => {
  cleanupFormPages();
  mockPads.length = 0;
});

function renderEus(state: unknown = opening(), calls = {}) {
  return renderFormPage({ path: onboardingRoutes.eus, element: <EusFormPage />, state, calls });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const pick = (question: string, answer: string) => fireEvent.click(within(group(question)).getByRole('radio', { name: answer }));
const fill = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

async function fillCompleteEus() {
  pick('What is the purpose of your purchase?', 'Resale');
  pick('Will the items be used, sold and kept in compliance with the laws of the locations where they are received?', 'Yes');
  pick('Is your business owned or controlled by a government, a government agency or the military?', 'No');
  pick('Will the items be exported from the United States?', 'No');
  pick('Is the purchaser a company registered in the United States or an individual?', 'A registered company');
  fireEvent.click(screen.getByRole('checkbox', { name: /I will comply with the export control laws/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I certify that the information/ }));
  fill('Company name', 'Noa Devices');
  fill('Address line 1', '1 Main St');
  fill('City', 'Miami');
  fill('Country', 'US');
  fill('State / Province', 'FL');
  fill('Zip / Postal code', '33101');
  fill('Owner name', 'Noa Newbuyer');
  fill('Owner address line 1', '2 Side St');
  fill('Owner city', 'Miami');
  fill('Owner country', 'US');
  fill('Owner zip / postal code', '33102');
  fill('First name', 'Noa');
  fill('Last name', 'Newbuyer');
  fill('Title', 'Owner');
  await waitFor(() => expect(mockPads.length).toBeGreaterThan(0));
  act(() => mockPads[mockPads.length - 1].emit('endStroke'));
}

describe('EUS form page (spec 03 §2, §5 EUS form)', () => {
  it.each([onboardingRoutes.eus, onboardingRoutes.eusV1])('%s goes to account details without the navigation state', async (path) => {
    renderFormPage({ path, element: <EusFormPage /> });

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
  });

  it('replaces its own history entry once loaded, so the state is not kept for a reload', async () => {
    const { history } = renderEus();

    expect(await screen.findByRole('form', { name: 'Export End User Statement' })).toBeInTheDocument();
    await waitFor(() => expect(history.location.state).toBeNull());
    expect(history.location.pathname).toBe('/forms/eus');
  });

  it("shows 'Required' for every unanswered question, the signer and the signature on submit", async () => {
    renderEus();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(within(group('What is the purpose of your purchase?').parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Required'),
    );
    expect(within(screen.getByRole('group', { name: 'Signature' })).getByRole('alert')).toHaveTextContent('Required');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('checkbox', { name: /I certify/ })).toHaveAccessibleDescription('Required');
    // Seven required questions, three signer fields and the signature.
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === 'Required')).toHaveLength(11);
  });

  it('asks the extra info of an "other" answer and the destinations of an export', async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    expect(screen.queryByLabelText('Please explain')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('To which countries will the items be exported?')).not.toBeInTheDocument();

    pick('What is the purpose of your purchase?', 'Other (please explain)');
    pick('Will the items be exported from the United States?', 'Yes');

    expect(screen.getByLabelText('Please explain')).toBeInTheDocument();
    expect(screen.getByLabelText('To which countries will the items be exported?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText('Please explain')).toHaveAccessibleDescription('Required'));
  });

  it('keeps an export answer to 200 characters', async () => {
    const user = userEvent.setup();
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    pick('What is the purpose of your purchase?', 'Other (please explain)');

    const explain = screen.getByLabelText('Please explain');
    await user.click(explain);
    await user.paste('x'.repeat(250));

    expect((explain as HTMLTextAreaElement).value).toHaveLength(200);
    expect(explain).toHaveAttribute('maxlength', '200');
  });

  it('asks a company address with its owner, or an individual address', async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    expect(screen.queryByRole('heading', { name: 'Company address' })).not.toBeInTheDocument();

    pick('Is the purchaser a company registered in the United States or an individual?', 'A registered company');
    expect(screen.getByRole('heading', { name: 'Company address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.getByLabelText('Owner name')).toBeInTheDocument();
    expect(screen.getByLabelText('Owner address line 1')).toBeInTheDocument();

    pick('Is the purchaser a company registered in the United States or an individual?', 'An individual');
    expect(screen.getByRole('heading', { name: 'Individual address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Owner name')).not.toBeInTheDocument();
  });

  it("changing an address's country clears its state", async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    pick('Is the purchaser a company registered in the United States or an individual?', 'An individual');
    fill('Country', 'US');
    fill('State / Province', 'TX');
    expect(screen.getByLabelText('State / Province')).toHaveValue('TX');

    fill('Country', 'MX');
    expect(screen.getByLabelText('State / Province')).toHaveValue('');
  });

  it("adds and removes additional parties; 'other' asks what it is", async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });

    fireEvent.click(screen.getByRole('button', { name: 'Add additional party' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add additional party' }));
    const second = screen.getByRole('group', { name: 'Additional party 2' });
    fill('Party type', 'other', second);
    expect(within(second).getByLabelText('Please specify')).toBeInTheDocument();
    fill('Name', 'Second Party', second);

    fireEvent.click(screen.getByRole('button', { name: 'Remove additional party 1' }));
    expect(screen.queryByRole('group', { name: 'Additional party 2' })).not.toBeInTheDocument();
    const remaining = screen.getByRole('group', { name: 'Additional party 1' });
    expect(within(remaining).getByLabelText('Name')).toHaveValue('Second Party');
    expect(within(remaining).getByLabelText('Party type')).toHaveValue('other');
  });

  it("requires each party's type, name and address, and the 'other' text", async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    fireEvent.click(screen.getByRole('button', { name: 'Add additional party' }));
    const party = screen.getByRole('group', { name: 'Additional party 1' });
    fill('Party type', 'other', party);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(within(party).getByLabelText('Please specify')).toHaveAccessibleDescription('Required'));
    for (const label of ['Name', 'Address line 1', 'City', 'Country']) expect(within(party).getByLabelText(label)).toHaveAccessibleDescription('Required');
  });

  it('accepts an uploaded png signature and refuses other image types', async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    const upload = screen.getByLabelText('Or upload a signature image (jpeg, jpg, png)');

    fireEvent.change(upload, { target: { files: [new File(['GIF89a'], 'sign.gif', { type: 'image/gif' })] } });
    expect(await within(screen.getByRole('group', { name: 'Signature' })).findByRole('alert')).toHaveTextContent('Only jpeg, jpg and png images are allowed');

    fireEvent.change(upload, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sign.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Signature image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(screen.getByRole('group', { name: 'Signature' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads a drawn signature as svg, png or jpg (spec 03 §9)', async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    await waitFor(() => expect(mockPads).toHaveLength(1));
    const signature = screen.getByRole('group', { name: 'Signature' });
    expect(within(signature).queryByRole('group', { name: 'Download signature' })).not.toBeInTheDocument();

    act(() => mockPads[0].emit('endStroke'));
    const downloads = within(signature).getByRole('group', { name: 'Download signature' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['SVG', 'PNG', 'JPG']);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      for (const format of ['SVG', 'PNG', 'JPG']) fireEvent.click(within(downloads).getByRole('button', { name: `Download signature as ${format}` }));
      const saved = click.mock.contexts.map((anchor) => [(anchor as HTMLAnchorElement).download, (anchor as HTMLAnchorElement).getAttribute('href')]);
      expect(saved).toEqual([
        ['signature.svg', 'data:image/svg+xml;base64,d2l0aC1iYWNrZ3JvdW5k'],
        ['signature.png', 'data:image/png;base64,'],
        ['signature.jpg', JPEG],
      ]);
    } finally {
      click.mockRestore();
    }

    fireEvent.click(within(signature).getByRole('button', { name: 'Clear signature' }));
    expect(within(signature).queryByRole('group', { name: 'Download signature' })).not.toBeInTheDocument();
  });

  it('draws with pen widths 0.5 to 2 on a white background (jpeg has no transparency)', async () => {
    renderEus();
    await screen.findByRole('form', { name: 'Export End User Statement' });
    await waitFor(() => expect(mockPads).toHaveLength(1));
    expect(mockPads[0].options).toMatchObject({ minWidth: 0.5, maxWidth: 2, backgroundColor: 'rgb(255, 255, 255)' });
    expect(screen.getByRole('img', { name: 'Signature pad: draw your signature' })).toHaveStyle({ height: '200px', width: '100%' });
  });

  it("submits a drawn signature with the answers in the contract's shape, then says so and returns to account details", async () => {
    const { fetchStub } = renderEus(opening(), {
      'POST /px-api-gateway/buyer-onboarding/online-form-data': () =>
        jsonResponse({
          documentReferenceId: 'EUS',
          uploadedDocumentId: 'f0b7c7e2-0000-4000-8000-000000000001',
          uploadedDocumentName: 'Export End User Statement.pdf',
          documentStatus: 'TO_REVIEW',
        }),
    });
    await screen.findByRole('form', { name: 'Export End User Statement' });
    await fillCompleteEus();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Form submitted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
    const [body] = (await savedBodies(fetchStub.requests)) as Array<{ documentReferenceId: string; formData: Record<string, unknown>; addressId: unknown }>;
    expect(Value.Check(SaveOnlineFormRequestSchema, body)).toBe(true);
    expect(Value.Check(EusFormDataSchema, body.formData)).toBe(true);
    expect(eusErrors(body.formData)).toEqual({});
    expect(body).toMatchObject({
      documentReferenceId: 'EUS',
      addressId: null,
      formData: {
        questions: {
          purpose_of_purchase: { value: 'resale' },
          will_items_be_exported: { value: 'no' },
          registered_in_US: { value: 'company' },
          certify: { value: true },
        },
        company_or_individual_address: { value: 'company', address: { COMPANY_NAME: 'Noa Devices', STATE: 'FL', BUSINESS_OWNER_COUNTRY: 'US' } },
        userData: { firstName: 'Noa', lastName: 'Newbuyer', title: 'Owner', signature: JPEG },
        additionalParties: [],
      },
    });
    expect(body.formData['questions']).not.toHaveProperty('destination_countries');
    expect(fetchStub.requests.find((request) => request.method === 'POST')?.headers.get('buyertype')).toBe('UNVERIFIED_PROSPECT');
  });

  it('shows the server refusal and stays on the form', async () => {
    renderEus(opening(), {
      'POST /px-api-gateway/buyer-onboarding/online-form-data': () =>
        jsonResponse(
          { status: 422, message: 'Export End User Statement was already submitted', messageCode: 'FORM_ALREADY_SUBMITTED', params: [], errors: [] },
          { status: 422 },
        ),
    });
    await screen.findByRole('form', { name: 'Export End User Statement' });
    await fillCompleteEus();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Export End User Statement was already submitted')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Export End User Statement' })).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, scrolls to the first, and clears one when its field changes", async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && options.behavior === 'smooth') scrolled.push(this);
    };
    const { fetchStub } = renderEus(opening(), {
      'POST /px-api-gateway/buyer-onboarding/online-form-data': () =>
        jsonResponse(
          {
            status: 400,
            message: 'Some answers are not valid',
            messageCode: 'VALIDATION_FAILED',
            params: [],
            errors: [
              { field: 'questions.purpose_of_purchase', messageCode: 'INVALID', messageDescription: 'Not one of the options' },
              {
                field: 'formData.company_or_individual_address.address.COMPANY_NAME',
                messageCode: 'INVALID',
                messageDescription: 'Expected string length less or equal to 200',
              },
              { field: 'userData.signature', messageCode: 'INVALID', messageDescription: 'must be a jpeg or png image' },
            ],
          },
          { status: 400 },
        ),
    });
    await screen.findByRole('form', { name: 'Export End User Statement' });
    await fillCompleteEus();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Some answers are not valid')).toBeInTheDocument();
    const purpose = group('What is the purpose of your purchase?');
    await waitFor(() => expect(within(purpose.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Not one of the options'));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Expected string length less or equal to 200');
    expect(within(screen.getByRole('group', { name: 'Signature' })).getByRole('alert')).toHaveTextContent('must be a jpeg or png image');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription();
    // The first in the page's order: the question, whose chosen option takes the focus.
    await waitFor(() => expect(scrolled[0]).toBe(purpose));
    expect(within(purpose).getByRole('radio', { name: 'Resale' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Export End User Statement' })).toBeInTheDocument();

    // A changed field loses the server's error; the others keep theirs; the next submit is sent again.
    fill('Company name', 'Noa Devices LLC');
    expect(screen.getByLabelText('Company name')).not.toHaveAccessibleDescription();
    expect(within(purpose.parentElement as HTMLElement).getByRole('alert')).toHaveTextContent('Not one of the options');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect(await savedBodies(fetchStub.requests)).toHaveLength(2));
  });

  it('shows a submitted form read-only: its answers, every input disabled, no submit button', async () => {
    const uploadedDocumentId = 'f0b7c7e2-0000-4000-8000-000000000001';
    renderEus(opening({ uploadedDocumentId, documentStatus: 'TO_REVIEW' }), {
      [`GET /px-api-gateway/buyer-onboarding/online-form-data/${uploadedDocumentId}`]: () =>
        jsonResponse({
          documentReferenceId: 'EUS',
          uploadedDocumentId,
          formData: {
            questions: { purpose_of_purchase: { value: 'resale' }, registered_in_US: { value: 'individual' }, certify: { value: true } },
            company_or_individual_address: {
              value: 'individual',
              address: { NAME: 'Noa Newbuyer', ADDRESS_LINE_1: '1 Main St', CITY: 'Miami', COUNTRY: 'US' },
            },
            userData: { firstName: 'Noa', lastName: 'Newbuyer', title: 'Owner', signature: JPEG },
            additionalParties: [],
          },
        }),
    });

    expect(await screen.findByLabelText('Name')).toHaveValue('Noa Newbuyer');
    expect(within(group('What is the purpose of your purchase?')).getByRole('radio', { name: 'Resale' })).toBeChecked();
    expect(within(group('What is the purpose of your purchase?')).getByRole('radio', { name: 'Resale' })).toBeDisabled();
    expect(screen.getByLabelText('First name')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I certify/ })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Signature image' })).toHaveAttribute('src', JPEG);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add additional party' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Or upload a signature image (jpeg, jpg, png)')).not.toBeInTheDocument();
  });
});
