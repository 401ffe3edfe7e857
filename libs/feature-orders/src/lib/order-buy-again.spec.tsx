import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@bp/data-access-api/testing';
import { OrderDetailPage } from './order-detail-page';
import { NOTHING_ALLOWED, aManifestSummary, anOrderDetail, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// "Buy these again": the order's lines go to the quick order page by its URL (features do not import each other).

afterEach(() => cleanupPages());

function renderOrder(authorities: string[]) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail({ fulfillmentStatus: 'SHIPPED' }, NOTHING_ALLOWED)),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
    },
  });
}

describe('OrderDetailPage: Buy these again', () => {
  it('opens the quick order page with the order number', async () => {
    const user = userEvent.setup();
    const { history } = renderOrder(['CAN_BUY_ONLINE']);

    await user.click(await screen.findByRole('button', { name: 'Buy these again' }));

    expect(await screen.findByRole('heading', { name: 'Quick order' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/quick-order');
    expect(history.location.search).toBe('?order=100001');
  });

  it('is not offered to a buyer who cannot buy online', async () => {
    renderOrder([]);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Buy these again' })).not.toBeInTheDocument();
  });
});
