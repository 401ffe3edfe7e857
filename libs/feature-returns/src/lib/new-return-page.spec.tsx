import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturns } from '@bp/api-contract';
import { IDEMPOTENCY_KEY_HEADER } from '@bp/api-contract/constants';
import { bodiesOf, jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { formatPlainDate } from '@bp/util-format';
import { NewReturnPage } from './new-return-page';
import { aClaimableUnit, aClaimableUnitsPage, aReturnDetail, anOrderReturns } from './returns-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(() => cleanupPages());

const DAY = 24 * 60 * 60 * 1000;
const ORDER_RETURNS = '/px-api-gateway/sales-order/100001/returns';
const UNITS = '/px-api-gateway/sales-order/100001/units';
const RESOLVE = '/px-api-gateway/sales-order/100001/units/resolve';
const RETURNS = '/px-api-gateway/returns';
const EVIDENCE = '/px-api-gateway/returns/evidence';

const first = aClaimableUnit();
const second = aClaimableUnit({ unitId: 'unit-2', imei: '356938035643817', grade: 'B' });
const claimed = aClaimableUnit({ unitId: 'unit-3', imei: '356938035643825', returnNumber: 'R-0990', returnStatus: 'APPROVED' });
const pasted = aClaimableUnit({ unitId: 'unit-4', imei: '353918050000019' });
const pasted2 = aClaimableUnit({ unitId: 'unit-5', imei: '353918050000027' });

const refusal = (status: number, messageCode: string, message: string) => () =>
  jsonResponse({ status, message, messageCode, params: [], errors: [] }, { status });

function renderClaim({
  orderReturns = anOrderReturns({ returnsUntil: new Date(Date.now() + 5.5 * DAY).toISOString() }),
  create = () => jsonResponse(aReturnDetail({ returnNumber: 'R-1050' }), { status: 201 }),
  evidence = () => jsonResponse({ fileId: '6f1c2d4e-0000-4000-8000-000000000001', fileName: 'screen.jpg', contentType: 'image/jpeg', sizeBytes: 5 }),
  path = '/returns/new?order=100001',
}: { orderReturns?: OrderReturns; create?: StubHandler; evidence?: StubHandler; path?: string } = {}) {
  return renderPage({
    path,
    route: { path: '/returns/new', element: <NewReturnPage /> },
    calls: {
      [`GET ${ORDER_RETURNS}`]: () => jsonResponse(orderReturns),
      [`GET ${UNITS}`]: () => jsonResponse(aClaimableUnitsPage([first, second, claimed])),
      [`POST ${RESOLVE}`]: () => jsonResponse({ units: [pasted, pasted2], unknown: ['490154203237518'] }),
      [`POST ${RETURNS}`]: create,
      [`POST ${EVIDENCE}`]: evidence,
    },
  });
}

const selection = () => screen.getByRole('list', { name: /^Units to return/ });

async function tickTwoUnits(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: 'Return 356938035643809' }));
  await user.click(screen.getByRole('checkbox', { name: 'Return 356938035643817' }));
}

