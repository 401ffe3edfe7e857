import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { AuthenticationDetails, CognitoUser, CognitoUserPool, type ICognitoStorage } from 'amazon-cognito-identity-js';
import type { TenantConfig } from '@bp/api-contract';
import { axeOn } from './accessibility';
import { workerPort } from './api-server';

// What the portal's end-to-end specs share: the two tenants' origins, signing in through the
// sign-in screen, codes from the API's dev mailbox, and the accessibility check.

/** This worker's API server (./test.ts starts it). */
export const port = workerPort();
/** The API resolves the tenant from the Host header: localhost is Acme Devices, 127.0.0.1 Northwind Wireless. */
export const acmeOrigin = `http://localhost:${port}`;
export const northwindOrigin = `http://127.0.0.1:${port}`;
/** Every demo user's password (apps/api/src/seed/demo-tenants.ts). */
export const DEMO_PASSWORD = 'Demo-pass-1';

/** A snackbar by its whole text (antd's notices are alerts). */
export const snackbarNamed = (page: Page, text: string): Locator => page.getByRole('alert').filter({ has: page.getByText(text, { exact: true }) });

/** Snackbars lie at the bottom of the window, clear of the page's controls: no box overlaps the snackbar's. */
export async function expectSnackbarClearOf(snackbar: Locator, controls: Locator[]): Promise<void> {
  const covering = await snackbar.boundingBox();
  expect(covering, 'the snackbar is shown').not.toBeNull();
  if (!covering) return;
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box) continue;
    const overlaps =
      covering.x < box.x + box.width && box.x < covering.x + covering.width && covering.y < box.y + box.height && box.y < covering.y + covering.height;
    expect(overlaps, `the snackbar ${JSON.stringify(covering)} overlaps ${control} ${JSON.stringify(box)}`).toBe(false);
  }
}

/** Signs in through the sign-in screen, with the keyboard as a buyer would: Enter submits. */
export async function signIn(page: Page, origin: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** The links of the side menu, in order. */
export function sideMenuLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Side menu' }).getByRole('link');
}

export interface DevMail {
  subject: string;
  text: string;
}

/**
 * The code of the newest e-mail to an address whose subject mentions `subject` (GET /dev/mailbox,
 * newest first), waiting for it to arrive.
 */
export async function latestCode(request: APIRequestContext, origin: string, email: string, subject: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as DevMail[];
      code = /Your code is (\d+)/.exec(mails.find((mail) => mail.subject.includes(subject))?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** The number of e-mails an address has received. */
export async function mailCount(request: APIRequestContext, origin: string, email: string): Promise<number> {
  const response = await request.get(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as DevMail[]).length;
}

/** axe (WCAG rules): the serious and critical violations on the page as it is now. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Signs a user in through the tenant's Cognito-compatible endpoint from Node (another site using
 * the same user pool would do the same) and returns what amazon-cognito-identity-js stores for the
 * session, ready to be put into the browser's localStorage.
 */
export async function cognitoSessionEntries(origin: string, email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const config = (await (await fetch(`${origin}/px-api-gateway/saas-config`)).json()) as TenantConfig;
  const entries = new Map<string, string>();
  const storage: ICognitoStorage = {
    setItem: (key, value) => void entries.set(key, value),
    getItem: (key) => entries.get(key) ?? null,
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
  const pool = new CognitoUserPool({ UserPoolId: config.userPoolId, ClientId: config.userPoolWebClientId, endpoint: config.cognitoEndpoint, Storage: storage });
  const user = new CognitoUser({ Username: email, Pool: pool, Storage: storage });
  await new Promise<void>((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), { onSuccess: () => resolve(), onFailure: reject }),
  );
  return Object.fromEntries(entries);
}

/** The key of the stored Cognito token of a kind (idToken, refreshToken) in the page's localStorage. */
export async function storedTokenKey(page: Page, kind: 'idToken' | 'refreshToken'): Promise<string> {
  const key = await page.evaluate(
    (suffix) => Object.keys(localStorage).find((name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith(suffix)),
    `.${kind}`,
  );
  expect(key, `a stored ${kind}`).toBeTruthy();
  return key ?? '';
}

/**
 * Spec 03 §7: a document's Download opens its link in a new tab, which saves the file while the
 * portal tab stays. Clicks the button and answers the tab's download and a count of the downloads
 * the portal tab itself starts from the click on (none expected). The tab's download is awaited from the moment the tab
 * opens, before it is sent to the link.
 */
export async function downloadInNewTab(page: Page, button: Locator): Promise<{ download: Download; downloadsHere: () => number }> {
  const tabDownload = new Promise<Download>((resolve) => page.once('popup', (tab) => void tab.waitForEvent('download').then(resolve)));
  const tabOpened = page.waitForEvent('popup');
  let downloadsHere = 0;
  page.on('download', () => (downloadsHere += 1));
  await button.click();
  await tabOpened;
  return { download: await tabDownload, downloadsHere: () => downloadsHere };
}
