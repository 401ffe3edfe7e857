import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSetup } from '@bp/api-contract';
import { jsonResponse } from '@bp/data-access-api/testing';
import { AccountSetupPage } from './account-setup-page';
import { BILLING_ANSWERS, REFERENCES, aSetup } from './onboarding-fixtures';
import { bodiesOf, cleanupPages, renderPage } from './page-test-harness';

const SETUP_PATH = '/px-api-gateway/buyer-onboarding/account-setup';
const REFERENCES_PATH = '/px-api-gateway/buyer-onboarding/references';

/** The stub answers `{}` with `current` and each action with the next answer of `answers`. */
function renderSetup(current: AccountSetup, answers: Array<AccountSetup | Response> = []) {
  return renderPage({
    path: '/account-setup',
    route: { path: '/account-setup', element: <AccountSetupPage /> },
    probes: { '/account-details': 'Account Details', '/account-setup/submitted': 'Submitted' },
    calls: {
      [`POST ${SETUP_PATH}`]: async (request) => {
        const body = (await request.clone().json()) as { action?: string };
        if (!body.action) return jsonResponse(current);
        const next = answers.shift();
        if (next instanceof Response) return next;
        if (next) current = next;
        return jsonResponse(current);
      },
      [`GET ${REFERENCES_PATH}`]: () => jsonResponse(REFERENCES),
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(name) });
const actionsSent = async (requests: Request[]) => ((await bodiesOf(requests, 'POST', SETUP_PATH)) as Array<{ action?: string }>).filter((body) => body.action);

afterEach(cleanupPages);

describe('account setup page (spec 03 §2 Account setup page, §5 Account-setup forms)', () => {
  it('shows Loading... and then the sections, the first one open', async () => {
    renderSetup(aSetup('new'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const business = await screen.findByRole('region', { name: /Business Information/ });
    expect(within(business).getByLabelText('Business name')).toBeInTheDocument();
    expect(within(business).getByRole('button', { name: 'NEXT' })).toBeEnabled();
    expect(within(section('Addresses')).queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
    expect(within(section('Review and Submit')).queryByRole('button', { name: 'SUBMIT FOR REVIEW' })).not.toBeInTheDocument();
  });

  it("shows 'Required' under blank required fields on NEXT without sending, and the type validators' texts", async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderSetup(aSetup('new'));
    const business = await screen.findByRole('region', { name: /Business Information/ });
    await user.click(within(business).getByRole('button', { name: 'NEXT' }));
    expect(await within(business).findAllByText('Required')).toHaveLength(4);
    expect(within(business).getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(business).getByLabelText('Business name')).toHaveFocus());

    await user.type(within(business).getByLabelText('Business name'), '1Acme');
    await user.type(within(business).getByLabelText('Phone'), 'call me');
    await user.type(within(business).getByLabelText('Accounts e-mail'), 'not-an-email');
    await user.click(within(business).getByRole('button', { name: 'NEXT' }));
    expect(await within(business).findByText('Please start with atleast one alphabet')).toBeInTheDocument();
    expect(within(business).getByText('invalid telephone number')).toBeInTheDocument();
    expect(within(business).getByText('invalid email')).toBeInTheDocument();
    expect(await actionsSent(fetchStub.requests)).toEqual([]);
  });

  it('shows a conditional field while its condition holds and clears its error and value with the field it depends on', async () => {
    const user = userEvent.setup();
    renderSetup(aSetup('new'));
    const business = await screen.findByRole('region', { name: /Business Information/ });
    expect(within(business).queryByLabelText('Please specify')).not.toBeInTheDocument();
    await user.selectOptions(within(business).getByLabelText('Business type'), 'OTHER');
    expect(within(business).getByLabelText('Please specify')).toBeInTheDocument();
    await user.click(within(business).getByRole('button', { name: 'NEXT' }));
    expect(await within(business).findByText('Required', { selector: '#setup-BUSINESS_TYPE_OTHER-error' })).toBeInTheDocument();

    await user.selectOptions(within(business).getByLabelText('Business type'), 'RETAILER');
    expect(within(business).queryByLabelText('Please specify')).not.toBeInTheDocument();
    await user.selectOptions(within(business).getByLabelText('Business type'), 'OTHER');
    expect(within(business).getByLabelText('Please specify')).toHaveValue('');
    expect(within(business).queryByText('Required', { selector: '#setup-BUSINESS_TYPE_OTHER-error' })).not.toBeInTheDocument();
  });

  it('sends NEXT with the step values, then shows the completed section with EDIT, which reopens it', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderSetup(aSetup('new'), [aSetup('business'), aSetup('new')]);
    const business = await screen.findByRole('region', { name: /Business Information/ });
    await user.type(within(business).getByLabelText('Business name'), 'Acme Phones');
    await user.selectOptions(within(business).getByLabelText('Business type'), 'RETAILER');
    await user.type(within(business).getByLabelText('Phone'), '3055550100');
    await user.type(within(business).getByLabelText('Accounts e-mail'), 'ap@acme.test');
    await user.click(within(business).getByRole('button', { name: 'NEXT' }));

    expect(await within(section('Addresses')).findByLabelText('Address line 1')).toBeInTheDocument();
    expect(within(section('Business Information')).getByText('Retailer')).toBeInTheDocument();
    const [next] = await actionsSent(fetchStub.requests);
    expect(next).toEqual({
      action: 'next',
      sectionId: 'business',
      stepId: 'company',
      fields: [
        { id: 'BUSINESS_NAME', value: 'Acme Phones' },
        { id: 'BUSINESS_TYPE', value: 'RETAILER' },
        { id: 'BUSINESS_TYPE_OTHER', value: '' },
        { id: 'BUSINESS_PHONE', value: '3055550100' },
        { id: 'BUSINESS_EMAIL', value: 'ap@acme.test' },
      ],
    });

    await user.click(within(section('Business Information')).getByRole('button', { name: 'EDIT Business Information' }));
    expect(await within(section('Business Information')).findByLabelText('Business name')).toBeInTheDocument();
    expect((await actionsSent(fetchStub.requests))[1]).toEqual({ action: 'edit', sectionId: 'business' });
  });

  it("shows the server's field errors under the fields, scrolls to the first, and CANCEL puts the saved answers back", async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && options.behavior === 'smooth') scrolled.push(this);
    };
    const refused = jsonResponse(
      {
        status: 400,
        message: 'Some answers are missing or not valid',
        messageCode: 'VALIDATION_FAILED',
        params: [],
        errors: [{ field: 'BILLING_STATE', messageCode: 'INVALID', messageDescription: 'Invalid Selection' }],
      },
      { status: 400 },
    );
    renderSetup(aSetup('business'), [refused]);
    const addresses = await screen.findByRole('region', { name: /Addresses/ });
    await user.type(within(addresses).getByLabelText('Address line 1'), '1 Main St');
    await user.type(within(addresses).getByLabelText('City'), 'Miami');
    await user.selectOptions(within(addresses).getByLabelText('Country'), 'US');
    await user.selectOptions(within(addresses).getByLabelText('State'), 'FL');
    await user.type(within(addresses).getByLabelText('Zip code'), '33101');
    await user.click(within(addresses).getByRole('button', { name: 'NEXT' }));
    expect(await within(addresses).findByText('Invalid Selection')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual([within(addresses).getByLabelText('State')]));
    expect(within(addresses).getByLabelText('State')).toHaveFocus();

    // Changing the country clears its dependant (the state) and the state's error.
    await user.selectOptions(within(addresses).getByLabelText('Country'), 'CA');
    expect(within(addresses).queryByText('Invalid Selection')).not.toBeInTheDocument();
    expect(within(addresses).getByLabelText('State')).toHaveValue('-1');

    await user.click(within(addresses).getByRole('button', { name: 'CANCEL' }));
    expect(within(addresses).getByLabelText('Address line 1')).toHaveValue('');
  });

  it("copies the billing address with 'Same as billing address' and turns it off when a shipping field changes", async () => {
    const user = userEvent.setup();
    renderSetup(aSetup('billing'));
    const addresses = await screen.findByRole('region', { name: /Addresses/ });
    const same = within(addresses).getByRole('checkbox', { name: 'Same as billing address' });
    await user.click(same);
    expect(same).toBeChecked();
    expect(within(addresses).getByLabelText('Address line 1')).toHaveValue(BILLING_ANSWERS.BILLING_ADDRESS_LINE_1);
    expect(within(addresses).getByLabelText('Country')).toHaveValue('US');
    expect(within(addresses).getByLabelText('State')).toHaveValue('FL');
    expect(within(addresses).getByLabelText('Zip code')).toHaveValue('33101');

    await user.type(within(addresses).getByLabelText('City'), ' Beach');
    expect(within(addresses).getByRole('checkbox', { name: 'Same as billing address' })).not.toBeChecked();
    expect(within(addresses).getByLabelText('City')).toHaveValue('Miami Beach');
  });

  it('enables SUBMIT FOR REVIEW when ready; the submit shows the message and replaces the route with /account-details', async () => {
    const user = userEvent.setup();
    const submitted = aSetup('addresses', {
      onboardingStatus: 'SUBMITTED_COMPLETE',
      nextAction: { sectionId: null, stepId: null, lastStep: false, fields: [] },
      messages: [{ messageType: 'INFO', displayType: 'SNACKBAR', messageLabel: 'Account Application Submitted for Review' }],
    });
    const { fetchStub, history } = renderSetup(aSetup('addresses'), [submitted]);
    const review = await screen.findByRole('region', { name: /Review and Submit/ });
    expect(within(review).getByText('What we check')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'SUBMIT FOR REVIEW' }));
    expect(await within(review).findByText('Required')).toBeInTheDocument();

    await user.click(within(review).getByRole('checkbox', { name: 'I confirm the information above is correct' }));
    await user.click(within(review).getByRole('button', { name: 'SUBMIT FOR REVIEW' }));
    expect(await screen.findByText('Account Application Submitted for Review')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(history.action).toBe('REPLACE');
    expect((await actionsSent(fetchStub.requests)).at(-1)).toEqual({ action: 'submit', sectionId: 'review', fields: [{ id: 'ACCEPT_TERMS', value: 'true' }] });
  });

  it("shows 'Something went wrong' when the setup cannot be loaded", async () => {
    renderPage({
      path: '/account-setup',
      route: { path: '/account-setup', element: <AccountSetupPage /> },
      calls: {
        [`POST ${SETUP_PATH}`]: () => jsonResponse({ status: 500, message: 'Internal Server Error' }, { status: 500 }),
        [`GET ${REFERENCES_PATH}`]: () => jsonResponse(REFERENCES),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
