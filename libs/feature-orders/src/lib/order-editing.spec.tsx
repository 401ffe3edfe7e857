import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesOrder } from '@bp/api-contract';
import { anOrderLineItem } from '@bp/api-contract/testing';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { OrderDetailPage } from './order-detail-page';
import { aManifestSummary, anOrderDetail, someOrderCharges, someOrderSettings, somePendingDocuments } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(() => {
  cleanupPages();
  jest.restoreAllMocks();
});

const phoneA = anOrderLineItem({
  itemNumberWarehouse: 'A-100-MIA',
  itemNumber: 'A-100',
  itemDescription: 'Phone A',
  orderedQuantity: 10,
  availableQuantity: 5,
  incrementSize: 1,
  unitPrice: 20,
  extendedPrice: 200,
});
const phoneB = anOrderLineItem({
  itemNumberWarehouse: 'B-200-MIA',
  itemNumber: 'B-200',
  itemDescription: 'Phone B',
  orderedQuantity: 10,
  availableQuantity: 50,
  incrementSize: 5,
  unitPrice: 30,
  extendedPrice: 300,
});
const twoLines = { items: [phoneA, phoneB], itemNumberItems: { [phoneA.itemNumberWarehouse]: phoneA, [phoneB.itemNumberWarehouse]: phoneB }, version: 7 };

function renderEditing({ order = () => jsonResponse(anOrderDetail(twoLines)), upsert }: { order?: StubHandler; upsert?: StubHandler } = {}) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': order,
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/account/pending-documents': () => jsonResponse(somePendingDocuments()),
      // A pending change recalculates the charges (500 ms later).
      'POST /px-api-gateway/orderservices/calculate-charges': () => jsonResponse(someOrderCharges()),
      ...(upsert ? { 'PUT /px-api-gateway/sales-order': upsert } : {}),
    },
  });
}

const items = () => screen.getByRole('table', { name: 'Order items' });
const rowOf = (description: string) => within(items()).getByRole('row', { name: new RegExp(description) });

