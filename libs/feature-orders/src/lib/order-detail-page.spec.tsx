import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { OrderDetailPage } from './order-detail-page';
import { NOTHING_ALLOWED, aManifestSummary, anOrderDetail, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

afterEach(() => {
  cleanupPages();
  jest.mocked(saveAs).mockReset();
});

function renderOrder({
  order = () => jsonResponse(anOrderDetail()),
  manifest = () => jsonResponse(aManifestSummary()),
  extra = {},
}: { order?: StubHandler; manifest?: StubHandler; extra?: Record<string, StubHandler> } = {}) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': order,
      'GET /px-api-gateway/sales-order/100001/manifest-summary': manifest,
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      ...extra,
    },
  });
}

describe('OrderDetailPage', () => {
  it('titles the order by its reference and shows its statuses, dates, tracking numbers, totals and lines', async () => {
    renderOrder({
      order: () => jsonResponse(anOrderDetail({ refOrderNumber: 'PO-77', refOrderNumberOrPhonexOrderNumber: 'PO-77', reservationFee: 12.5, total: 818.5 })),
      manifest: () =>
        jsonResponse(
          aManifestSummary({
            trackingNumbers: ['1Z999AA10123456784', 'LOCAL-77'],
            trackingLinks: [
              { number: '1Z999AA10123456784', carrier: 'UPS', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
              { number: 'LOCAL-77', carrier: null, url: null },
            ],
          }),
        ),
    });

    expect(await screen.findByRole('heading', { name: 'Order # PO-77' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Orders/ })).toHaveAttribute('href', '/orders');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Fulfillment status' })).toHaveTextContent('On hold'));
    expect(screen.getByRole('group', { name: 'Payment status' })).toHaveTextContent('AWAITING_PAYMENT');
    expect(screen.getByText(/Created: 11\/20\/2026/)).toBeInTheDocument();
    const tracking = await screen.findByRole('group', { name: 'Tracking numbers' });
    expect(tracking).toHaveTextContent('Tracking numbers: 1Z999AA10123456784 (UPS), LOCAL-77');
    const ups = within(tracking).getByRole('link', { name: '1Z999AA10123456784 (UPS)' });
    expect(ups).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(ups).toHaveAttribute('target', '_blank');
    expect(ups).toHaveAttribute('rel', 'noopener noreferrer');
    // A number whose carrier the tenant does not know stays text.
    expect(within(tracking).getAllByRole('link')).toHaveLength(1);
    const totals = screen.getByLabelText('Order summary');
    expect(totals).toHaveTextContent('Reservation fee$12.50');
    expect(totals).toHaveTextContent('Order total$818.50');
    const items = screen.getByRole('table', { name: 'Order items' });
    expect(within(items).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Order cannot be edited, please contact your sales rep.')).not.toBeInTheDocument();
  });

  it('says the order cannot be edited when no edit is allowed and it is not finished', async () => {
    renderOrder({ order: () => jsonResponse(anOrderDetail({ fulfillmentStatus: 'AWAITING_FULFILLMENT' }, NOTHING_ALLOWED)) });

    expect(await screen.findByText('Order cannot be edited, please contact your sales rep.')).toBeInTheDocument();
  });

  it('does not say so for a shipped order', async () => {
    renderOrder({ order: () => jsonResponse(anOrderDetail({ fulfillmentStatus: 'SHIPPED' }, NOTHING_ALLOWED)) });

    await screen.findByRole('heading', { name: 'Order # 100001' });
    expect(screen.queryByText('Order cannot be edited, please contact your sales rep.')).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown order', () => jsonResponse({ status: 404, message: 'Not found', messageCode: 'NOT_FOUND', params: [], errors: [] }, { status: 404 })],
    ['an order without lines', () => jsonResponse(anOrderDetail({ items: [], itemNumberItems: {} }))],
  ])("says 'No order found of this id: {path}' and goes back to /orders for %s", async (_case, order) => {
    const { history } = renderPage({
      path: '/orders/100001',
      route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
      calls: { 'GET /px-api-gateway/sales-order/100001': order, 'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()) },
    });

    expect(await screen.findByText('No order found of this id: 100001')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
  });

  it("says the server's message of an incomplete order, not 'No order found of this id', and goes back to /orders", async () => {
    const incomplete = {
      status: 409,
      message: 'Order 100001 is incomplete: its lines are still being synced',
      messageCode: 'SALES_ORDER_INCOMPLETE',
      params: [],
      errors: [],
    };
    const { history } = renderOrder({ order: () => jsonResponse(incomplete, { status: 409 }) });

    expect(await screen.findByText('Order 100001 is incomplete: its lines are still being synced')).toBeInTheDocument();
    expect(screen.queryByText('No order found of this id: 100001')).not.toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/orders'));
  });

  it('downloads the manifest, an invoice and the order from the export menu', async () => {
    const user = userEvent.setup();
    renderOrder({
      manifest: () => jsonResponse(aManifestSummary({ imeiAvailable: true, invoiceNumbers: ['INV-100001-1'] })),
      extra: {
        'GET /px-api-gateway/sales-order/100001/invoice/INV-100001-1/export': () =>
          new Response('%PDF-1.7', { status: 200, headers: { 'content-disposition': 'attachment; filename="INV-100001-1.pdf"' } }),
        'GET /px-api-gateway/sales-order/100001/manifest/export': () => new Response('xlsx', { status: 200 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Invoice INV-100001-1' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'INV-100001-1.pdf'));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manifest' }));
    await waitFor(() => expect(saveAs).toHaveBeenLastCalledWith(expect.anything(), '100001-manifest.xlsx'));
  });
});
