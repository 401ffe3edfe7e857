import { expect, test } from './support/test';
import { latestCode, northwindOrigin, seriousA11yViolations, signIn } from './support/portal';

// Reset password end to end at Northwind Wireless, with the codes read from the API's dev mailbox.

test('reset password: code by e-mail, a stale code refused, then the new password signs in', async ({ page }) => {
  const email = 'limited@demo.test';
  await page.goto(`${northwindOrigin}/`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page).toHaveURL(`${northwindOrigin}/reset-password`);
  await expect(page).toHaveTitle('Northwind Wireless Trade Portal | Reset Password');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByText(`We sent a verification code to ${email}.`)).toBeVisible();
  const firstCode = await latestCode(page.request, northwindOrigin, email, 'password reset code');

  // A second code makes the first one stale.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(`A new code is on its way to ${email}.`)).toBeVisible();
  await expect.poll(() => latestCode(page.request, northwindOrigin, email, 'password reset code')).not.toBe(firstCode);
  const latest = await latestCode(page.request, northwindOrigin, email, 'password reset code');

  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await page.getByLabel('Verification code').fill(firstCode);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password', { exact: true }).fill('Limited-new-3');
  await expect(submit).toBeEnabled();
  // Northwind's primary colour: the button has finished its transition from the disabled look.
  await expect(submit).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await submit.click();

  await expect(page.getByText('Verification Code Invalid - please use the most recent code you have received')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveValue('');
  await expect(page.getByLabel('Verification code')).toBeFocused();

  await page.keyboard.type(latest);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Your New password is set successfully')).toBeVisible();
  await expect(page).toHaveURL(`${northwindOrigin}/`);

  await signIn(page, northwindOrigin, email, 'Limited-new-3');
  await expect(page).toHaveURL(`${northwindOrigin}/stock`);
});

test('back to sign-in from reset password', async ({ page }) => {
  await page.goto(`${northwindOrigin}/reset-password?resetPswdFromEmail=true`);

  await page.getByRole('link', { name: 'BACK TO SIGN IN' }).click();

  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});
