import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalculateChargesRequest, OrderDetail, SalesOrder } from '@bp/api-contract';
import { aPaymentMethod, aShippingMethod } from '@bp/api-contract/testing';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { OrderDetailPage } from './order-detail-page';
import { aManifestSummary, anOrderDetail, someOrderCharges, someOrderSettings, somePendingDocuments } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// Spec 03 §2 Order detail (option rows, totals in three places), §4 Line editing (options as
// pending changes, charges recalculated), §5 (device and credit limits), §4 / §6 Proof of export.

afterEach(() => {
  cleanupPages();
  jest.restoreAllMocks();
});

const CHARGES = 'POST /px-api-gateway/orderservices/calculate-charges';
const echo: StubHandler = async (request) => jsonResponse({ status: 'SUCCESS', salesOrder: (await request.clone().json()) as SalesOrder });

interface RenderOptions {
  detail?: OrderDetail;
  calls?: Record<string, StubHandler>;
  pendingDocuments?: Parameters<typeof somePendingDocuments>[0];
}

function renderOrder({ detail = anOrderDetail(), calls = {}, pendingDocuments }: RenderOptions = {}) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(detail),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/account/pending-documents': () => jsonResponse(somePendingDocuments(pendingDocuments)),
      ...calls,
    },
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseInRow(user: User, row: string, choice: string | RegExp) {
  await user.click(screen.getByRole('button', { name: `Edit ${row}` }));
  await user.click(screen.getByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'DONE' }));
}

async function setQuantity(user: User, itemNumber: string, value: string) {
  await user.click(screen.getByRole('button', { name: `Edit ${itemNumber}` }));
  const field = screen.getByRole('textbox', { name: `Quantity of ${itemNumber}` });
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

const rowSection = (title: string) => screen.getByRole('region', { name: title });
const chargesBodies = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => request.method === 'POST' && request.url.endsWith('/calculate-charges'))
      .map((request) => request.clone().json() as Promise<CalculateChargesRequest>),
  );

