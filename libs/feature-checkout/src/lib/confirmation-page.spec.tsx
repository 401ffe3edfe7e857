import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { anOrderDetail, someSalesOrderSettings } from './checkout-fixtures';
import { CheckoutReleaseConfirmationPage } from './confirmation-page';
import { CONFIRMATION_STORAGE_KEY, persistConfirmation, type ConfirmationState } from './confirmation-state';
import { cleanupPages, renderPage } from './page-test-harness';

const PATH = '/checkout/order-release-confirmation';

function aConfirmation(overrides: Partial<ConfirmationState> = {}): ConfirmationState {
  return {
    fromCheckout: true,
    typeOfConfirmation: 'Pay And Ship Now',
    paymentMethod: 'TERMS_NET_30',
    phonexOrderNumber: '100001',
    paymentStatus: 'SUCCESS',
    ...overrides,
  };
}

function renderConfirmation({
  path = PATH,
  state,
  gracePeriodEnabled = false,
  calls = {},
}: { path?: string; state?: unknown; gracePeriodEnabled?: boolean; calls?: Record<string, StubHandler> } = {}) {
  return renderPage({
    path,
    state,
    route: { path: PATH, element: <CheckoutReleaseConfirmationPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someSalesOrderSettings({ gracePeriodEnabled })),
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail()),
      'GET /px-api-gateway/sales-order/100001/rac-terms': () =>
        jsonResponse({
          phonexOrderNumber: '100001',
          refOrderNumber: null,
          reservationFeePercent: 2,
          cancellationFeePercent: 5,
          reservationFeeRateAmount: 15.56,
          cancellationFeeRateAmount: 38.9,
          gracePeriodEnd: '2026-11-28T15:00:00.000Z',
          paymentTimeExtensionCustomText: null,
          useCurrentAccountTextForPayment: false,
        }),
      ...calls,
    },
  });
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

afterEach(() => {
  cleanupPages();
  jest.restoreAllMocks();
  delete window.dataLayer;
});

describe('order confirmation (spec 02 §2 Order confirmation)', () => {
  it('goes to /cart without a checkout payload', async () => {
    renderConfirmation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeInTheDocument();
  });

  it('thanks the buyer, says what happens next, shows the payment instructions, the order lines and a link to the order', async () => {
    renderConfirmation({ state: aConfirmation() });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeInTheDocument();
    expect(screen.getByText(/Your order 100001 is being processed/)).toBeInTheDocument();
    const instructions = await screen.findByRole('region', { name: 'Payment instructions' });
    expect(within(instructions).getByText('Net 30 Terms')).toBeInTheDocument();
    expect(within(instructions).getByText('Your account will be invoiced.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Items in cart' })).getByText('Apple iPhone 13 128GB Black, Grade A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order 100001' })).toHaveAttribute('href', '/orders/100001');
    expect(screen.queryByText(/You can cancel this order until/)).not.toBeInTheDocument();
  });

  it('says a held order waits for a shipping quote', async () => {
    renderConfirmation({ state: aConfirmation({ typeOfConfirmation: 'Hold the Order Until Shipping Quote' }) });
    expect(screen.getByText('Your order 100001 is on hold until we send you a shipping quote.')).toBeInTheDocument();
  });

  it('BACK TO STOCKLIST leads to /stock', async () => {
    renderConfirmation({ state: aConfirmation() });
    await userEvent.click(screen.getByRole('button', { name: 'BACK TO STOCKLIST' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
  });

  it('shows the cancellation deadline when the grace period is enabled', async () => {
    renderConfirmation({ state: aConfirmation(), gracePeriodEnabled: true });
    expect(await screen.findByText(/You can cancel this order until Nov 28, 2026/)).toBeInTheDocument();
  });
});

describe('order confirmation after a PayPal payment (spec 02 §2, §8)', () => {
  const failed = () => aConfirmation({ paymentMethod: 'INTEGRATED_PAYPAL', paymentStatus: 'FAILURE' });

  it('after a failed payment asks for payment, says the window can be re-launched, and PAY NOW USING PAYPAL pays in a new window', async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderConfirmation({
      state: failed(),
      calls: {
        'GET /px-api-gateway/order/100001/payment': () => {
          popup.closed = true;
          return jsonResponse({ approvalLink: 'http://localhost/pages/paypal/approve?order=100001' });
        },
        'GET /px-api-gateway/order/100001/payment/status': () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'SUCCESS' }),
      },
    });
    expect(screen.getByText('Payment must be received before we can ship your order. Please use PayPal to complete your payment now')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The PayPal payment window can be re-launched');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'PAY NOW USING PAYPAL' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=600,height=700'));
    expect(await screen.findByText('Your payment was received.', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW USING PAYPAL' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONFIRMATION_STORAGE_KEY) ?? 'null')).toMatchObject({ paymentStatus: 'SUCCESS' });
  });

  it('back from PayPal in this window (?paypalOrder), resumes from the kept confirmation and checks the payment', async () => {
    persistConfirmation(aConfirmation({ paymentMethod: 'INTEGRATED_PAYPAL', paymentStatus: 'PENDING' }));
    const { fetchStub } = renderConfirmation({
      path: `${PATH}?paypalOrder=100001`,
      calls: { 'GET /px-api-gateway/order/100001/payment/status': () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'SUCCESS' }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeInTheDocument();
    expect(await screen.findByText('Your payment was received.')).toBeInTheDocument();
    expect(fetchStub.requests.filter((request) => request.url.includes('/payment/status'))).toHaveLength(1);
    // The payment released the order: the purchase of spec 02 §4 step 5.
    expect(purchases()).toEqual([expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ transaction_id: '100001' }) })]);
  });

  it('back from PayPal without paying shows the failure and offers to pay again', async () => {
    persistConfirmation(aConfirmation({ paymentMethod: 'INTEGRATED_PAYPAL', paymentStatus: 'PENDING' }));
    renderConfirmation({
      path: `${PATH}?paypalOrder=100001`,
      calls: { 'GET /px-api-gateway/order/100001/payment/status': () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'FAILURE' }) },
    });
    expect(await screen.findByText('Your payment did not go through. Please PAY NOW USING PAYPAL.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY NOW USING PAYPAL' })).toBeInTheDocument();
    expect(purchases()).toEqual([]);
  });

  it('another order number in ?paypalOrder than the kept one goes to /cart', async () => {
    persistConfirmation(aConfirmation({ paymentMethod: 'INTEGRATED_PAYPAL', paymentStatus: 'PENDING' }));
    renderConfirmation({ path: `${PATH}?paypalOrder=999999` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeInTheDocument();
  });
});
