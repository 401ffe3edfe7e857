import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearchAlert } from '@bp/api-contract';
import { aSavedSearchAlert } from '@bp/api-contract/testing';
import { ALL_AUTHORITIES, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { renderShell } from './shell-test-harness';

const ALERTS = 'GET /px-api-gateway/notification/saved-search-alerts';
const READ = 'POST /px-api-gateway/notification/saved-search-alerts/read';

let fetchStub: InstalledFetchStub | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => fetchStub?.restore());

const newStock = aSavedSearchAlert();
const priceDrop = aSavedSearchAlert({
  id: '5a1e0000-0000-4000-8000-00000000a002',
  kind: 'PRICE_BELOW',
  skuDescription: 'iPhone 13 256GB Blue',
  listPrice: 275.5,
  previousListPrice: 310,
  quantityAvailable: 4,
  query: 'includeOutOfStock=false&search=iphone+13',
});
const seen = aSavedSearchAlert({ id: '5a1e0000-0000-4000-8000-00000000a003', skuDescription: 'Pixel 7 128GB', read: true });

/** The alerts API as a small server: marking read changes what the next GET answers. */
function alertsServer(alerts: SavedSearchAlert[]) {
  let current = alerts;
  const reads: unknown[] = [];
  return {
    reads,
    routes: {
      [ALERTS]: () => jsonResponse({ alerts: current, unread: current.filter((alert) => !alert.read).length }),
      [READ]: async (request: Request) => {
        const body = (await request.json()) as { ids?: string[] };
        reads.push(body);
        current = current.map((alert) => (!body.ids || body.ids.includes(alert.id) ? { ...alert, read: true } : alert));
        return new Response(null, { status: 204 });
      },
    },
  };
}

function render(options: Parameters<typeof renderShell>[0] = {}) {
  const rendered = renderShell(options);
  fetchStub = rendered.fetchStub;
  return rendered;
}

describe('the alerts bell', () => {
  it('counts the unread alerts in its name, lists them and opens one on the stock list', async () => {
    const user = userEvent.setup();
    const server = alertsServer([priceDrop, newStock, seen]);
    const { history } = render({ path: '/dashboard', api: server.routes });

    const bell = await screen.findByRole('button', { name: 'Alerts, 2 unread' });
    await user.click(bell);

    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Price below your alert');
    expect(items[0]).toHaveTextContent('iPhone 13 256GB Blue');
    expect(items[0]).toHaveTextContent('Grade A · Miami');
    expect(
      within(items[0])
        .getByText(/\$310\.00/)
        .closest('del'),
    ).not.toBeNull();
    expect(items[0]).toHaveTextContent('$275.50 · 4 available');
    expect(items[0]).toHaveTextContent('Saved search: iPhone 13 grade A');
    expect(items[1]).toHaveTextContent('New stock');
    expect(items[1]).toHaveTextContent('$289.00 · 12 available');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', `/stock?${newStock.query}`);

    await user.click(within(items[0]).getByRole('link'));

    await waitFor(() => expect(history.location.pathname).toBe('/stock'));
    expect(history.location.search).toBe('?includeOutOfStock=false&search=iphone+13');
    expect(screen.queryByRole('dialog', { name: 'Alerts' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads).toEqual([{ ids: [priceDrop.id] }]));
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
  });

  it('marks every alert read, so the count goes', async () => {
    const user = userEvent.setup();
    const server = alertsServer([priceDrop, newStock]);
    render({ path: '/dashboard', api: server.routes });

    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('button', { name: 'Alerts' })).toHaveAttribute('aria-expanded', 'true');
    expect(server.reads).toEqual([{}]);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Alerts' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alerts' })).toHaveFocus();
  });

  it('says what alerts are for while there are none', async () => {
    const user = userEvent.setup();
    render({ path: '/dashboard', api: alertsServer([]).routes });

    await user.click(await screen.findByRole('button', { name: 'Alerts' }));

    expect(await screen.findByText('No alerts yet. Saved searches with alerts tell you here when new stock matches or a price drops.')).toBeInTheDocument();
  });

  it('is not there for a buyer who may not set stock alerts', async () => {
    render({ path: '/dashboard', authorities: ALL_AUTHORITIES.filter((authority) => authority !== 'CAN_SET_STOCKLIST_ALERT') });

    await screen.findByRole('heading', { level: 1, name: 'Buyer Dashboard' });
    expect(screen.getByRole('button', { name: /User menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
  });

  describe('on a 390 px phone', () => {
    let restoreWidth: () => void = () => undefined;
    beforeEach(() => {
      restoreWidth = setWindowWidth(390);
    });
    afterEach(() => restoreWidth());

    it('lists the alerts in a drawer', async () => {
      const user = userEvent.setup();
      render({ path: '/dashboard', api: alertsServer([newStock]).routes });

      await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));

      const drawer = await screen.findByRole('dialog', { name: 'Alerts' });
      expect(await within(drawer).findByRole('link', { name: /iPhone 13 128GB Black/ })).toHaveAttribute('href', `/stock?${newStock.query}`);
    });
  });
});
