import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddToExistingPayload, CalculateChargesResponse, OnHoldSalesOrder } from '@bp/api-contract';
import { IDEMPOTENCY_KEY_HEADER } from '@bp/api-contract/constants';
import { anErrorBody, anOrderLineItem, aSalesOrder } from '@bp/api-contract/testing';
import { HandoverKey, writeCheckoutHandover } from '@bp/data-access-api';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { HEAD_OFFICE, MIAMI_DOCK, aCheckoutPayload, someCharges } from '@bp/ui-order-options/testing';
import { AddToUnshippedOrderPage } from './add-to-unshipped-order-page';
import { bodiesOf, cleanupPages, renderPage } from './page-test-harness';

const OFFER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const CART = '/px-api-gateway/stocklist/cart/MIA';
const CHOOSE_ROUTE = '/checkout/add-to-unshipped-order/:warehouse';
const REVIEW_ROUTE = '/checkout/add-to-unshipped-order/:warehouse/:salesOrder';
const UPDATE_PATH = `${CART}/add-to-sales-order/100002/submit`;

/** Two units of an iPad on hold since Nov 24 (noon UTC: the same day in every time zone). */
function anOnHoldOrder(overrides: Partial<OnHoldSalesOrder> = {}): OnHoldSalesOrder {
  const line = anOrderLineItem({
    itemNumber: 'APL-IPAD9-64-SLV-C',
    itemNumberWarehouse: 'APL-IPAD9-64-SLV-C~MIA',
    itemDescription: 'Apple iPad (9th gen) 64GB Silver, Grade C',
    orderedQuantity: 2,
    unitPrice: 129,
    extendedPrice: 258,
  });
  return {
    orderNumber: '100002',
    refOrderNumberOrPhonexOrderNumber: '100002',
    lastUpdateDate: '2026-11-24T12:00:00.000Z',
    warehouse: 'MIA',
    fulfillmentStatus: 'ON_HOLD',
    lineItems: [line],
    subtotal: 258,
    totalOrderedQuantity: 2,
    version: 3,
    ...overrides,
  };
}

function anAddToExistingPayload(orders: OnHoldSalesOrder[]): AddToExistingPayload {
  const { warehouse, warehouseLabel, lineItems } = aCheckoutPayload();
  return { warehouse, warehouseLabel, lineItems, onHoldSalesOrders: orders };
}

/** The combined order (the held iPads and the cart's two iPhones) on express shipping, no tax. */
function combinedCharges(overrides: Partial<CalculateChargesResponse> = {}): CalculateChargesResponse {
  return someCharges({
    combinedSubtotal: 1036,
    combinedQuantity: 4,
    freight: 45,
    tax: 0,
    taxDescription: null,
    totalPrice: 1081,
    rateSku: 'ACME_EXPRESS_SHIPPING',
    freightQuotesForAllRealTimeShippingMethods: {},
    ...overrides,
  });
}

