import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preferences, PreferencesOptions } from '@bp/api-contract';
import { anErrorBody, somePreferences } from '@bp/api-contract/testing';
import { jsonResponse } from '@bp/data-access-api/testing';
import { HEAD_OFFICE, MIAMI_DOCK, TORONTO_WAREHOUSE, anOptionChoices } from '@bp/ui-order-options/testing';
import { bodiesOf, cleanupPages, renderPage } from './page-test-harness';
import { PreferencesPage } from './preferences-page';

const OPTIONS_PATH = '/px-api-gateway/shipping-billing-preferences/options';
const SELECTED_PATH = '/px-api-gateway/shipping-billing-preferences/selected';
const SUBMIT_PATH = '/px-api-gateway/shipping-billing-preferences/submit';

function somePreferencesOptions(): PreferencesOptions {
  const choices = anOptionChoices();
  return {
    shippingAddresses: choices.shippingAddresses,
    billingAddresses: choices.billingAddresses,
    otherShippingMethods: choices.otherShippingMethods,
    realTimeQuoteShippingMethods: choices.realTimeQuoteShippingMethods,
    billMyAccountShippingMethod: choices.billMyAccountShippingMethod,
    shippingAddressIdShippingMethodCodeMapping: choices.shippingAddressIdShippingMethodCodeMapping,
    paymentMethods: choices.paymentMethods,
    additionalServices: choices.additionalServices,
  };
}

/** Miami dock on standard shipping (uninsured), head office on terms. */
function savedPreferences(
  overrides: { shippingAddressId?: string; shippingMethodCode?: string; billingAddressId?: string; paymentMethodCode?: string; insured?: boolean | null } = {},
): Preferences {
  const base = somePreferences();
  return {
    shippingOption: {
      shippingAddressId: overrides.shippingAddressId ?? MIAMI_DOCK.id,
      shippingOptionDetails: {
        ...base.shippingOption.shippingOptionDetails,
        shippingMethodCode: overrides.shippingMethodCode ?? 'ACME_STANDARD_SHIPPING',
        insured: overrides.insured === undefined ? false : overrides.insured,
      },
    },
    paymentOption: {
      billingAddressId: overrides.billingAddressId ?? HEAD_OFFICE.id,
      paymentOptionDetails: { paymentMethodCode: overrides.paymentMethodCode ?? 'TERMS_NET_30' },
    },
    services: [],
  };
}

function renderPreferences({
  saved = savedPreferences(),
  options = somePreferencesOptions(),
  calls = {},
}: { saved?: Preferences; options?: PreferencesOptions; calls?: Parameters<typeof renderPage>[0]['calls'] } = {}) {
  return renderPage({
    path: '/preferences',
    route: { path: '/preferences', element: <PreferencesPage /> },
    calls: {
      [`GET ${OPTIONS_PATH}`]: () => jsonResponse(options),
      [`GET ${SELECTED_PATH}`]: () => jsonResponse(saved),
      [`POST ${SUBMIT_PATH}`]: async (request) => jsonResponse({ message: 'Successfully saved the preferences', preferences: await request.clone().json() }),
      ...calls,
    },
  });
}

const row = (name: string) => screen.getByRole('region', { name });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'SAVE PREFERENCES' }));

afterEach(cleanupPages);

