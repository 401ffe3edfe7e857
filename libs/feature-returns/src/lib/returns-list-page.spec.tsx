import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { ReturnsListPage } from './returns-list-page';
import { aReturnSummary, aReturnsPage } from './returns-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(() => cleanupPages());

const RETURNS = '/px-api-gateway/returns';
const COUNTS = { REQUESTED: 3, APPROVED: 1, REJECTED: 0, RECEIVED: 0, CREDITED: 21 };

const approved = aReturnSummary({
  returnNumber: 'R-1002',
  phonexOrderNumber: '100002',
  status: 'APPROVED',
  rmaNumber: 'RMA-R-1002',
  unitCount: 5,
  creditedTotal: 1250.5,
  createdAt: '2026-11-21T10:00:00.000Z',
});

function renderList({
  path = '/returns',
  returns = () => jsonResponse(aReturnsPage({ returns: [approved, aReturnSummary()], total: 25, counts: COUNTS })),
}: { path?: string; returns?: StubHandler } = {}) {
  return renderPage({ path, route: { path: '/returns', element: <ReturnsListPage /> }, calls: { [`GET ${RETURNS}`]: returns } });
}

const queries = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === RETURNS)
    .map((url) => Object.fromEntries(url.searchParams));

describe('ReturnsListPage', () => {
  it("lists the buyer's returns with their facts, the return number linking to the return", async () => {
    renderList();

    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Return #', 'Order #', 'Status', 'RMA #', 'Units', 'Credited', 'Created']);
    const row = within(table).getByRole('row', { name: /R-1002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['R-1002', '100002', 'Approved', 'RMA-R-1002', '5', '$1,250.50', '11/21/2026']);
    expect(within(row).getByRole('link', { name: 'R-1002' })).toHaveAttribute('href', '/returns/R-1002');
  });

  it('shows a chip per status with its count, and filters by the one pressed (in the URL, from page 1)', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderList({ path: '/returns?page=2' });
    await screen.findByRole('table', { name: 'Returns' });

    const chips = within(screen.getByRole('group', { name: 'Status' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All (25)', 'Requested (3)', 'Approved (1)', 'Rejected (0)', 'Received (0)', 'Credited (21)']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Approved (1)' }));

    await waitFor(() => expect(queries(fetchStub.requests).at(-1)).toEqual({ status: 'APPROVED', offset: '0', limit: '20' }));
    expect(history.location.search).toBe('?status=APPROVED');
    expect(screen.getByRole('button', { name: 'Approved (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches once typing pauses, with the search in the URL', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderList();
    await screen.findByRole('table', { name: 'Returns' });

    await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), '490154203237518');

    await waitFor(() => expect(queries(fetchStub.requests).at(-1)).toEqual({ search: '490154203237518', offset: '0', limit: '20' }));
    expect(queries(fetchStub.requests)).toHaveLength(2);
    expect(history.location.search).toBe('?search=490154203237518');
  });

  it('pages on the server, 20 a page', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderList();
    await screen.findByRole('table', { name: 'Returns' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(queries(fetchStub.requests).at(-1)).toEqual({ offset: '20', limit: '20' }));
    expect(history.location.search).toBe('?page=2');
  });

  it('says when the buyer has no returns yet', async () => {
    renderList({ returns: () => jsonResponse(aReturnsPage({ returns: [], total: 0, counts: {} })) });

    expect(await screen.findByRole('cell', { name: 'No returns yet' })).toBeInTheDocument();
  });

  it('on a 390 px phone shows each return as a card', async () => {
    const restore = setWindowWidth(390);
    try {
      renderList();
      const list = await screen.findByRole('list', { name: 'Returns' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(list).getByRole('listitem', { name: 'R-1002' });
      for (const fact of ['Order #100002', 'StatusApproved', 'RMA #RMA-R-1002', 'Units5', 'Credited$1,250.50']) expect(card).toHaveTextContent(fact);
      expect(within(card).getByRole('link', { name: 'R-1002' })).toHaveClass('bp-tap-target');
    } finally {
      restore();
    }
  });
});