describe('OrderDetailPage: option rows as pending changes', () => {
  it('a new shipping method is a pending change; the charges are recalculated and every totals block shows them; Save sends it', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderOrder({
      calls: {
        [CHARGES]: () => jsonResponse(someOrderCharges({ freight: 50.5, totalPrice: 828.5, rateSku: 'ACME_EXPRESS_SHIPPING' })),
        'PUT /px-api-gateway/sales-order': echo,
      },
    });
    await screen.findByRole('table', { name: 'Order items' });
    expect(screen.getByLabelText('Order summary')).toHaveTextContent('Order total$806.00');

    await chooseInRow(user, 'Shipping Method', 'Express Shipping');
    // Spec 02 §4: a new method clears the insurance choice; the buyer answers it again.
    await user.click(screen.getByRole('radio', { name: 'NO' }));

    expect(within(rowSection('Shipping Method')).getByText('Express Shipping')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 unsaved changes' })).toBeInTheDocument();
    // 500 ms after the change, as checkout.
    await waitFor(() => expect(screen.getByLabelText('Order summary')).toHaveTextContent('Freight$50.50'));
    for (const label of ['Order summary', 'Order totals']) expect(screen.getByLabelText(label)).toHaveTextContent('Order total$828.50');
    const [body] = await chargesBodies(fetchStub.requests);
    expect(body).toMatchObject({
      warehouseCode: 'MIA',
      shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
      paymentMethodCode: 'TERMS_NET_30',
      items: [{ itemNumberWarehouse: 'APL-IP13-128-BLK-A~MIA', orderedQuantity: 2, unitPrice: 389 }],
    });

    await user.click(within(screen.getByRole('region', { name: '1 unsaved changes' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('1 changes saved')).toBeInTheDocument();
    const put = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(put.shippingOptionDetails.shippingOption).toMatchObject({
      shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
      shippingMethodLabel: 'Express Shipping',
      insured: false,
      insuredAmount: null,
    });
    expect(put.version).toBe(1);
  });

  it('counts each changed part (shipping method, payment method, a service) and sends them together', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderOrder({ calls: { [CHARGES]: () => jsonResponse(someOrderCharges()), 'PUT /px-api-gateway/sales-order': echo } });
    await screen.findByRole('table', { name: 'Order items' });

    await chooseInRow(user, 'Shipping Method', 'Express Shipping');
    await user.click(screen.getByRole('radio', { name: 'NO' }));
    await chooseInRow(user, 'Payment Method', /PayPal/);
    await user.click(screen.getByRole('checkbox', { name: /Unit photos/ }));

    const bar = screen.getByRole('region', { name: '3 unsaved changes' });
    await user.click(within(bar).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('3 changes saved')).toBeInTheDocument();
    const put = (await fetchStub.requests
      .find((request) => request.method === 'PUT')
      ?.clone()
      .json()) as SalesOrder;
    expect(put.paymentOptionDetails.paymentOptionDetails).toEqual({ paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' });
    expect(put.additionalServices).toEqual(['svc-photos']);
  });

  it('choosing the saved value again is no change; Cancel puts the rows back to the order', async () => {
    const user = userEvent.setup();
    renderOrder({ calls: { [CHARGES]: () => jsonResponse(someOrderCharges()) } });
    await screen.findByRole('table', { name: 'Order items' });

    await chooseInRow(user, 'Shipping Method', 'Express Shipping');
    await chooseInRow(user, 'Shipping Method', 'Standard Shipping');
    await user.click(screen.getByRole('radio', { name: 'NO' }));
    expect(screen.queryByRole('region', { name: /unsaved changes/ })).not.toBeInTheDocument();

    await chooseInRow(user, 'Shipping Method', 'Express Shipping');
    await user.click(within(screen.getByRole('region', { name: '1 unsaved changes' })).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('1 changes canceled')).toBeInTheDocument();
    expect(within(rowSection('Shipping Method')).getByText('Standard Shipping')).toBeInTheDocument();
  });

  it('recalculates with the pending quantities: the subtotal at once, the charges 500 ms later', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderOrder({
      calls: { [CHARGES]: () => jsonResponse(someOrderCharges({ cartSubtotal: 1167, combinedSubtotal: 1167, freight: 29.5, totalPrice: 1196.5 })) },
    });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'APL-IP13-128-BLK-A', '3');

    expect(screen.getByLabelText('Order totals')).toHaveTextContent('Subtotal$1,167.00');
    await waitFor(() => expect(screen.getByLabelText('Order totals')).toHaveTextContent('Order total$1,196.50'));
    const bodies = await chargesBodies(fetchStub.requests);
    expect(bodies.at(-1)?.items).toEqual([{ itemNumberWarehouse: 'APL-IP13-128-BLK-A~MIA', orderedQuantity: 3, unitPrice: 389 }]);
  });

  it('a failed charge calculation shows its message', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = { status: 422, message: 'No freight rate for this address and method', messageCode: 'CHECKOUT_INVALID_SELECTION', params: [], errors: [] };
    renderOrder({ calls: { [CHARGES]: () => jsonResponse(failure, { status: 422 }) } });
    await screen.findByRole('table', { name: 'Order items' });

    await setQuantity(user, 'APL-IP13-128-BLK-A', '3');

    expect(await screen.findByText('No freight rate for this address and method')).toBeInTheDocument();
  });

  it('rows the permission set does not allow are read-only', async () => {
    renderOrder({ detail: anOrderDetail({}, { canUpdateShipping: false, canUpdateBillingAndPayment: false, canUpdateAdditionalServices: false }) });
    await screen.findByRole('table', { name: 'Order items' });

    for (const row of ['Shipping Address', 'Shipping Method', 'Billing Address', 'Payment Method']) {
      expect(within(rowSection(row)).queryByRole('button', { name: `Edit ${row}` })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /Unit photos/ })).toBeDisabled();
  });
});