/** The held order ships express to the Miami dock and is billed to the head office on terms. */
function theHeldSalesOrder() {
  const order = aSalesOrder({ phonexOrderNumber: '100002', refOrderNumberOrPhonexOrderNumber: '100002', additionalServices: [] });
  return {
    ...order,
    shippingOptionDetails: {
      ...order.shippingOptionDetails,
      shippingAddressId: MIAMI_DOCK.id,
      shippingOption: { ...order.shippingOptionDetails.shippingOption, shippingMethodCode: 'ACME_EXPRESS_SHIPPING', shippingMethodLabel: 'Express Shipping' },
    },
    paymentOptionDetails: { billingAddressId: HEAD_OFFICE.id, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30', paymentMethodLabel: 'Net 30 Terms' } },
  };
}

function handOver(warehouseCode = 'MIA') {
  writeCheckoutHandover({ offerIds: [OFFER_ID], warehouseCode, warehouseId: `wh-${warehouseCode.toLowerCase()}`, pxParticipantId: null, isPxns: false }, true);
}

function renderAddToExisting(path: string, calls: Record<string, StubHandler> = {}) {
  const page = <AddToUnshippedOrderPage />;
  return renderPage({
    path,
    route: [
      { path: CHOOSE_ROUTE, element: page },
      { path: REVIEW_ROUTE, element: page },
    ],
    calls: {
      // Oldest first here: the screen orders them newest first itself.
      [`POST ${CART}/add-to-existing`]: () =>
        jsonResponse(
          anAddToExistingPayload([
            anOnHoldOrder(),
            anOnHoldOrder({ orderNumber: '100003', refOrderNumberOrPhonexOrderNumber: 'PO-77', lastUpdateDate: '2026-11-25T12:00:00.000Z' }),
          ]),
        ),
      [`POST ${CART}/add-to-sales-order/100002`]: () => jsonResponse(aCheckoutPayload({ onHoldSalesOrder: anOnHoldOrder(), orderSubtotal: 1036 })),
      'GET /px-api-gateway/sales-order/100002': () => jsonResponse({ salesOrder: theHeldSalesOrder() }),
      'POST /px-api-gateway/orderservices/calculate-charges': () => jsonResponse(combinedCharges()),
      [`POST ${UPDATE_PATH}`]: () => jsonResponse({ phonexOrderNumber: '100002', fulfillmentStatus: 'ON_HOLD', salesOrder: theHeldSalesOrder() }),
      ...calls,
    },
  });
}

const location = () => screen.getByRole('status', { name: 'Location' });

afterEach(cleanupPages);

describe('add to an unshipped order: the choose step (spec 02 §2)', () => {
  it('replaces to /cart when the cart handed nothing over', async () => {
    renderAddToExisting('/checkout/add-to-unshipped-order/Miami');

    expect(await screen.findByRole('heading', { name: 'Cart and Offers' })).toBeInTheDocument();
  });

  it("replaces to /cart when the handover is for another warehouse than the route's", async () => {
    handOver('MIA');
    renderAddToExisting('/checkout/add-to-unshipped-order/Dallas');

    expect(await screen.findByRole('heading', { name: 'Cart and Offers' })).toBeInTheDocument();
  });

  it('lists the on-hold orders newest first with their number, last update and contents, and reviews the picked one', async () => {
    const user = userEvent.setup();
    handOver();
    const { history } = renderAddToExisting('/checkout/add-to-unshipped-order/Miami');

    expect(await screen.findByRole('heading', { name: 'Add to Unshipped Order', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart');
    const orders = screen.getByRole('radiogroup', { name: 'Orders on hold' });
    const choices = within(orders).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Order PO-77Last updated on Nov 25, 20261 lines, 2 units, subtotal $258.00',
      'Order 100002Last updated on Nov 24, 20261 lines, 2 units, subtotal $258.00',
    ]);
    const review = screen.getByRole('button', { name: 'Review and Update Order' });
    expect(review).toBeDisabled();

    await user.click(within(orders).getByRole('radio', { name: /Order 100002/ }));
    await user.click(review);

    expect(await screen.findByRole('heading', { name: 'Review and Update Order', level: 1 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/checkout/add-to-unshipped-order/Miami/100002');
    // Replaced: going back leaves checkout instead of returning to the choose step.
    expect(history.action).toBe('REPLACE');
    expect(localStorage.getItem(HandoverKey.addToExistingOrderCheckoutSalesOrder)).toBe('"100002"');
  });

  it('sends a prospect the API refuses back to /cart with its message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handOver();
    renderAddToExisting('/checkout/add-to-unshipped-order/Miami', {
      [`POST ${CART}/add-to-existing`]: () =>
        jsonResponse(
          anErrorBody({
            status: 403,
            message: 'Please contact your sales rep to complete your account before checking out',
            messageCode: 'prospectCannotCheckoutContactSalesRep',
          }),
          { status: 403 },
        ),
    });

    expect(await screen.findByRole('heading', { name: 'Cart and Offers' })).toBeInTheDocument();
    expect(await screen.findByText('Please contact your sales rep to complete your account before checking out')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('add to an unshipped order: review and update (spec 02 §2, §4 Update-existing flow)', () => {
  const reviewPath = '/checkout/add-to-unshipped-order/Miami/100002';

  it("shows the order's current selection, both counts and subtotals, the last update and the recalculated charges", async () => {
    handOver();
    const { fetchStub } = renderAddToExisting(reviewPath);

    expect(await screen.findByRole('heading', { name: 'Review and Update Order', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart');
    expect(within(screen.getByRole('region', { name: 'Shipping Method' })).getByText('Express Shipping')).toBeInTheDocument();
    const bar = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(bar).getByText('Items in cart (2)').nextSibling).toHaveTextContent('$778.00');
    expect(within(bar).getByText('Order 100002 (2)').nextSibling).toHaveTextContent('$258.00');
    expect(within(bar).getByText('Order 100002 last updated on Nov 24, 2026')).toBeInTheDocument();
    expect(await within(bar).findByText('$1,081.00')).toBeInTheDocument();
    const [charges] = (await bodiesOf(fetchStub.requests, 'POST', '/px-api-gateway/orderservices/calculate-charges')) as Array<Record<string, unknown>>;
    expect(charges).toMatchObject({ warehouseCode: 'MIA', phonexOrderNumber: '100002', shippingMethodCode: 'ACME_EXPRESS_SHIPPING', offerIds: [OFFER_ID] });
  });

  it('updates the order on hold with the reviewed version and a key per attempt, then shows the order', async () => {
    const user = userEvent.setup();
    handOver();
    const { fetchStub } = renderAddToExisting(reviewPath);

    await user.click(await screen.findByRole('button', { name: 'Update Order' }));

    expect(await screen.findByRole('heading', { name: 'Order' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/orders/100002');
    expect(await screen.findByText('Successfully updated the existing order')).toBeInTheDocument();
    const [body] = await bodiesOf(fetchStub.requests, 'POST', UPDATE_PATH);
    expect(body).toMatchObject({
      offerIds: [OFFER_ID],
      readyToRelease: false,
      salesOrderVersion: 3,
      shippingOption: { shippingAddressId: MIAMI_DOCK.id, shippingOptionDetails: { shippingMethodCode: 'ACME_EXPRESS_SHIPPING' } },
      paymentOption: { billingAddressId: HEAD_OFFICE.id, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
      additionalServices: [],
    });
    const update = fetchStub.requests.find((request) => request.method === 'POST' && request.url.endsWith(UPDATE_PATH));
    expect(update?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);
    // The add-to-existing handover is cleared.
    expect(localStorage.getItem(HandoverKey.addToExistingOrderCheckoutOfferIds)).toBeNull();
    expect(localStorage.getItem(HandoverKey.addToExistingOrderCheckoutSalesOrder)).toBeNull();
  });

  it('returns to /cart and says so when the order changed since it was reviewed', async () => {
    const user = userEvent.setup();
    handOver();
    renderAddToExisting(reviewPath, {
      [`POST ${UPDATE_PATH}`]: () =>
        jsonResponse(
          anErrorBody({
            status: 409,
            messageCode: 'outdatedSalesOrder',
            message: 'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
          }),
          { status: 409 },
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Update Order' }));

    expect(await screen.findByRole('heading', { name: 'Cart and Offers' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your order was recently updated and your changes are not up to date. Please review your changes and try again.'),
    ).toBeInTheDocument();
  });

  it("returns to /cart with the API's reason when the update fails otherwise", async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    handOver();
    renderAddToExisting(reviewPath, {
      [`POST ${UPDATE_PATH}`]: () =>
        jsonResponse(anErrorBody({ status: 422, messageCode: 'SALES_ORDER_NOT_ON_HOLD', message: 'This order can no longer be updated' }), { status: 422 }),
    });

    await user.click(await screen.findByRole('button', { name: 'Update Order' }));

    expect(await screen.findByRole('heading', { name: 'Cart and Offers' })).toBeInTheDocument();
    expect(await screen.findByText('This order can no longer be updated')).toBeInTheDocument();
    // The handover stays, so the buyer can try again from the cart.
    expect(localStorage.getItem(HandoverKey.addToExistingOrderCheckoutOfferIds)).not.toBeNull();
    logged.mockRestore();
  });

  it('returns to /cart with Cancel', async () => {
    const user = userEvent.setup();
    handOver();
    renderAddToExisting(reviewPath);

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(location()).toHaveTextContent('/cart'));
  });
});
