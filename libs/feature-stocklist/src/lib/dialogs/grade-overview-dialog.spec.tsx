import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { WarehouseGroup } from '@bp/api-contract';
import { api } from '@bp/data-access-api';
import { aSessionState, installFetchStub, jsonResponse, setupApiStore } from '@bp/data-access-api/testing';
import { GradeOverviewDialog } from './grade-overview-dialog';

const group = (pxnsParticipantId: string, warehouseGroupName: string, order: number): WarehouseGroup => ({
  pxnParticipantId: `PXN-${pxnsParticipantId}`,
  pxnsParticipantId,
  warehouses: [],
  warehouseGroupName,
  warehouseGroupDescription: '',
  isPxnr: order > 0,
  isPxns: true,
  warehouseGroupSelectOrder: order,
});
const participants = [group('OWN', 'Own stock', 0), group('GMT', 'Global Mobile', 1), group('PDX', 'Pacific', 2)];
const gradesOf: Record<string, { pxnrGrade: string; pxnrGradeLabel: string; pxnrGradeDescription: string }[]> = {
  OWN: [{ pxnrGrade: 'A', pxnrGradeLabel: 'A Excellent', pxnrGradeDescription: 'Light signs of use' }],
  GMT: [{ pxnrGrade: 'CPO', pxnrGradeLabel: 'Certified pre-owned', pxnrGradeDescription: 'New battery' }],
  PDX: [{ pxnrGrade: 'VG', pxnrGradeLabel: 'Very good', pxnrGradeDescription: 'Micro scratches only' }],
};

describe('GradeOverviewDialog', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('shows each seller’s grades for a reseller, stepping sellers with arrows and the dropdown', async () => {
    const stub = installFetchStub({
      'GET /px-api-gateway/pxnr/stocklist/grades': (request) => jsonResponse(gradesOf[request.headers.get('pxns-participant-id') ?? ''] ?? []),
    });
    const store = setupApiStore({ session: aSessionState() });
    const rendered = render(
      <Provider store={store}>
        <GradeOverviewDialog participants={participants} selectedParticipantId="GMT" grades={[]} t={(text) => text} onClose={() => undefined} />
      </Provider>,
    );
    unmount = () => {
      rendered.unmount();
      store.dispatch(api.util.resetApiState());
    };
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Grade Overview by seller' });
    expect(within(dialog).getByRole('heading', { name: 'Global Mobile' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Certified pre-owned')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next seller' }));
    expect(await within(dialog).findByText('Very good')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next seller' })).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Seller' }), 'Own stock');
    expect(await within(dialog).findByText('A Excellent')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous seller' })).toBeDisabled();
    await waitFor(() => expect(stub.requests.map((request) => request.headers.get('pxns-participant-id'))).toEqual(['GMT', 'PDX', 'OWN']));
  });

  it('shows the generic grade list without participants', async () => {
    const store = setupApiStore({ session: aSessionState() });
    const rendered = render(
      <Provider store={store}>
        <GradeOverviewDialog
          grades={[
            { grade: 'A', label: 'Grade A', description: 'Like new' },
            { grade: 'B', label: 'Grade B', description: 'Scratches' },
          ]}
          t={(text) => text}
          onClose={() => undefined}
        />
      </Provider>,
    );
    unmount = () => rendered.unmount();
    const dialog = await screen.findByRole('dialog', { name: 'Grade Overview' });
    expect(within(dialog).getByRole('heading', { name: 'Grade A' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next grade' }));
    expect(within(dialog).getByRole('heading', { name: 'Grade B' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('All grades')).toHaveTextContent('Grade ALike newGrade BScratches');
  });
});
