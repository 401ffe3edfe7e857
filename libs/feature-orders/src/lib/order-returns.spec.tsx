import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturns, ReturnSummary } from '@bp/api-contract';
import { jsonResponse } from '@bp/data-access-api/testing';
import { formatPlainDate } from '@bp/util-format';
import { OrderDetailPage } from './order-detail-page';
import { NOTHING_ALLOWED, aManifestSummary, anOrderDetail, anOrderUnit, anOrderUnitsPage, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// A shipped order's returns window, its 'Request a return' button and its returns.

afterEach(() => cleanupPages());

const DAY = 24 * 60 * 60 * 1000;

const aReturn = (overrides: Partial<ReturnSummary> = {}): ReturnSummary => ({
  returnNumber: 'R-0990',
  phonexOrderNumber: '100001',
  status: 'APPROVED',
  rmaNumber: 'RMA-R-0990',
  shipBy: '2026-12-12',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  unitCount: 1,
  creditedTotal: 0,
  ...overrides,
});

function renderOrder({
  returnsUntil = new Date(Date.now() + 9.5 * DAY).toISOString(),
  returns = [aReturn()],
  authorities = ['CAN_BUY_ONLINE'],
  fulfillmentStatus = 'SHIPPED',
}: { returnsUntil?: string | null; returns?: ReturnSummary[]; authorities?: string[]; fulfillmentStatus?: string } = {}) {
  const orderReturns: OrderReturns = { returnable: returnsUntil !== null, windowDays: 14, returnsUntil, returns };
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail({ fulfillmentStatus }, NOTHING_ALLOWED)),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary({ imeiAvailable: true })),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
      'GET /px-api-gateway/sales-order/100001/returns': () => jsonResponse(orderReturns),
      'GET /px-api-gateway/sales-order/100001/units': () =>
        jsonResponse(anOrderUnitsPage({ units: [anOrderUnit({ returnNumber: 'R-0990', returnStatus: 'APPROVED' })], total: 1, totalUnits: 1 })),
    },
  });
}

describe('OrderDetailPage: returns of a shipped order', () => {
  it("counts down the order's returns window and opens the claim from 'Request a return'", async () => {
    const user = userEvent.setup();
    const until = new Date(Date.now() + 9.5 * DAY).toISOString();
    const { history } = renderOrder({ returnsUntil: until });

    const returns = await screen.findByRole('group', { name: 'Returns' });
    expect(returns).toHaveTextContent(`Returns accepted until ${formatPlainDate(until, 'LONG_DATE')}, 10 days left`);
    expect(within(returns).getByRole('link', { name: 'Return R-0990 (Approved)' })).toHaveAttribute('href', '/returns/R-0990');

    await user.click(await within(returns).findByRole('button', { name: 'Request a return' }));

    expect(await screen.findByRole('heading', { name: 'New return' })).toBeInTheDocument();
    expect(history.location.search).toBe('?order=100001');
  });

  it('says when returns closed, without the button', async () => {
    const until = new Date(Date.now() - 3 * DAY).toISOString();
    renderOrder({ returnsUntil: until });

    const returns = await screen.findByRole('group', { name: 'Returns' });
    expect(returns).toHaveTextContent(`Returns closed on ${formatPlainDate(until, 'LONG_DATE')}`);
    expect(within(returns).queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  it('has no button for a buyer who may not buy online', async () => {
    const { fetchStub } = renderOrder({ authorities: ['VIEW_RETURNS'] });

    const returns = await screen.findByRole('group', { name: 'Returns' });
    await waitFor(() => expect(fetchStub.requests.some((request) => request.url.includes('/security/authorities'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(returns).queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
  });

  it('shows the return a unit is claimed in, in the Units section', async () => {
    renderOrder();

    const table = await screen.findByRole('table', { name: 'Units' });
    expect(within(table).getByRole('link', { name: 'Return R-0990 (Approved)' })).toHaveAttribute('href', '/returns/R-0990');
  });

  it('asks nothing about returns before the order has shipped', async () => {
    const { fetchStub } = renderOrder({ fulfillmentStatus: 'ON_HOLD' });

    await screen.findByRole('heading', { name: 'Order # 100001' });
    await waitFor(() => expect(fetchStub.requests.some((request) => request.url.includes('/manifest-summary'))).toBe(true));
    expect(fetchStub.requests.some((request) => request.url.includes('/returns'))).toBe(false);
  });
});
