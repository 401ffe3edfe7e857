import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { downloadInNewTab, northwindOrigin, signIn } from './support/portal';

// Online forms and documents (spec 03 §2, §4 Documents, §5 International shipping form, EUS form,
// Addendum, Document upload, §8) in a real Chromium against the real API:
// a prospect is refused the addendum before the EUS, signs the EUS with a signature drawn with the
// mouse, finds it to review and read-only, downloads its PDF, fills the international shipping
// form and meets the server's refusal of a disguised upload. onboarding.spec.ts covers account
// setup, the upload and download of a missing document and proof of export.
//
// Northwind's prospect@demo.test: no other journey touches that account's documents (Acme's
// prospect shops in the cart journeys). Serial: each test continues from the one before.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const origin = northwindOrigin;
const PROSPECT = 'prospect@demo.test';
const EUS = 'Export End User Statement';
const ADDENDUM = 'EUS Addendum';
const SHIPPING = 'International Shipping Form';

async function openAccountDetails(page: Page): Promise<void> {
  await signIn(page, origin, PROSPECT);
  await expect(page).toHaveURL(/\/stock$/);
  await page.goto(`${origin}/account-details`);
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible();
}

const documentRow = (page: Page, name: string) => page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: name });

async function openForm(page: Page, name: string, action: 'Open form' | 'View form' = 'Open form'): Promise<void> {
  await page.getByRole('link', { name: `${action} ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const question = (form: Locator, text: string) => form.getByRole('radiogroup', { name: text });

/** Draws a signature with the mouse: two strokes across the canvas (signature_pad listens to pointer events). */
async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature canvas is not shown');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.5), at(0.75, 0.65), at(0.9, 0.4)],
  ]) {
    const [[startX, startY], ...rest] = stroke;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    for (const [x, y] of rest) await page.mouse.move(x, y, { steps: 8 });
    await page.mouse.up();
  }
}

test("the addendum is refused before the EUS: 'Please submit {eus document name} before submitting {document name}'", async ({ page }) => {
  await openAccountDetails(page);
  await expect(documentRow(page, ADDENDUM).getByText('Missing', { exact: true })).toBeVisible();
  await openForm(page, ADDENDUM);
  await expect(page.getByText(`Please submit ${EUS} before submitting ${ADDENDUM}`)).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('the prospect signs the EUS with a signature drawn with the mouse; it is then to review, read-only, and downloads as a PDF', async ({ page }) => {
  await openAccountDetails(page);
  await openForm(page, EUS);
  const form = page.getByRole('form', { name: EUS });

  // Nothing answered: 'Required' under the first question, which is scrolled to and focused.
  await form.getByRole('button', { name: 'Submit' }).click();
  const purpose = question(form, 'What is the purpose of your purchase?');
  await expect(form.getByRole('alert').filter({ hasText: 'Required' }).first()).toBeVisible();
  // The group itself cannot hold the focus: its first option does.
  await expect(purpose.getByRole('radio', { name: 'Resale', exact: true })).toBeFocused();
  await expect(purpose).toBeInViewport();

  await purpose.getByRole('radio', { name: 'Resale', exact: true }).check();
  await question(form, 'Will the items be used, sold and kept in compliance with the laws of the locations where they are received?')
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await question(form, 'Is your business owned or controlled by a government, a government agency or the military?')
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await question(form, 'Will the items be exported from the United States?').getByRole('radio', { name: 'No', exact: true }).check();
  await question(form, 'Is the purchaser a company registered in the United States or an individual?').getByRole('radio', { name: 'An individual' }).check();
  await form.getByRole('checkbox', { name: /I will comply with the export control laws/ }).check();
  await form.getByRole('checkbox', { name: /I certify that the information/ }).check();
  await form.getByLabel('Name', { exact: true }).fill('Parker Prospect');
  await form.getByLabel('Address line 1', { exact: true }).fill('Keizersgracht 1');
  await form.getByLabel('City', { exact: true }).fill('Amsterdam');
  await form.getByLabel('Country', { exact: true }).selectOption('NL');
  await form.getByLabel('Zip / Postal code', { exact: true }).fill('1015 CJ');
  await form.getByLabel('First name', { exact: true }).fill('Parker');
  await form.getByLabel('Last name', { exact: true }).fill('Prospect');
  await form.getByLabel('Title', { exact: true }).fill('Owner');

  // The signature is still missing: the only error left, and the page goes to it.
  await form.getByRole('button', { name: 'Submit' }).click();
  const signature = form.getByRole('group', { name: 'Signature' });
  await expect(signature.getByRole('alert')).toHaveText('Required');
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expect(signature).toBeFocused();

  await drawSignature(page, signature.getByRole('img', { name: 'Signature pad: draw your signature' }));
  await expect(signature.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account-details$/);
  const row = documentRow(page, EUS);
  await expect(row.getByText('To review', { exact: true })).toBeVisible();

  // The server rendered the answers and the signature into the document's PDF.
  // Spec 03 §7: in a new tab, the portal staying on account details.
  const { download, downloadsHere } = await downloadInNewTab(page, row.getByRole('button', { name: `Download ${EUS}` }));
  expect(download.suggestedFilename()).toBe(`${EUS}.pdf`);
  await expect(page.getByText('Document Downloaded successfully')).toBeVisible();
  expect(downloadsHere(), 'no download in the portal tab').toBe(0);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The drawn signature is in it as an image.
  expect(pdf.toString('latin1')).toContain('/Subtype /Image');

  // Read-only once submitted: the answers, disabled, the drawn signature as a jpeg, no submit.
  await openForm(page, EUS, 'View form');
  const submitted = page.getByRole('form', { name: EUS });
  await expect(submitted.getByLabel('Name', { exact: true })).toHaveValue('Parker Prospect');
  await expect(submitted.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(question(submitted, 'What is the purpose of your purchase?').getByRole('radio', { name: 'Resale', exact: true })).toBeChecked();
  await expect(question(submitted, 'What is the purpose of your purchase?').getByRole('radio', { name: 'Resale', exact: true })).toBeDisabled();
  await expect(submitted.getByLabel('First name', { exact: true })).toBeDisabled();
  await expect(submitted.getByRole('img', { name: 'Signature image' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(submitted.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(submitted.getByRole('img', { name: 'Signature pad: draw your signature' })).toHaveCount(0);

  // With the EUS signed, the addendum opens as a form.
  await page.getByRole('link', { name: /Account Details/ }).click();
  await openForm(page, ADDENDUM);
  await expect(page.getByRole('form', { name: ADDENDUM })).toBeVisible();
  await expect(page.getByText(`Please submit ${EUS} before submitting ${ADDENDUM}`)).toHaveCount(0);
});

test("the international shipping form: 'Required' with a smooth scroll to the first error, the country clears the state, then submitted", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signIn(page, origin, PROSPECT);
  await expect(page).toHaveURL(/\/stock$/);
  await page.goto(`${origin}/account-details`);
  const card = page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: SHIPPING });
  await card.getByRole('link', { name: `Open form ${SHIPPING}` }).click();
  const form = page.getByRole('form', { name: SHIPPING });
  await expect(form).toBeVisible();

  const freight = form.getByLabel('Freight / logistics company');
  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.scrollIntoViewIfNeeded();
  await expect(freight).not.toBeInViewport();
  await submit.click();
  await expect(freight).toHaveAccessibleDescription('Required');
  for (const label of ['Country', 'Address line 1', 'City']) await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('checkbox', { name: /will not be resold/ })).toHaveAccessibleDescription('Required');
  await expect(form.getByRole('checkbox', { name: /I agree to update/ })).toHaveAccessibleDescription('Required');
  await expect(freight).toBeFocused();
  await expect(freight).toBeInViewport();

  // Editing a field clears its error.
  await freight.fill('Rhenus Logistics');
  await expect(freight).not.toHaveAccessibleDescription('Required');

  // The state list follows the country, and a new country clears the state.
  await form.getByLabel('Country', { exact: true }).selectOption('US');
  await form.getByLabel('State / Province').selectOption('TX');
  await form.getByLabel('Country', { exact: true }).selectOption('CA');
  await expect(form.getByLabel('State / Province')).toHaveValue('');
  await form.getByLabel('State / Province').selectOption('ON');
  await form.getByLabel('Address line 1', { exact: true }).fill('1 Front St W');
  await form.getByLabel('City', { exact: true }).fill('Toronto');
  await form.getByLabel('Zip / Postal code', { exact: true }).fill('M5J 2X5');
  await form.getByRole('checkbox', { name: /will not be resold/ }).check();
  await form.getByRole('checkbox', { name: /I agree to update/ }).check();
  await submit.click();

  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/account-details$/);
  await expect(card.getByText('To review', { exact: true })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `account details is ${width} px wide`).toBeLessThanOrEqual(390);
});

test('a disguised upload is refused by the server and the dialog says so; the document stays missing', async ({ page }) => {
  await openAccountDetails(page);
  const license = documentRow(page, 'Business License');
  await expect(license.getByText('Missing', { exact: true })).toBeVisible();
  await license.getByRole('button', { name: 'Upload Business License' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Missing Document' });
  // A Windows program named .pdf: the portal allows the name, the server reads the first bytes.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]) });
  await dialog.getByRole('button', { name: 'UPLOAD' }).click();
  await expect(dialog.getByRole('alert')).toContainText('is not a .pdf file');
  await dialog.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(license.getByText('Missing', { exact: true })).toBeVisible();
});