describe('NewReturnPage', () => {
  it("shows the order's window and its units, those in an open return disabled with its number", async () => {
    const until = new Date(Date.now() + 5.5 * DAY).toISOString();
    renderClaim({ orderReturns: anOrderReturns({ returnsUntil: until }) });

    expect(await screen.findByText(`Returns accepted until ${formatPlainDate(until, 'LONG_DATE')}, 6 days left`)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Return 356938035643825' })).toBeDisabled();
    expect(screen.getByText('In return R-0990')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Return 356938035643809' })).toBeEnabled();
  });

  it('says the window is closed, without a form', async () => {
    const until = new Date(Date.now() - 2 * DAY).toISOString();
    renderClaim({ orderReturns: anOrderReturns({ returnsUntil: until }) });

    expect(await screen.findByRole('alert')).toHaveTextContent(`Returns closed on ${formatPlainDate(until, 'LONG_DATE')}`);
    expect(screen.queryByRole('button', { name: 'Submit return' })).not.toBeInTheDocument();
  });

  it('says an order that is not returnable cannot be returned', async () => {
    renderClaim({ orderReturns: anOrderReturns({ returnable: false, returnsUntil: null }) });

    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be returned');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks for at least one unit, then for a reason for each', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderClaim();
    await screen.findByRole('checkbox', { name: 'Return 356938035643809' });

    await user.click(screen.getByRole('button', { name: 'Submit return' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one unit to return.');

    await tickTwoUnits(user);
    expect(
      within(selection())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['356938035643809', '356938035643817']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for 356938035643809' }), 'Dead on arrival');
    await user.click(screen.getByRole('button', { name: 'Submit return' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a reason for each unit.');
    expect(screen.getByRole('combobox', { name: 'Reason for 356938035643817' })).toHaveAttribute('aria-invalid', 'true');
    expect(await bodiesOf(fetchStub.requests, 'POST', RETURNS)).toEqual([]);
  });

  it('adds pasted IMEIs found in the order and names the unknown ones back', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderClaim();
    await screen.findByRole('checkbox', { name: 'Return 356938035643809' });

    await user.type(screen.getByRole('textbox', { name: 'Paste IMEIs' }), '353918050000019, 353918050000027{Enter}490154203237518');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not in this order: 490154203237518');
    expect(await bodiesOf(fetchStub.requests, 'POST', RESOLVE)).toEqual([{ imeis: ['353918050000019', '353918050000027', '490154203237518'] }]);
    expect(
      within(selection())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['353918050000019', '353918050000027']);
    expect(screen.getByRole('textbox', { name: 'Paste IMEIs' })).toHaveValue('490154203237518');
  });

  it('uploads evidence at once, sends the claim with its Idempotency-Key and opens the new return', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderClaim();
    await tickTwoUnits(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for 356938035643809' }), 'Dead on arrival');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for 356938035643817' }), 'Locked');
    await user.type(screen.getByRole('textbox', { name: 'Note for the seller' }), 'Both arrived in one box.');

    await user.upload(screen.getByLabelText('Add photos, videos or PDF'), new File(['jpeg'], 'screen.jpg', { type: 'image/jpeg' }));
    const file = await screen.findByRole('listitem', { name: 'screen.jpg' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit return' })).toBeEnabled());
    expect(within(file).getByRole('button', { name: 'Remove screen.jpg' })).toBeInTheDocument();
    expect(fetchStub.requests.filter((request) => request.url.endsWith(EVIDENCE))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit return' }));

    expect(await screen.findByRole('heading', { name: 'Return' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/returns/R-1050');
    expect(await bodiesOf(fetchStub.requests, 'POST', RETURNS)).toEqual([
      {
        phonexOrderNumber: '100001',
        units: [
          { imei: '356938035643809', reason: 'DEAD_ON_ARRIVAL' },
          { imei: '356938035643817', reason: 'LOCKED' },
        ],
        note: 'Both arrived in one box.',
        evidenceFileIds: ['6f1c2d4e-0000-4000-8000-000000000001'],
      },
    ]);
    const post = fetchStub.requests.find((request) => request.method === 'POST' && request.url.endsWith(RETURNS));
    expect(post?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await screen.findByText('Return R-1050 requested')).toBeInTheDocument();
  });

  it("shows an upload's refusal with the server's message", async () => {
    const user = userEvent.setup();
    renderClaim({ evidence: refusal(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB') });
    await screen.findByRole('checkbox', { name: 'Return 356938035643809' });

    await user.upload(screen.getByLabelText('Add photos, videos or PDF'), new File(['jpeg'], 'huge.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('huge.jpg: The file is larger than 10 MB');
  });

  it("keeps the whole form when the server refuses the claim, showing the server's message", async () => {
    const user = userEvent.setup();
    renderClaim({ create: refusal(409, 'RETURN_UNIT_ALREADY_CLAIMED', 'IMEI 356938035643809 is already in return R-0991') });
    await tickTwoUnits(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for 356938035643809' }), 'Other');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for 356938035643817' }), 'Wrong model');
    await user.type(screen.getByRole('textbox', { name: 'Note for the seller' }), 'Two of them.');

    await user.click(screen.getByRole('button', { name: 'Submit return' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('IMEI 356938035643809 is already in return R-0991');
    expect(screen.getByRole('combobox', { name: 'Reason for 356938035643817' })).toHaveValue('WRONG_MODEL');
    expect(screen.getByRole('textbox', { name: 'Note for the seller' })).toHaveValue('Two of them.');
    expect(within(selection()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Return' })).not.toBeInTheDocument();
  });
});
