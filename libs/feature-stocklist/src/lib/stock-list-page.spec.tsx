import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { aStockAlert, aStockGroup, aStockItem, aStockQueryResult } from '@bp/api-contract/testing';
import { cleanupStockArea, renderStockArea, requestsTo, type RenderStockOptions } from './stock-test-harness';
import * as displayRules from './display-rules';
import { STOCKLIST_VIEW_EVENT } from './view-event';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));
// Compiled modules export read-only bindings: the cards get a copy of the rules whose functions
// jest.spyOn can replace (the re-render test counts their calls).
jest.mock('./display-rules', () => ({ __esModule: true, ...jest.requireActual<typeof import('./display-rules')>('./display-rules') }));

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => {
  cleanupStockArea();
  fetchStub?.restore();
  fetchStub = undefined;
});

function renderPage(options: RenderStockOptions = {}) {
  const rendered = renderStockArea(options);
  fetchStub = rendered.fetchStub;
  return rendered;
}

const twoItemGroup = aStockGroup({
  items: [
    aStockItem({ itemNumber: 'IP12-A', groupItemDescription: 'iPhone 12 Grade A', quantityAvailable: 80, listPrice: 300 }),
    aStockItem({ itemNumber: 'IP12-B', groupItemDescription: 'iPhone 12 Grade B', quantityAvailable: 40, listPrice: 250 }),
  ],
});

async function expandFirstGroup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Show items/ }));
}

