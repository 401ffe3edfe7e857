import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { CheckoutPayload, CheckoutSubmission } from '@bp/api-contract';
import { anErrorBody } from '@bp/api-contract/testing';
import { HandoverKey } from '@bp/data-access-api';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { paymentNavigation } from '@bp/ui-payment-window';
import { CheckoutPage } from './checkout-page';
import { OFFER_ID, aPreselectedPayload, anOrderDetail, handOver, someCharges, somePendingDocuments, someSalesOrderSettings } from './checkout-fixtures';
import { CONFIRMATION_STORAGE_KEY } from './confirmation-state';
import { bodiesOf, cleanupPages, renderPage } from './page-test-harness';

const CART_LOAD = 'POST /px-api-gateway/stocklist/cart/MIA';
const SUBMIT_PATH = '/px-api-gateway/stocklist/cart/MIA/submit';

function ConfirmationProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Order Release Confirmation</h1>
      <output aria-label="Confirmation state">{JSON.stringify(location.state)}</output>
    </>
  );
}

interface RenderOptions {
  path?: string;
  payload?: CheckoutPayload;
  calls?: Record<string, StubHandler>;
  pendingDocuments?: Parameters<typeof somePendingDocuments>[0];
}

function renderCheckout({ path = '/checkout/Miami', payload = aPreselectedPayload(), calls = {}, pendingDocuments }: RenderOptions = {}) {
  return renderPage({
    path,
    route: [
      { path: '/checkout/:warehouse', element: <CheckoutPage /> },
      { path: '/checkout/order-release-confirmation', element: <ConfirmationProbe /> },
    ],
    calls: {
      'GET /px-api-gateway/stocklist/warehouses': () =>
        jsonResponse([
          { warehouseId: 'wh-mia', warehouseCode: 'MIA', warehouseLabel: 'Miami', acceptsOffers: true },
          { warehouseId: 'wh-lax', warehouseCode: 'LAX', warehouseLabel: 'Los Angeles', acceptsOffers: false },
        ]),
      [CART_LOAD]: () => jsonResponse(payload),
      'POST /px-api-gateway/orderservices/calculate-charges': () => jsonResponse(someCharges()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someSalesOrderSettings()),
      'GET /px-api-gateway/account/pending-documents': () => jsonResponse(somePendingDocuments(pendingDocuments)),
      [`POST ${SUBMIT_PATH}`]: () => jsonResponse({ phonexOrderNumber: '100001', fulfillmentStatus: 'ON_HOLD' }),
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail()),
      ...calls,
    },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const stateShown = async () => JSON.parse((await screen.findByLabelText('Confirmation state')).textContent ?? 'null') as Record<string, unknown>;

/** The purchase events on the page's data layer (spec 02 §4 step 5). */
const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

afterEach(() => {
  cleanupPages();
  jest.restoreAllMocks();
  delete window.dataLayer;
});

describe('checkout page redirects (spec 02 §2 Checkout, new order)', () => {
  it('goes to /cart when the cart handed over no offer ids', async () => {
    renderCheckout();
    expect(await heading('Cart and Offers')).toBeInTheDocument();
  });

  it('goes to /cart when the route names another warehouse than the stored one', async () => {
    handOver();
    renderCheckout({ path: '/checkout/Los%20Angeles' });
    expect(await heading('Cart and Offers')).toBeInTheDocument();
  });

  it('logs a load failure, goes to /cart and shows the message in a snackbar', async () => {
    handOver();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout({
      calls: { [CART_LOAD]: () => jsonResponse(anErrorBody({ status: 404, message: 'No such offer', messageCode: 'NOT_FOUND' }), { status: 404 }) },
    });
    expect(await heading('Cart and Offers')).toBeInTheDocument();
    expect(await screen.findByText('No such offer')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('checkout load failed', expect.anything());
  });
});

describe('checkout page (spec 02 §2, §4)', () => {
  it('shows the heading, a back link to the cart, the rows preselected from the preferences, the order lines and the totals', async () => {
    handOver();
    renderCheckout({ path: `/checkout/${encodeURIComponent('Miami')}` });
    expect(await heading('Checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart');
    expect(within(screen.getByRole('region', { name: 'Shipping Method' })).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment Method' })).getByText(/Net 30 Terms/)).toBeInTheDocument();
    // The lines' table renders once the page is idle.
    expect(await within(screen.getByRole('region', { name: 'Items in cart' })).findByText('Apple iPhone 13 128GB Black, Grade A')).toBeInTheDocument();
    const totals = screen.getByLabelText('Order summary', { selector: 'dl' });
    expect(await within(totals).findByText('$818.50')).toBeInTheDocument();
    expect(within(totals).getByText('Tax (FL sales tax)')).toBeInTheDocument();
  });

  it('offers Pay And Ship Now and Hold Order For Later in the two-button flow', async () => {
    handOver();
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Pay And Ship Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Hold Order For Later' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('offers one Place Order button in single-button mode, which holds the order', async () => {
    handOver();
    const { fetchStub } = renderCheckout({ payload: aPreselectedPayload({ singleButtonOrderFlow: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(screen.queryByRole('button', { name: 'Pay And Ship Now' })).not.toBeInTheDocument();
    expect((await stateShown())['typeOfConfirmation']).toBe('Hold the Order');
    const [body] = (await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)) as CheckoutSubmission[];
    expect(body.readyToRelease).toBe(false);
  });

  it('offers only Hold Order Until Shipping Quote when REQUEST_A_QUOTE is chosen', async () => {
    handOver();
    const payload = aPreselectedPayload({ shippingMethodCode: 'REQUEST_A_QUOTE', insured: null });
    payload.otherShippingMethods['REQUEST_A_QUOTE'] = { ...payload.otherShippingMethods['REQUEST_A_QUOTE'], showMethod: true };
    renderCheckout({ payload });
    expect(await screen.findByRole('button', { name: 'Hold Order Until Shipping Quote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay And Ship Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold Order For Later' })).not.toBeInTheDocument();
  });

  it('disables Pay And Ship Now while proof-of-export documents are pending', async () => {
    handOver();
    renderCheckout({
      pendingDocuments: { disablePayAndShipNow: true, documents: [{ documentId: 'd1', documentName: 'Export declaration', documentDescription: [] }] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Hold Order For Later' })).toBeEnabled();
    // Spec 03 §2 Dialogs: the proof can be sent from here.
    await userEvent.click(screen.getByRole('button', { name: 'Upload Proof of Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proof of Export' });
    expect(within(dialog).getByRole('region', { name: 'Export declaration' })).toBeInTheDocument();
  });

  it('offers the proof-of-export dialog while documents are owed, with Pay And Ship Now still enabled', async () => {
    handOver();
    renderCheckout({
      pendingDocuments: { disablePayAndShipNow: false, documents: [{ documentId: 'd1', documentName: 'Export declaration', documentDescription: [] }] },
    });
    expect(await screen.findByRole('button', { name: 'Upload Proof of Export' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeEnabled();
  });

  it('says Pay And Ship Now waits for approval once the proof is sent (spec 03 §4 Proof of export)', async () => {
    handOver();
    renderCheckout({ pendingDocuments: { disablePayAndShipNow: true, documents: [] } });
    expect(await screen.findByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upload Proof of Export' })).not.toBeInTheDocument();
    // A disabled button fires no hover events: its wrapper carries the tooltip, a sentence without names.
    await userEvent.hover(screen.getByRole('button', { name: 'Pay And Ship Now' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Pay And Ship Now is unavailable until your proof of export documents are approved\.$/);
  });

  it('names the owed documents in the disabled Pay And Ship Now tooltip', async () => {
    handOver();
    renderCheckout({
      pendingDocuments: { disablePayAndShipNow: true, documents: [{ documentId: 'd1', documentName: 'Export declaration', documentDescription: [] }] },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled());
    await userEvent.hover(screen.getByRole('button', { name: 'Pay And Ship Now' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Pay And Ship Now is unavailable until your proof of export documents are approved: Export declaration',
    );
  });
});

describe('checkout validation (spec 02 §5)', () => {
  it('lists every incomplete row in the spec order and submits nothing', async () => {
    handOver();
    const { fetchStub } = renderCheckout({ payload: aPreselectedPayload({ buyerOrderPreferences: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Order For Later' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please finalize the following: Shipping Address, Shipping Method, Billing Address, Payment Method',
    );
    expect(await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)).toEqual([]);
  });

  it('asks for the payment method alone when only it is missing', async () => {
    handOver();
    renderCheckout({ payload: aPreselectedPayload({ paymentMethodCode: 'NO_LONGER_OFFERED' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a payment method before continuing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a sub-form error by its own text (insurance not chosen)', async () => {
    handOver();
    renderCheckout({ payload: aPreselectedPayload({ insured: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Order For Later' }));
    // The bar says it, and the insurance form marks its field with the same text.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Please Select Insurance.')]));
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByRole('alert')).toHaveTextContent('Please Select Insurance.');
  });
});

describe('checkout order flow (spec 02 §4 steps 1–7)', () => {
  it('confirms a pay-and-ship, submits it released with an Idempotency-Key, then replaces to the confirmation and clears the handover', async () => {
    handOver();
    const { fetchStub, history } = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you ready to release this order and have it shipped now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, ship now' }));
    expect(await stateShown()).toEqual({
      fromCheckout: true,
      typeOfConfirmation: 'Pay And Ship Now',
      paymentMethod: 'TERMS_NET_30',
      phonexOrderNumber: '100001',
      paymentStatus: 'SUCCESS',
    });
    const submits = fetchStub.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/submit'));
    expect(submits).toHaveLength(1);
    expect(submits[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    const [body] = (await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)) as CheckoutSubmission[];
    expect(body).toMatchObject({ offerIds: [OFFER_ID], readyToRelease: true, paymentOption: { paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } } });
    expect(body.shippingOption.shippingOptionDetails.shippingMethodCode).toBe('ACME_STANDARD_SHIPPING');
    // Step 4: the created order was fetched; step 6: replace (the history went back to /stock).
    expect(fetchStub.requests.some((request) => request.url.endsWith('/sales-order/100001'))).toBe(true);
    expect(history.action).toBe('REPLACE');
    expect(localStorage.getItem(HandoverKey.checkoutOfferIds)).toBeNull();
    expect(localStorage.getItem(HandoverKey.checkoutWarehouseCode)).toBeNull();
  });

  it('records the released order as a purchase on the data layer, with its total, tax, freight and lines (step 5)', async () => {
    handOver();
    renderCheckout({ calls: { 'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail({ total: 818.5, tax: 12.5, freight: 28 })) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, ship now' }));
    await stateShown();
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '100001',
          value: 818.5,
          tax: 12.5,
          shipping: 28,
          items: [{ item_id: 'APL-IP13-128-BLK-A', item_name: 'Apple iPhone 13 128GB Black, Grade A', price: 389, quantity: 2 }],
        },
      },
    ]);
    // The previous ecommerce object is cleared first, as tag managers expect.
    expect(window.dataLayer?.at(-2)).toEqual({ ecommerce: null });
  });

  it('records a released order by its number when the created order could not be fetched', async () => {
    handOver();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCheckout({
      calls: { 'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anErrorBody({ status: 503, message: 'Unavailable' }), { status: 503 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, ship now' }));
    await stateShown();
    expect(purchases()).toEqual([{ event: 'purchase', ecommerce: { transaction_id: '100001', items: [] } }]);
  });

  it('records no purchase for a held order, which is not released', async () => {
    handOver();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Order For Later' }));
    await stateShown();
    expect(purchases()).toEqual([]);
  });

  it('cancelling the confirm dialog submits nothing', async () => {
    handOver();
    const { fetchStub } = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it('a double click on hold sends one submit', async () => {
    handOver();
    const { fetchStub } = renderCheckout();
    const hold = await screen.findByRole('button', { name: 'Hold Order For Later' });
    await userEvent.dblClick(hold);
    expect((await stateShown())['typeOfConfirmation']).toBe('Hold the Order');
    expect(await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)).toHaveLength(1);
  });

  it.each([
    [
      'the stock ran out',
      anErrorBody({
        status: 422,
        message: 'Only 0 of APL-IP13-128-BLK-A are still available',
        messageCode: 'INSUFFICIENT_STOCK',
        errors: [
          { status: 'FAIL', field: 'offerIds', messageCode: 'INSUFFICIENT_STOCK', messageDescription: 'Only 0 of APL-IP13-128-BLK-A are still available' },
        ],
      }),
      'There is not enough stock for this quantity.',
    ],
    [
      'the accepted price expired',
      anErrorBody({ status: 422, message: 'The accepted price of an item has expired; please review your cart', messageCode: 'CHECKOUT_OFFER_EXPIRED' }),
      'The accepted price of an item has expired; please review your cart',
    ],
    [
      'the credit limit is passed',
      anErrorBody({ status: 422, message: 'The order total exceeds the credit limit of this payment method', messageCode: 'CHECKOUT_OVER_CREDIT_LIMIT' }),
      'The order total exceeds the credit limit of this payment method',
    ],
  ])('a submit refused because %s returns to /cart with the reason in an error snackbar', async (_reason, refusal, shown) => {
    handOver();
    renderCheckout({ calls: { [`POST ${SUBMIT_PATH}`]: () => jsonResponse(refusal, { status: 422 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Order For Later' }));
    expect(await heading('Cart and Offers')).toBeInTheDocument();
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('offers already ordered (another tab) show that order with the answer', async () => {
    handOver();
    const alreadyOrdered = anErrorBody({
      status: 409,
      message: 'These items were already ordered in order 100007',
      messageCode: 'CHECKOUT_ALREADY_ORDERED',
      params: ['100007'],
    });
    renderCheckout({ calls: { [`POST ${SUBMIT_PATH}`]: () => jsonResponse(alreadyOrdered, { status: 409 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Hold Order For Later' }));
    expect(await heading('Order')).toBeInTheDocument();
    expect(screen.getByLabelText('Params')).toHaveTextContent('"orderNumber":"100007"');
    expect(await screen.findByText('These items were already ordered in order 100007')).toBeInTheDocument();
  });
});

describe('checkout with PayPal (spec 02 §2 Payment popup, §4 Payment status)', () => {
  const paypalPayload = () => aPreselectedPayload({ paymentMethodCode: 'INTEGRATED_PAYPAL' });

  it('opens the 600 x 700 window inside the confirm click, submits unreleased and reports a window closed early as FAILURE', async () => {
    handOver();
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { fetchStub } = renderCheckout({
      payload: paypalPayload(),
      calls: {
        'GET /px-api-gateway/order/100001/payment': () => {
          // The buyer closes PayPal's window without paying.
          popup.closed = true;
          return jsonResponse({ approvalLink: 'http://localhost/pages/paypal/approve?order=100001' });
        },
        'GET /px-api-gateway/order/100001/payment/status': () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'PENDING' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, ship now' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('width=600,height=700'));
    const state = await screen.findByLabelText('Confirmation state', undefined, { timeout: 4000 });
    expect(JSON.parse(state.textContent ?? '')).toMatchObject({
      typeOfConfirmation: 'Pay And Ship Now',
      paymentMethod: 'INTEGRATED_PAYPAL',
      paymentStatus: 'FAILURE',
    });
    expect(popup.location.href).toBe('http://localhost/pages/paypal/approve?order=100001');
    expect(await screen.findByText('Your payment did not go through. Please PAY NOW USING PAYPAL.')).toBeInTheDocument();
    const [body] = (await bodiesOf(fetchStub.requests, 'POST', SUBMIT_PATH)) as CheckoutSubmission[];
    expect(body.readyToRelease).toBe(false);
    expect(purchases()).toEqual([]);
  });

  it('reports SUCCESS when the payment went through', async () => {
    handOver();
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    renderCheckout({
      payload: paypalPayload(),
      calls: {
        'GET /px-api-gateway/order/100001/payment': () => {
          popup.closed = true;
          return jsonResponse({ approvalLink: 'http://localhost/pages/paypal/approve?order=100001' });
        },
        'GET /px-api-gateway/order/100001/payment/status': () => jsonResponse({ phonexOrderNumber: '100001', paymentStatus: 'SUCCESS' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, ship now' }));
    const state = await screen.findByLabelText('Confirmation state', undefined, { timeout: 4000 });
    expect(JSON.parse(state.textContent ?? '')).toMatchObject({ paymentStatus: 'SUCCESS' });
    // The payment released the order: it is recorded as a purchase (spec 02 §4 step 5).
    expect(purchases()).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: '100001', value: 806 }) })]);
  });

  it('when the browser blocks the window, leaves for PayPal in this window in redirect mode with the confirmation kept', async () => {
    handOver();
    jest.spyOn(window, 'open').mockImplementation(() => null);
    jest.spyOn(paymentNavigation, 'leaveForPayment').mockImplementation(() => undefined);
    const { fetchStub } = renderCheckout({
      payload: paypalPayload(),
      calls: {
        'GET /px-api-gateway/order/100001/payment': () =>
          jsonResponse({ approvalLink: 'http://localhost/pages/paypal/approve?order=100001&returnMode=redirect' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, ship now' }));
    await waitFor(() =>
      expect(paymentNavigation.leaveForPayment).toHaveBeenCalledWith('http://localhost/pages/paypal/approve?order=100001&returnMode=redirect'),
    );
    const linkCall = fetchStub.requests.find((request) => new URL(request.url, 'http://localhost').pathname === '/px-api-gateway/order/100001/payment');
    expect(new URL(linkCall?.url ?? '', 'http://localhost').searchParams.get('returnMode')).toBe('redirect');
    expect(JSON.parse(localStorage.getItem(CONFIRMATION_STORAGE_KEY) ?? 'null')).toEqual({
      fromCheckout: true,
      typeOfConfirmation: 'Pay And Ship Now',
      paymentMethod: 'INTEGRATED_PAYPAL',
      phonexOrderNumber: '100001',
      paymentStatus: 'PENDING',
    });
    expect(localStorage.getItem(HandoverKey.checkoutOfferIds)).toBeNull();
  });
});
