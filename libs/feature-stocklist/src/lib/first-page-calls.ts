import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PxnSettings } from '@bp/api-contract';
import { settingsApi } from '@bp/data-access-api';
import { stocklistApi } from './api/stocklist-api';
import { preloadLastUpdatedFormat } from './components/last-updated';
import { withoutReviewParam } from './import/use-import-review';
import { LIST_ITEMS_PER_GROUP, parseStockUrl, toApiQueryString } from './stock-url-state';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

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
 * Issue 12's flat waterfall: the stock list's own calls for a first visit to /stock with the query
 * string `search`, started as soon as the session is known instead of from the page's effects
 * after the shell and the page have rendered. pxn/settings decides the rest: the network's
 * warehouse groups and participant settings, and the first page of the stock query (the
 * arguments the page's hooks will use: they find the same cache entries, answered or under way).
 * Nothing is subscribed; the page's subscriptions keep what it uses. Failures are left to the page.
 * The date format module of the line above the cards starts downloading too.
 */
export async function startStockListCalls(dispatch: AnyDispatch, username: string, search: string): Promise<void> {
  void preloadLastUpdatedFormat().catch(() => undefined);
  const pxn = await dispatch(settingsApi.endpoints.getPxnSettings.initiate(username, { subscribe: false }));
  if (!pxn.data) return;
  if (pxn.data.isNetworkEnabled === true) {
    dispatch(stocklistApi.util.prefetch('getWarehouseGroups', username, {}));
    dispatch(settingsApi.util.prefetch('getPxnStocklistSettings', username, {}));
  }
  const state = parseStockUrl(withoutReviewParam(new URLSearchParams(search)));
  const pxnsParticipantId = expectedParticipantOf(pxn.data, state.warehouseGroup);
  if (pxnsParticipantId === undefined) return;
  dispatch(stocklistApi.util.prefetch('getStockQuery', { queryString: toApiQueryString(state, LIST_ITEMS_PER_GROUP), pxnsParticipantId }, {}));
}