async function setQuantity(user: ReturnType<typeof userEvent.setup>, itemNumber: string, value: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${itemNumber}` }));
  const field = screen.getByRole('textbox', { name: `Quantity of ${itemNumber}` });
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

describe('OrderDetailPage: editing lines', () => {
  it('edits one row at a time and keeps a valid quantity as a pending change; each bad value gets its message', async () => {
    const user = userEvent.setup();
    renderEditing();
    await screen.findByRole('table', { name: 'Order items' });

    await user.click(screen.getByRole('button', { name: 'Edit A-100' }));
    expect(screen.getByRole('button', { name: 'Edit B-200' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove B-200' })).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Quantity of A-100' });
    // Edit's own button is replaced by Done and Cancel: the focus moves to the field it opened.
    expect(field).toHaveFocus();
    for (const [typed, text] of [
      ['x', 'Invalid order quantity'],
      ['16', 'Not enough quantity'],
      ['0', 'Invalid quantity'],
    ]) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
    }
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(rowOf('Phone A')).toHaveTextContent('12');
    expect(rowOf('Phone A')).toHaveTextContent('$240.00');
    expect(screen.getByRole('region', { name: '1 unsaved changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit B-200' })).toBeEnabled();
  });

  it("hints 'Inc of {n}' and refuses a quantity off the increment; Cancel reverts the row", async () => {
    const user = userEvent.setup();
    renderEditing();
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'B-200', '12');
    expect(screen.getByText('Inc of 5')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Increment Size');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Phone B')).toHaveTextContent('10');
    expect(screen.queryByRole('region', { name: /unsaved changes/ })).not.toBeInTheDocument();
  });

  it("says 'Max quantity: {n}' and 'Min quantity : {n}' when increases or decreases are not allowed", async () => {
    const user = userEvent.setup();
    renderEditing({ order: () => jsonResponse(anOrderDetail(twoLines, { canIncreaseOrderedQuantity: false, canDecreaseOrderedQuantity: false })) });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'A-100', '11');
    expect(screen.getByRole('alert')).toHaveTextContent('Max quantity: 10');
    const field = screen.getByRole('textbox', { name: 'Quantity of A-100' });
    await user.clear(field);
    await user.type(field, '9');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Min quantity : 10');
  });

  it('refuses removing the only line when the order may not be canceled', async () => {
    const user = userEvent.setup();
    renderEditing({
      order: () => jsonResponse(anOrderDetail({ items: [phoneA], itemNumberItems: { [phoneA.itemNumberWarehouse]: phoneA } }, { canCancelOrder: false })),
    });

    await user.click(await screen.findByRole('button', { name: 'Remove A-100' }));

    expect(
      await screen.findByText('Removing this item will cancel the order. Unable to cancel the order. Please reach out to your Sales Rep.'),
    ).toBeInTheDocument();
    expect(rowOf('Phone A')).toBeInTheDocument();
  });

  it("saves the changes together with the order's version: '{n} changes saved'", async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderEditing({
      upsert: async (request) => jsonResponse({ status: 'SUCCESS', salesOrder: (await request.clone().json()) as SalesOrder }),
    });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'A-100', '12');
    await user.click(screen.getByRole('button', { name: 'Remove B-200' }));
    expect(within(items()).queryByRole('row', { name: /Phone B/ })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: '2 unsaved changes' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 changes saved')).toBeInTheDocument();
    const put = fetchStub.requests.find((request) => request.method === 'PUT');
    const body = (await put?.clone().json()) as SalesOrder;
    expect(body.version).toBe(7);
    expect(body.items.map((line) => [line.itemNumberWarehouse, line.orderedQuantity, line.extendedPrice])).toEqual([['A-100-MIA', 12, 240]]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /unsaved changes/ })).not.toBeInTheDocument());
  });

  it('a stale save says the order was recently updated and keeps every pending change', async () => {
    const user = userEvent.setup();
    const outdated = {
      status: 409,
      message: 'Your order was recently updated',
      messageCode: 'outdatedSalesOrder',
      params: [],
      errors: [{ status: 'FAIL', field: 'version', messageCode: 'outdatedSalesOrder', messageDescription: 'stale' }],
    };
    renderEditing({ upsert: () => jsonResponse(outdated, { status: 409 }) });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'A-100', '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Your order was recently updated and your changes are not up to date. Please review your changes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 unsaved changes' })).toBeInTheDocument();
    expect(rowOf('Phone A')).toHaveTextContent('12');
  });

  it("another save failure says 'Some of the changes failed to save: ' and the first server error", async () => {
    const user = userEvent.setup();
    const failure = {
      status: 422,
      message: 'Validation failed',
      messageCode: 'VALIDATION',
      params: [],
      errors: [{ status: 'FAIL', field: 'items/A-100-MIA', messageCode: 'SALES_ORDER_NOT_ENOUGH_QUANTITY', messageDescription: 'Not enough quantity' }],
    };
    renderEditing({ upsert: () => jsonResponse(failure, { status: 422 }) });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'A-100', '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Some of the changes failed to save: Not enough quantity')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 unsaved changes' })).toBeInTheDocument();
  });

  it("Cancel drops the pending changes, reloads the order and says '{n} changes canceled'", async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderEditing();
    await screen.findByRole('table', { name: 'Order items' });
    await setQuantity(user, 'A-100', '12');

    await user.click(within(screen.getByRole('region', { name: '1 unsaved changes' })).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('1 changes canceled')).toBeInTheDocument();
    expect(rowOf('Phone A')).toHaveTextContent('10');
    await waitFor(() =>
      expect(fetchStub.requests.filter((request) => request.method === 'GET' && request.url.endsWith('/sales-order/100001'))).toHaveLength(2),
    );
  });

  it("a quantity typed without Done stops Save, hold and Pay And Ship Now: 'Please finalize the following: …', nothing sent, the typed value kept", async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderEditing({
      upsert: async (request) => jsonResponse({ status: 'SUCCESS', salesOrder: (await request.clone().json()) as SalesOrder }),
    });
    await screen.findByRole('table', { name: 'Order items' });
    await setQuantity(user, 'B-200', '15');
    await user.click(screen.getByRole('button', { name: 'Edit A-100' }));
    await user.clear(screen.getByRole('textbox', { name: 'Quantity of A-100' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of A-100' }), '12');

    const payAndShip = screen.getByRole('button', { name: 'Pay And Ship Now' });
    await waitFor(() => expect(payAndShip).toBeEnabled());
    for (const button of [
      within(screen.getByRole('region', { name: '1 unsaved changes' })).getByRole('button', { name: 'Save' }),
      screen.getByRole('button', { name: 'Hold Order For Later' }),
      payAndShip,
    ]) {
      await user.click(button);
      expect(await screen.findByText('Please finalize the following: Quantity of A-100')).toBeInTheDocument();
    }
    expect(fetchStub.requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(history.location.pathname).toBe('/orders/100001');
    expect(screen.getByRole('textbox', { name: 'Quantity of A-100' })).toHaveValue('12');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Please finalize the following: Quantity of A-100')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hold Order For Later' }));
    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
    const body = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(body.items.map((line) => [line.itemNumber, line.orderedQuantity])).toEqual([
      ['A-100', 12],
      ['B-200', 15],
    ]);
  });

  it("a save with an open field that holds no whole number says 'Invalid Input' in its line; a rule it breaks shows that rule's text", async () => {
    const user = userEvent.setup();
    renderEditing();
    await screen.findByRole('table', { name: 'Order items' });
    await setQuantity(user, 'B-200', '15');
    await user.click(screen.getByRole('button', { name: 'Edit A-100' }));
    const field = screen.getByRole('textbox', { name: 'Quantity of A-100' });
    await user.clear(field);
    await user.type(field, '1.5');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(rowOf('Phone A')).getByRole('alert')).toHaveTextContent('Invalid Input');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '16');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(rowOf('Phone A')).getByRole('alert')).toHaveTextContent('Not enough quantity');
  });

  it('asks before leaving with a quantity typed but not done', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { history } = renderEditing();
    await screen.findByRole('table', { name: 'Order items' });
    await user.click(screen.getByRole('button', { name: 'Edit A-100' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of A-100' }), '2');

    await user.click(screen.getByRole('link', { name: /Back to Orders/ }));

    expect(confirm).toHaveBeenCalledWith('You have 1 unsaved changes. OK to forget these changes and leave the page?');
    expect(history.location.pathname).toBe('/orders/100001');
  });

  it('asks before leaving with unsaved changes, and stays when the buyer says no', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { history } = renderEditing();
    await screen.findByRole('table', { name: 'Order items' });
    await setQuantity(user, 'A-100', '12');

    await user.click(screen.getByRole('link', { name: /Back to Orders/ }));

    expect(confirm).toHaveBeenCalledWith('You have 1 unsaved changes. OK to forget these changes and leave the page?');
    expect(history.location.pathname).toBe('/orders/100001');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: /Back to Orders/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
  });
});

describe('OrderDetailPage: hold, release and cancel', () => {
  function renderActions(calls: Record<string, StubHandler>) {
    return renderPage({
      path: '/orders/100001',
      route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
      calls: {
        'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail(twoLines)),
        'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
        'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
        'GET /px-api-gateway/account/pending-documents': () => jsonResponse(somePendingDocuments()),
        'POST /px-api-gateway/orderservices/calculate-charges': () => jsonResponse(someOrderCharges()),
        ...calls,
      },
    });
  }
  const echo: StubHandler = async (request) => jsonResponse({ status: 'SUCCESS', salesOrder: (await request.clone().json()) as SalesOrder });

  it('Hold Order For Later saves the pending changes and goes back to /orders', async () => {
    const user = userEvent.setup();
    const { history, fetchStub } = renderActions({ 'PUT /px-api-gateway/sales-order': echo });
    await screen.findByRole('table', { name: 'Order items' });
    await setQuantity(user, 'A-100', '12');

    const holdButton = screen.getByRole('button', { name: 'Hold Order For Later' });
    await waitFor(() => expect(holdButton).toBeEnabled());
    await user.click(holdButton);

    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
    const body = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(body.fulfillmentStatus).toBe('ON_HOLD');
    expect(body.items[0].orderedQuantity).toBe(12);
  });

  it("Pay And Ship Now saves with the tenant's release status and shows the confirmation", async () => {
    const user = userEvent.setup();
    const { history, fetchStub } = renderActions({ 'PUT /px-api-gateway/sales-order': echo });
    await screen.findByRole('table', { name: 'Order items' });

    const payAndShip = await screen.findByRole('button', { name: 'Pay And Ship Now' });
    // Enabled once the order settings (the release status) are in.
    await waitFor(() => expect(payAndShip).toBeEnabled());
    await user.click(payAndShip);

    await waitFor(() => expect(history.location.pathname).toBe('/orders/100001/order-release-confirmation'));
    const body = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(body.fulfillmentStatus).toBe('AWAITING_FULFILLMENT');
  });

  const singleButtonSettings = () =>
    jsonResponse({ ...someOrderSettings(), fulfillmentSettings: { ...someOrderSettings().fulfillmentSettings, singleButtonOrderFlow: true } });
  const partnerFlows = (singleButtonOrderFlow: boolean) => () =>
    jsonResponse([{ pxnsParticipantId: 'GMT-001', salesOrderUpdateMethod: 'REAL_TIME', singleButtonOrderFlow }]);
  const networkOrder = () => jsonResponse(anOrderDetail({ ...twoLines, pxnrOrder: true, pxnsParticipantId: 'GMT-001' }));

  it("a network order follows its partner's own flow: one Place Order where the tenant has two buttons", async () => {
    renderActions({ 'GET /px-api-gateway/sales-order/100001': networkOrder, 'GET /px-api-gateway/pxn/salesorder-settings': partnerFlows(true) });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Pay And Ship Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hold Order For Later' })).not.toBeInTheDocument();
  });

  it("a network order follows its partner's two buttons where the tenant has one; the tenant's own orders keep the tenant's flow", async () => {
    renderActions({
      'GET /px-api-gateway/sales-order/100001': networkOrder,
      'GET /px-api-gateway/sales-order/settings': singleButtonSettings,
      'GET /px-api-gateway/pxn/salesorder-settings': partnerFlows(false),
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Hold Order For Later' })).toBeInTheDocument();
    cleanupPages();

    renderActions({ 'GET /px-api-gateway/sales-order/settings': singleButtonSettings, 'GET /px-api-gateway/pxn/salesorder-settings': partnerFlows(false) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Hold Order For Later' })).not.toBeInTheDocument();
  });

  it('in the single-button flow an order that may not be paid and shipped yet still moves on: Place Order holds it and goes back to /orders', async () => {
    const user = userEvent.setup();
    const { history, fetchStub } = renderActions({
      'GET /px-api-gateway/sales-order/100001': () =>
        jsonResponse(anOrderDetail({ ...twoLines, fulfillmentStatus: 'AWAITING_SHIPPING_QUOTE' }, { canPayAndShipNow: false })),
      'GET /px-api-gateway/sales-order/settings': singleButtonSettings,
      'PUT /px-api-gateway/sales-order': echo,
    });

    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);

    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
    const body = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(body.fulfillmentStatus).toBe('AWAITING_SHIPPING_QUOTE');
  });

  it("Cancel Order asks first, then says 'Your order canceled successfully' and goes to /orders", async () => {
    const user = userEvent.setup();
    const { history, fetchStub } = renderActions({
      'POST /px-api-gateway/sales-order/100001/cancel': () =>
        jsonResponse({ status: 'SUCCESS', salesOrder: anOrderDetail({ fulfillmentStatus: 'CANCELED' }).salesOrder }),
    });
    await screen.findByRole('table', { name: 'Order items' });

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Your order canceled successfully')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
    expect(
      await fetchStub.requests
        .find((request) => request.method === 'POST')
        ?.clone()
        .json(),
    ).toEqual({ version: 7 });
  });

  it("a failed cancel says 'Error while cancelling Order: ' with the message and reloads the order", async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderActions({
      'POST /px-api-gateway/sales-order/100001/cancel': () =>
        jsonResponse(
          { status: 422, message: 'Order 100001 is SHIPPED: this action does not apply', messageCode: 'SALES_ORDER_WRONG_STATUS', params: [], errors: [] },
          { status: 422 },
        ),
    });
    await screen.findByRole('table', { name: 'Order items' });

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText('Error while cancelling Order: Order 100001 is SHIPPED: this action does not apply')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchStub.requests.filter((request) => request.method === 'GET' && request.url.endsWith('/sales-order/100001'))).toHaveLength(2),
    );
  });
});
