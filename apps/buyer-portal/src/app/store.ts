import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, sessionSlice } from '@bp/data-access-api';
import { cartSlice } from '@bp/feature-cart';
import { checkoutSlice } from '@bp/feature-checkout';
import { pendingOrderChangesSlice } from '@bp/feature-orders';

/**
 * The portal's one Redux store. Server data lives in the RTK Query cache (`api`); `session` holds
 * only who is signed in and why the last session ended (data-access-api documents it). Client-only
 * slices (offers being edited, selections, pending order changes) join this reducer as they arrive.
 */
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  // The cart page's selections (entries themselves stay in the RTK Query cache).
  [cartSlice.name]: cartSlice.reducer,
  // Checkout's handed-over offers and option selection (new order and add to existing).
  [checkoutSlice.name]: checkoutSlice.reducer,
  // The order page's pending order changes (line quantities, removals, options) until Save.
  [pendingOrderChangesSlice.name]: pendingOrderChangesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; tests pass the state they start from. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    // RTK Query's answers reach the page in a microtask, not at the next animation frame (RTK's
    // default): that frame wait sat between every answer and its render, and between each of the
    // first page's calls and the next, and it grows on a busy machine. Answers of one task still
    // notify once.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
