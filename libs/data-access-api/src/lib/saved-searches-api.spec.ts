import { SavedSearchMessage } from '@bp/api-contract/constants';
import { aSavedSearch, aSavedSearchAlert } from '@bp/api-contract/testing';
import { aSessionState, bodiesOf, installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub } from '../testing';
import { api } from './api';
import { setApiFailureHandler } from './base-query';
import { savedSearchesApi } from './saved-searches-api';

const LIST = '/px-api-gateway/stocklist/saved-searches';
const ALERTS = '/px-api-gateway/notification/saved-search-alerts';
const READ = '/px-api-gateway/notification/saved-search-alerts/read';

const first = aSavedSearch();
const second = aSavedSearch({ id: '5a1e0000-0000-4000-8000-000000000002', name: 'Pixel 7' });
const one = (id: string) => `${LIST}/${id}`;
const errorBody = (status: number, message: string, messageCode: string) => jsonResponse({ status, message, messageCode, params: [], errors: [] }, { status });

let store: ApiStore;
let stub: InstalledFetchStub;

function install(routes: Parameters<typeof installFetchStub>[0] = {}) {
  stub = installFetchStub({
    [`GET ${LIST}`]: () => jsonResponse({ savedSearches: [first, second] }),
    [`GET ${ALERTS}`]: () => jsonResponse({ alerts: [aSavedSearchAlert(), aSavedSearchAlert({ id: 'a-2', read: true })], unread: 1 }),
    ...routes,
  });
  store = setupApiStore({ session: aSessionState() });
}

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  stub.restore();
  setApiFailureHandler(() => undefined);
});

const requestsTo = (method: string, path: string) =>
  stub.requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);
