import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PxnSettings, QuickOrderLine, QuickOrderMatchRequest, StockItem, WarehouseGroup } from '@bp/api-contract';
import { aSalesOrder, aStockItem, aStocklistOffer, aStocklistSettings, anErrorBody, anOrderLineItem } from '@bp/api-contract/testing';
import { bodiesOf, cleanupPortalPages, jsonResponse, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { QuickOrderPage } from './quick-order-page';

const MATCH = '/px-api-gateway/stocklist/quick-order/match';
const SHEET = '/px-api-gateway/stocklist/quick-order/sheet';
const OFFER = '/px-api-gateway/stocklist/offer';
const PARTNER_OFFER = '/px-api-gateway/pxnr/offer';
const WAREHOUSE_GROUPS = '/px-api-gateway/pxnr/stocklist/warehouses';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// jsdom's Blob has no text(); the page reads .csv/.txt lists with it.
beforeAll(() => {
  if (typeof Blob.prototype.text === 'function') return;
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    },
  });
});

let restoreWidth: (() => void) | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  cleanupPortalPages();
  restoreWidth?.();
  restoreWidth = null;
});

const itemOf = (code: string, overrides: Partial<StockItem> = {}) =>
  aStockItem({ itemNumber: code, skuDescription: `Phone ${code}`, listPrice: 100, quantityAvailable: 50, ...overrides });

/** The stub's stock list: UNKNOWN lines are not found, AMBIG ones match two items, INC5 sells by 5, BIG has 500 (shown 100+). */
function lineAnswer(line: QuickOrderMatchRequest['lines'][number], index: number): QuickOrderLine {
  const code = line.text.split(' ')[0];
  const base = { lineNumber: index + 1, text: line.text, quantity: line.quantity };
  if (code.startsWith('UNKNOWN')) return { ...base, outcome: 'NOT_FOUND', candidates: [], matchCount: 0 };
  if (code.startsWith('AMBIG'))
    return { ...base, outcome: 'AMBIGUOUS', candidates: [itemOf('AMB-A', { grade: 'A' }), itemOf('AMB-B', { grade: 'B', listPrice: 90 })], matchCount: 7 };
  if (code === 'INC5') return { ...base, outcome: 'MATCHED', candidates: [itemOf(code, { incrementSize: 5 })], matchCount: 1 };
  if (code === 'BIG') return { ...base, outcome: 'MATCHED', candidates: [itemOf(code, { quantityAvailable: 500 })], matchCount: 1 };
  return { ...base, outcome: 'MATCHED', candidates: [itemOf(code)], matchCount: 1 };
}

const matchCall: StubHandler = async (request) => {
  const body = (await request.clone().json()) as QuickOrderMatchRequest;
  return jsonResponse({ lines: body.lines.map(lineAnswer) });
};

function renderQuickOrder({ path = '/quick-order', calls = {} }: { path?: string; calls?: Record<string, StubHandler> } = {}) {
  return renderPortalPage({
    path,
    routes: [{ path: '/quick-order', element: <QuickOrderPage /> }],
    wrapper: FeedbackProvider,
    probes: { '/cart': 'Cart' },
    calls: {
      'GET /px-api-gateway/security/authorities': () => jsonResponse(['CAN_BUY_ONLINE']),
      'GET /px-api-gateway/stocklist/settings': () =>
        jsonResponse(aStocklistSettings({ warehouses: ['MIA'], warehouseLabels: { MIA: 'Miami' }, maxItemQuantityToBeDisplayed: 100 })),
      'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
      'GET /px-api-gateway/pxn/settings': () => jsonResponse(NO_NETWORK),
      [`POST ${MATCH}`]: matchCall,
      [`POST ${OFFER}`]: () => jsonResponse(aStocklistOffer()),
      ...calls,
    },
  });
}

/** 16 plain lines (P01..P16, 2 each), INC5 of 7, one ambiguous and two unknown: 20 lines. */
const TWENTY_LINES = [
  ...Array.from({ length: 16 }, (_, index) => `P${String(index + 1).padStart(2, '0')} MIA ${2}`),
  'INC5 MIA 7',
  'AMBIG iPhone 13 Miami, 3',
  'UNKNOWN1 4',
  'UNKNOWN2\t4',
].join('\n');

