import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PxnSettings } from '@bp/api-contract';
import { networkApi, settingsApi, type StateWithApi } from '@bp/data-access-api';
import { stocklistApi } from './api/stocklist-api';
import { withoutReviewParam } from './import/use-import-review';
import { LIST_ITEMS_PER_GROUP, parseStockUrl, toApiQueryString } from './stock-url-state';

/** The store's parts the first calls need: they follow its updates instead of a promise. */
export interface FirstCallsStore {
  dispatch: ThunkDispatch<StateWithApi, unknown, UnknownAction>;
  getState: () => StateWithApi;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The participant the stock query will most likely carry, known from pxn/settings alone (null: own
 * stock without the header); undefined when a guess could be wrong: a reseller's URL asks for
 * another group than the default one, which the warehouse groups must confirm.
 */
export function expectedParticipantOf(pxn: PxnSettings, requestedGroup: string | undefined): string | null | undefined {
  const defaultGroupId = pxn.pxStocklistId ?? undefined;
  if (pxn.isPxnr === true && requestedGroup !== undefined && requestedGroup !== defaultGroupId) return undefined;
  return pxn.isNetworkEnabled === true ? (defaultGroupId ?? null) : null;
}

/**
 * A flat waterfall: the stock list's own calls for a first visit to /stock with the query
 * string `search`, started as soon as the session is known instead of from the page's effects
 * after the shell and the page have rendered. pxn/settings decides the rest: the network's
 * warehouse groups and participant settings, and the first page of the stock query (the
 * arguments the page's hooks will use: they find the same cache entries, answered or under way).
 * They go out from the store update that brings pxn/settings, before React renders for it (a
 * promise continuation ran only after that render). Nothing is subscribed; the page's
 * subscriptions keep what it uses; failures are left to the page. Returns a function that stops waiting.
 */
export function startStockListCalls(store: FirstCallsStore, username: string, search: string): () => void {
  const selectPxn = settingsApi.endpoints.getPxnSettings.select(username);
  let waiting = true;
  const startWith = (pxn: PxnSettings) => {
    if (pxn.isNetworkEnabled === true) {
      store.dispatch(networkApi.util.prefetch('getWarehouseGroups', username, {}));
      store.dispatch(settingsApi.util.prefetch('getPxnStocklistSettings', username, {}));
    }
    const state = parseStockUrl(withoutReviewParam(new URLSearchParams(search)));
    const pxnsParticipantId = expectedParticipantOf(pxn, state.warehouseGroup);
    if (pxnsParticipantId === undefined) return;
    store.dispatch(stocklistApi.util.prefetch('getStockQuery', { queryString: toApiQueryString(state, LIST_ITEMS_PER_GROUP), pxnsParticipantId }, {}));
  };
  let unsubscribe: () => void = () => undefined;
  const stop = () => {
    waiting = false;
    unsubscribe();
  };
  const check = () => {
    if (!waiting) return;
    const pxn = selectPxn(store.getState());
    if (pxn.isError) return stop();
    if (!pxn.data) return;
    stop();
    startWith(pxn.data);
  };
  unsubscribe = store.subscribe(check);
  store.dispatch(settingsApi.util.prefetch('getPxnSettings', username, {}));
  check();
  return stop;
}
