import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@bp/api-contract';
import { aRacTerms } from '@bp/api-contract/testing';
import { bodiesOf, jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { OrderDetailPage } from './order-detail-page';
import { aManifestSummary, anOrderDetail, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(cleanupPages);

const TERMS_PATH = '/px-api-gateway/sales-order/100001/rac-terms';
const lateOrder = (agreed = false, permission: Partial<OrderDetail['permission']> = {}) =>
  anOrderDetail(
    { gracePeriodEnd: '2026-11-22T12:00:00.000Z', racFeeAgreed: agreed, racFeeAgreedDate: agreed ? '2026-11-23T15:30:00.000Z' : null },
    { isPaymentGracePeriodSectionApplicable: true, canExtendPaymentTime: !agreed, ...permission },
  );

function renderLateOrder({
  order = () => jsonResponse(lateOrder()),
  terms = () => jsonResponse(aRacTerms()),
  extra = {},
}: { order?: StubHandler; terms?: StubHandler; extra?: Record<string, StubHandler> } = {}) {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': order,
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      [`GET ${TERMS_PATH}`]: terms,
      ...extra,
    },
  });
}

describe('late payment on the order page (spec 03 §4 Late payment)', () => {
  it("shows the top snackbar 'Payment must be received by {date}' with EXTEND TIME ON THIS ORDER", async () => {
    renderLateOrder();

    const snackbar = await screen.findByText('Payment must be received by 11/22/2026 12:00 PM');
    expect(within(snackbar.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'EXTEND TIME ON THIS ORDER' })).toBeInTheDocument();
  });

  it('says the account text for an account payment', async () => {
    renderLateOrder({ terms: () => jsonResponse(aRacTerms({ useCurrentAccountTextForPayment: true })) });

    expect(await screen.findByText('Account must be current and the order moved into fulfillment by 11/22/2026 12:00 PM')).toBeInTheDocument();
  });

  it('offers no EXTEND TIME ON THIS ORDER when the order does not allow it', async () => {
    renderLateOrder({ order: () => jsonResponse(lateOrder(false, { canExtendPaymentTime: false })) });

    await screen.findByText('Payment must be received by 11/22/2026 12:00 PM');
    expect(screen.queryByRole('button', { name: 'EXTEND TIME ON THIS ORDER' })).not.toBeInTheDocument();
  });

  it('shows nothing of it when the section does not apply (paid, released, no terms offered)', async () => {
    renderLateOrder({ order: () => jsonResponse(anOrderDetail({ gracePeriodEnd: '2026-11-22T12:00:00.000Z' })) });

    await screen.findByRole('heading', { name: 'Order # 100001' });
    expect(screen.queryByText(/Payment must be received by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Late Payment Policy' })).not.toBeInTheDocument();
  });

  it("shows the terms: 'per 24 HRS' with a 2-decimal percent and as a rate, percent columns with 1 decimal", async () => {
    renderLateOrder();

    expect(await screen.findByText('Reservation fee: 1.50% per 24 HRS ($11.67 per 24 HRS) after 11/22/2026 12:00 PM')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reservation and Cancellation Terms' });
    const [, reservation, cancellation] = within(table).getAllByRole('row');
    expect(reservation).toHaveTextContent('Reservation fee1.5%$11.67 per 24 HRS');
    expect(cancellation).toHaveTextContent('Cancellation fee5.0%$38.90');
    expect(screen.getByRole('link', { name: 'Terms of sale' })).toHaveAttribute('href', '/terms-of-sale');
  });

  it("says 'Failed to fetch Reservation and Cancellation Terms.' when the terms cannot be read, and keeps the order's deadline", async () => {
    renderLateOrder({
      terms: () => jsonResponse({ status: 500, message: 'Internal error', messageCode: 'INTERNAL', params: [], errors: [] }, { status: 500 }),
    });

    expect(await screen.findByText('Failed to fetch Reservation and Cancellation Terms.')).toBeInTheDocument();
    expect(screen.getByText('Payment must be received by 11/22/2026 12:00 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'EXTEND TIME ON THIS ORDER' })).not.toBeInTheDocument();
  });

  it("accepts the fees with the fetched terms, reloads the order and shows 'Reservation and Cancellation Fees Accepted:' with the date", async () => {
    const user = userEvent.setup();
    let accepted = false;
    const { fetchStub } = renderLateOrder({
      order: () => jsonResponse(lateOrder(accepted)),
      extra: {
        [`POST ${TERMS_PATH}`]: () => {
          accepted = true;
          return jsonResponse({ status: 'SUCCESS' });
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'EXTEND TIME ON THIS ORDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation and Cancellation Terms' });
    expect(within(dialog).getByText('Reservation fee: 1.50% per 24 HRS ($11.67 per 24 HRS) after 11/22/2026 12:00 PM')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept Fees' }));

    expect(await screen.findByText('Reservation and Cancellation Fees Accepted: Nov 23, 2026')).toBeInTheDocument();
    expect(await bodiesOf(fetchStub.requests, 'POST', TERMS_PATH)).toEqual([aRacTerms()]);
    await waitFor(() => expect(screen.queryByText(/Payment must be received by/)).not.toBeInTheDocument());
  });

  it("shows the server's description when it refuses the terms", async () => {
    const user = userEvent.setup();
    renderLateOrder({
      extra: {
        [`POST ${TERMS_PATH}`]: () =>
          jsonResponse({ status: 'FAILURE', description: 'The reservation and cancellation terms changed; please review them again' }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'EXTEND TIME ON THIS ORDER' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Fees' }));

    expect(await screen.findByText('The reservation and cancellation terms changed; please review them again')).toBeInTheDocument();
  });

  it('shows the error message when the accept call fails', async () => {
    const user = userEvent.setup();
    renderLateOrder({
      extra: {
        [`POST ${TERMS_PATH}`]: () =>
          jsonResponse(
            {
              status: 422,
              message: 'Payment time cannot be extended for this order',
              messageCode: 'SALES_ORDER_CANNOT_EXTEND_PAYMENT_TIME',
              params: [],
              errors: [],
            },
            { status: 422 },
          ),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'EXTEND TIME ON THIS ORDER' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Fees' }));

    expect(await screen.findByText('Payment time cannot be extended for this order')).toBeInTheDocument();
  });
});