async function pasteAndMatch(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Paste lines'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Match' }));
}

const row = (n: number) => screen.getByRole('row', { name: `Line ${n}` });

const NO_NETWORK: PxnSettings = { isNetworkEnabled: false, pxStocklistId: null, isPxnr: false, isPxns: false };
const RESELLER: PxnSettings = { isNetworkEnabled: true, pxStocklistId: 'own', isPxnr: true, isPxns: false };

const groupOf = (pxnsParticipantId: string, warehouseGroupName: string, warehouseGroupSelectOrder: number): WarehouseGroup => ({
  pxnParticipantId: `PXN-${pxnsParticipantId}`,
  pxnsParticipantId,
  warehouses: [{ warehouseId: 'MIA', warehouseLabel: 'Miami' }],
  warehouseGroupName,
  warehouseGroupDescription: '',
  isPxnr: pxnsParticipantId === 'own',
  isPxns: pxnsParticipantId !== 'own',
  warehouseGroupSelectOrder,
});
/** The network as the API answers it, not in select order. */
const GROUPS = [groupOf('seller-2', 'Partner Two', 2), groupOf('own', 'Acme Devices', 0), groupOf('seller-1', 'Partner One', 1)];

const listFile = () => screen.getByLabelText('List file');
const requestsTo = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);