describe('preferences page (spec 02 §2 Shipping and billing preferences)', () => {
  it('shows the description, a back link to the stock list and the saved preferences in the option rows', async () => {
    renderPreferences();

    expect(await screen.findByRole('heading', { name: 'My Preferences', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('These preferences are used by default on new orders, and on orders created when awarding auctions and pre-orders.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Stock List/ })).toHaveAttribute('href', '/stock');
    expect(within(row('Shipping Address')).getByText('Miami dock')).toBeInTheDocument();
    expect(within(row('Shipping Method')).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(row('Billing Address')).getByText('Head office')).toBeInTheDocument();
    expect(within(row('Payment Method')).getByText('Net 30 Terms')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Additional Services' })).toBeInTheDocument();
    // The insured amount is not part of preferences.
    expect(screen.queryByRole('textbox', { name: /Insured Amount/ })).not.toBeInTheDocument();
  });

  it('has no Additional Services section when the tenant offers none', async () => {
    renderPreferences({ options: { ...somePreferencesOptions(), additionalServices: [] } });

    await screen.findByRole('heading', { name: 'My Preferences' });
    expect(screen.queryByRole('region', { name: 'Additional Services' })).not.toBeInTheDocument();
  });

  it('drops saved values that are no longer offered and asks to finalize them on save', async () => {
    const user = userEvent.setup();
    // Express is not allowed for Toronto; the billing address and COD are gone.
    const { fetchStub } = renderPreferences({
      saved: savedPreferences({
        shippingAddressId: TORONTO_WAREHOUSE.id,
        shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
        billingAddressId: 'bill-gone',
        paymentMethodCode: 'COD',
      }),
    });

    await screen.findByRole('heading', { name: 'My Preferences' });
    expect(within(row('Shipping Address')).getByText('Toronto warehouse')).toBeInTheDocument();
    expect(within(row('Shipping Method')).getByText('Not selected')).toBeInTheDocument();
    expect(within(row('Billing Address')).getByText('Not selected')).toBeInTheDocument();
    expect(within(row('Payment Method')).getByText('Not selected')).toBeInTheDocument();

    await save(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Please finalize the following: Shipping Method, Billing Address, Payment Method');
    expect(await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)).toEqual([]);
  });

  it('offers the real-time methods instead of REQUEST_A_QUOTE, and drops a saved REQUEST_A_QUOTE', async () => {
    const user = userEvent.setup();
    const options = somePreferencesOptions();
    options.otherShippingMethods['REQUEST_A_QUOTE'] = { ...options.otherShippingMethods['REQUEST_A_QUOTE'], showMethod: true };
    renderPreferences({ options, saved: savedPreferences({ shippingMethodCode: 'REQUEST_A_QUOTE', insured: null }) });

    await screen.findByRole('heading', { name: 'My Preferences' });
    expect(within(row('Shipping Method')).getByText('Not selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Shipping Method' }));

    const methods = within(row('Shipping Method'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(methods).toContain('UPS Ground');
    expect(methods).not.toContain('Request a Quote');
  });

  it('refuses to save while a row is still open', async () => {
    const user = userEvent.setup();
    renderPreferences();

    await user.click(await screen.findByRole('button', { name: 'Edit Billing Address' }));
    await save(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Please finalize the following: Billing Address');
  });

  it('saves the shipping option, payment option and services, and says so', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderPreferences();

    await user.click(await screen.findByRole('button', { name: 'Edit Payment Method' }));
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    await user.click(screen.getByRole('checkbox', { name: /Unit photos/ }));
    await save(user);

    expect(await screen.findByText('Successfully saved the preferences')).toBeInTheDocument();
    expect(await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)).toEqual([
      {
        shippingOption: {
          shippingAddressId: MIAMI_DOCK.id,
          shippingOptionDetails: {
            shippingMethodCode: 'ACME_STANDARD_SHIPPING',
            insured: false,
            insuredAmount: null,
            shippingInstructions: null,
            carrier: null,
            carrierServiceLevel: null,
            carrierShippingAccountNumber: null,
            requestAQuoteInfo: null,
          },
        },
        paymentOption: { billingAddressId: HEAD_OFFICE.id, paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' } },
        services: ['svc-photos'],
      },
    ]);
  });

  it('goes back with CANCEL', async () => {
    const user = userEvent.setup();
    renderPreferences();

    await user.click(await screen.findByRole('button', { name: 'CANCEL' }));

    expect(await screen.findByRole('heading', { name: 'Stock List' })).toBeInTheDocument();
  });

  it('shows a load error as the heading in place of the page', async () => {
    renderPreferences({
      calls: {
        [`GET ${SELECTED_PATH}`]: () =>
          jsonResponse(anErrorBody({ status: 500, message: 'Preferences are not available right now', messageCode: 'PREFERENCES_UNAVAILABLE' }), {
            status: 500,
          }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'Preferences are not available right now', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SAVE PREFERENCES' })).not.toBeInTheDocument();
  });
});
