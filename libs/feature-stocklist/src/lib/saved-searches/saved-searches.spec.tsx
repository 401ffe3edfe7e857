import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@bp/api-contract';
import { SAVED_SEARCHES_MAX, SavedSearchMessage } from '@bp/api-contract/constants';
import { aSavedSearch } from '@bp/api-contract/testing';
import { jsonResponse, type InstalledFetchStub, type StubHandler } from '@bp/data-access-api/testing';
import { cleanupStockArea, renderStockArea, requestsTo, type RenderStockOptions } from '../stock-test-harness';

const LIST = '/px-api-gateway/stocklist/saved-searches';

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

const conflict =
  (message: string): StubHandler =>
  () =>
    jsonResponse({ status: 409, message, messageCode: 'CONFLICT', params: [], errors: [] }, { status: 409 });

async function openSaveDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('article');
  await user.click(screen.getByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

async function openSavedSearches(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('article');
  await user.click(screen.getByRole('button', { name: 'Saved searches' }));
  return screen.findByRole('dialog', { name: 'Saved searches' });
}

describe('Save this search', () => {
  it('suggests a name from the search and filters, checks the name and the price, and saves with the alerts', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      path: '/stock?search=iphone+13&grade=A&warehouse=MIA&page=2',
      routes: {
        [`POST ${LIST}`]: async (request) => {
          bodies.push(await request.json());
          return jsonResponse(aSavedSearch(), { status: 201 });
        },
      },
    });

    const dialog = await openSaveDialog(user);
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('iphone 13 · Grade A · MIA');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for this search.')).toBeInTheDocument();

    await user.type(name, 'Cheap iPhones');
    await user.click(within(dialog).getByLabelText('Alert me when new stock matches'));
    await user.type(within(dialog).getByLabelText("Alert me when a matching item's price falls below"), '299.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price with at most 2 decimals.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText("Alert me when a matching item's price falls below"), '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'Cheap iPhones', query: 'warehouse=MIA&includeOutOfStock=false&grade=A&search=iphone+13', alertNewStock: true, alertPriceBelow: 299.99 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument());
  });

  it("shows the API's answer when it refuses the search, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderPage({ routes: { [`POST ${LIST}`]: conflict(SavedSearchMessage.duplicateName) } });

    const dialog = await openSaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SavedSearchMessage.duplicateName);
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });

  it('shows no alert controls to a buyer without CAN_SET_STOCKLIST_ALERT and sends no alerts', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      authorities: ['CAN_BUY_ONLINE'],
      routes: {
        [`POST ${LIST}`]: async (request) => {
          bodies.push(await request.json());
          return jsonResponse(aSavedSearch(), { status: 201 });
        },
      },
    });

    const dialog = await openSaveDialog(user);
    expect(within(dialog).queryByLabelText('Alert me when new stock matches')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Alert me when a matching item's price falls below")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'All stock', query: 'includeOutOfStock=false' }]);
  });

  it(`is disabled, saying why, once the buyer keeps ${SAVED_SEARCHES_MAX} searches; a 409 from elsewhere still shows`, async () => {
    const full = Array.from({ length: SAVED_SEARCHES_MAX }, (_, index) => aSavedSearch({ id: `id-${index}`, name: `Search ${index}` }));
    renderPage({ savedSearches: full });

    await screen.findByRole('article');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save this search' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save this search' })).toHaveAccessibleDescription(
      `You have ${SAVED_SEARCHES_MAX} saved searches, the most you can keep. Delete one to save this search.`,
    );
    cleanupStockArea();
    fetchStub?.restore();

    const user = userEvent.setup();
    renderPage({ savedSearches: full.slice(1), routes: { [`POST ${LIST}`]: conflict(SavedSearchMessage.tooMany) } });
    const dialog = await openSaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SavedSearchMessage.tooMany);
  });
});

