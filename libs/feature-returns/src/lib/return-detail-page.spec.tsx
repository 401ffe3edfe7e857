import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, jsonResponse } from '@bp/data-access-api/testing';
import type { ReturnDetail } from '@bp/api-contract';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { ReturnDetailPage } from './return-detail-page';
import { aReturnDetail, aReturnUnit } from './returns-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(() => cleanupPages());

const DETAIL = '/px-api-gateway/returns/R-1001';

const answered = aReturnDetail({
  status: 'APPROVED',
  rmaNumber: 'RMA-77',
  shipBy: '2026-12-12',
  units: [
    aReturnUnit({ status: 'APPROVED' }),
    aReturnUnit({ unitId: 'unit-2', imei: '490154203237518', reason: 'LOCKED', status: 'REJECTED', rejectionReason: 'Unlocked when it left our warehouse' }),
    aReturnUnit({ unitId: 'unit-3', imei: '353918050000019', reason: 'GRADE_NOT_AS_DESCRIBED', status: 'CREDITED', creditedAmount: 95.5 }),
  ],
  evidence: [{ fileId: 'f-1', fileName: 'screen.jpg', contentType: 'image/jpeg', sizeBytes: 1200 }],
  messages: [
    { author: 'BUYER', text: 'The screen stays black.', createdAt: '2026-11-20T11:00:00.000Z' },
    { author: 'SELLER', text: 'Please send it back.', createdAt: '2026-11-21T09:30:00.000Z' },
  ],
});

function renderDetail({ detail = answered, authorities }: { detail?: ReturnDetail | null; authorities?: string[] } = {}) {
  return renderPage({
    path: '/returns/R-1001',
    route: { path: '/returns/:returnNumber', element: <ReturnDetailPage /> },
    authorities,
    calls: {
      [`GET ${DETAIL}`]: () =>
        detail
          ? jsonResponse(detail)
          : jsonResponse({ status: 404, message: 'No return R-1001', messageCode: 'RETURN_NOT_FOUND', params: ['R-1001'], errors: [] }, { status: 404 }),
      [`POST ${DETAIL}/messages`]: async (request) => {
        const { text } = (await request.clone().json()) as { text: string };
        return jsonResponse({ ...answered, messages: [...answered.messages, { author: 'BUYER', text, createdAt: '2026-11-22T08:00:00.000Z' }] });
      },
    },
  });
}

describe('ReturnDetailPage', () => {
  it('shows an approved return: its status, order link, RMA and the date to ship by', async () => {
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Return R-1001' })).toBeInTheDocument();
    expect(screen.getAllByText('Approved')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '100001' })).toHaveAttribute('href', '/orders/100001');
    expect(await screen.findByText('Ship approved units by Dec 12, 2026, quoting RMA RMA-77')).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Message' });
  });

  it('no longer asks to ship units back once none is waiting to be sent (received or credited)', async () => {
    renderDetail({
      detail: {
        ...answered,
        status: 'CREDITED',
        units: answered.units.map((unit) => ({ ...unit, status: unit.status === 'REJECTED' ? 'REJECTED' : 'CREDITED' })),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Return R-1001' })).toBeInTheDocument();
    expect(screen.getByText('RMA #: RMA-77')).toBeInTheDocument();
    expect(screen.queryByText(/Ship approved units by/)).not.toBeInTheDocument();
  });

  it("lists each unit with its reason, status, the seller's rejection reason and the credited amount", async () => {
    renderDetail();

    const table = await screen.findByRole('table', { name: 'Units' });
    const cells = (imei: string) =>
      within(within(table).getByRole('row', { name: new RegExp(imei) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('490154203237518')).toEqual([
      '490154203237518',
      'iPhone 13 128GB Midnight',
      'A',
      'Locked',
      'Rejected',
      'Unlocked when it left our warehouse',
      '—',
    ]);
    expect(cells('353918050000019')).toEqual(['353918050000019', 'iPhone 13 128GB Midnight', 'A', 'Grade not as described', 'Credited', '—', '$95.50']);
    expect(screen.getByRole('button', { name: 'Download screen.jpg' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Message' });
  });

  it('shows the messages and sends a new one', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderDetail();

    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^You · 11\/20\/2026.*The screen stays black\.$/),
      expect.stringMatching(/^Seller · 11\/21\/2026.*Please send it back\.$/),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Shipped today with UPS.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(async () => expect(await bodiesOf(fetchStub.requests, 'POST', `${DETAIL}/messages`)).toEqual([{ text: 'Shipped today with UPS.' }]));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    // The answer is the return with the message, in the thread without another read.
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    expect(within(thread).getAllByRole('listitem')[2]).toHaveTextContent('Shipped today with UPS.');
    expect(fetchStub.requests.filter((request) => request.method === 'GET' && request.url.endsWith(DETAIL))).toHaveLength(1);
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('has no message form for a buyer who may not buy online', async () => {
    const { fetchStub } = renderDetail({ authorities: ['VIEW_RETURNS'] });

    await screen.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(fetchStub.requests.some((request) => request.url.includes('/security/authorities'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says there is no such return on a 404', async () => {
    renderDetail({ detail: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'No return R-1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Returns/ })).toHaveAttribute('href', '/returns');
  });

  it('on a 390 px phone shows each unit as a card', async () => {
    const restore = setWindowWidth(390);
    try {
      renderDetail();
      const list = await screen.findByRole('list', { name: 'Units' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(list).getByRole('listitem', { name: '490154203237518' });
      for (const fact of ['ReasonLocked', 'StatusRejected', "Seller's reasonUnlocked when it left our warehouse"]) expect(card).toHaveTextContent(fact);
      await screen.findByRole('textbox', { name: 'Message' });
    } finally {
      restore();
    }
  });
});