describe('QuickOrderPage', () => {
  it('matches 20 pasted lines, takes a choice for the ambiguous one and buys the 17 ready lines at list price', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder();

    await pasteAndMatch(user, TWENTY_LINES);

    expect(await screen.findByText('16 of 20 lines ready')).toBeInTheDocument();
    expect(await bodiesOf(fetchStub.requests, 'POST', MATCH)).toHaveLength(1);
    expect(within(row(1)).getByText('Phone P01')).toBeInTheDocument();
    expect(within(row(1)).getByText(/Miami · Grade A · Price .*100.* · Available 50/)).toBeInTheDocument();
    expect(within(row(1)).getByText('Ready')).toBeInTheDocument();
    // The increment rule, said as the stock list says it.
    expect(within(row(17)).getByText('Sold in multiples of 5')).toBeInTheDocument();
    expect(within(row(17)).getByRole('textbox', { name: 'Quantity, line 17' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(18)).getByText('Choose one')).toBeInTheDocument();
    expect(within(row(18)).getByText('Choose an item')).toBeInTheDocument();
    expect(within(row(18)).getByText('7 items match; the first 2 are shown')).toBeInTheDocument();
    expect(within(row(19)).getByText('Not found')).toBeInTheDocument();
    expect(within(row(20)).getByText('Skipped')).toBeInTheDocument();

    await user.click(within(row(18)).getByRole('radio', { name: /Phone AMB-B .*Grade B/ }));
    expect(screen.getByText('17 of 20 lines ready')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('17 lines added to the cart')).toBeInTheDocument();
    const bodies = await bodiesOf(fetchStub.requests, 'POST', OFFER);
    expect(bodies).toHaveLength(17);
    expect(bodies).toContainEqual({ itemNumberWarehouse: 'P01~MIA', offerQuantity: 2, offerPrice: 100 });
    expect(bodies).toContainEqual({ itemNumberWarehouse: 'AMB-B~MIA', offerQuantity: 3, offerPrice: 90 });
    expect(bodies).not.toContainEqual(expect.objectContaining({ itemNumberWarehouse: 'INC5~MIA' }));
    expect(within(row(1)).getByText('Added to the cart')).toBeInTheDocument();
    expect(screen.getByText(/0 of 20 lines ready · 17 added to the cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');

    // The increment line stays, and is ready once its quantity keeps the rule.
    const quantity = within(row(17)).getByRole('textbox', { name: 'Quantity, line 17' });
    await user.clear(quantity);
    await user.type(quantity, '10');
    expect(within(row(17)).getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText(/1 of 20 lines ready/)).toBeInTheDocument();
  });

  it('shows availability above the tenant maximum as N+ and refuses more than is available', async () => {
    const user = userEvent.setup();
    renderQuickOrder();

    await pasteAndMatch(user, 'BIG MIA 600');

    expect(await within(await screen.findByRole('row', { name: 'Line 1' })).findByText(/Available 100\+/)).toBeInTheDocument();
    expect(within(row(1)).getByText('More than available (100+)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it("keeps a line the server refuses, with the server's message, and adds the others", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = anErrorBody({
      status: 422,
      message: 'Unprocessable',
      messageCode: 'OFFER_RULES',
      errors: [{ messageCode: 'QUANTITY_NOT_AVAILABLE', messageDescription: 'Only 1 left in stock' }],
    });
    renderQuickOrder({
      calls: {
        [`POST ${OFFER}`]: async (request) => {
          const body = (await request.clone().json()) as { itemNumberWarehouse: string };
          return body.itemNumberWarehouse === 'P02~MIA' ? jsonResponse(refusal, { status: 422 }) : jsonResponse(aStocklistOffer());
        },
      },
    });

    await pasteAndMatch(user, 'P01 MIA 2\nP02 MIA 2\nP03 MIA 2');
    await screen.findByText('3 of 3 lines ready');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('2 lines added to the cart')).toBeInTheDocument();
    expect(within(row(2)).getByRole('alert')).toHaveTextContent('Only 1 left in stock');
    expect(within(row(2)).getByRole('textbox', { name: 'Quantity, line 2' })).toHaveValue('2');
    expect(within(row(1)).getByText('Added to the cart')).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 lines ready · 2 added to the cart/)).toBeInTheDocument();
  });

  it("fills the list with an order's lines and matches them at once (Buy these again)", async () => {
    const order = aSalesOrder({
      phonexOrderNumber: '100001',
      items: [anOrderLineItem({ itemNumberWarehouse: 'P01~MIA', orderedQuantity: 4 }), anOrderLineItem({ itemNumberWarehouse: 'P02~MIA', orderedQuantity: 6 })],
    });
    const { fetchStub } = renderQuickOrder({
      path: '/quick-order?order=100001',
      calls: { 'GET /px-api-gateway/sales-order/100001': () => jsonResponse({ salesOrder: order, orderOptions: {}, permission: {} }) },
    });

    expect(await screen.findByText('2 of 2 lines ready')).toBeInTheDocument();
    expect(screen.getByText('The lines of order 100001')).toBeInTheDocument();
    expect(screen.getByLabelText('Paste lines')).toHaveValue('P01~MIA 4\nP02~MIA 6');
    expect(await bodiesOf(fetchStub.requests, 'POST', MATCH)).toEqual([
      {
        lines: [
          { text: 'P01~MIA', quantity: 4 },
          { text: 'P02~MIA', quantity: 6 },
        ],
      },
    ]);
  });

  it('splits a long list into calls of 200 lines', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder();
    const text = Array.from({ length: 250 }, (_, index) => `P${index} MIA 1`).join('\n');

    fireChange(text);
    await user.click(screen.getByRole('button', { name: 'Match' }));

    expect(await screen.findByText('250 of 250 lines ready')).toBeInTheDocument();
    const bodies = (await bodiesOf(fetchStub.requests, 'POST', MATCH)) as QuickOrderMatchRequest[];
    expect(bodies.map((body) => body.lines.length)).toEqual([200, 50]);
    expect(screen.getByRole('row', { name: 'Line 250' })).toHaveTextContent('P249 MIA');
  });

  it('shows cards with tap-sized controls on a phone', async () => {
    restoreWidth = setWindowWidth(390);
    const user = userEvent.setup();
    renderQuickOrder();

    await pasteAndMatch(user, 'P01 MIA 2\nAMBIG 1\nUNKNOWN 1');

    const card = await screen.findByRole('listitem', { name: 'Line 1' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('Phone P01')).toBeInTheDocument();
    const quantity = within(card).getByRole('textbox', { name: 'Quantity, line 1' });
    expect(parseFloat(quantity.style.minHeight)).toBeGreaterThanOrEqual(40);
    const choice = within(screen.getByRole('listitem', { name: 'Line 2' })).getAllByRole('radio')[0];
    expect(parseFloat((choice.closest('label') as HTMLElement).style.minHeight)).toBeGreaterThanOrEqual(40);
  });
});

