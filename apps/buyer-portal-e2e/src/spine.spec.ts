import { expect, test, type Page } from './support/test';
import type { TenantConfig } from '@bp/api-contract';
import { acmeOrigin, northwindOrigin, seriousA11yViolations } from './support/portal';

// The spine of the portal against the real API and a real browser: no request is mocked.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

interface PageProblems {
  consoleErrors: string[];
}

/** Console errors and uncaught exceptions; CSP refusals also land on the console as errors. */
function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  return problems;
}

/** Records every Content-Security-Policy violation the page reports, before any page script runs. */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

/** Opens the portal at an origin and returns the tenant config the page itself fetched. */
async function openPortal(page: Page, origin: string): Promise<TenantConfig> {
  const configResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/px-api-gateway/saas-config');
  await page.goto(`${origin}/`);
  const response = await configResponse;
  expect(response.status()).toBe(200);
  return (await response.json()) as TenantConfig;
}

function hexToRgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

async function accentColour(page: Page): Promise<string> {
  return page.getByTestId('brand-accent').evaluate((element) => getComputedStyle(element).backgroundColor);
}

test.describe('portal spine', () => {
  test('serves the Acme portal from the API origin, branded by its saas-config, without console errors or CSP violations', async ({ page }) => {
    const problems = watchPage(page);
    await recordCspViolations(page);

    const config = await openPortal(page, acmeOrigin);

    expect(config.siteTitle).toBe('Acme Devices Buyer Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Devices Buyer Portal | Login');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', config.favicon);
    await page.waitForLoadState('networkidle');
    expect(problems.consoleErrors).toEqual([]);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });

  test('resolves the tenant from the host: 127.0.0.1 is Northwind Wireless in its own primary colour', async ({ page }) => {
    const problems = watchPage(page);

    const acme = await openPortal(page, acmeOrigin);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeVisible();
    const acmeAccent = await accentColour(page);

    const northwind = await openPortal(page, northwindOrigin);
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Wireless Trade Portal' })).toBeVisible();
    await expect(page).toHaveTitle('Northwind Wireless Trade Portal | Login');
    const northwindAccent = await accentColour(page);

    expect(acme['CSS::primaryColor']).toBeDefined();
    expect(northwind['CSS::primaryColor']).toBeDefined();
    expect(acmeAccent).toBe(hexToRgb(acme['CSS::primaryColor'] ?? ''));
    expect(northwindAccent).toBe(hexToRgb(northwind['CSS::primaryColor'] ?? ''));
    expect(northwindAccent).not.toBe(acmeAccent);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the landing page has no serious or critical accessibility violations', async ({ page }) => {
    for (const origin of [acmeOrigin, northwindOrigin]) {
      await openPortal(page, origin);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const blocking = await seriousA11yViolations(page);
      expect(blocking, origin).toEqual([]);
    }
  });

  test('a deep link is answered by the portal, which shows its page-not-found screen', async ({ page }) => {
    await page.goto(`${acmeOrigin}/no-such-page?from=e2e`);

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Acme Devices Buyer Portal | Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeVisible();
  });
});
