import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { PxnSettings, SavedSearch, StockAlert, StockQueryResult, StocklistSettings } from '@bp/api-contract';
import { aTenantConfig } from '@bp/api-contract/testing';
import { api } from '@bp/data-access-api';
import { aSessionState, installFetchStub, jsonResponse, setupApiStore, type StubHandler } from '@bp/data-access-api/testing';
import { aStockQueryResult, aStocklistSettings } from '@bp/api-contract/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { createMemoryHistory, HistoryRoutes } from '@bp/util-navigation';
import { StockOffersProvider, type OffersByItem } from './offers-seam';
import { StockAlertsPage } from './stock-alerts-page';
import { StockListPage, type StockListPageProps } from './stock-list-page';

/** The harness tenant: Miami (accepts offers) and Los Angeles, grades A and B, no sort rules. */
const HARNESS_TENANT = {
  warehouses: ['MIA', 'LAX'],
  warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' },
  grades: ['A', 'B'],
  sortOrder: {},
  attributeSortAlgorithm: {},
};

export const ALL_STOCK_AUTHORITIES = ['CAN_BUY_ONLINE', 'CAN_SET_STOCKLIST_ALERT', 'CAN_SUBSCRIBE_DAILY_REPORT'];

const mounted: Array<() => void> = [];

/**
 * Unmounts what renderStockArea rendered and resets the api state, which clears RTK Query's
 * cache-removal timers (keepUnusedDataFor) so jest can exit. Call it in afterEach.
 */
export function cleanupStockArea(): void {
  while (mounted.length) mounted.pop()?.();
}

export interface RenderStockOptions {
  path?: string;
  /** Answered by GET security/authorities (the page's default source). */
  authorities?: string[];
  pageProps?: StockListPageProps;
  settings?: Partial<StocklistSettings>;
  pxnSettings?: Partial<PxnSettings>;
  /** The answer of GET stocklist/query for the request's query string. */
  query?: (params: URLSearchParams, request: Request) => StockQueryResult | Promise<StockQueryResult>;
  alerts?: StockAlert[];
  /** The answer of GET stocklist/saved-searches. */
  savedSearches?: SavedSearch[];
  tutorialUrl?: string;
  /** The cart issue's offers, given through StockOffersProvider. */
  offers?: OffersByItem;
  /** Extra or replacing routes, `METHOD /px-api-gateway/path`. */
  routes?: Record<string, StubHandler>;
}

/** Renders /stock and /stock-alerts with a real store, router and a fetch stub for every call. */
export function renderStockArea({
  path = '/stock',
  authorities = ALL_STOCK_AUTHORITIES,
  pageProps,
  settings,
  pxnSettings,
  query,
  alerts = [],
  savedSearches = [],
  tutorialUrl,
  offers,
  routes = {},
}: RenderStockOptions = {}) {
  const fetchStub = installFetchStub({
    'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
    'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings({ ...HARNESS_TENANT, ...settings })),
    'GET /px-api-gateway/pxn/settings': () => jsonResponse({ isNetworkEnabled: false, pxStocklistId: null, isPxnr: false, isPxns: false, ...pxnSettings }),
    'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig({ tutorialUrl })),
    'GET /px-api-gateway/stocklist/query': async (request) =>
      jsonResponse(query ? await query(new URL(request.url, 'http://localhost').searchParams, request) : aStockQueryResult()),
    'GET /px-api-gateway/stocklist/alert/items': () => jsonResponse(alerts),
    'GET /px-api-gateway/stocklist/saved-searches': () => jsonResponse({ savedSearches }),
    ...routes,
  });
  const store = setupApiStore({ session: aSessionState() });
  const history = createMemoryHistory({ initialEntries: [path] });
  const pages = [
    { path: '/stock', element: <StockListPage {...pageProps} /> },
    { path: '/stock-alerts', element: <StockAlertsPage /> },
    { path: '/cart', element: <h1>Cart page</h1> },
  ];
  // The pages' snackbars and dialogs come from the portal's FeedbackProvider, as in the app.
  const rendered = render(
    <Provider store={store}>
      <FeedbackProvider>
        {offers ? (
          <StockOffersProvider offers={offers}>
            <HistoryRoutes history={history} routes={pages} />
          </StockOffersProvider>
        ) : (
          <HistoryRoutes history={history} routes={pages} />
        )}
      </FeedbackProvider>
    </Provider>,
  );
  mounted.push(() => {
    rendered.unmount();
    store.dispatch(api.util.resetApiState());
  });
  return { ...rendered, store, history, fetchStub };
}

/** The stub's requests to a path, e.g. 'stocklist/query'. */
export function requestsTo(requests: Request[], path: string, method = 'GET'): Request[] {
  return requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === `/px-api-gateway/${path}`);
}
