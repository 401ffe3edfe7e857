import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderUnitsPage } from '@bp/api-contract';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { OrderDetailPage } from './order-detail-page';
import { NOTHING_ALLOWED, aManifestSummary, anOrderDetail, anOrderUnit, anOrderUnitsPage, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// The Units section of a shipped order: its facts, search, filters and paging (server-side, in the URL).

afterEach(() => cleanupPages());

const UNITS_PATH = '/px-api-gateway/sales-order/100001/units';

const bare = anOrderUnit({
  unitId: 'unit-2',
  imei: '356938035643825',
  imei2: null,
  serial: null,
  model: null,
  capacity: null,
  colour: null,
  grade: null,
  batteryHealth: null,
  carrierLock: null,
  blacklist: null,
  activationLock: null,
  testResult: null,
  photos: [],
});

function renderUnits({
  path = '/orders/100001',
  units = () => jsonResponse(anOrderUnitsPage({ units: [anOrderUnit(), bare], total: 1000, totalUnits: 1000, grades: ['A', 'B'] })),
  imeiAvailable = true,
  fulfillmentStatus = 'SHIPPED',
}: { path?: string; units?: StubHandler; imeiAvailable?: boolean; fulfillmentStatus?: string } = {}) {
  return renderPage({
    path,
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail({ fulfillmentStatus }, NOTHING_ALLOWED)),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary({ imeiAvailable })),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      [`GET ${UNITS_PATH}`]: units,
    },
  });
}

/** The query of each units call, in order. */
const unitQueries = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === UNITS_PATH)
    .map((url) => Object.fromEntries(url.searchParams));

/** Answers the units call with `total` units matching whatever it asks. */
const matching =
  (total: number, overrides: Partial<OrderUnitsPage> = {}): StubHandler =>
  () =>
    jsonResponse(anOrderUnitsPage({ total, totalUnits: 1000, grades: ['A', 'B'], ...overrides }));

const unitRow = (imei: string) => within(screen.getByRole('table', { name: 'Units' })).getByRole('row', { name: new RegExp(imei) });

