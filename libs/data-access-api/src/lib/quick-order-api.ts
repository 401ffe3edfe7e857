import type { QuickOrderMatchRequest, QuickOrderMatchResponse } from '@bp/api-contract';
import { QuickOrderPaths } from '@bp/api-contract/constants';
import { api } from './api';

/**
 * Quick order (ordering by list): the buyer's pasted lines matched to the stock list they see. A
 * list longer than QUICK_ORDER_MAX_LINES is split by the screen into several calls. Putting the
 * matched lines in the cart goes through the usual buy at list price (createOffer), line by line.
 * The screen shows its own failure, so the call is `silent`.
 */
export const quickOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST stocklist/quick-order/match: each line MATCHED, AMBIGUOUS (with candidates) or NOT_FOUND. */
    matchQuickOrder: build.mutation<QuickOrderMatchResponse, QuickOrderMatchRequest>({
      query: (body) => ({ url: QuickOrderPaths.match, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useMatchQuickOrderMutation } = quickOrderApi;
