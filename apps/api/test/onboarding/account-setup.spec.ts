import { Value } from 'typebox/value';
import {
  ACCOUNT_SETUP_PATH,
  AccountDetailsSchema,
  AccountDocumentsSchema,
  AccountSetupSchema,
  MessageCode,
  OnboardingPaths,
  ReferencesSchema,
  USER_INFO_PATH,
  type AccountSetup,
} from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST } from '../support/identity';
import { api, call, ops, OPS_KEY, tokenCache } from './onboarding-kit';

// POST account setup (spec 03 §3, §4 Onboarding, §5 Account-setup forms) as newbuyer@demo.test,
// a user without any group, through to the seller's approval (ops) and the portal's buyer calls.

const NEW_BUYER = 'newbuyer@demo.test';
const BUSINESS = [
  { id: 'BUSINESS_NAME', value: 'Noa Devices LLC' },
  { id: 'BUSINESS_TYPE', value: 'OTHER' },
  { id: 'BUSINESS_TYPE_OTHER', value: 'Refurbisher' },
  { id: 'TAX_ID', value: 'AB12345' },
  { id: 'BUSINESS_PHONE', value: '(305) 555-0100' },
  { id: 'BUSINESS_EMAIL', value: 'accounts@noa.test' },
  { id: 'MONTHLY_VOLUME', value: '25000' },
];
const BILLING = [
  { id: 'BILLING_CONTACT_NAME', value: 'Noa Newbuyer' },
  { id: 'BILLING_ADDRESS_LINE_1', value: '1 Main St' },
  { id: 'BILLING_CITY', value: 'Miami' },
  { id: 'BILLING_COUNTRY', value: 'US' },
  { id: 'BILLING_STATE', value: 'FL' },
  { id: 'BILLING_ZIP_CODE', value: '33101' },
];