describe('OrderDetailPage: the units of a shipped order', () => {
  it("shows each unit's facts in a table, '—' for those not recorded", async () => {
    renderUnits();

    const table = await screen.findByRole('table', { name: 'Units' });
    expect(screen.getByRole('heading', { name: 'Units' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['IMEI', 'Serial', 'Model', 'Capacity', 'Colour', 'Grade', 'Battery', 'Carrier lock', 'Blacklist', 'Activation lock', 'Test result', 'Photos']);
    const cells = within(unitRow('356938035643809')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '356938035643809IMEI 2: 356938035643817',
      'F2LXK0ABCD12',
      'iPhone 13',
      '128GB',
      'Midnight',
      'A',
      '87 %',
      'Unlocked',
      'Clean',
      'Off',
      'Passed all tests',
      'Photo 1Photo 2',
    ]);
    const photo = within(cells[11]).getByRole('link', { name: 'Photo 2' });
    expect(photo).toHaveAttribute('href', 'https://photos.acme-devices.test/356938035643809-2.jpg');
    expect(photo).toHaveAttribute('target', '_blank');
    expect(photo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(unitRow('356938035643825'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['356938035643825', ...Array<string>(11).fill('—')]);
    expect(screen.getByRole('status')).toHaveTextContent('1,000 units');
  });

  it('has no Units section, and asks for no units, before the order has shipped', async () => {
    const { fetchStub } = renderUnits({ imeiAvailable: false, fulfillmentStatus: 'AWAITING_FULFILLMENT' });

    await screen.findByRole('heading', { name: 'Order # 100001' });
    await waitFor(() => expect(fetchStub.requests.some((request) => request.url.includes('/manifest-summary'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Units' })).not.toBeInTheDocument();
    expect(unitQueries(fetchStub.requests)).toEqual([]);
  });

  it('asks for the first page of units beside the manifest summary once the order has shipped, so the section does not wait for it', async () => {
    const { fetchStub } = renderUnits();

    await screen.findByRole('heading', { name: 'Units' });
    // One units call: the section used the page asked for ahead.
    expect(unitQueries(fetchStub.requests)).toEqual([{ limit: '50', offset: '0' }]);
  });

  it('shows no Units section for a shipped order without unit records', async () => {
    renderUnits({ imeiAvailable: false });

    await screen.findByRole('heading', { name: 'Order # 100001' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Units' })).not.toBeInTheDocument());
  });

  it('searches by IMEI or serial once typing pauses, shows the filtered count, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderUnits({ units: (request) => matching(request.url.includes('search=') ? 3 : 1000)(request) });
    await screen.findByRole('table', { name: 'Units' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by IMEI or serial' }), '3809');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 of 1,000 units'));
    // One call for the whole search, not one per keystroke.
    expect(unitQueries(fetchStub.requests)).toEqual([
      { offset: '0', limit: '50' },
      { search: '3809', offset: '0', limit: '50' },
    ]);
    expect(history.location.search).toBe('?unitSearch=3809');
  });

  it('filters by grade and by condition, starting again at page 1', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderUnits({ path: '/orders/100001?unitPage=2', units: matching(1000) });
    await screen.findByRole('table', { name: 'Units' });

    const grade = screen.getByRole('combobox', { name: 'Grade' });
    expect(
      within(grade)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All grades', 'A', 'B']);
    await user.selectOptions(grade, 'B');
    await waitFor(() => expect(unitQueries(fetchStub.requests).at(-1)).toEqual({ grade: 'B', offset: '0', limit: '50' }));

    const condition = screen.getByRole('combobox', { name: 'Condition' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All conditions', 'Clean', 'Carrier locked', 'Blacklisted', 'Activation locked (iCloud/FRP)', 'Not checked']);
    await user.selectOptions(condition, 'Blacklisted');
    await waitFor(() => expect(unitQueries(fetchStub.requests).at(-1)).toEqual({ grade: 'B', condition: 'BLACKLISTED', offset: '0', limit: '50' }));
    expect(new URLSearchParams(history.location.search).get('unitCondition')).toBe('BLACKLISTED');

    await user.selectOptions(grade, 'All grades');
    await waitFor(() => expect(unitQueries(fetchStub.requests).at(-1)).toEqual({ condition: 'BLACKLISTED', offset: '0', limit: '50' }));
  });

  it('pages through the units 50 at a time, asked of the server', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderUnits({ units: matching(120) });
    await screen.findByRole('table', { name: 'Units' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(unitQueries(fetchStub.requests).at(-1)).toEqual({ offset: '50', limit: '50' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(history.location.search).toBe('?unitPage=2');
  });

  it('takes the search, filters and page from the URL on a reload', async () => {
    const { fetchStub } = renderUnits({ path: '/orders/100001?unitSearch=3809&unitGrade=A&unitCondition=CLEAN&unitPage=2', units: matching(60) });

    await screen.findByRole('table', { name: 'Units' });
    expect(unitQueries(fetchStub.requests)).toEqual([{ search: '3809', grade: 'A', condition: 'CLEAN', offset: '50', limit: '50' }]);
    expect(screen.getByRole('searchbox', { name: 'Search by IMEI or serial' })).toHaveValue('3809');
    expect(screen.getByRole('combobox', { name: 'Grade' })).toHaveValue('A');
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveValue('CLEAN');
  });

  it("says 'No unit matches this search' when none does", async () => {
    renderUnits({ path: '/orders/100001?unitSearch=0000', units: matching(0, { units: [] }) });

    const table = await screen.findByRole('table', { name: 'Units' });
    expect(within(table).getByRole('cell', { name: 'No unit matches this search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 of 1,000 units');
  });

  it("says the server's message when the units cannot be loaded", async () => {
    renderUnits({
      units: () =>
        jsonResponse({ status: 500, message: 'The units are unavailable', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('The units are unavailable');
    expect(screen.queryByRole('table', { name: 'Units' })).not.toBeInTheDocument();
  });

  it('on a 390 px phone shows each unit as a card of its facts', async () => {
    const restore = setWindowWidth(390);
    try {
      renderUnits();
      const list = await screen.findByRole('list', { name: 'Units' });
      expect(screen.queryByRole('table', { name: 'Units' })).not.toBeInTheDocument();
      const card = within(list).getByRole('listitem', { name: '356938035643809' });
      for (const fact of ['IMEI356938035643809', 'IMEI 2356938035643817', 'SerialF2LXK0ABCD12', 'Battery87 %', 'Carrier lockUnlocked', 'Activation lockOff']) {
        expect(card).toHaveTextContent(fact);
      }
      expect(within(card).getByRole('link', { name: 'Photo 1' })).toHaveAttribute('target', '_blank');
      expect(within(list).getByRole('listitem', { name: '356938035643825' })).toHaveTextContent('Model—');
    } finally {
      restore();
    }
  });
});