const settle = async (until: () => boolean) => {
  for (let tick = 0; tick < 20 && !until(); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const cachedSearches = () => savedSearchesApi.endpoints.getSavedSearches.select('user-1')(store.getState() as never).data;
const cachedAlerts = () => savedSearchesApi.endpoints.getSavedSearchAlerts.select('user-1')(store.getState() as never).data;

describe('saved searches api', () => {
  it('lists the saved searches as the answer orders them', async () => {
    install();
    const searches = await store.dispatch(savedSearchesApi.endpoints.getSavedSearches.initiate('user-1')).unwrap();
    expect(searches.map((search) => search.name)).toEqual(['iPhone 13 grade A', 'Pixel 7']);
  });

  it("saves a partner's search with its pxns-participant-id header, own stock without one, and asks for the list again", async () => {
    install({ [`POST ${LIST}`]: () => jsonResponse(aSavedSearch(), { status: 201 }) });
    const list = store.dispatch(savedSearchesApi.endpoints.getSavedSearches.initiate('user-1'));
    await list.unwrap();

    const body = { name: 'iphone 13 · Grade A', query: 'includeOutOfStock=false&grade=A', alertNewStock: true, alertPriceBelow: 300.5 };
    await store.dispatch(savedSearchesApi.endpoints.createSavedSearch.initiate({ ...body, pxnsParticipantId: 'seller-1' })).unwrap();
    await store.dispatch(savedSearchesApi.endpoints.createSavedSearch.initiate({ ...body, pxnsParticipantId: null })).unwrap();

    const posts = requestsTo('POST', LIST);
    expect(posts.map((post) => post.headers.get('pxns-participant-id'))).toEqual(['seller-1', null]);
    expect(await bodiesOf(stub.requests, 'POST', LIST)).toEqual([body, body]);
    await settle(() => requestsTo('GET', LIST).length > 1);
    expect(requestsTo('GET', LIST).length).toBeGreaterThan(1);
    list.unsubscribe();
  });

  it("keeps the session on a 403 refusing the alert, answering the API's message to the screen", async () => {
    const failures = jest.fn();
    setApiFailureHandler(failures);
    install({ [`POST ${LIST}`]: () => errorBody(403, SavedSearchMessage.alertsNotAllowed, 'FORBIDDEN') });

    const result = await store.dispatch(
      savedSearchesApi.endpoints.createSavedSearch.initiate({ name: 'x', query: 'includeOutOfStock=false', alertNewStock: true, pxnsParticipantId: null }),
    );

    expect(result.error).toMatchObject({ status: 403, message: SavedSearchMessage.alertsNotAllowed });
    expect(failures).not.toHaveBeenCalled();
  });

  it('renames in the cache at once and keeps the answer', async () => {
    let answer: () => void = () => undefined;
    install({
      [`PATCH ${one(first.id)}`]: () => new Promise<Response>((resolve) => (answer = () => resolve(jsonResponse({ ...first, name: 'Renamed' })))),
    });
    const list = store.dispatch(savedSearchesApi.endpoints.getSavedSearches.initiate('user-1'));
    await list.unwrap();

    const rename = store.dispatch(savedSearchesApi.endpoints.updateSavedSearch.initiate({ id: first.id, name: 'Renamed' }));
    expect(cachedSearches()?.[0].name).toBe('Renamed');
    await settle(() => requestsTo('PATCH', one(first.id)).length > 0);
    answer();
    await rename.unwrap();

    expect(await bodiesOf(stub.requests, 'PATCH', one(first.id))).toEqual([{ name: 'Renamed' }]);
    expect(cachedSearches()?.[0].name).toBe('Renamed');
    list.unsubscribe();
  });

  it('takes a rename back when it fails', async () => {
    install({ [`PATCH ${one(first.id)}`]: () => errorBody(409, SavedSearchMessage.duplicateName, 'CONFLICT') });
    const list = store.dispatch(savedSearchesApi.endpoints.getSavedSearches.initiate('user-1'));
    await list.unwrap();

    const result = await store.dispatch(savedSearchesApi.endpoints.updateSavedSearch.initiate({ id: first.id, name: 'Pixel 7' }));

    expect(result.error).toMatchObject({ status: 409, message: SavedSearchMessage.duplicateName });
    expect(cachedSearches()?.[0].name).toBe('iPhone 13 grade A');
    list.unsubscribe();
  });

  it('removes a deleted search from the cache and asks for the alerts again', async () => {
    install({ [`DELETE ${one(second.id)}`]: () => new Response(null, { status: 204 }) });
    const list = store.dispatch(savedSearchesApi.endpoints.getSavedSearches.initiate('user-1'));
    const alerts = store.dispatch(savedSearchesApi.endpoints.getSavedSearchAlerts.initiate('user-1'));
    await Promise.all([list.unwrap(), alerts.unwrap()]);

    await store.dispatch(savedSearchesApi.endpoints.deleteSavedSearch.initiate(second.id)).unwrap();

    expect(cachedSearches()?.map((search) => search.id)).toEqual([first.id]);
    await settle(() => requestsTo('GET', ALERTS).length > 1);
    expect(requestsTo('GET', ALERTS)).toHaveLength(2);
    list.unsubscribe();
    alerts.unsubscribe();
  });

  it('marks every alert read with an empty body, dropping the unread count at once', async () => {
    install({ [`POST ${READ}`]: () => new Response(null, { status: 204 }) });
    const alerts = store.dispatch(savedSearchesApi.endpoints.getSavedSearchAlerts.initiate('user-1'));
    await alerts.unwrap();

    await store.dispatch(savedSearchesApi.endpoints.markSavedSearchAlertsRead.initiate({})).unwrap();

    expect(await bodiesOf(stub.requests, 'POST', READ)).toEqual([{}]);
    expect(cachedAlerts()?.unread).toBe(0);
    expect(cachedAlerts()?.alerts.every((alert) => alert.read)).toBe(true);
    alerts.unsubscribe();
  });

  it('marks the given alerts read, counting only those that were unread', async () => {
    install({ [`POST ${READ}`]: () => new Response(null, { status: 204 }) });
    const alerts = store.dispatch(savedSearchesApi.endpoints.getSavedSearchAlerts.initiate('user-1'));
    await alerts.unwrap();

    await store.dispatch(savedSearchesApi.endpoints.markSavedSearchAlertsRead.initiate({ ids: [aSavedSearchAlert().id, 'a-2'] })).unwrap();

    expect(await bodiesOf(stub.requests, 'POST', READ)).toEqual([{ ids: [aSavedSearchAlert().id, 'a-2'] }]);
    expect(cachedAlerts()?.unread).toBe(0);
    alerts.unsubscribe();
  });
});
