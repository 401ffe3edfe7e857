import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult } from '@bp/api-contract';
import { OfferStatus } from '@bp/api-contract/constants';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { cleanupStockArea, renderStockArea, requestsTo, type RenderStockOptions } from '../stock-test-harness';
import { anImportResult, anImportRow } from '../offers/offer-test-data';

// The Import Offers dialog and the Review Import screen (spec 01 §2, §4, §5, §8, §9).

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let fetchStub: InstalledFetchStub | undefined;
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanupStockArea();
  fetchStub?.restore();
  fetchStub = undefined;
  scrollIntoView.mockClear();
});

function renderPage(options: RenderStockOptions = {}) {
  const rendered = renderStockArea({ ...options, routes: { 'GET /px-api-gateway/stocklist/offers': () => jsonResponse([]), ...options.routes } });
  fetchStub = rendered.fetchStub;
  return rendered;
}

const sheet = (name = 'offers.xlsx', type = XLSX_MIME) => new File(['PK-sheet-bytes'], name, { type });

const review = anImportResult({
  invalidOffers: [
    anImportRow({ rowNumber: 3, itemNumber: 'NOPE-1', itemNumberWarehouse: 'NOPE-1~MIA', description: '', reason: 'Item not found in the stock list' }),
    anImportRow({ rowNumber: 4, itemNumber: 'IP12-64-A', offerQuantity: null, reason: 'New Offer Quantity must be a whole number above 0' }),
  ],
  validOffersMap: {
    MIA: [
      anImportRow({
        rowNumber: 2,
        itemNumber: 'IP13-128-B',
        itemNumberWarehouse: 'IP13-128-B~MIA',
        description: 'iPhone 13 128GB Grade B',
        comments: 'Buy at list price',
      }),
    ],
  },
  conflictOffers: [
    anImportRow({
      rowNumber: 5,
      itemNumber: 'S21',
      itemNumberWarehouse: 'S21~MIA',
      description: 'Galaxy S21',
      offerQuantity: 8,
      offerPrice: 100,
      existingOfferStatus: OfferStatus.PENDING_ACCEPTANCE,
      existingOfferStatusString: 'Offered',
      existingTransactionQuantity: 3,
      existingTransactionPrice: 90,
    }),
  ],
});

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import Offers' });
}

async function uploadAndReview(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await openImport(user);
  await user.upload(within(dialog).getByLabelText('Offer file'), sheet());
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return screen.findByRole('region', { name: 'Import summary' });
}