describe('OrderDetailPage: device and credit limits (spec 03 §4, §5; as checkout applies them)', () => {
  it('a quantity over the method’s maxDevicesInShipment deselects the method and opens its row; the save waits for another', async () => {
    const user = userEvent.setup();
    const detail = anOrderDetail(
      {},
      {},
      {
        otherShippingMethods: {
          ACME_EXPRESS_SHIPPING: aShippingMethod({ code: 'ACME_EXPRESS_SHIPPING', label: 'Express Shipping', maxDevicesInShipment: 100 }),
          ACME_STANDARD_SHIPPING: aShippingMethod({ maxDevicesInShipment: 2 }),
        },
      },
    );
    const { fetchStub } = renderOrder({ detail, calls: { [CHARGES]: () => jsonResponse(someOrderCharges()), 'PUT /px-api-gateway/sales-order': echo } });
    await screen.findByRole('table', { name: 'Order items' });
    expect(within(rowSection('Shipping Method')).queryByText('Invalid Selection')).not.toBeInTheDocument();

    await setQuantity(user, 'APL-IP13-128-BLK-A', '3');

    const methods = rowSection('Shipping Method');
    expect(await within(methods).findByRole('radio', { name: 'Express Shipping' })).not.toBeChecked();
    expect(within(methods).queryByRole('radio', { name: 'Standard Shipping' })).not.toBeInTheDocument();
    expect(within(methods).queryByText('Invalid Selection')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please finalize the following: Shipping Method')).toBeInTheDocument();
    expect(fetchStub.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(methods).getByRole('radio', { name: 'Express Shipping' }));
    await user.click(within(methods).getByRole('button', { name: 'DONE' }));
    await user.click(screen.getByRole('radio', { name: 'NO' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 changes saved')).toBeInTheDocument();
  });

  it("a payment method whose creditLimit is below the order's extended price is deselected, hidden, and its row opened", async () => {
    const user = userEvent.setup();
    const detail = anOrderDetail(
      {},
      {},
      {
        paymentMethods: [
          aPaymentMethod({ creditLimit: 500 }),
          aPaymentMethod({ code: 'INTEGRATED_PAYPAL', label: 'PayPal', description: 'Pay now with PayPal' }),
        ],
      },
    );
    renderOrder({ detail, calls: { [CHARGES]: () => jsonResponse(someOrderCharges()) } });
    await screen.findByRole('table', { name: 'Order items' });

    const payments = rowSection('Payment Method');
    expect(await within(payments).findByRole('radio', { name: /PayPal/ })).not.toBeChecked();
    expect(within(payments).queryByRole('radio', { name: /Net 30 Terms/ })).not.toBeInTheDocument();
    expect(within(payments).queryByText('Invalid Selection')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a payment method before continuing')).toBeInTheDocument();

    await user.click(within(payments).getByRole('radio', { name: /PayPal/ }));
    await user.click(within(payments).getByRole('button', { name: 'DONE' }));
    expect(within(payments).getByText('PayPal')).toBeInTheDocument();
  });

  it('keeps a payment method whose creditLimit covers the extended price, though not the total with freight', async () => {
    // One line of 2 × 389 = 778; with freight the order total is 806.
    const detail = anOrderDetail({}, {}, { paymentMethods: [aPaymentMethod({ creditLimit: 790 })] });
    renderOrder({ detail });
    await screen.findByRole('table', { name: 'Order items' });

    const payments = rowSection('Payment Method');
    expect(within(payments).getByText('Net 30 Terms')).toBeInTheDocument();
    expect(within(payments).queryByText('Invalid Selection')).not.toBeInTheDocument();
    expect(within(payments).queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('OrderDetailPage: the totals block in its three places (spec 03 §2)', () => {
  it('on a large screen: beside the option rows and at the bottom with the buttons', async () => {
    renderOrder();
    await screen.findByRole('table', { name: 'Order items' });

    const side = screen.getByLabelText('Order summary');
    const bottom = screen.getByLabelText('Order totals');
    expect(side).toHaveTextContent('Order total$806.00');
    expect(bottom).toHaveTextContent('Order total$806.00');
    expect(screen.getByRole('table', { name: 'Order items' }).compareDocumentPosition(bottom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bottom.closest('[data-panel]')).toContainElement(await screen.findByRole('button', { name: 'Pay And Ship Now' }));
  });

  it('on a 390 px phone: under the header, before the option rows, and at the bottom', async () => {
    const restore = setWindowWidth(390);
    try {
      renderOrder();
      // A phone shows the lines as cards.
      await screen.findByRole('list', { name: 'Order items' });

      const top = screen.getByLabelText('Order summary');
      expect(top.compareDocumentPosition(rowSection('Shipping Address')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByLabelText('Order totals')).toHaveTextContent('Order total$806.00');
    } finally {
      restore();
    }
  });

  it("shows 'Hold Order Until Shipping Quote' and no pay button once REQUEST_A_QUOTE is chosen", async () => {
    const user = userEvent.setup();
    const detail = anOrderDetail(
      {},
      {},
      {
        otherShippingMethods: {
          ...anOrderDetail().orderOptions.otherShippingMethods,
          REQUEST_A_QUOTE: aShippingMethod({
            code: 'REQUEST_A_QUOTE',
            label: 'Request a Quote',
            insuranceAvailable: false,
            showMethod: true,
            maxDevicesInShipment: null,
          }),
        },
      },
    );
    renderOrder({ detail, calls: { [CHARGES]: () => jsonResponse(someOrderCharges({ freight: null, awaitingFreightQuote: true })) } });
    await screen.findByRole('button', { name: 'Pay And Ship Now' });

    await chooseInRow(user, 'Shipping Method', 'Request a Quote');

    expect(screen.getByRole('button', { name: 'Hold Order Until Shipping Quote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay And Ship Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Order totals')).toHaveTextContent('FreightAwaiting quote'));
  });
});

describe('OrderDetailPage: proof-of-export gating of pay and ship (spec 03 §4, §6)', () => {
  it('disables Pay And Ship Now while documents are owed and opens the upload dialog', async () => {
    const user = userEvent.setup();
    renderOrder({
      pendingDocuments: { disablePayAndShipNow: true, documents: [{ documentId: 'd1', documentName: 'Export declaration', documentDescription: [] }] },
    });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled());
    // Hold stays available (once the order settings are in).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold Order For Later' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Upload Proof of Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Proof of Export' });
    expect(within(dialog).getByRole('region', { name: 'Export declaration' })).toBeInTheDocument();
  });

  it("says 'PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.' once nothing is owed", async () => {
    renderOrder({ pendingDocuments: { disablePayAndShipNow: true, documents: [] } });

    expect(await screen.findByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upload Proof of Export' })).not.toBeInTheDocument();
  });

  it('says why in a tooltip, with the owed documents by name', async () => {
    const user = userEvent.setup();
    renderOrder({
      pendingDocuments: { disablePayAndShipNow: true, documents: [{ documentId: 'd1', documentName: 'Export declaration', documentDescription: [] }] },
    });
    // The pending documents are in once the upload link shows, the order settings once Hold is
    // enabled: hover only then, so no later answer re-renders the actions under the pointer.
    await screen.findByRole('button', { name: 'Upload Proof of Export' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold Order For Later' })).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeDisabled());
    // A disabled button fires no hover events: its wrapper carries the tooltip.
    await user.hover(screen.getByRole('button', { name: 'Pay And Ship Now' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Pay And Ship Now is unavailable until your proof of export documents are approved: Export declaration',
    );
  });

  it('in the single-button flow the tooltip names Place Order, and ends with a full stop once nothing is owed', async () => {
    const user = userEvent.setup();
    renderOrder({
      pendingDocuments: { disablePayAndShipNow: true, documents: [] },
      calls: {
        'GET /px-api-gateway/sales-order/settings': () =>
          jsonResponse({ ...someOrderSettings(), fulfillmentSettings: { ...someOrderSettings().fulfillmentSettings, singleButtonOrderFlow: true } }),
      },
    });
    await screen.findByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled());
    await user.hover(screen.getByRole('button', { name: 'Place Order' }).parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Place Order is unavailable until your proof of export documents are approved\.$/);
  });

  it('leaves Pay And Ship Now enabled when nothing disables it', async () => {
    renderOrder();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay And Ship Now' })).toBeEnabled());
    expect(screen.queryByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.')).not.toBeInTheDocument();
  });
});
