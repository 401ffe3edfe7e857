import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { anOrderListRow, someOrderSettings } from './orders-fixtures';
import { OrdersListPage } from './orders-list-page';
import { cleanupPages, renderPage } from './page-test-harness';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));

afterEach(() => {
  cleanupPages();
  jest.useRealTimers();
  jest.mocked(saveAs).mockReset();
});

function renderOrders({ path = '/orders', list = (): Response => jsonResponse([]), columns }: { path?: string; list?: StubHandler; columns?: string[] } = {}) {
  return renderPage({
    path,
    route: { path: '/orders', element: <OrdersListPage /> },
    calls: {
      'GET /px-api-gateway/sales-orders': list,
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings({ columns })),
    },
  });
}

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('OrdersListPage', () => {
  it('lists the orders newest change first in the configured columns, statuses as the tenant labels them', async () => {
    renderOrders({
      list: () =>
        jsonResponse([
          anOrderListRow({ phonexOrderNumber: '100001', updateDate: '2026-11-01T10:00:00.000Z', fulfillmentStatus: 'SHIPPED', paymentStatus: 'PAID' }),
          anOrderListRow({ phonexOrderNumber: '100003', updateDate: '2026-11-22T10:00:00.000Z' }),
          anOrderListRow({ phonexOrderNumber: '100002', updateDate: '2026-11-10T10:00:00.000Z' }),
        ]),
    });

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await screen.findByRole('link', { name: '100003' });
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Fulfillment status' })).toBeInTheDocument());
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order #',
      'Updated',
      'Warehouse',
      'Fulfillment status',
      'Payment status',
      'Total',
    ]);
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['100003', '100002', '100001']);
    expect(dataRows()[2]).toHaveTextContent('Shipped');
    expect(dataRows()[2]).toHaveTextContent('Paid');
    expect(dataRows()[0]).toHaveTextContent('On hold');
  });

  it('shows only the columns the order settings configure', async () => {
    renderOrders({
      columns: ['refOrderNumber', 'phonexOrderNumber', 'unknownColumn'],
      list: () => jsonResponse([anOrderListRow({ refOrderNumber: 'PO-77' })]),
    });

    await waitFor(() => expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reference #', 'Order #']));
    expect(dataRows()[0]).toHaveTextContent('PO-77');
  });

  it("says 'Sales order list couldn't be fetched' when the answer is not an array", async () => {
    renderOrders({ list: () => jsonResponse({ rows: [] }) });

    expect(await screen.findByRole('alert')).toHaveTextContent("Sales order list couldn't be fetched");
  });

  it("says 'No orders' in the table when the buyer has none", async () => {
    renderOrders();

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('cell', { name: 'No orders' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows 50 orders a page', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 51 }, (_, index) =>
      anOrderListRow({ phonexOrderNumber: String(200000 + index), updateDate: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString() }),
    );
    renderOrders({ list: () => jsonResponse(rows) });

    await screen.findByRole('link', { name: '200050' });
    expect(dataRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: '200000' });
    expect(dataRows()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the order on a row click, but not while text is selected', async () => {
    const user = userEvent.setup();
    const { history } = renderOrders({ list: () => jsonResponse([anOrderListRow({ phonexOrderNumber: '100009' })]) });
    await screen.findByRole('link', { name: '100009' });
    const warehouseCell = within(dataRows()[0]).getByText('Miami');

    const selection = jest.spyOn(window, 'getSelection').mockReturnValue({ isCollapsed: false, toString: () => 'Miami' } as Selection);
    await user.click(warehouseCell);
    expect(history.location.pathname).toBe('/orders');

    selection.mockRestore();
    await user.click(warehouseCell);
    expect(await screen.findByLabelText('Location')).toHaveTextContent('/orders/100009');
  });

  /** A list stub whose answers for the searches in `held` wait until released. */
  function heldAnswers(held: string[]) {
    const releases = new Map<string, () => void>();
    const list: StubHandler = (request) => {
      const search = new URL(request.url, 'http://localhost').searchParams.get('search') ?? '';
      const answer = jsonResponse([anOrderListRow({ phonexOrderNumber: search ? `${search}-1` : '100000' })]);
      if (!held.includes(search)) return answer;
      return new Promise((resolve) => releases.set(search, () => resolve(answer)));
    };
    const release = async (search: string) => {
      await waitFor(() => expect(releases.has(search)).toBe(true));
      await act(async () => releases.get(search)?.());
    };
    return { list, release };
  }
  const listCallsOf = (requests: Request[]) =>
    requests
      .filter((request) => new URL(request.url, 'http://localhost').pathname === '/px-api-gateway/sales-orders')
      .map((request) => new URL(request.url, 'http://localhost').searchParams.get('search'));

  it('searches 500 ms after typing stops; the URL takes the search when its rows are in', async () => {
    jest.useFakeTimers();
    const { list, release } = heldAnswers(['100001']);
    const { history, fetchStub } = renderOrders({ path: '/orders?search=1000', list });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveValue('1000');
    // No longer than the API takes (a longer one would only be refused).
    expect(box).toHaveAttribute('maxlength', '200');
    await screen.findByRole('link', { name: '1000-1' });
    expect(listCallsOf(fetchStub.requests)).toEqual(['1000']);

    fireEvent.change(box, { target: { value: '10000' } });
    fireEvent.change(box, { target: { value: '100001 ' } });
    act(() => jest.advanceTimersByTime(499));
    expect(listCallsOf(fetchStub.requests)).toEqual(['1000']);

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(listCallsOf(fetchStub.requests)).toEqual(['1000', '100001']));
    // While the answer travels the URL and the rows stay those of the last search.
    expect(history.location.search).toBe('?search=1000');
    expect(screen.getByRole('link', { name: '1000-1' })).toBeInTheDocument();

    await release('100001');
    await screen.findByRole('link', { name: '100001-1' });
    expect(history.location.search).toBe('?search=100001');
    expect(listCallsOf(fetchStub.requests)).toEqual(['1000', '100001']);
  });

  it('shows the spinner only for a slow search, and an older answer arriving after a newer search changes nothing', async () => {
    jest.useFakeTimers();
    const { list, release } = heldAnswers(['slow', 'newer']);
    const { history, container } = renderOrders({ list });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    await screen.findByRole('link', { name: '100000' });
    const busy = () => container.querySelector('[aria-busy="true"]');

    fireEvent.change(box, { target: { value: 'slow' } });
    act(() => jest.advanceTimersByTime(500 + 299));
    expect(busy()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    // antd's Spin turns on in a timer of its own.
    act(() => jest.advanceTimersByTime(0));
    expect(busy()).not.toBeNull();

    fireEvent.change(box, { target: { value: 'newer' } });
    act(() => jest.advanceTimersByTime(500));
    await release('newer');
    await screen.findByRole('link', { name: 'newer-1' });
    expect(history.location.search).toBe('?search=newer');
    expect(busy()).toBeNull();

    await release('slow');
    expect(history.location.search).toBe('?search=newer');
    expect(screen.getByRole('link', { name: 'newer-1' })).toBeInTheDocument();
  });

  it('drops a slow search in flight when the buyer types back the search shown', async () => {
    jest.useFakeTimers();
    const { list, release } = heldAnswers(['slow']);
    const { history, container } = renderOrders({ list });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    await screen.findByRole('link', { name: '100000' });
    const busy = () => container.querySelector('[aria-busy="true"]');

    fireEvent.change(box, { target: { value: 'slow' } });
    act(() => jest.advanceTimersByTime(800));
    act(() => jest.advanceTimersByTime(0));
    expect(busy()).not.toBeNull();

    fireEvent.change(box, { target: { value: '' } });
    act(() => jest.advanceTimersByTime(0));
    expect(busy()).toBeNull();
    await release('slow');
    expect(history.location.search).toBe('');
    expect(screen.getByRole('link', { name: '100000' })).toBeInTheDocument();

    // Typed again, the answer now in the cache shows at once, without a spinner.
    fireEvent.change(box, { target: { value: 'slow' } });
    act(() => jest.advanceTimersByTime(0));
    expect(busy()).toBeNull();
    act(() => jest.advanceTimersByTime(500));
    await screen.findByRole('link', { name: 'slow-1' });
    expect(history.location.search).toBe('?search=slow');
  });

  it('stays on the page the buyer went to when a search answers after leaving /orders', async () => {
    jest.useFakeTimers();
    const { list, release } = heldAnswers(['late']);
    const { history } = renderOrders({ list });
    const box = await screen.findByRole('searchbox', { name: 'Search orders' });
    await screen.findByRole('link', { name: '100000' });

    fireEvent.change(box, { target: { value: 'late' } });
    act(() => jest.advanceTimersByTime(500));
    act(() => history.push('/orders/100000'));
    await release('late');
    expect(history.location.pathname).toBe('/orders/100000');
    expect(history.location.search).toBe('');
  });

  it("shows a new search's rows in place of the last ones, from page 1 again", async () => {
    const user = userEvent.setup();
    const older = Array.from({ length: 51 }, (_, index) =>
      anOrderListRow({ phonexOrderNumber: String(300000 + index), updateDate: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString() }),
    );
    const found = [
      anOrderListRow({ phonexOrderNumber: '400001', fulfillmentStatus: 'SHIPPED', updateDate: '2026-11-20T10:00:00.000Z' }),
      anOrderListRow({ phonexOrderNumber: '400002', updateDate: '2026-11-21T10:00:00.000Z' }),
    ];
    renderOrders({ list: (request) => jsonResponse(new URL(request.url, 'http://localhost').searchParams.get('search') === '4000' ? found : older) });
    await screen.findByRole('link', { name: '300050' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: '300000' });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '4000');

    await screen.findByRole('link', { name: '400002' }, { timeout: 3000 });
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['400002', '400001']);
    expect(dataRows()[1]).toHaveTextContent('Shipped');
    expect(dataRows()[0]).toHaveTextContent('On hold');
    expect(screen.queryByRole('link', { name: '300000' })).not.toBeInTheDocument();
  });

  it('exports the searched list as the file the server names', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderPage({
      path: '/orders?search=MIA',
      route: { path: '/orders', element: <OrdersListPage /> },
      calls: {
        'GET /px-api-gateway/sales-orders': () => jsonResponse([anOrderListRow()]),
        'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
        'GET /px-api-gateway/sales-orders/export': () =>
          new Response('xlsx-bytes', { status: 200, headers: { 'content-disposition': 'attachment; filename="acme-orders.xlsx"' } }),
      },
    });

    await user.click(await screen.findByRole('button', { name: /Export/ }));

    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'acme-orders.xlsx'));
    const exportCall = fetchStub.requests.find((request) => request.url.includes('/sales-orders/export'));
    expect(new URL(exportCall?.url ?? '', 'http://localhost').searchParams.get('search')).toBe('MIA');
  });
});