describe('Import Offers dialog', () => {
  it("says 'Please upload the file to have a successful import' without a file and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchStub: stub } = renderPage();
    const dialog = await openImport(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please upload the file to have a successful import');
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import', 'POST')).toHaveLength(0);
  });

  it('refuses a file that is not .xlsx/.xls and two files at once, and accepts the Excel types', async () => {
    // The buyer switched the picker to "All files": the input's accept list does not filter.
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    const dialog = await openImport(user);
    const input = within(dialog).getByLabelText('Offer file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/vnd.ms-excel'));
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, new File(['a,b'], 'offers.csv', { type: 'text/csv' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please upload an Excel file (.xlsx or .xls)');
    await user.upload(input, new File(['%PDF'], 'offers.xlsx', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please upload an Excel file (.xlsx or .xls)');

    fireEvent.drop(within(dialog).getByTestId('import-drop-zone'), { dataTransfer: { files: [sheet('a.xlsx'), sheet('b.xlsx')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please upload only one file');
    expect(within(dialog).queryByRole('group', { name: 'Chosen file' })).not.toBeInTheDocument();

    fireEvent.drop(within(dialog).getByTestId('import-drop-zone'), { dataTransfer: { files: [new File(['x'], 'old.XLS', { type: '' })] } });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Chosen file' })).toHaveTextContent('old.XLS');
  });

  it('uploads the raw file with its name and Excel type, shows progress, and a dismissible server error', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: ((response: Response) => void) | undefined;
    const { fetchStub: stub } = renderPage({
      routes: {
        'POST /px-api-gateway/stocklist/offer/bulk-offer-import': () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Offer file'), new File(['bytes'], 'my offers.xls', { type: '' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading the import file' })).toBeInTheDocument();
    const [request] = requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import', 'POST');
    expect(request?.headers.get('file-name')).toBe('my%20offers.xls');
    expect(request?.headers.get('content-type')).toBe('application/vnd.ms-excel');

    act(() =>
      answer?.(
        jsonResponse({ status: 400, message: "The file has no 'Item #' column", messageCode: 'IMPORT_INVALID_FILE', params: [], errors: [] }, { status: 400 }),
      ),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("The file has no 'Item #' column");
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    // The file stays chosen for another try.
    expect(within(dialog).getByRole('group', { name: 'Chosen file' })).toHaveTextContent('my offers.xls');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(log).toHaveBeenCalledWith('Uploading the offer import failed', expect.objectContaining({ status: 400 }));
    log.mockRestore();
  });
});

describe('Review Import', () => {
  const importRoutes = (overrides: RenderStockOptions['routes'] = {}) => ({
    'POST /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(review),
    ...overrides,
  });

  it('replaces the stock list with counts, section links at a 76 px offset and the three boxes', async () => {
    const user = userEvent.setup();
    const { history } = renderPage({ routes: importRoutes() });
    const header = await uploadAndReview(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stock List' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review Import' })).toBeInTheDocument();
    expect(header).toHaveStyle({ position: 'sticky' });
    expect(new URLSearchParams(history.location.search).get('review')).toBe('import');

    const links = within(within(header).getByRole('navigation', { name: 'Import sections' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Invalid (2)', 'Updates (1)', 'New (1)']);

    const invalid = screen.getByRole('region', { name: 'There are 2 requests that could not be imported' });
    expect(within(invalid).getByRole('row', { name: /NOPE-1/ })).toHaveTextContent('Item not found in the stock list');
    expect(within(invalid).getByRole('row', { name: /^4 / })).toHaveTextContent('New Offer Quantity must be a whole number above 0');

    const fresh = screen.getByRole('region', { name: '1 new requests' });
    expect(within(fresh).getByRole('row', { name: /IP13-128-B/ })).toHaveTextContent('Buy at list price');

    const updates = screen.getByRole('region', { name: '1 requests that will overwrite items in the cart' });
    const row = within(updates).getByRole('row', { name: /S21/ });
    expect(row).toHaveTextContent('Offered');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('$90.00');
    expect(row).toHaveTextContent('$100.00');
    expect(within(row).getByRole('button', { name: 'Delete request S21 row 5' })).toBeInTheDocument();

    expect(updates).toHaveStyle({ scrollMarginTop: '76px' });
    await user.click(links[1] as HTMLElement);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(updates);
  });

  it('deletes a row and shows the server’s new review', async () => {
    const user = userEvent.setup();
    const { fetchStub: stub } = renderPage({
      routes: importRoutes({
        // base64('S21~MIA') = UzIxfk1JQQ==
        'DELETE /px-api-gateway/stocklist/offer/bulk-offer-import/UzIxfk1JQQ==': () => jsonResponse({ ...review, conflictOffers: [] }),
      }),
    });
    await uploadAndReview(user);
    await user.click(screen.getByRole('button', { name: 'Delete request S21 row 5' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /overwrite items in the cart/ })).not.toBeInTheDocument());
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import/UzIxfk1JQQ==', 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Import summary' })).toHaveTextContent('Updates (0)');
  });

  it('CANCEL IMPORT cancels on the server and returns to the list', async () => {
    const user = userEvent.setup();
    const { fetchStub: stub, history } = renderPage({
      routes: importRoutes({ 'POST /px-api-gateway/stocklist/offer/bulk-offer-import/cancel': () => new Response(null, { status: 204 }) }),
    });
    await uploadAndReview(user);
    await user.click(screen.getByRole('button', { name: 'CANCEL IMPORT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import/cancel', 'POST')).toHaveLength(1);
    expect(history.location.search).not.toContain('review');
  });

  it("shows an upload's review without reading it back, and after a cancel reads the server's again on Back", async () => {
    const user = userEvent.setup();
    const notPending = { status: 404, message: 'No import is waiting for review', messageCode: 'IMPORT_NOTHING_PENDING', params: [], errors: [] };
    const { fetchStub: stub, history } = renderPage({
      routes: importRoutes({
        'POST /px-api-gateway/stocklist/offer/bulk-offer-import/cancel': () => new Response(null, { status: 204 }),
        'GET /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(notPending, { status: 404 }),
      }),
    });
    await uploadAndReview(user);
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import', 'GET')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'CANCEL IMPORT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    act(() => history.push('/stock?review=import'));

    // The cancelled review is not shown from memory: the server says nothing is pending.
    expect(await screen.findByText('There is no import waiting for your review. Import a file to review it.')).toBeInTheDocument();
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import', 'GET')).toHaveLength(1);
  });

  it("SUBMIT REQUESTS accepts, reloads the offers, returns to the list and says 'Successfully submitted the offers'", async () => {
    const user = userEvent.setup();
    const { fetchStub: stub } = renderPage({
      routes: importRoutes({ 'POST /px-api-gateway/stocklist/offer/bulk-offer-import/accept': () => jsonResponse({ created: 1, overwritten: 1 }) }),
    });
    await uploadAndReview(user);
    const offerLoads = requestsTo(stub.requests, 'stocklist/offers').length;
    await user.click(screen.getByRole('button', { name: 'SUBMIT REQUESTS' }));
    expect(await screen.findByText('Successfully submitted the offers')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(screen.queryByText(/An import is waiting for your review/)).not.toBeInTheDocument();
    expect(requestsTo(stub.requests, 'stocklist/offer/bulk-offer-import/accept', 'POST')).toHaveLength(1);
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/offers').length).toBeGreaterThan(offerLoads));
  });

  it('keeps the review and says so when submitting fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      routes: importRoutes({
        'POST /px-api-gateway/stocklist/offer/bulk-offer-import/accept': () =>
          jsonResponse({ status: 500, message: 'Internal Server Error', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
      }),
    });
    const header = await uploadAndReview(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT REQUESTS' }));
    expect(await within(header).findByRole('alert')).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('region', { name: '1 new requests' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Submitting the import failed', expect.anything());
    log.mockRestore();
  });

  it("says 'No new requests were found in the import file' and cannot submit an empty review", async () => {
    const user = userEvent.setup();
    renderPage({ routes: { 'POST /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(anImportResult()) } });
    await uploadAndReview(user);
    expect(screen.getByText('No new requests were found in the import file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT REQUESTS' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CANCEL IMPORT' })).toBeEnabled();
  });

  it('cannot submit when only invalid rows came out of the file', async () => {
    const user = userEvent.setup();
    renderPage({
      routes: { 'POST /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse({ ...anImportResult(), invalidOffers: review.invalidOffers }) },
    });
    await uploadAndReview(user);
    expect(screen.getByRole('region', { name: 'There are 2 requests that could not be imported' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SUBMIT REQUESTS' })).toBeDisabled();
  });

  it('pages a box of 10,000 rows 100 at a time', async () => {
    const user = userEvent.setup();
    const many: ImportResult = anImportResult({
      validOffersMap: {
        MIA: Array.from({ length: 10_000 }, (_, index) =>
          anImportRow({ rowNumber: index + 2, itemNumber: `ITEM-${index + 1}`, itemNumberWarehouse: `ITEM-${index + 1}~MIA` }),
        ),
      },
    });
    renderPage({ routes: { 'POST /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(many) } });
    await uploadAndReview(user);
    const box = screen.getByRole('region', { name: '10000 new requests' });
    expect(within(box).getAllByRole('row')).toHaveLength(101);
    const pages = within(box).getByRole('navigation', { name: '10000 new requests: pages' });
    expect(pages).toHaveTextContent('Rows 1–100 of 10000');
    await user.click(within(pages).getByRole('button', { name: 'Next rows' }));
    expect(pages).toHaveTextContent('Rows 101–200 of 10000');
    expect(within(box).getByRole('row', { name: /ITEM-101\b/ })).toBeInTheDocument();
  });

  it('reads the pending review back from the server after a reload', async () => {
    renderPage({ path: '/stock?review=import', routes: { 'GET /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(review) } });
    expect(await screen.findByRole('region', { name: '1 new requests' })).toBeInTheDocument();
  });

  it('says so when no import is pending, and offers a new import or the way back', async () => {
    const user = userEvent.setup();
    const notPending = { status: 404, message: 'There is no pending import', messageCode: 'IMPORT_NOTHING_PENDING', params: [], errors: [] };
    const { history } = renderPage({
      path: '/stock?review=import',
      routes: { 'GET /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(notPending, { status: 404 }) },
    });
    expect(await screen.findByText('There is no import waiting for your review. Import a file to review it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the stock list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(history.location.search).not.toContain('review');
  });

  it('offers a retry or cancel when the pending review cannot be read', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const failure = { status: 500, message: 'Internal Server Error', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] };
    const { history } = renderPage({
      path: '/stock?review=import',
      routes: {
        'GET /px-api-gateway/stocklist/offer/bulk-offer-import': () => (++reads === 1 ? jsonResponse(failure, { status: 500 }) : jsonResponse(review)),
        'POST /px-api-gateway/stocklist/offer/bulk-offer-import/cancel': () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '1 new requests' })).toBeInTheDocument();
    expect(history.location.search).toContain('review=import');
  });

  it('a limited buyer has no Import button and no review', async () => {
    renderPage({
      authorities: [],
      path: '/stock?review=import',
      routes: { 'GET /px-api-gateway/stocklist/offer/bulk-offer-import': () => jsonResponse(review) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import summary' })).not.toBeInTheDocument();
  });
});