describe('StockListPage', () => {
  it('shows group cards with the summary and expands to the items, announces the view and sets the title', async () => {
    const user = userEvent.setup();
    const viewed = jest.fn();
    window.addEventListener(STOCKLIST_VIEW_EVENT, viewed);
    const { store } = renderPage({ query: () => aStockQueryResult({ groups: [twoItemGroup] }) });

    const card = await screen.findByRole('article', { name: 'Apple iPhone 12' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(within(card).getByText('Items').nextSibling).toHaveTextContent('2');
    expect(within(card).getByText('Quantity').nextSibling).toHaveTextContent('100+');
    expect(within(card).getByText('From').nextSibling).toHaveTextContent('$250.00+');
    expect(document.title).toContain('Stock List');
    await waitFor(() => expect(viewed).toHaveBeenCalledTimes(1));
    expect(store.getState()).toBeDefined();
    window.removeEventListener(STOCKLIST_VIEW_EVENT, viewed);

    await expandFirstGroup(user);
    const table = within(card).getByRole('table', { name: 'Items of Apple iPhone 12' });
    const row = within(table).getByRole('row', { name: /iPhone 12 Grade A/ });
    expect(row).toHaveTextContent('IP12-A');
    expect(row).toHaveTextContent('Miami');
    expect(row).toHaveTextContent('80');
    expect(row).toHaveTextContent('$300.00');
    expect(within(row).getByRole('button', { name: 'Buy iPhone 12 Grade A' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Offer iPhone 12 Grade A' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Set stock alert: iPhone 12 Grade A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stock Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daily Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Quick order' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('without authorities shows no Buy, Offer, bell, Import, Stock Alerts or Daily Report, and a greyed cart', async () => {
    const user = userEvent.setup();
    const { fetchStub: stub } = renderPage({ authorities: [] });

    await expandFirstGroup(user);
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Offer / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /stock alert/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quick order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stock Alerts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daily Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Cart' })).not.toHaveAttribute('href');
    // Spec 01 §4: alerts are loaded only with CAN_SET_STOCKLIST_ALERT.
    expect(requestsTo(stub.requests, 'stocklist/alert/items')).toHaveLength(0);
  });

  it('hides Offer for warehouses not accepting offers and shows pending orders of partner items', async () => {
    const user = userEvent.setup();
    renderPage({
      settings: { warehouseAcceptingOffer: [] },
      query: () =>
        aStockQueryResult({
          groups: [aStockGroup({ items: [aStockItem({ groupItemDescription: 'Pixel 7', pendingOrderItemCount: 2, pxnItemNumber: 'PX-7' })] })],
        }),
    });
    await expandFirstGroup(user);
    expect(screen.getByRole('button', { name: 'Buy Pixel 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Offer Pixel 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Pixel 7/ })).toHaveTextContent('PX-7');
  });

  it('shows an in-cart button instead of Buy and Offer once the cart holds an offer for the item', async () => {
    const user = userEvent.setup();
    renderPage({
      offers: {
        'IP12-64-A~MIA': { offerId: 'o-1', offerStatus: 'PENDING_ACCEPTANCE', offerState: 'AWAITING_TENANT_REVIEW', offerQuantity: 2, offerPrice: 200 },
      },
    });
    await expandFirstGroup(user);
    expect(screen.getByRole('button', { name: 'In cart: iPhone 12 64GB Black Grade A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Offer / })).not.toBeInTheDocument();
  });

  describe('on a 390 px phone', () => {
    let restoreWidth: () => void = () => undefined;
    beforeEach(() => {
      restoreWidth = setWindowWidth(390);
    });
    afterEach(() => restoreWidth());

    it('moves the filters into a drawer opened by Filters, which counts the filters on; the list keeps the width', async () => {
      const user = userEvent.setup();
      const { history } = renderPage({ path: '/stock?warehouse=MIA', query: () => aStockQueryResult({ groups: [twoItemGroup] }) });

      await screen.findByRole('article', { name: 'Apple iPhone 12' });
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
      // The count of filters on (one warehouse) is part of the button.
      const filtersButton = screen.getByRole('button', { name: 'Filters 1' });

      await user.click(filtersButton);
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      await user.click(within(drawer).getByRole('checkbox', { name: 'Include out of stock' }));
      await waitFor(() => expect(new URLSearchParams(history.location.search).get('includeOutOfStock')).toBe('true'));
      expect(within(drawer).getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
      await user.click(within(drawer).getByRole('button', { name: /^Show \d+ items$/ }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Filters 2' })).toHaveAttribute('aria-expanded', 'false'));
    });

    it("stacks an item's values under its description, each with its column's label", async () => {
      const user = userEvent.setup();
      renderPage({ query: () => aStockQueryResult({ groups: [twoItemGroup] }) });

      await expandFirstGroup(user);
      const row = screen.getByRole('row', { name: /iPhone 12 Grade A/ });
      expect(row).toHaveStyle({ display: 'grid' });
      expect(within(row).getByRole('cell', { name: 'IP12-A' })).toHaveTextContent('Item #IP12-A');
      expect(within(row).getByRole('cell', { name: '$300.00' })).toHaveTextContent('List price$300.00');
      expect(within(row).getByRole('button', { name: 'Buy iPhone 12 Grade A' })).toBeInTheDocument();
    });

    it('keeps the filters beside the list on a wide screen', async () => {
      restoreWidth();
      restoreWidth = setWindowWidth(1280);
      renderPage({ query: () => aStockQueryResult({ groups: [twoItemGroup] }) });

      expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    });
  });

  it('writes filters to the URL, sends them to the query, resets the page, and restores them on back', async () => {
    const user = userEvent.setup();
    const { history, fetchStub: stub } = renderPage({ path: '/stock?page=2', query: () => aStockQueryResult({ totalGroups: 60 }) });

    const miami = await screen.findByRole('checkbox', { name: 'Miami (10)' });
    expect(screen.getByRole('checkbox', { name: 'Los Angeles (0)' })).toBeDisabled();
    await user.click(miami);
    await waitFor(() => expect(history.location.search).toBe('?warehouse=MIA&includeOutOfStock=false'));

    await user.click(screen.getByRole('checkbox', { name: 'Apple (10)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include out of stock' }));
    await user.click(screen.getByRole('radio', { name: 'Phones (10)' }));
    await waitFor(() => expect(history.location.search).toBe('?category=Phones&warehouse=MIA&includeOutOfStock=true'));

    await user.click(screen.getByRole('checkbox', { name: 'Apple (10)' }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('manufacturer')).toBe('Apple'));
    await waitFor(() => {
      // The last request for page 1: page 2 is prefetched after it (usePrefetchNextStockPage).
      const last = requestsTo(stub.requests, 'stocklist/query').findLast(
        (request) => new URL(request.url, 'http://localhost').searchParams.get('page') === '1',
      );
      const params = new URL(last?.url ?? '/', 'http://localhost').searchParams;
      expect(Object.fromEntries(params)).toEqual({
        category: 'Phones',
        warehouse: 'MIA',
        includeOutOfStock: 'true',
        manufacturer: 'Apple',
        page: '1',
        pageSize: '24',
        itemsPerGroup: '10',
      });
    });

    act(() => history.go(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Apple (10)' })).not.toBeChecked());
    expect(screen.getByRole('radio', { name: 'Phones (10)' })).toBeChecked();
    act(() => history.go(-1));
    act(() => history.go(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Miami (10)' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Include out of stock' })).not.toBeChecked();
  });

  it('searches on submit, shows the terms and puts them in the URL', async () => {
    const user = userEvent.setup();
    const { history, fetchStub: stub } = renderPage();

    const box = await screen.findByRole('searchbox', { name: 'Search stock' });
    // No longer than the API takes (a longer one would only be refused).
    expect(box).toHaveAttribute('maxlength', '500');
    await user.type(box, 'iphone 12/128GB+black{Enter}');
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('search')).toBe('iphone 12/128GB+black'));
    const terms = screen.getByLabelText('Search terms');
    expect(within(terms).getByText('iphone 12')).toBeInTheDocument();
    expect(within(terms).getByText('128GB')).toBeInTheDocument();
    expect(within(terms).getByText('black')).toBeInTheDocument();
    await waitFor(() =>
      expect(new URL(requestsTo(stub.requests, 'stocklist/query').at(-1)?.url ?? '/', 'http://localhost').searchParams.get('search')).toBe(
        'iphone 12/128GB+black',
      ),
    );
  });

  it('pages with first/last buttons, keeping the previous page visible while the next loads', async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const { history } = renderPage({
      query: async (params) => {
        const page = Number(params.get('page'));
        if (page === 2) await new Promise<void>((resolve) => (release = resolve));
        return aStockQueryResult({ page, totalGroups: 60, groups: [aStockGroup({ groupId: `g${page}`, title: `Group on page ${page}` })] });
      },
    });

    expect(await screen.findByRole('heading', { name: 'Group on page 1' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(history.location.search).toContain('page=2'));
    expect(await screen.findByRole('progressbar', { name: 'Loading stock' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Group on page 1' })).toBeInTheDocument();
    act(() => release?.());
    expect(await screen.findByRole('heading', { name: 'Group on page 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('heading', { name: 'Group on page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('heading', { name: 'Group on page 1' })).toBeInTheDocument();
  });

  it('lists 10 items per group and loads every item of the page when a card is opened', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 12 }, (_, index) =>
      aStockItem({ itemNumber: `IP12-${index}`, groupItemDescription: `iPhone 12 #${index}`, listPrice: 300 + index }),
    );
    const { fetchStub: stub } = renderPage({
      query: (params) => {
        const perGroup = Number(params.get('itemsPerGroup') ?? 100);
        return aStockQueryResult({
          groups: [aStockGroup({ items: items.slice(0, perGroup), matching: { countOfItems: 12, quantityAvailable: 120, minPrice: 300 } })],
        });
      },
    });
    const card = await screen.findByRole('article', { name: 'Apple iPhone 12' });
    expect(requestsTo(stub.requests, 'stocklist/query').map((request) => new URL(request.url, 'http://localhost').searchParams.get('itemsPerGroup'))).toEqual([
      '10',
    ]);
    expect(within(card).getByText('$300.00+')).toBeInTheDocument();
    await expandFirstGroup(user);
    const table = within(card).getByRole('table', { name: 'Items of Apple iPhone 12' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(within(table).getByText('iPhone 12 #11')).toBeInTheDocument();
    expect(requestsTo(stub.requests, 'stocklist/query').some((request) => !new URL(request.url, 'http://localhost').searchParams.has('itemsPerGroup'))).toBe(
      true,
    );
  });

  it('does not re-render the cards while the buyer types a search', async () => {
    const user = userEvent.setup();
    const summaries = jest.spyOn(displayRules, 'summariseGroup');
    renderPage({
      query: () => aStockQueryResult({ groups: [aStockGroup({ groupId: 'a', title: 'Group A' }), aStockGroup({ groupId: 'b', title: 'Group B' })] }),
    });
    await screen.findByRole('article', { name: 'Group B' });
    const before = summaries.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search stock' }), 'iphone');
    expect(summaries.mock.calls.length).toBe(before);
    summaries.mockRestore();
  });

  it("says 'stock list data not available' when the query fails", async () => {
    renderPage({
      routes: {
        'GET /px-api-gateway/stocklist/query': () =>
          jsonResponse({ status: 500, message: 'boom', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('stock list data not available');
  });

  it("says 'No items found!' when nothing matches", async () => {
    renderPage({ query: () => aStockQueryResult({ groups: [], totalGroups: 0, totalItems: 0 }) });
    expect(await screen.findByText('No items found!')).toBeInTheDocument();
  });

  it('applies the quantity and price rules in the buy/offer dialog', async () => {
    const user = userEvent.setup();
    renderPage({
      query: () =>
        aStockQueryResult({
          groups: [aStockGroup({ items: [aStockItem({ groupItemDescription: 'Galaxy S21', quantityAvailable: 23, incrementSize: 5, listPrice: 120 })] })],
        }),
    });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Offer Galaxy S21' }));

    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const quantity = within(dialog).getByLabelText('Quantity');
    expect(quantity).toHaveValue('5');
    await user.clear(quantity);
    await user.type(quantity, '1x7');
    expect(quantity).toHaveValue('17');
    await user.tab();
    expect(quantity).toHaveValue('15');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity).toHaveValue('5');
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.tab();
    expect(quantity).toHaveValue('20');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your quantity was updated, quantity reduced to match available stock');

    const price = within(dialog).getByLabelText('Offer price');
    await user.clear(price);
    await user.type(price, '150');
    await user.tab();
    expect(price).toHaveValue('120');
    await user.clear(price);
    await user.type(price, '0');
    await user.tab();
    expect(price).toHaveValue('1');

    expect(within(dialog).getByRole('button', { name: 'Send offer' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Buy at list price' }));
    expect(await screen.findByRole('dialog', { name: 'Buy at list price' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Offer price')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("shows the last update as 'MMM dd, yyyy, hh:mm am/pm' with the time zone abbreviation", async () => {
    renderPage({ query: () => aStockQueryResult({ lastUpdateddDate: '2026-11-21T08:00:00.000Z' }) });

    // The buyer's own zone (the test machine's): the day may differ from UTC's, the shape may not.
    expect(await screen.findByText(/Last updated Nov 2[01], 2026, \d{2}:\d{2} (AM|PM) \S+$/)).toBeInTheDocument();
  });

  it("shows an available quantity above maxItemQuantityToBeDisplayed as 'N+' in the buy/offer and alert dialogs", async () => {
    const user = userEvent.setup();
    renderPage({
      settings: { maxItemQuantityToBeDisplayed: 100 },
      query: () => aStockQueryResult({ groups: [aStockGroup({ items: [aStockItem({ groupItemDescription: 'Galaxy S21', quantityAvailable: 500 })] })] }),
    });
    await expandFirstGroup(user);

    await user.click(screen.getByRole('button', { name: 'Offer Galaxy S21' }));
    const offer = await screen.findByRole('dialog', { name: 'Make an offer' });
    expect(offer).toHaveTextContent('Available 100+');
    expect(offer).not.toHaveTextContent('500');
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Set stock alert: Galaxy S21' }));
    const alert = await screen.findByRole('dialog', { name: 'Create Stock Alert' });
    expect(alert).toHaveTextContent('Available 100+');
  });

  it('creates a stock alert with the default quantity rounded to the increment', async () => {
    const user = userEvent.setup();
    const created = jest.fn();
    const { fetchStub: stub } = renderPage({
      settings: { defaultAlertQuantity: 100 },
      query: () => aStockQueryResult({ groups: [aStockGroup({ items: [aStockItem({ groupItemDescription: 'Pixel 8', incrementSize: 30 })] })] }),
      routes: {
        'POST /px-api-gateway/stocklist/alert/item': async (request) => {
          created(await request.json());
          return jsonResponse(aStockAlert(), { status: 201 });
        },
      },
    });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Set stock alert: Pixel 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Stock Alert' });
    const quantity = within(dialog).getByLabelText('Alert quantity');
    expect(quantity).toHaveValue('90');
    await user.clear(quantity);
    await user.tab();
    expect(quantity).toHaveValue('30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Alert' }));

    expect(await screen.findByText('Successfully created the stock alert')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith({ itemNumberWarehouse: 'IP12-64-A~MIA', quantity: 30, quantityAvailable: 10 });
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/alert/items').length).toBeGreaterThanOrEqual(2));
  });

  it('switches the bell for an existing alert and updates or deletes it', async () => {
    const user = userEvent.setup();
    const { fetchStub: stub } = renderPage({
      alerts: [aStockAlert({ quantity: 20 })],
      routes: {
        'PUT /px-api-gateway/stocklist/alert/item/SVAxMi02NC1Bfk1JQQ%3D%3D': () => jsonResponse(aStockAlert({ quantity: 25 })),
        'DELETE /px-api-gateway/stocklist/alert/item/SVAxMi02NC1Bfk1JQQ%3D%3D': () => new Response(null, { status: 204 }),
      },
    });
    await expandFirstGroup(user);
    const bell = await screen.findByRole('button', { name: 'Edit stock alert: iPhone 12 64GB Black Grade A' });
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Update Stock Alert' });
    expect(within(dialog).getByLabelText('Alert quantity')).toHaveValue('20');
    await user.clear(within(dialog).getByLabelText('Alert quantity'));
    await user.type(within(dialog).getByLabelText('Alert quantity'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Update Alert' }));
    expect(await screen.findByText('Successfully updated the stock alert')).toBeInTheDocument();
    expect(requestsTo(stub.requests, 'stocklist/alert/item/SVAxMi02NC1Bfk1JQQ%3D%3D', 'PUT')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit stock alert: iPhone 12 64GB Black Grade A' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Update Stock Alert' })).getByRole('button', { name: 'Delete Alert' }));
    expect(await screen.findByText('Successfully deleted the stock alert')).toBeInTheDocument();
  });

  it('only logs a failed alert save', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      routes: {
        'POST /px-api-gateway/stocklist/alert/item': () =>
          jsonResponse({ status: 500, message: 'boom', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
      },
    });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: /^Set stock alert/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Create Stock Alert' })).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Saving the stock alert failed', expect.anything()));
    expect(screen.queryByText('Successfully created the stock alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('subscribes to and unsubscribes from the daily report', async () => {
    const user = userEvent.setup();
    let subscribed = false;
    renderPage({
      routes: {
        'GET /px-api-gateway/stocklist/daily-report': () => jsonResponse({ stockReportNotification: subscribed }),
        'PUT /px-api-gateway/stocklist/daily-report': async (request) => {
          subscribed = ((await request.json()) as { stockReportNotification: boolean }).stockReportNotification;
          return jsonResponse({ stockReportNotification: subscribed });
        },
      },
    });
    // The dialog's button stays disabled until the preference is read; a click before that does
    // nothing (under load the read can take longer than the test takes to click).
    const enabledButton = async (name: string) => {
      const button = await within(await screen.findByRole('dialog', { name: 'Daily Report' })).findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      return button;
    };
    await user.click(await screen.findByRole('button', { name: 'Daily Report' }));
    await user.click(await enabledButton('Subscribe'));
    expect(await screen.findByText('You will receive a daily spreadsheet report on all new inventory availability and price drops')).toBeInTheDocument();
    expect(subscribed).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Daily Report' }));
    await user.click(await enabledButton('Unsubscribe'));
    expect(await screen.findByText('You will No Longer receive a daily spreadsheet report on new inventory availability and price drops')).toBeInTheDocument();
    expect(subscribed).toBe(false);
  });

  it('exports filtered items and saves the file under the content-disposition name', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      path: '/stock?category=Phones&includeOutOfStock=true',
      routes: {
        'POST /px-api-gateway/stocklist/export': async (request) => {
          bodies.push(await request.json());
          return new Response('xlsx-bytes', { status: 200, headers: { 'content-disposition': 'attachment; filename="acme-stock-list-2026-11-21.xlsx"' } });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export Filtered Items' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'acme-stock-list-2026-11-21.xlsx'));
    expect(bodies[0]).toEqual({ includeOutOfStock: true, filters: { category: 'Phones' } });

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export All Items' }));
    await waitFor(() => expect(bodies[1]).toEqual({ includeOutOfStock: false }));
  });

  it('shows Tutorial and the grade overview only when configured', async () => {
    const user = userEvent.setup();
    renderPage({
      tutorialUrl: 'https://acme.test/tutorial',
      settings: {
        showGradeIcon: true,
        gradeLabelDescriptions: [
          { grade: 'A', gradeLabel: 'Grade A', gradeDescription: 'Like new' },
          { grade: 'B', gradeLabel: 'Grade B', gradeDescription: 'Light scratches' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tutorial' }));
    const tutorial = await screen.findByRole('dialog', { name: 'Tutorial' });
    expect(within(tutorial).getByTitle('Tutorial')).toHaveStyle({ height: '512px' });
    await user.click(within(tutorial).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Grade overview' }));
    const grades = await screen.findByRole('dialog', { name: 'Grade Overview' });
    expect(within(grades).getByRole('heading', { name: 'Grade A' })).toBeInTheDocument();
    expect(within(grades).getByRole('button', { name: 'Previous grade' })).toBeDisabled();
    await user.click(within(grades).getByRole('button', { name: 'Next grade' }));
    expect(within(grades).getByRole('heading', { name: 'Grade B' })).toBeInTheDocument();
    await user.selectOptions(within(grades).getByRole('combobox', { name: 'Grade' }), 'Grade A');
    expect(within(grades).getByRole('heading', { name: 'Grade A' })).toBeInTheDocument();
  });

  it('hides Tutorial, Grading Scale and the grade icon when not configured', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Apple iPhone 12' });
    expect(screen.queryByRole('button', { name: 'Tutorial' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Grading Scale/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grade overview' })).not.toBeInTheDocument();
  });

  it('lets a reseller switch warehouse groups and asks for that seller’s stock with the participant header', async () => {
    const user = userEvent.setup();
    const groups = [
      {
        pxnParticipantId: 'p1',
        pxnsParticipantId: 'seller-1',
        warehouses: [],
        warehouseGroupName: 'North Seller',
        warehouseGroupDescription: 'Refurbished in Ohio',
        isPxnr: false,
        isPxns: true,
        warehouseGroupSelectOrder: 1,
      },
      {
        pxnParticipantId: 'p2',
        pxnsParticipantId: 'seller-2',
        warehouses: [],
        warehouseGroupName: 'South Seller',
        warehouseGroupDescription: '',
        isPxnr: false,
        isPxns: true,
        warehouseGroupSelectOrder: 2,
      },
    ];
    const { history, fetchStub: stub } = renderPage({
      pxnSettings: { isNetworkEnabled: true, isPxnr: true, pxStocklistId: 'seller-1' },
      routes: {
        'GET /px-api-gateway/pxnr/stocklist/warehouses': () => jsonResponse(groups),
        'GET /px-api-gateway/pxnr/stocklist/itemscount': () =>
          jsonResponse([
            { pxnsParticipantId: 'seller-1', itemsCount: 12 },
            { pxnsParticipantId: 'seller-2', itemsCount: 7 },
          ]),
        'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
      },
    });
    expect(await screen.findByRole('radio', { name: 'North Seller (12)' })).toBeChecked();
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query').at(-1)?.headers.get('pxns-participant-id')).toBe('seller-1'));
    await user.click(screen.getByRole('radio', { name: 'South Seller (7)' }));
    await waitFor(() => expect(history.location.search).toBe('?warehouseGroup=seller-2&includeOutOfStock=false'));
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query').at(-1)?.headers.get('pxns-participant-id')).toBe('seller-2'));
    await user.click(screen.getByRole('button', { name: 'About North Seller' }));
    expect(await screen.findByText('Refurbished in Ohio')).toBeInTheDocument();
  });

  it('asks for the default seller’s stock before the warehouse groups answer, and only once', async () => {
    const groups = [
      {
        pxnParticipantId: 'p1',
        pxnsParticipantId: 'seller-1',
        warehouses: [],
        warehouseGroupName: 'North Seller',
        warehouseGroupDescription: '',
        isPxnr: false,
        isPxns: true,
        warehouseGroupSelectOrder: 1,
      },
    ];
    let answerGroups: () => void = () => undefined;
    const groupsAnswered = new Promise<void>((resolve) => (answerGroups = resolve));
    const { fetchStub: stub } = renderPage({
      pxnSettings: { isNetworkEnabled: true, isPxnr: true, pxStocklistId: 'seller-1' },
      routes: {
        'GET /px-api-gateway/pxnr/stocklist/warehouses': async () => {
          await groupsAnswered;
          return jsonResponse(groups);
        },
        'GET /px-api-gateway/pxnr/stocklist/itemscount': () => jsonResponse([{ pxnsParticipantId: 'seller-1', itemsCount: 12 }]),
        'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
      },
    });
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/query')[0].headers.get('pxns-participant-id')).toBe('seller-1');
    // Nothing is shown before the groups confirm the seller.
    expect(screen.queryByRole('article', { name: 'Apple iPhone 12' })).not.toBeInTheDocument();
    act(() => answerGroups());
    expect(await screen.findByRole('article', { name: 'Apple iPhone 12' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'North Seller (12)' })).toBeChecked();
    expect(requestsTo(stub.requests, 'stocklist/query')).toHaveLength(1);
  });

  it('waits with a group from the URL until the warehouse groups confirm it', async () => {
    let answerGroups: () => void = () => undefined;
    const groupsAnswered = new Promise<void>((resolve) => (answerGroups = resolve));
    const { fetchStub: stub } = renderPage({
      path: '/stock?warehouseGroup=seller-9',
      pxnSettings: { isNetworkEnabled: true, isPxnr: true, pxStocklistId: 'seller-1' },
      routes: {
        'GET /px-api-gateway/pxnr/stocklist/warehouses': async () => {
          await groupsAnswered;
          return jsonResponse([
            {
              pxnParticipantId: 'p1',
              pxnsParticipantId: 'seller-1',
              warehouses: [],
              warehouseGroupName: 'North Seller',
              warehouseGroupDescription: '',
              isPxnr: false,
              isPxns: true,
              warehouseGroupSelectOrder: 1,
            },
          ]);
        },
        'GET /px-api-gateway/pxnr/stocklist/itemscount': () => jsonResponse([]),
        'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
      },
    });
    await waitFor(() => expect(requestsTo(stub.requests, 'pxnr/stocklist/warehouses')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/query')).toHaveLength(0);
    act(() => answerGroups());
    // seller-9 is not one of the groups: the default seller's stock.
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/query')[0].headers.get('pxns-participant-id')).toBe('seller-1');
  });

  it('loads the alerts only after the first page has arrived', async () => {
    let answerQuery: () => void = () => undefined;
    const queryAnswered = new Promise<void>((resolve) => (answerQuery = resolve));
    const { fetchStub: stub } = renderPage({
      query: async () => {
        await queryAnswered;
        return aStockQueryResult();
      },
    });
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/alert/items')).toHaveLength(0);
    act(() => answerQuery());
    expect(await screen.findByRole('article', { name: 'Apple iPhone 12' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/alert/items')).toHaveLength(1));
  });

  it('links the cart with the selected participant as navigation state', async () => {
    const user = userEvent.setup();
    const { history } = renderPage();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart'));
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cart'));
    expect(history.location.state).toEqual({ pxnsParticipantId: null });
  });
});
