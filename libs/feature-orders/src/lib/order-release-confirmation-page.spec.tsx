import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@bp/data-access-api/testing';
import { OrderReleaseConfirmationPage } from './order-release-confirmation-page';
import { anOrderDetail } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(cleanupPages);

const paypal = { billingAddressId: 'bill-1', paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' } };

it('thanks the buyer, says what happens next, says PayPal accepted the payment for a paid PayPal order, and goes to the orders', async () => {
  const user = userEvent.setup();
  const { history } = renderPage({
    path: '/orders/100001/order-release-confirmation',
    route: { path: '/orders/:phonexOrderNumber/order-release-confirmation', element: <OrderReleaseConfirmationPage /> },
    calls: { 'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail({ paymentOptionDetails: paypal, paymentStatus: 'PAID' })) },
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  expect(screen.getByText('Your order is being processed.')).toBeInTheDocument();
  expect(screen.getByText('You will receive a confirmation email shortly.')).toBeInTheDocument();
  expect(await screen.findByText('Payment accepted by PayPal')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to Orders' }));
  expect(history.location.pathname).toBe('/orders');
});

it("says 'No order found of this id: {path}' and goes to /orders for an order the API does not know", async () => {
  const { history } = renderPage({
    path: '/orders/123/order-release-confirmation',
    route: { path: '/orders/:phonexOrderNumber/order-release-confirmation', element: <OrderReleaseConfirmationPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/123': () =>
        jsonResponse({ status: 404, message: 'No order found of this id: 123', messageCode: 'ORDER_NOT_FOUND', params: ['123'], errors: [] }, { status: 404 }),
    },
  });

  expect(await screen.findByText('No order found of this id: 123')).toBeInTheDocument();
  await waitFor(() => expect(history.location.pathname).toBe('/orders'));
});