describe('QuickOrderPage, uploading a list', () => {
  it('opens the file picker from the Upload a list button, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    renderQuickOrder();
    const button = await screen.findByRole('button', { name: 'Upload a list' });
    const input = listFile() as HTMLInputElement;
    const click = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv,.txt');
    expect(input).toHaveAttribute('tabindex', '-1');

    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');

    expect(click).toHaveBeenCalledTimes(2);
  });

  it('reads a CSV list here: the header row skipped, quotes taken off, the lines put in the paste box and matched at once', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder();

    await user.upload(listFile(), new File(['Item,Quantity\r\n"P01 MIA",2\r\n"AMBIG iPhone 13, 128GB",3\r\nUNKNOWN1,1\r\n'], 'list.csv', { type: 'text/csv' }));

    expect(await screen.findByText('1 of 3 lines ready')).toBeInTheDocument();
    expect(screen.getByText('3 lines read from list.csv')).toBeInTheDocument();
    expect(screen.getByLabelText('Paste lines')).toHaveValue('P01 MIA 2\nAMBIG iPhone 13, 128GB 3\nUNKNOWN1 1');
    expect(await bodiesOf(fetchStub.requests, 'POST', MATCH)).toEqual([
      {
        lines: [
          { text: 'P01 MIA', quantity: 2 },
          { text: 'AMBIG iPhone 13, 128GB', quantity: 3 },
          { text: 'UNKNOWN1', quantity: 1 },
        ],
      },
    ]);
    expect(within(row(2)).getByText('Choose one')).toBeInTheDocument();
    expect(within(row(3)).getByText('Not found')).toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', SHEET)).toHaveLength(0);
  });

  it('sends an Excel list to the API with its name and type, and matches the lines it reads', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder({
      calls: {
        [`POST ${SHEET}`]: () =>
          jsonResponse({
            lines: [
              { text: 'P01 MIA', quantity: 4 },
              { text: 'Pixel 7', quantity: null },
            ],
          }),
      },
    });

    await user.upload(listFile(), new File(['PK-workbook'], 'my list.xlsx', { type: '' }));

    expect(await screen.findByText('2 lines read from my list.xlsx')).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 lines ready')).toBeInTheDocument();
    const [upload] = requestsTo(fetchStub.requests, 'POST', SHEET);
    expect(upload?.headers.get('file-name')).toBe('my%20list.xlsx');
    expect(upload?.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(await upload?.clone().text()).toBe('PK-workbook');
    // "Pixel 7" names no quantity: quoted in the paste box, so that matching again reads it the same.
    expect(screen.getByLabelText('Paste lines')).toHaveValue('P01 MIA 4\n"Pixel 7"');
    const asRead = {
      lines: [
        { text: 'P01 MIA', quantity: 4 },
        { text: 'Pixel 7', quantity: null },
      ],
    };
    expect(await bodiesOf(fetchStub.requests, 'POST', MATCH)).toEqual([asRead]);
    expect(within(row(2)).getByText('Enter a quantity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(requestsTo(fetchStub.requests, 'POST', MATCH)).toHaveLength(2));
    expect(await bodiesOf(fetchStub.requests, 'POST', MATCH)).toEqual([asRead, asRead]);
  });

  it("shows the API's refusal of an Excel list and matches nothing", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = anErrorBody({ status: 422, message: 'The list has more than 1000 lines; split it into smaller files', messageCode: 'IMPORT_INVALID_FILE' });
    const { fetchStub } = renderQuickOrder({ calls: { [`POST ${SHEET}`]: () => jsonResponse(refusal, { status: 422 }) } });

    await user.upload(listFile(), new File(['PK'], 'long.xls', { type: 'application/vnd.ms-excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The list has more than 1000 lines; split it into smaller files');
    expect(screen.queryByText(/lines read from/)).not.toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)).toHaveLength(0);
  });

  it('refuses a file of another type or over the size limit before anything is sent', async () => {
    // The buyer switched the picker to "All files": the accept list does not filter.
    const user = userEvent.setup({ applyAccept: false });
    const { fetchStub } = renderQuickOrder();

    await user.upload(listFile(), new File(['%PDF'], 'list.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload an Excel (.xlsx, .xls), CSV or text file');

    const big = new File(['PK'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(listFile(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 5 MB.');

    expect(requestsTo(fetchStub.requests, 'POST', SHEET)).toHaveLength(0);
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)).toHaveLength(0);
    expect(screen.getByLabelText('Paste lines')).toHaveValue('');
  });
});

describe('QuickOrderPage, partner sellers', () => {
  const networkCalls = {
    'GET /px-api-gateway/pxn/settings': () => jsonResponse(RESELLER),
    [`GET ${WAREHOUSE_GROUPS}`]: () => jsonResponse(GROUPS),
    [`POST ${PARTNER_OFFER}`]: () => jsonResponse(aStocklistOffer()),
  };

  it("lets a network reseller match a partner's stock: the header sent, the results cleared on a change, the choice in the URL", async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderQuickOrder({ calls: networkCalls });

    const seller = await screen.findByRole('combobox', { name: 'Seller' });
    expect(
      within(seller)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Devices', 'Partner One', 'Partner Two']);
    expect(seller).toHaveValue('own');

    await pasteAndMatch(user, 'P01 MIA 2');
    expect(await screen.findByText('1 of 1 lines ready')).toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)[0]?.headers.get('pxns-participant-id')).toBeNull();

    await user.selectOptions(seller, 'Partner One');
    expect(screen.queryByRole('region', { name: 'Matched lines' })).not.toBeInTheDocument();
    expect(history.location.search).toBe('?seller=seller-1');
    expect(screen.getByLabelText('Paste lines')).toHaveValue('P01 MIA 2');

    await user.click(screen.getByRole('button', { name: 'Match' }));
    expect(await screen.findByText('1 of 1 lines ready')).toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)[1]?.headers.get('pxns-participant-id')).toBe('seller-1');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('1 line added to the cart')).toBeInTheDocument();
    const [buy] = requestsTo(fetchStub.requests, 'POST', PARTNER_OFFER);
    expect(buy?.headers.get('pxns-participant-id')).toBe('seller-1');
    expect(await buy?.clone().json()).toEqual({ itemNumberWarehouse: 'P01~MIA', offerQuantity: 2, offerPrice: 100 });
    expect(requestsTo(fetchStub.requests, 'POST', OFFER)).toHaveLength(0);

    // Back to own stock: the URL forgets the seller.
    await user.selectOptions(seller, 'Acme Devices');
    expect(history.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Matched lines' })).not.toBeInTheDocument();
  });

  it("keeps the URL's seller and matches an uploaded list against it", async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder({ path: '/quick-order?seller=seller-2', calls: networkCalls });

    expect(await screen.findByRole('combobox', { name: 'Seller' })).toHaveValue('seller-2');
    await user.upload(listFile(), new File(['P01 MIA 2\n'], 'list.txt', { type: 'text/plain' }));

    expect(await screen.findByText('1 of 1 lines ready')).toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)[0]?.headers.get('pxns-participant-id')).toBe('seller-2');
  });

  it('shows no seller choice to a buyer of one stock list', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderQuickOrder({ calls: { 'GET /px-api-gateway/pxn/settings': () => jsonResponse({ ...RESELLER, isPxnr: false }) } });

    await pasteAndMatch(user, 'P01 MIA 2');
    expect(await screen.findByText('1 of 1 lines ready')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'GET', WAREHOUSE_GROUPS)).toHaveLength(0);
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)[0]?.headers.get('pxns-participant-id')).toBeNull();
  });

  it('shows no seller choice to a reseller whose network lists only the own group', async () => {
    const user = userEvent.setup();
    // The own group named in the URL: matching waits for the groups that confirm it.
    const { fetchStub } = renderQuickOrder({
      path: '/quick-order?seller=own',
      calls: { ...networkCalls, [`GET ${WAREHOUSE_GROUPS}`]: () => jsonResponse([groupOf('own', 'Acme Devices', 0)]) },
    });

    fireChange('P01 MIA 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Match' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Match' }));

    expect(await screen.findByText('1 of 1 lines ready')).toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'GET', WAREHOUSE_GROUPS)).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Seller' })).not.toBeInTheDocument();
    expect(requestsTo(fetchStub.requests, 'POST', MATCH)[0]?.headers.get('pxns-participant-id')).toBeNull();
  });
});

function fireChange(text: string) {
  // One change event: typing 250 lines key by key would take the test's whole time.
  fireEvent.change(screen.getByLabelText('Paste lines'), { target: { value: text } });
}
