import { expect, test, type Page } from './support/test';
import { acmeOrigin, cognitoSessionEntries, northwindOrigin, port, seriousA11yViolations, sideMenuLinks, signIn, storedTokenKey } from './support/portal';

// The session at Northwind Wireless (127.0.0.1): logout, force-logout, expired and refused
// sessions, a new app version, and the error screen of a host no tenant owns. The tests of this
// file run in order: a logout ends every session of its user.

const buyer = 'buyer@northwind.test';

/**
 * Leaves the portal for a page of the same origin that runs none of its code (the API's /health),
 * so the stored session can be changed without the page still loading /stock calling with it: a
 * call made with a half-changed session would end (or renew) the session before the navigation
 * under test, and what a reload shows would then depend on timing.
 */
async function leavePortal(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/health`);
}

test.describe('session', () => {
  test('logout asks for confirmation, says so, and ends the session', async ({ page }) => {
    await signIn(page, northwindOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();

    await page.getByRole('button', { name: 'NN, User menu of Nora Northwind' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${northwindOrigin}/stock`);

    await page.getByRole('button', { name: 'NN, User menu of Nora Northwind' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'LOGOUT' }).click();

    await expect(page.getByText('You logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(`${northwindOrigin}/`);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.goto(`${northwindOrigin}/stock`);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('?force-logout=true signs out and goes to /', async ({ page }) => {
    await signIn(page, northwindOrigin, buyer);
    await expect(page).toHaveURL(`${northwindOrigin}/stock`);

    await page.goto(`${northwindOrigin}/cart?force-logout=true`);

    await expect(page).toHaveURL(`${northwindOrigin}/`);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
  });

  test('an ID token the API refuses is renewed once through the refresh token, unnoticed', async ({ page }) => {
    await signIn(page, northwindOrigin, buyer);
    await expect(page).toHaveURL(`${northwindOrigin}/stock`);
    const idTokenKey = await storedTokenKey(page, 'idToken');
    await leavePortal(page, northwindOrigin);
    const damaged = await page.evaluate((key) => {
      const [header, payload] = (localStorage.getItem(key) ?? '').split('.');
      const token = `${header}.${payload}.not-the-signature`;
      localStorage.setItem(key, token);
      return token;
    }, idTokenKey);

    await page.goto(`${northwindOrigin}/orders`);

    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(sideMenuLinks(page)).toHaveText(['Menu', 'Stocklist', 'Basket and Offers', 'Orders', 'Alert']);
    // The renewed token is stored once the renewal's answer is in, which may come after the page shows.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), idTokenKey)).not.toBe(damaged);
  });

  test("a session that cannot be renewed returns to sign-in with 'Session Expired', then back to the page", async ({ page }) => {
    await signIn(page, northwindOrigin, buyer);
    await expect(page).toHaveURL(`${northwindOrigin}/stock`);
    const [idTokenKey, refreshTokenKey] = [await storedTokenKey(page, 'idToken'), await storedTokenKey(page, 'refreshToken')];
    await leavePortal(page, northwindOrigin);
    await page.evaluate(
      ([idKey, refreshKey]) => {
        const [header, payload] = (localStorage.getItem(idKey) ?? '').split('.');
        localStorage.setItem(idKey, `${header}.${payload}.not-the-signature`);
        localStorage.setItem(refreshKey, 'not-a-refresh-token');
      },
      [idTokenKey, refreshTokenKey],
    );

    await page.goto(`${northwindOrigin}/orders`);

    await expect(page).toHaveURL(`${northwindOrigin}/`);
    await expect(page.getByRole('alert')).toContainText('Session Expired');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.') || key === 'bp.authorities')),
    ).toEqual([]);

    await page.getByLabel('Email').fill(buyer);
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(`${northwindOrigin}/orders`);
  });

  test("a 403 signs the user out and opens the unauthorized dialog (a seller's session from the same user pool)", async ({ page }) => {
    const sellerSession = await cognitoSessionEntries(northwindOrigin, 'seller@demo.test');
    await page.goto(`${northwindOrigin}/reset-password`);
    await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), sellerSession);

    const authorities = page.waitForResponse((response) => new URL(response.url()).pathname === '/px-api-gateway/security/authorities');
    await page.goto(`${northwindOrigin}/stock`);
    expect((await authorities).status()).toBe(403);

    // Spec 03 §8: without a tenant translation the title is the configured message too.
    const dialog = page.getByRole('dialog', { name: 'Only buyers may use this portal' });
    await expect(dialog).toContainText('Only buyers may use this portal');
    await expect(dialog.getByRole('link', { name: 'support@northwind-wireless.test' })).toHaveAttribute('href', 'mailto:support@northwind-wireless.test');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pxUnauthorizedUserMsg') ?? 'null'))).toMatchObject({ messageCode: 'UNAUTHORIZED_USER' });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pxUnauthorizedUserMsg'))).toBeNull();
  });

  test('a new app version offers REFRESH APP to a signed-in user', async ({ page }) => {
    await signIn(page, northwindOrigin, buyer);
    await expect(page).toHaveURL(`${northwindOrigin}/stock`);
    await page.evaluate(() => {
      const cached = JSON.parse(localStorage.getItem('bp.config') ?? '{}') as { appVersion?: string };
      localStorage.setItem('bp.config', JSON.stringify({ ...cached, appVersion: '0.0.0-old' }));
    });

    await page.reload();

    await expect(page.getByText('A Newer App Version is Available')).toBeVisible();
    await page.getByRole('button', { name: 'REFRESH APP' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    await expect(page.getByText('A Newer App Version is Available')).toBeHidden();
  });
});

test.describe('tenants', () => {
  test("Northwind's buyer cannot sign in at Acme, and each tenant brands its sign-in screen", async ({ page }) => {
    await signIn(page, acmeOrigin, buyer);

    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
    await expect(page).toHaveTitle('Acme Devices Buyer Portal | Login');

    await page.goto(`${northwindOrigin}/`);
    await expect(page).toHaveTitle('Northwind Wireless Trade Portal | Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Wireless Trade Portal' })).toBeVisible();
  });

  test("the error screen shows the trace id of the API's answer to a host no tenant owns", async ({ page }) => {
    const unknownHost = `http://127.0.0.2:${port}`;
    const configResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/px-api-gateway/saas-config');
    await page.goto(`${unknownHost}/`);
    const response = await configResponse;
    const traceId = response.headers()['x-amzn-trace-id'];

    expect(response.status()).toBe(404);
    expect(traceId).toMatch(/^Root=1-/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, we ran into an issue' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Error code 404' })).toBeVisible();
    await expect(page.getByRole('row', { name: `Trace ID ${traceId}` })).toBeVisible();
  });
});
