import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { aStockAlert } from '@bp/api-contract/testing';
import { cleanupStockArea, renderStockArea, requestsTo, type RenderStockOptions } from './stock-test-harness';

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => {
  cleanupStockArea();
  fetchStub?.restore();
  fetchStub = undefined;
});

function renderAlerts(options: RenderStockOptions = {}) {
  const rendered = renderStockArea({ path: '/stock-alerts', ...options });
  fetchStub = rendered.fetchStub;
  return rendered;
}

const pixel = aStockAlert({
  itemNumberWarehouse: 'PX7~MIA',
  description: 'Pixel 7 128GB',
  quantity: 30,
  quantityAvailable: 4,
  incrementSize: 10,
  pxnsParticipantId: 'seller-1',
});

describe('StockAlertsPage', () => {
  it('lists the alerts with a back button to the stock list', async () => {
    const user = userEvent.setup();
    const { history } = renderAlerts({ alerts: [pixel, aStockAlert()] });

    expect(screen.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Pixel 7 128GB/ });
    expect(row).toHaveTextContent('30');
    expect(row).toHaveTextContent('4');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(document.title).toContain('Stock Alerts');

    await user.click(screen.getByRole('button', { name: 'Back to Stock List' }));
    await waitFor(() => expect(history.location.pathname).toBe('/stock'));
  });

  it("shows an available quantity above maxItemQuantityToBeDisplayed as 'N+', in the list and the edit dialog", async () => {
    const user = userEvent.setup();
    renderAlerts({
      settings: { maxItemQuantityToBeDisplayed: 100 },
      alerts: [aStockAlert({ description: 'Galaxy S21', quantity: 30, quantityAvailable: 250 })],
    });

    const row = await screen.findByRole('row', { name: /Galaxy S21/ });
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^100\+$/);
    await user.click(screen.getByRole('button', { name: 'Edit alert: Galaxy S21' }));
    expect(await screen.findByRole('dialog', { name: 'Update Stock Alert' })).toHaveTextContent('Available 100+');
  });

  it('encourages adding alerts from the Stock List when there are none', async () => {
    renderAlerts({ alerts: [] });
    expect(await screen.findByText('You have no stock alerts yet. Add one from the Stock List with the bell next to an item.')).toBeInTheDocument();
  });

  it('edits the quantity with the increment rule and says so', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { fetchStub: stub } = renderAlerts({
      alerts: [pixel],
      routes: {
        // base64('PX7~MIA') = 'UFg3fk1JQQ==', URL-encoded in the path.
        'PUT /px-api-gateway/stocklist/alert/item/UFg3fk1JQQ%3D%3D': async (request) => {
          bodies.push(await request.json());
          return jsonResponse({ ...pixel, quantity: 40 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit alert: Pixel 7 128GB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Stock Alert' });
    const quantity = within(dialog).getByLabelText('Alert quantity');
    expect(quantity).toHaveValue('30');
    await user.clear(quantity);
    await user.type(quantity, '47');
    await user.click(within(dialog).getByRole('button', { name: 'Update Alert' }));

    expect(await screen.findByText('Successfully updated the stock alert')).toBeInTheDocument();
    expect(bodies).toEqual([{ quantity: 40, quantityAvailable: 4 }]);
    const put = requestsTo(stub.requests, 'stocklist/alert/item/UFg3fk1JQQ%3D%3D', 'PUT')[0];
    expect(put.headers.get('pxns-participant-id')).toBe('seller-1');
  });

  it('deletes an alert and reloads the list', async () => {
    const user = userEvent.setup();
    let alerts = [pixel];
    renderAlerts({
      routes: {
        'GET /px-api-gateway/stocklist/alert/items': () => jsonResponse(alerts),
        'DELETE /px-api-gateway/stocklist/alert/item/UFg3fk1JQQ%3D%3D': () => {
          alerts = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete alert: Pixel 7 128GB' }));
    expect(await screen.findByText('Successfully deleted the stock alert')).toBeInTheDocument();
    expect(await screen.findByText(/You have no stock alerts yet/)).toBeInTheDocument();
  });

  it('does not load alerts without CAN_SET_STOCKLIST_ALERT', async () => {
    const { fetchStub: stub } = renderAlerts({ authorities: ['CAN_BUY_ONLINE'], alerts: [pixel] });
    expect(await screen.findByText(/You have no stock alerts yet/)).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(stub.requests, 'security/authorities')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/alert/items')).toHaveLength(0);
  });
});