describe('account setup (POST buyer-onboarding/account-setup)', () => {
  let testApp: TestApp;
  const tokenOf = tokenCache(() => testApp.app);
  const setup = async (body: unknown, email = NEW_BUYER, host = ACME_HOST) =>
    call(testApp.app, ACCOUNT_SETUP_PATH, { method: 'POST', body, token: await tokenOf(email, host), host });
  const errorsOf = (response: { json: () => unknown }) =>
    (response.json() as { errors: { field: string; messageDescription: string }[] }).errors.map((error) => `${error.field}: ${error.messageDescription}`);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
  });
  afterAll(() => testApp?.close());

  it('reads the setup with {}: the tenant-defined sections, steps, fields and the first step as next action', async () => {
    const response = await setup({});
    expect(response.statusCode).toBe(200);
    const body = response.json<AccountSetup>();
    expect(Value.Check(AccountSetupSchema, body)).toBe(true);
    expect(body.sections.map((section) => section.sectionId)).toEqual(['business', 'addresses', 'references', 'review']);
    expect(body.onboardingStatus).toBeNull();
    expect(body.nextAction).toEqual({
      sectionId: 'business',
      stepId: 'company',
      lastStep: false,
      fields: expect.arrayContaining(['BUSINESS_NAME', 'BUSINESS_TYPE']),
    });
    const state = body.sections[1].steps[0].fields.find((field) => field.id === 'BILLING_STATE');
    expect(state).toMatchObject({
      optionRef: 'STATES',
      dependsOn: 'BILLING_COUNTRY',
      conditionalRequired: true,
      conditions: [{ field: 'BILLING_COUNTRY', values: ['US', 'CA'] }],
    });
    expect(body.sections[0].steps[0]).toMatchObject({ status: 'IN_PROGRESS', closedLayout: ['BUSINESS_NAME', 'BUSINESS_TYPE', 'BUSINESS_PHONE'] });
  });

  it("answers 'Required' for every blank required field of the step, and the generic checks' texts", async () => {
    const blank = await setup({ action: 'next', sectionId: 'business', fields: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ messageCode: MessageCode.VALIDATION_FAILED });
    expect(errorsOf(blank)).toEqual(['BUSINESS_NAME: Required', 'BUSINESS_TYPE: Required', 'BUSINESS_PHONE: Required', 'BUSINESS_EMAIL: Required']);

    const invalid = await setup({
      action: 'next',
      sectionId: 'business',
      fields: [
        { id: 'BUSINESS_NAME', value: '9 Lives' },
        { id: 'BUSINESS_TYPE', value: 'OTHER' },
        { id: 'TAX_ID', value: 'AB-12' },
        { id: 'BUSINESS_PHONE', value: '555-CALL-NOW' },
        { id: 'BUSINESS_EMAIL', value: `${'a'.repeat(65)}@noa.test` },
        { id: 'MONTHLY_VOLUME', value: '25,000' },
      ],
    });
    expect(errorsOf(invalid)).toEqual([
      'BUSINESS_NAME: Please start with atleast one alphabet',
      'BUSINESS_TYPE_OTHER: Required',
      'TAX_ID: Please enter alpha numeric value of buyer',
      'BUSINESS_PHONE: invalid telephone number',
      'BUSINESS_EMAIL: invalid email',
      'MONTHLY_VOLUME: Invalid currency value',
    ]);
    const unknownField = await setup({ action: 'next', sectionId: 'business', fields: [{ id: 'BILLING_CITY', value: 'Miami' }] });
    expect(unknownField.statusCode).toBe(400);
  });

  it('completes the first two sections in order with next, then is READY_TO_SUBMIT; edit reopens a section', async () => {
    const early = await setup({ action: 'next', sectionId: 'addresses', fields: BILLING });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ messageCode: 'SETUP_SECTION_OUT_OF_ORDER', params: ['business'] });

    const business = await setup({ action: 'next', sectionId: 'business', fields: BUSINESS });
    expect(business.statusCode).toBe(200);
    expect(business.json<AccountSetup>().nextAction).toMatchObject({ sectionId: 'addresses', stepId: 'billing' });

    const badAddress = await setup({
      action: 'next',
      sectionId: 'addresses',
      fields: [...BILLING.filter((field) => field.id !== 'BILLING_STATE'), { id: 'BILLING_ZIP_CODE', value: '-33101' }],
    });
    expect(errorsOf(badAddress)).toEqual(['BILLING_STATE: Required', 'BILLING_ZIP_CODE: Invalid zip']);
    const wrongState = await setup({ action: 'next', sectionId: 'addresses', fields: [...BILLING, { id: 'BILLING_STATE', value: 'ZZ' }] });
    expect(errorsOf(wrongState)).toEqual(['BILLING_STATE: Invalid Selection']);
    const noCountry = await setup({ action: 'next', sectionId: 'addresses', fields: [...BILLING, { id: 'BILLING_COUNTRY', value: 'XX' }] });
    expect(errorsOf(noCountry)).toEqual(['BILLING_COUNTRY: Invalid Selection']);

    expect((await setup({ action: 'next', sectionId: 'addresses', stepId: 'billing', fields: BILLING })).statusCode).toBe(200);
    const shippingBlank = await setup({ action: 'next', sectionId: 'addresses', stepId: 'shipping', fields: [{ id: 'SAME_AS_BILLING', value: 'false' }] });
    expect(errorsOf(shippingBlank)).toEqual([
      'SHIPPING_CONTACT_NAME: Required',
      'SHIPPING_ADDRESS_LINE_1: Required',
      'SHIPPING_CITY: Required',
      'SHIPPING_COUNTRY: Required',
      'SHIPPING_ZIP_CODE: Required',
    ]);
    const shipping = await setup({ action: 'next', sectionId: 'addresses', stepId: 'shipping', fields: [{ id: 'SAME_AS_BILLING', value: 'true' }] });
    expect(shipping.statusCode).toBe(200);
    const ready = shipping.json<AccountSetup>();
    expect(ready.onboardingStatus).toBe('READY_TO_SUBMIT');
    expect(ready.nextAction).toMatchObject({ sectionId: 'references', lastStep: false });
    expect(ready.sections[0].steps[0].fields.find((field) => field.id === 'BUSINESS_NAME')?.value).toBe('Noa Devices LLC');

    const edited = await setup({ action: 'edit', sectionId: 'business' });
    expect(edited.json<AccountSetup>()).toMatchObject({ onboardingStatus: null, nextAction: { sectionId: 'business' } });
    expect((await setup({ action: 'next', sectionId: 'business', fields: BUSINESS })).json<AccountSetup>().onboardingStatus).toBe('READY_TO_SUBMIT');
  });

  it('submits with the last section: SUBMITTED_INCOMPLETE without the optional section, the snackbar message, then read-only', async () => {
    const refused = await setup({ action: 'submit', sectionId: 'review', fields: [{ id: 'ACCEPT_TERMS', value: 'false' }] });
    expect(errorsOf(refused)).toEqual(['ACCEPT_TERMS: Required']);

    const submitted = await setup({ action: 'submit', sectionId: 'review', fields: [{ id: 'ACCEPT_TERMS', value: 'true' }] });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<AccountSetup>()).toMatchObject({
      onboardingStatus: 'SUBMITTED_INCOMPLETE',
      messages: [{ messageType: 'INFO', displayType: 'SNACKBAR', messageLabel: 'Account Application Submitted for Review' }],
      nextAction: { sectionId: null, fields: [] },
    });
    expect((await setup({})).json<AccountSetup>().onboardingStatus).toBe('SUBMITTED_INCOMPLETE');
    const again = await setup({ action: 'next', sectionId: 'references', fields: [] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ messageCode: 'SETUP_ALREADY_SUBMITTED' });
  });

  it('makes the user an unverified prospect with account details and missing documents, still outside the buyer routes', async () => {
    const token = await tokenOf(NEW_BUYER);
    const info = (await call(testApp.app, USER_INFO_PATH, { token })).json<{ buyerType: string; prospectId: string }>();
    expect(info.buyerType).toBe('UNVERIFIED_PROSPECT');
    expect(info.prospectId).toMatch(/^PR-\d{6}$/);

    const details = await call(testApp.app, api(OnboardingPaths.accountDetails), { token });
    expect(details.statusCode).toBe(200);
    expect(Value.Check(AccountDetailsSchema, details.json())).toBe(true);
    expect(details.json()).toMatchObject({
      businessName: 'Noa Devices LLC',
      documentStatus: 'MISSING',
      buyerType: 'UNVERIFIED_PROSPECT',
      customerId: info.prospectId,
      onboardingStatus: 'SUBMITTED_INCOMPLETE',
    });

    const documents = await call(testApp.app, api(OnboardingPaths.documents), { token, headers: { buyertype: 'UNVERIFIED_PROSPECT' } });
    expect(Value.Check(AccountDocumentsSchema, documents.json())).toBe(true);
    expect(documents.json()).toMatchObject({ documentStatus: 'MISSING' });

    const settings = await call(testApp.app, api(OnboardingPaths.settings), { token });
    expect(settings.json()).toMatchObject({
      buyerType: 'UNVERIFIED_PROSPECT',
      whatHappensNext: { title: 'What happens next' },
      needHelp: { title: 'Need help?' },
    });
    expect((await call(testApp.app, api('stocklist/settings'), { token })).json()).toMatchObject({ messageCode: MessageCode.ACCOUNT_SETUP_REQUIRED });
  });

  it('lists the application for the seller, who approves it: the user joins the Buyer group and reaches buyer routes', async () => {
    const pending = await ops(testApp.app, 'accounts?pending=true');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      expect.objectContaining({ email: NEW_BUYER, businessName: 'Noa Devices LLC', submittedStatus: 'SUBMITTED_INCOMPLETE', groups: [] }),
    ]);
    expect((await ops(testApp.app, 'accounts?pending=true', { host: NORTHWIND_HOST })).json()).toEqual([]);

    const approved = await ops(testApp.app, `accounts/${NEW_BUYER}/approve`, { method: 'POST' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ groups: ['Buyer'], onboardingStatus: 'UNVERIFIED_PROSPECT' });
    expect((await ops(testApp.app, 'accounts?pending=true')).json()).toEqual([]);

    // The next call reads the user's groups now (not as of sign-in).
    const settings = await call(testApp.app, api('stocklist/settings'), { token: await tokenOf(NEW_BUYER) });
    expect(settings.statusCode).toBe(200);
    expect((await ops(testApp.app, 'accounts/nobody@demo.test/approve', { method: 'POST' })).statusCode).toBe(404);
    expect((await ops(testApp.app, 'accounts/seller@demo.test/approve', { method: 'POST' })).statusCode).toBe(422);
  });

  it('answers the references: real countries and their states', async () => {
    const response = await call(testApp.app, api(OnboardingPaths.references), { token: await tokenOf('buyer@demo.test') });
    expect(Value.Check(ReferencesSchema, response.json())).toBe(true);
    const { countries, states } = response.json<{ countries: { id: string; option: string }[]; states: Record<string, { id: string; option: string }[]> }>();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ id: 'NL', option: 'Netherlands' });
    expect(states['US']).toContainEqual({ id: 'FL', option: 'Florida' });
    expect(states['US'].length).toBeGreaterThanOrEqual(50);
  });

  it('refuses a body with unknown keys and a call without a session', async () => {
    expect((await setup({ action: 'next', sectionId: 'business', extra: 1 }, 'prospect@demo.test')).statusCode).toBe(400);
    expect((await call(testApp.app, ACCOUNT_SETUP_PATH, { method: 'POST', body: {} })).statusCode).toBe(401);
  });
});
