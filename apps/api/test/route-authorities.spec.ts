import type { RouteOptions } from 'fastify';
import { API_BASE_PATH, Authority } from '@bp/api-contract';
import { CAN_MANAGE_INVENTORY } from '../src/routes/px-api-gateway/stock-schemas';
import { buildTestApp, type TestApp } from './support/build-test-app';

// Every signed-in /px-api-gateway route that needs an authority declares it (requireAuthority or
// config.authority), so the one authorize hook checks it; no handler checks authorities itself.

// files/{token}: a signed download link, opened in a new tab (the token is the credential).
const PUBLIC_PATHS = [/^\/saas-config$/, /^\/saas-i18n$/, /^\/saas-login\//, /^\/files\//];

/** Which authority a signed-in route needs, by its path below /px-api-gateway (spec 01 §7), and method where it matters. */
const AUTHORITY_RULES: [RegExp, string, string?][] = [
  // Returns: read with VIEW_RETURNS (an order's claim window too), claimed and written with CAN_BUY_ONLINE.
  [/^\/sales-order\/[^/]+\/returns$/, Authority.VIEW_RETURNS],
  [/^\/returns(\/|$)/, Authority.VIEW_RETURNS, 'GET'],
  [/^\/returns(\/|$)/, Authority.CAN_BUY_ONLINE, 'POST'],
  [/^\/(stocklist\/offers?|stocklist\/quick-order|pxnr\/offer|sales-orders)(\/|$)/, Authority.CAN_BUY_ONLINE],
  // Checkout, orders (PUT sales-order is the order upsert) and ordering preferences (spec 02 §7, 03 §7); the settings documents beside them are for any buyer.
  [
    /^\/(stocklist\/cart\/(?!settings$)|pxnr\/cart\/|v2\/stocklist\/cart\/|orderservices\/|shipping-billing-preferences\/|sales-order(\/(?!settings$)|$))/,
    Authority.CAN_BUY_ONLINE,
  ],
  // Paying an order with PayPal (spec 02 §7 payment link, capture, status).
  [/^\/order\/[^/]+\/payment(\/|$)/, Authority.CAN_BUY_ONLINE],
  [/^\/stocklist\/alert\//, Authority.CAN_SET_STOCKLIST_ALERT],
  // Saved searches are any buyer's; their alerts (the bell) need the alert authority, as does setting one (checked with the body).
  [/^\/notification\/saved-search-alerts(\/|$)/, Authority.CAN_SET_STOCKLIST_ALERT],
  [/^\/stocklist\/daily-report$/, Authority.CAN_SUBSCRIBE_DAILY_REPORT],
  // inventory/settings is a settings document any buyer loads.
  [/^\/inventory\/items?(\/|$)/, CAN_MANAGE_INVENTORY],
];

const neededAuthority = (method: string, path: string): string | null =>
  AUTHORITY_RULES.find(([pattern, , only]) => pattern.test(path) && (!only || only === method))?.[1] ?? null;

describe('route authorities', () => {
  let testApp: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({ onRoute: (route) => routes.push(route) });
  });
  afterAll(() => testApp?.close());

  it('declares the authority on every signed-in route that needs one, and none elsewhere', () => {
    const signedIn = routes
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${API_BASE_PATH}/`))
      .map((route) => ({
        method: String(route.method),
        path: route.url.slice(API_BASE_PATH.length),
        authority: (route.config as { authority?: string } | undefined)?.authority ?? null,
      }))
      .filter(({ path }) => !PUBLIC_PATHS.some((pattern) => pattern.test(path)));

    expect(signedIn.map(({ method, path, authority }) => `${method} ${path} ${authority}`)).toEqual(
      signedIn.map(({ method, path }) => `${method} ${path} ${neededAuthority(method, path)}`),
    );
    // The scan saw the routes of every authority, not an empty list.
    const declared = new Set(signedIn.map(({ authority }) => authority));
    for (const [, authority] of AUTHORITY_RULES) expect(declared).toContain(authority);
    expect(signedIn.filter(({ authority }) => authority === Authority.CAN_BUY_ONLINE).length).toBeGreaterThanOrEqual(17);
  });
});
