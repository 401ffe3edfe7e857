import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import type { CartSettings, UserInfo, Warehouse } from '@bp/api-contract';
import { aUserInfo } from '@bp/api-contract/testing';
import { api, sessionSlice, type CartItem } from '@bp/data-access-api';
import { aStocklistSettings } from '@bp/api-contract/testing';
import { aSessionState, installFetchStub, jsonResponse, type StubHandler } from '@bp/data-access-api/testing';
import { CartPage } from './cart-page';
import { cartSlice } from './cart-slice';
export { anEntry, anOffer } from '../testing';

export const WAREHOUSES: Warehouse[] = [
  { warehouseId: 'wh-mia', warehouseCode: 'MIA', warehouseLabel: 'Miami', acceptsOffers: true },
  { warehouseId: 'wh-lax', warehouseCode: 'LAX', warehouseLabel: 'Los Angeles', acceptsOffers: false },
];

function aCartSettings(overrides: Partial<CartSettings> = {}): CartSettings {
  return { warehouseAcceptingOffer: ['MIA'], systemMessages: { offerClearingSchedule: false, freeShipping: false }, ...overrides };
}

export function setupCartStore() {
  return configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer, [cartSlice.name]: cartSlice.reducer }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

const mounted: Array<() => void> = [];

/** Unmounts and resets the api state (clears RTK Query timers so jest exits). Call in afterEach. */
export function cleanupCart(): void {
  while (mounted.length) mounted.pop()?.();
}

export interface RenderCartOptions {
  path?: string;
  entries?: CartItem[];
  authorities?: string[];
  cartSettings?: Partial<CartSettings>;
  userInfo?: Partial<UserInfo>;
  onHold?: string[];
  routes?: Record<string, StubHandler>;
}

/** Shows where checkout navigation went, with its state, for assertions. */
function CheckoutProbe() {
  const location = useLocation();
  return (
    <>
      <h1>Checkout</h1>
      <output aria-label="Navigation state">{JSON.stringify(location.state)}</output>
    </>
  );
}

/** Renders /cart with a real store and router and a fetch stub for every call. */
export function renderCart({ path = '/cart', entries = [], authorities = ['CAN_BUY_ONLINE'], cartSettings, userInfo, onHold = [], routes = {} }: RenderCartOptions = {}) {
  const fetchStub = installFetchStub({
    'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
    'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings({ warehouses: ['MIA', 'LAX'], warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' } })),
    'GET /px-api-gateway/stocklist/cart/settings': () => jsonResponse(aCartSettings(cartSettings)),
    'GET /px-api-gateway/stocklist/warehouses': () => jsonResponse(WAREHOUSES),
    'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo(userInfo)),
    'GET /px-api-gateway/stocklist/offers': () => jsonResponse(entries),
    'GET /px-api-gateway/sales-orders/onhold-order-warehouses': () => jsonResponse(onHold),
    ...routes,
  });
  const store = setupCartStore();
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/stock', element: <h1>Stock List</h1> },
      { path: '/checkout/:warehouse', element: <CheckoutProbe /> },
      { path: '/checkout/add-to-unshipped-order/:warehouse', element: <CheckoutProbe /> },
    ],
    { initialEntries: [path] },
  );
  const rendered = render(
    <Provider store={store}>
      {/* antd's App answers the cart's snackbars (useFeedback), as the shell's FeedbackProvider does in the portal. */}
      <App>
        <RouterProvider router={router} />
      </App>
    </Provider>,
  );
  mounted.push(() => {
    rendered.unmount();
    store.dispatch(api.util.resetApiState());
    fetchStub.restore();
  });
  return { ...rendered, store, router, fetchStub };
}