describe('Saved searches drawer', () => {
  const iphones = aSavedSearch({
    query: 'includeOutOfStock=false&warehouse=MIA&grade=A&search=iphone+13',
    alertNewStock: true,
    alertPriceBelow: 300,
  });
  const pixels = aSavedSearch({
    id: '5a1e0000-0000-4000-8000-000000000002',
    name: 'Pixels',
    query: 'includeOutOfStock=false&search=pixel',
    alertNewStock: false,
  });

  function itemOf(name: string) {
    return screen.getByRole('listitem', { name });
  }

  it('lists each search with its filters and alerts, and runs one on the stock list', async () => {
    const user = userEvent.setup();
    const { history, fetchStub: stub } = renderPage({ savedSearches: [iphones, pixels] });

    const drawer = await openSavedSearches(user);
    expect(await within(drawer).findByText('2 of 50 saved searches')).toBeInTheDocument();
    const item = itemOf('iPhone 13 grade A');
    expect(item).toHaveTextContent('Search: iphone 13 · Grade A · Warehouses: Miami');
    expect(item).toHaveTextContent('New stock · Price below $300.00');
    expect(itemOf('Pixels')).toHaveTextContent('No alerts');

    await user.click(within(itemOf('Pixels')).getByRole('button', { name: 'Run' }));

    await waitFor(() => expect(history.location.search).toBe('?includeOutOfStock=false&search=pixel'));
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/query').some((request) => request.url.includes('search=pixel'))).toBe(true));
  });

  it('renames in place: Enter saves, Escape leaves the name as it was', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      savedSearches: [iphones, pixels],
      routes: {
        [`PATCH ${LIST}/${pixels.id}`]: async (request) => {
          const body = (await request.json()) as Partial<SavedSearch>;
          bodies.push(body);
          return jsonResponse({ ...pixels, ...body });
        },
      },
    });
    await openSavedSearches(user);

    await user.click(within(await screen.findByRole('listitem', { name: 'Pixels' })).getByRole('button', { name: 'Rename' }));
    const field = within(itemOf('Pixels')).getByLabelText('Name');
    await user.clear(field);
    await user.type(field, 'Pixel phones{Escape}');
    expect(within(itemOf('Pixels')).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Saved searches' })).toBeInTheDocument();

    await user.click(within(itemOf('Pixels')).getByRole('button', { name: 'Rename' }));
    await user.clear(within(itemOf('Pixels')).getByLabelText('Name'));
    await user.type(within(itemOf('Pixels')).getByLabelText('Name'), 'Pixel phones{Enter}');

    expect(await screen.findByRole('listitem', { name: 'Pixel phones' })).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Pixel phones' }]);
  });

  it('changes the alerts of a search', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderPage({
      savedSearches: [pixels],
      routes: {
        [`PATCH ${LIST}/${pixels.id}`]: async (request) => {
          const body = (await request.json()) as Partial<SavedSearch>;
          bodies.push(body);
          return jsonResponse({ ...pixels, ...body });
        },
      },
    });
    await openSavedSearches(user);

    await user.click(within(await screen.findByRole('listitem', { name: 'Pixels' })).getByRole('button', { name: 'Edit alerts' }));
    await user.type(within(itemOf('Pixels')).getByLabelText("Alert me when a matching item's price falls below"), '250.5');
    await user.click(within(itemOf('Pixels')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(itemOf('Pixels')).toHaveTextContent('Price below $250.50'));
    expect(bodies).toEqual([{ alertNewStock: false, alertPriceBelow: 250.5 }]);
  });

  it('deletes a search after its confirmation', async () => {
    const user = userEvent.setup();
    let deleted = 0;
    renderPage({
      savedSearches: [iphones, pixels],
      routes: {
        [`DELETE ${LIST}/${pixels.id}`]: () => {
          deleted += 1;
          return new Response(null, { status: 204 });
        },
      },
    });
    await openSavedSearches(user);

    await user.click(within(await screen.findByRole('listitem', { name: 'Pixels' })).getByRole('button', { name: 'Delete' }));
    // antd labels each dialog by the same 'test-id' under jest: the confirmation is found by its title.
    const confirm = (await screen.findAllByText('Delete the saved search "Pixels"?'))[0].closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    expect(deleted).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Saved search deleted')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Pixels' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 50 saved searches')).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it('says how to save one when there are none', async () => {
    const user = userEvent.setup();
    renderPage({ savedSearches: [] });
    const drawer = await openSavedSearches(user);
    expect(await within(drawer).findByText('No saved searches yet. Filter the stock list and choose Save this search.')).toBeInTheDocument();
    expect(within(drawer).getByText('0 of 50 saved searches')).toBeInTheDocument();
  });
});