describe('OrdersListPage: the Tracking column', () => {
  it("links each tracking number to its carrier's page in a new tab; a click on one does not open the order", async () => {
    const user = userEvent.setup();
    const { history } = renderOrders({
      columns: ['phonexOrderNumber', 'trackingNumbers'],
      list: () =>
        jsonResponse([
          anOrderListRow({
            phonexOrderNumber: '100011',
            trackingNumbers: [
              { number: '1Z999AA10123456784', carrier: 'UPS', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
              { number: 'LOCAL-77', carrier: null, url: null },
            ],
          }),
        ]),
    });

    await waitFor(() => expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Order #', 'Tracking']));
    const link = within(dataRows()[0]).getByRole('link', { name: '1Z999AA10123456784 (UPS)' });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dataRows()[0]).toHaveTextContent('1Z999AA10123456784 (UPS), LOCAL-77');

    // The browser would open the new tab; jsdom cannot, so the click goes no further than the page.
    const keepInPage = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', keepInPage, { capture: true });
    try {
      await user.click(link);
    } finally {
      window.removeEventListener('click', keepInPage, { capture: true });
    }
    expect(history.location.pathname).toBe('/orders');
  });
});

describe('OrdersListPage on a 390 px phone', () => {
  let restoreWidth: () => void = () => undefined;
  beforeEach(() => {
    restoreWidth = setWindowWidth(390);
  });
  afterEach(() => restoreWidth());

  it('shows each order as a card with the configured fields, opening the order on a tap', async () => {
    const user = userEvent.setup();
    renderOrders({ list: () => jsonResponse([anOrderListRow({ phonexOrderNumber: '100007' })]) });

    const card = await screen.findByRole('listitem', { name: '100007' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Warehouse');
    expect(card).toHaveTextContent('Miami');
    await user.click(within(card).getByText('Miami'));
    expect(await screen.findByLabelText('Location')).toHaveTextContent('/orders/100007');
  });

  it('shows 50 cards a page with a pager', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 51 }, (_, index) =>
      anOrderListRow({ phonexOrderNumber: String(200000 + index), updateDate: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString() }),
    );
    renderOrders({ list: () => jsonResponse(rows) });

    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('listitem', { name: '200000' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'No orders' when the buyer has none", async () => {
    renderOrders();

    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });
});
