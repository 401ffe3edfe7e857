import { render, screen } from '@testing-library/react';
import { aTenantConfig, aUserInfo, somePreferences, someTranslations } from '@bp/api-contract/testing';
import { aStocklistSettings } from '@bp/api-contract/testing';
import { ALL_AUTHORITIES, anIdToken, installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { REFERENCES, SETTINGS, aDocument, aSetup, anAccount } from '@bp/feature-onboarding/testing';
import { aManifestSummary, anOrderDetail, anOrderListRow, someOrderSettings } from '@bp/feature-orders/testing';
import { createMemoryHistory } from '@bp/util-navigation';
import { PortalApp } from './portal-app';
import { setupStore } from './store';

let fetchStub: InstalledFetchStub | undefined;
// The routes load their pages lazily; loading every page module once up front keeps each test's
// wait about rendering, not about transpiling a feature on first use.
beforeAll(() =>
  Promise.all([
    import('./pages/sign-in'),
    import('./pages/auth'),
    import('./pages/signed-in'),
    import('./pages/stocklist'),
    import('./pages/cart'),
    import('./pages/checkout'),
    import('./pages/other-order-pages'),
    import('./pages/orders'),
    import('./pages/order-detail'),
    import('./pages/onboarding'),
    import('./pages/account-details'),
  ]),
);
beforeEach(() => localStorage.clear());
afterEach(() => fetchStub?.restore());

/** What amazon-cognito-identity-js keeps after a sign-in of the tenant's app client ('acmeportal'). */
function storeCognitoSession(groups: string[]) {
  const prefix = 'CognitoIdentityServiceProvider.acmeportal.';
  localStorage.setItem(`${prefix}LastAuthUser`, 'user-1');
  localStorage.setItem(`${prefix}user-1.idToken`, anIdToken({ 'cognito:groups': groups }));
  localStorage.setItem(`${prefix}user-1.refreshToken`, 'refresh-token');
}

function renderPortalAt(path: string) {
  fetchStub = installFetchStub({
    'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig({ siteTitle: 'Northwind Wireless Trade Portal', tenantName: 'Northwind Wireless' })),
    'GET /px-api-gateway/saas-i18n': () => jsonResponse(someTranslations()),
    'GET /px-api-gateway/security/authorities': () => jsonResponse(ALL_AUTHORITIES),
    'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo()),
    'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings()),
    'GET /px-api-gateway/shipping-billing-preferences/options': () =>
      jsonResponse({
        shippingAddresses: [],
        billingAddresses: [],
        otherShippingMethods: {},
        realTimeQuoteShippingMethods: {},
        billMyAccountShippingMethod: null,
        shippingAddressIdShippingMethodCodeMapping: {},
        paymentMethods: [],
        additionalServices: [],
      }),
    'GET /px-api-gateway/shipping-billing-preferences/selected': () => jsonResponse(somePreferences()),
    'GET /px-api-gateway/sales-orders': () => jsonResponse([anOrderListRow({ phonexOrderNumber: 'SO-1001', refOrderNumberOrPhonexOrderNumber: 'SO-1001' })]),
    'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
    'GET /px-api-gateway/sales-order/SO-1001': () =>
      jsonResponse(anOrderDetail({ phonexOrderNumber: 'SO-1001', refOrderNumberOrPhonexOrderNumber: 'SO-1001' })),
    'GET /px-api-gateway/sales-order/SO-1001/manifest-summary': () => jsonResponse(aManifestSummary()),
    'POST /px-api-gateway/buyer-onboarding/account-setup': () => jsonResponse(aSetup()),
    'GET /px-api-gateway/buyer-onboarding/references': () => jsonResponse(REFERENCES),
    'GET /px-api-gateway/buyer-onboarding/settings': () => jsonResponse(SETTINGS),
    'GET /px-api-gateway/buyer-onboarding/account-details': () => jsonResponse(anAccount()),
    'GET /px-api-gateway/buyer-onboarding/documents': () => jsonResponse({ documentStatus: anAccount().documentStatus, documents: [aDocument()] }),
    'GET /px-api-gateway/terms-of-sale': () =>
      jsonResponse({
        title: 'Terms of Sale',
        lastUpdated: '2026-11-01',
        sections: [],
        latePayment: { reservationFeePercent: 0, cancellationFeePercent: 0, gracePeriodHours: null },
      }),
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  render(<PortalApp store={setupStore()} history={history} />);
  return history;
}

describe('PortalApp', () => {
  it("shows the tenant's sign-in screen at /", async () => {
    renderPortalAt('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Wireless Trade Portal' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Northwind Wireless Trade Portal | Login');
  });

  it("offers the build's support address on the error screen when saas-config fails on a first visit", async () => {
    fetchStub = installFetchStub({
      'GET /px-api-gateway/saas-config': () =>
        jsonResponse({ status: 503, message: 'Service unavailable', messageCode: 'SERVICE_UNAVAILABLE', params: [], errors: [] }, { status: 503 }),
      'GET /px-api-gateway/saas-i18n': () => jsonResponse(someTranslations()),
    });
    render(<PortalApp store={setupStore()} history={createMemoryHistory()} supportEmail="help@platform.test" />);

    expect(await screen.findByRole('heading', { name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    expect(new URL(screen.getByRole('link', { name: /E-mail support/ }).getAttribute('href') ?? '').pathname).toBe('help@platform.test');
  });

  it('answers unknown paths with the page-not-found screen', async () => {
    renderPortalAt('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a private page to sign-in', async () => {
    const history = renderPortalAt('/orders/SO-1001');

    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location.state).toEqual({ from: { pathname: '/orders/SO-1001', search: '', hash: '' } });
  });

  it('restores a stored buyer session and sends the buyer from / to /stock', async () => {
    storeCognitoSession(['Buyer']);
    const history = renderPortalAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/stock');
    expect(document.title).toBe('Northwind Wireless Trade Portal | Stock List');
  });

  it('sends a stored user without a group to account setup', async () => {
    storeCognitoSession([]);
    const history = renderPortalAt('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account Setup' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/account-setup');
  });

  it.each([
    ['/dashboard', 'Buyer Dashboard'],
    ['/help', 'Buyer Dashboard'],
    ['/stock-alerts', 'Stock Alerts'],
    ['/auctions', 'Auctions'],
    ['/preorders', 'Pre Orders'],
    ['/orders', 'Orders'],
    ['/orders/SO-1001', 'Order # SO-1001'],
    ['/orders/SO-1001/order-release-confirmation', 'Thank you for your order'],
    ['/returns', 'Returns'],
    ['/account', 'Account'],
    ['/cart', 'Cart and Offers'],
    // Without the cart's handover (or the confirmation's checkout payload) the checkout screens replace to /cart (spec 02 §2).
    ['/checkout/order-release-confirmation', 'Cart and Offers'],
    ['/checkout/add-to-unshipped-order/MIA', 'Cart and Offers'],
    ['/checkout/add-to-unshipped-order/MIA/SO-1001', 'Cart and Offers'],
    ['/checkout/MIA', 'Cart and Offers'],
    ['/preferences', 'My Preferences'],
    ['/terms-of-sale', 'Terms of Sale'],
    ['/account-details', anAccount().businessName], // account details is headed by the business name (spec 03 §2)
    // Without the account details' navigation state the document forms go to account details (spec 03 §2).
    ['/forms/eus', anAccount().businessName],
    ['/forms/eus/v1', anAccount().businessName],
    ['/forms/eus-addendum/v1', anAccount().businessName],
    ['/forms/international-shipping', anAccount().businessName],
    ['/forms/international-shipping/v2', anAccount().businessName],
  ])('shows a signed-in buyer %s titled %s', async (path, title) => {
    storeCognitoSession(['Buyer']);
    renderPortalAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
