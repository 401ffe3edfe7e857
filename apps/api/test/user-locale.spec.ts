import { MessageCode, SAAS_CONFIG_PATH, SAAS_RESET_PASSWORD_PATH, USER_INFO_PATH, USER_LOCALE_PATH } from '@bp/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, DEMO_PASSWORD, NORTHWIND_HOST, getWithToken, tokensOf } from './support/identity';

// The portal language a buyer chooses in the user menu, remembered per user on the server.
describe('PUT account/user/locale', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  const tokenOf = async (email: string, host = ACME_HOST) => (await tokensOf(testApp.app, email, DEMO_PASSWORD, { host })).IdToken;
  const putLocale = (token: string | undefined, body: unknown, host = ACME_HOST) =>
    testApp.app.inject({
      method: 'PUT',
      url: USER_LOCALE_PATH,
      headers: { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('lists the locales each tenant offers in saas-config', async () => {
    const acme = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: ACME_HOST } });
    const northwind = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: NORTHWIND_HOST } });

    expect(acme.json()).toMatchObject({ language: 'en', locales: ['en', 'es'] });
    expect(northwind.json()).toMatchObject({ language: 'en', locales: ['en'] });
  });

  it('remembers an offered locale (204) and user-info returns it from then on', async () => {
    const token = await tokenOf('buyer@demo.test');
    expect((await getWithToken(testApp.app, USER_INFO_PATH, token)).json()).toMatchObject({ locale: null });

    const response = await putLocale(token, { locale: 'es' });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await getWithToken(testApp.app, USER_INFO_PATH, token)).json()).toMatchObject({ locale: 'es' });
    // Another tenant's user of the same e-mail keeps their own choice.
    const northwindToken = await tokenOf('buyer@demo.test', NORTHWIND_HOST);
    expect((await getWithToken(testApp.app, USER_INFO_PATH, northwindToken, NORTHWIND_HOST)).json()).toMatchObject({ locale: null });
  });

  it('takes the offered spelling of a locale written in another case', async () => {
    const token = await tokenOf('prospect@demo.test');

    expect((await putLocale(token, { locale: 'ES' })).statusCode).toBe(204);
    expect((await getWithToken(testApp.app, USER_INFO_PATH, token)).json()).toMatchObject({ locale: 'es' });
  });

  it('refuses a locale the tenant does not offer with 400 and changes nothing', async () => {
    const token = await tokenOf('buyer@demo.test', NORTHWIND_HOST);

    const response = await putLocale(token, { locale: 'es' }, NORTHWIND_HOST);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      messageCode: MessageCode.BAD_REQUEST,
      errors: [{ field: 'locale', messageCode: 'FIELD_NOT_ALLOWED' }],
    });
    expect((await getWithToken(testApp.app, USER_INFO_PATH, token, NORTHWIND_HOST)).json()).toMatchObject({ locale: null });
  });

  it('refuses a malformed body with 400 and an anonymous call with 401', async () => {
    const token = await tokenOf('limited@demo.test');

    expect((await putLocale(token, { locale: 'not a locale' })).statusCode).toBe(400);
    expect((await putLocale(token, {})).statusCode).toBe(400);
    expect((await putLocale(undefined, { locale: 'es' })).statusCode).toBe(401);
  });

  it('lets a user still in account setup choose too', async () => {
    const token = await tokenOf('newbuyer@demo.test');

    expect((await putLocale(token, { locale: 'es' })).statusCode).toBe(204);
  });

  it("writes the user's e-mails in the language they chose, the tenant's before they choose", async () => {
    const mails = async (to: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?to=${to}`, headers: { host: ACME_HOST } })).json<{ subject: string; text: string }[]>();
    const resetPassword = (userName: string) =>
      testApp.app.inject({ method: 'POST', url: SAAS_RESET_PASSWORD_PATH, headers: { host: ACME_HOST }, payload: { userName } });

    await resetPassword('unconfirmed@demo.test');
    expect((await mails('unconfirmed@demo.test'))[0].subject).toBe('Acme Devices Buyer Portal: your verification code');

    const token = await tokenOf('limited@demo.test');
    expect((await putLocale(token, { locale: 'es' })).statusCode).toBe(204);
    await resetPassword('limited@demo.test');

    const [mail] = await mails('limited@demo.test');
    expect(mail.subject).toBe('Acme Devices Buyer Portal: tu código para restablecer la contraseña');
    expect(mail.text).toMatch(/^Alguien pidió restablecer la contraseña de tu cuenta\.\n\nTu código es \d{6}\n\nEs válido durante 1 hora\./);
  });
});
