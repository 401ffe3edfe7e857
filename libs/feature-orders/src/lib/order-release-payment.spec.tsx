import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesOrder } from '@bp/api-contract';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { paymentNavigation } from '@bp/ui-payment-window';
import { OrderDetailPage } from './order-detail-page';
import { OrderReleaseConfirmationPage } from './order-release-confirmation-page';
import { aManifestSummary, anOrderDetail, someOrderCharges, someOrderSettings, somePendingDocuments } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// Spec 03 §4: releasing a held PayPal order runs PayPal's payment window and checks the result,
// as checkout does (spec 02 §2 Payment popup, §4 Payment status).

afterEach(() => {
  cleanupPages();
  jest.restoreAllMocks();
});

// Billed to the head office, an address the order's options offer (anOrderDetail), so the rows are valid.
const PAYPAL = {
  billingAddressId: anOrderDetail().salesOrder.paymentOptionDetails.billingAddressId,
  paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' },
};
const LINK_PATH = '/px-api-gateway/order/100001/payment';
const STATUS_PATH = '/px-api-gateway/order/100001/payment/status';
const APPROVAL = 'http://localhost/pages/paypal/approve?token=EMB-1';
const echo: StubHandler = async (request) => jsonResponse({ status: 'SUCCESS', salesOrder: (await request.clone().json()) as SalesOrder });

function renderPaypalOrder(calls: Record<string, StubHandler>, paid = () => false) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () =>
        jsonResponse(anOrderDetail({ paymentOptionDetails: PAYPAL, paymentStatus: paid() ? 'PAID' : 'AWAITING_PAYMENT' })),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/account/pending-documents': () => jsonResponse(somePendingDocuments()),
      'POST /px-api-gateway/orderservices/calculate-charges': () => jsonResponse(someOrderCharges()),
      'PUT /px-api-gateway/sales-order': echo,
      ...calls,
    },
  });
}

async function clickPayAndShip(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Pay And Ship Now' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

const aPopup = () => ({ closed: false, location: { href: 'about:blank' }, close: jest.fn() });

describe('releasing a PayPal order from the order page', () => {
  it('opens the 600 x 700 window in the click, saves the release, sends the window to PayPal, checks the payment once it closes and shows the confirmation', async () => {
    const user = userEvent.setup();
    const popup = aPopup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { history, fetchStub } = renderPaypalOrder({
      [`GET ${LINK_PATH}`]: () => {
        // The buyer approves and PayPal's return page closes the window.
        popup.closed = true;
        return jsonResponse({ approvalLink: APPROVAL });
      },
      [`GET ${STATUS_PATH}`]: () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'SUCCESS' }),
    });

    await clickPayAndShip(user);

    expect(open).toHaveBeenCalledWith('about:blank', 'bp-payment', expect.stringContaining('width=600,height=700'));
    await waitFor(() => expect(history.location.pathname).toBe('/orders/100001/order-release-confirmation'), { timeout: 4000 });
    expect(popup.location.href).toBe(APPROVAL);
    const body = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(body.fulfillmentStatus).toBe('AWAITING_FULFILLMENT');
    const linkCall = fetchStub.requests.find((request) => new URL(request.url, 'http://localhost').pathname === LINK_PATH);
    expect(new URL(linkCall?.url ?? '', 'http://localhost').searchParams.get('returnMode')).toBe('popup');
  });

  it("says 'Your payment did not go through.' and 'Please PAY NOW USING PAYPAL.' and stays on the order when the payment failed", async () => {
    const user = userEvent.setup();
    const popup = aPopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { history } = renderPaypalOrder({
      [`GET ${LINK_PATH}`]: () => {
        popup.closed = true;
        return jsonResponse({ approvalLink: APPROVAL });
      },
      [`GET ${STATUS_PATH}`]: () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'PENDING' }),
    });

    await clickPayAndShip(user);

    expect(await screen.findByText('Your payment did not go through. Please PAY NOW USING PAYPAL.', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/orders/100001');
  });

  it('closes the window and runs no payment when the save fails', async () => {
    const user = userEvent.setup();
    const popup = aPopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { fetchStub } = renderPaypalOrder({
      'PUT /px-api-gateway/sales-order': () =>
        jsonResponse({ status: 422, message: 'Refused', messageCode: 'SALES_ORDER_NOT_EDITABLE', params: [], errors: [] }, { status: 422 }),
    });

    await clickPayAndShip(user);

    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(fetchStub.requests.some((request) => new URL(request.url, 'http://localhost').pathname === LINK_PATH)).toBe(false);
  });

  it('when the browser blocks the window, leaves for PayPal in this window in order-redirect mode', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const leave = jest.spyOn(paymentNavigation, 'leaveForPayment').mockImplementation(() => undefined);
    const { fetchStub } = renderPaypalOrder({ [`GET ${LINK_PATH}`]: () => jsonResponse({ approvalLink: `${APPROVAL}&returnMode=order-redirect` }) });

    await clickPayAndShip(user);

    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${APPROVAL}&returnMode=order-redirect`));
    const linkCall = fetchStub.requests.find((request) => new URL(request.url, 'http://localhost').pathname === LINK_PATH);
    expect(new URL(linkCall?.url ?? '', 'http://localhost').searchParams.get('returnMode')).toBe('order-redirect');
  });

  it('releases a non-PayPal order without any payment window', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open');
    const { history } = renderPage({
      path: '/orders/100001',
      route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
      calls: {
        'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail()),
        'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
        'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
        'PUT /px-api-gateway/sales-order': echo,
      },
    });

    await clickPayAndShip(user);

    await waitFor(() => expect(history.location.pathname).toBe('/orders/100001/order-release-confirmation'));
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the release confirmation back from PayPal in this window (?paypalOrder=)', () => {
  function renderConfirmation(paid: () => boolean, extra: Record<string, StubHandler> = {}) {
    return renderPage({
      path: '/orders/100001/order-release-confirmation?paypalOrder=100001',
      route: { path: '/orders/:phonexOrderNumber/order-release-confirmation', element: <OrderReleaseConfirmationPage /> },
      calls: {
        'GET /px-api-gateway/sales-order/100001': () =>
          jsonResponse(anOrderDetail({ paymentOptionDetails: PAYPAL, paymentStatus: paid() ? 'PAID' : 'AWAITING_PAYMENT' })),
        [`GET ${STATUS_PATH}`]: () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: paid() ? 'SUCCESS' : 'FAILURE' }),
        ...extra,
      },
    });
  }

  it("resumes the payment check and says 'Payment accepted by PayPal'", async () => {
    renderConfirmation(() => true);

    expect(await screen.findByText('Payment accepted by PayPal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  });

  it('after a failed payment offers PAY NOW USING PAYPAL again, which opens the window and checks once more', async () => {
    const user = userEvent.setup();
    let paid = false;
    const popup = aPopup();
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderConfirmation(() => paid, {
      [`GET ${LINK_PATH}`]: () => {
        popup.closed = true;
        paid = true;
        return jsonResponse({ approvalLink: APPROVAL });
      },
    });

    expect(await screen.findByText('Your payment did not go through.')).toBeInTheDocument();
    expect(screen.getByText('Please PAY NOW USING PAYPAL.')).toBeInTheDocument();
    expect(screen.queryByText('Payment accepted by PayPal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY NOW USING PAYPAL' }));

    expect(await screen.findByText('Payment accepted by PayPal', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(popup.location.href).toBe(APPROVAL);
  });
});
