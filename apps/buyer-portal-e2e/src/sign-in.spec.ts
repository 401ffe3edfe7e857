import { expect, test } from './support/test';
import { acmeOrigin, latestCode, northwindOrigin, seriousA11yViolations, sideMenuLinks, signIn } from './support/portal';

// The demo accounts of Acme Devices, each signing in for the first time through SRP against the
// API's Cognito-compatible endpoint: real Chromium, real API, nothing mocked.

test.describe('sign-in at Acme Devices', () => {
  test('the sign-in screen reports empty fields, checks the e-mail on blur, and has no serious accessibility violation', async ({ page }) => {
    await page.goto(`${acmeOrigin}/`);
    await expect(page).toHaveTitle('Acme Devices Buyer Portal | Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeVisible();

    await page.getByLabel('Email').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Username cannot be empty')).toBeVisible();
    await expect(page.getByText('Password cannot be empty')).toBeVisible();

    await page.getByLabel('Email').fill('buyer@demo');
    await page.keyboard.press('Tab');
    await expect(page.getByText('invalid email')).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a wrong password is refused', async ({ page }) => {
    await signIn(page, acmeOrigin, 'buyer@demo.test', 'Not-the-password-1');

    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  });

  test('buyer@demo.test lands on /stock with the full menu, and the shell has no serious accessibility violation', async ({ page }) => {
    await signIn(page, acmeOrigin, 'buyer@demo.test');

    await expect(page).toHaveURL(`${acmeOrigin}/stock`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Devices Buyer Portal | Stock List');
    // Acme translates 'Stocklist' to 'Stock List' and hides Auctions and Pre Orders.
    await expect(sideMenuLinks(page)).toHaveText(['Menu', 'Stock List', 'Cart and Offers', 'Orders', 'Returns', 'Alert']);
    await expect(page.getByRole('button', { name: 'BB, User menu of Bailey Buyer' })).toHaveText('BB');
    await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('limited@demo.test sees the default menu only', async ({ page }) => {
    await signIn(page, acmeOrigin, 'limited@demo.test');

    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    await expect(sideMenuLinks(page)).toHaveText(['Menu', 'Stock List']);
  });

  test('prospect@demo.test signs in', async ({ page }) => {
    await signIn(page, acmeOrigin, 'prospect@demo.test');

    await expect(page).toHaveURL(`${acmeOrigin}/stock`);
    await expect(sideMenuLinks(page)).toHaveText(['Menu', 'Stock List', 'Cart and Offers', 'Alert']);
    await expect(page.getByRole('button', { name: 'PP, User menu of Parker Prospect' })).toHaveText('PP');
  });

  // Northwind's newbuyer: onboarding.spec submits and approves Acme's, so its state depends on the order of the specs.
  test('newbuyer@demo.test, without a group, goes to /account-setup and sees only Logout', async ({ page }) => {
    await signIn(page, northwindOrigin, 'newbuyer@demo.test');

    await expect(page).toHaveURL(`${northwindOrigin}/account-setup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Setup' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button')).toHaveText(['Logout']);
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

    await page.goto(`${northwindOrigin}/stock`);
    await expect(page).toHaveURL(`${northwindOrigin}/account-setup`);
  });

  test('seller@demo.test is told to use the other website', async ({ page }) => {
    await signIn(page, acmeOrigin, 'seller@demo.test');

    await expect(page.getByRole('alert')).toContainText('You have logged into wrong website. Kindly login into Acme Devices');
    await expect(page).toHaveURL(`${acmeOrigin}/`);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
  });

  test('reset@demo.test must set a new password (CHANGE waits for the policy), then is signed in', async ({ page }) => {
    await signIn(page, acmeOrigin, 'reset@demo.test');

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const change = page.getByRole('button', { name: 'CHANGE' });
    await expect(change).toBeDisabled();
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await expect(page.getByRole('list', { name: 'Password policy' }).getByRole('img', { name: 'not met' })).toHaveCount(3);
    await expect(change).toBeDisabled();

    await page.getByLabel('New password', { exact: true }).fill('Riley-new-pass-2');
    await expect(change).toBeEnabled();
    await change.click();

    await expect(page).toHaveURL(`${acmeOrigin}/stock`);
    await expect(page.getByRole('button', { name: 'RR, User menu of Riley Reset' })).toBeVisible();
  });

  test('unconfirmed@demo.test verifies the e-mail with the mailed code, then signs in', async ({ page }) => {
    await signIn(page, acmeOrigin, 'unconfirmed@demo.test');

    await expect(page).toHaveURL(`${acmeOrigin}/email-verification`);
    await expect(page.getByLabel('Email')).toHaveValue('unconfirmed@demo.test');
    const code = await latestCode(page.request, acmeOrigin, 'unconfirmed@demo.test', 'verification code');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'CONFIRM' }).click();

    await expect(page.getByText('Your e-mail address is verified. Please sign in.')).toBeVisible();
    await expect(page).toHaveURL(`${acmeOrigin}/`);
    await page.getByLabel('Email').fill('unconfirmed@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
    await page.getByRole('button', { name: 'SIGN IN' }).click();

    // Confirmed, but still without a group: account setup comes next.
    await expect(page).toHaveURL(`${acmeOrigin}/account-setup`);
  });
});
