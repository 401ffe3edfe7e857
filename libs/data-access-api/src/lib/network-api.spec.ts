import type { WarehouseGroup } from '@bp/api-contract';
import { aSessionState, installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub } from '../testing';
import { api } from './api';
import { networkApi } from './network-api';

const WAREHOUSES = '/px-api-gateway/pxnr/stocklist/warehouses';

let stub: InstalledFetchStub;
let store: ApiStore;

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  stub.restore();
});

it('reads the warehouse groups from pxnr/stocklist/warehouses, once per user', async () => {
  const groups: WarehouseGroup[] = [
    {
      pxnParticipantId: 'PXN-own',
      pxnsParticipantId: 'own',
      warehouses: [{ warehouseId: 'MIA', warehouseLabel: 'Miami' }],
      warehouseGroupName: 'Acme',
      warehouseGroupDescription: '',
      isPxnr: true,
      isPxns: false,
      warehouseGroupSelectOrder: 0,
    },
  ];
  stub = installFetchStub({ [`GET ${WAREHOUSES}`]: () => jsonResponse(groups) });
  store = setupApiStore({ session: aSessionState() });

  const first = await store.dispatch(networkApi.endpoints.getWarehouseGroups.initiate('user-1')).unwrap();
  await store.dispatch(networkApi.endpoints.getWarehouseGroups.initiate('user-1')).unwrap();

  expect(first).toEqual(groups);
  expect(stub.requests.filter((request) => new URL(request.url, 'http://localhost').pathname === WAREHOUSES)).toHaveLength(1);
});
