import type { CartSettings, UserInfo, Warehouse } from '@bp/api-contract';
import { aStocklistSettings, aUserInfo } from '@bp/api-contract/testing';
import { warehouseLabelOf, type CartItem, type WarehouseLabelOf } from '@bp/data-access-api';
import { cleanupPortalPages, jsonResponse, renderPortalPage, type StubHandler } from '@bp/data-access-api/testing';
import { FeedbackProvider } from '@bp/ui-kit';
import { CartPage } from './cart-page';
import { cartSlice, selectCartSelection, type StateWithCart } from './cart-slice';
export { anEntry, anOffer } from '../testing';

export const WAREHOUSES: Warehouse[] = [
  { warehouseId: 'wh-mia', warehouseCode: 'MIA', warehouseLabel: 'Miami', acceptsOffers: true },
  { warehouseId: 'wh-lax', warehouseCode: 'LAX', warehouseLabel: 'Los Angeles', acceptsOffers: false },
];

/** The partner seller of the harness: its warehouse GMT-LON is labelled 'London (GMT)' in its settings only. */
export const PARTNER_ID = 'GMT-001';

/** The warehouse namer of a tenant with these own labels and the harness's partner seller. */
export const labelsOf =
  (warehouseLabels: Record<string, string>): WarehouseLabelOf =>
  (code, participantId) =>
    warehouseLabelOf(code, participantId, { warehouseLabels }, [{ pxParticipantId: PARTNER_ID, warehouseLabels: { 'GMT-LON': 'London (GMT)' } }]);

function aCartSettings(overrides: Partial<CartSettings> = {}): CartSettings {
  return { warehouseAcceptingOffer: ['MIA'], systemMessages: { offerClearingSchedule: false, freeShipping: false }, ...overrides };
}

/** Unmounts, resets the api state (clears RTK Query timers so jest exits) and local storage. Call in afterEach. */
export const cleanupCart = cleanupPortalPages;

export interface RenderCartOptions {
  path?: string;
  entries?: CartItem[];
  authorities?: string[];
  cartSettings?: Partial<CartSettings>;
  userInfo?: Partial<UserInfo>;
  onHold?: string[];
  routes?: Record<string, StubHandler>;
}

/**
 * Renders /cart as the app does (the api, the session and the cart's slice in one store, a memory
 * router, antd's App for the snackbars) with a fetch stub for every call; the stock list and
 * checkout are probes showing where the page went, with the navigation state it handed over.
 */
export function renderCart({
  path = '/cart',
  entries = [],
  authorities = ['CAN_BUY_ONLINE'],
  cartSettings,
  userInfo,
  onHold = [],
  routes = {},
}: RenderCartOptions = {}) {
  return renderPortalPage({
    path,
    routes: [{ path: '/cart', element: <CartPage /> }],
    wrapper: FeedbackProvider,
    probes: { '/stock': 'Stock List', '/checkout/:warehouse': 'Checkout', '/checkout/add-to-unshipped-order/:warehouse': 'Checkout' },
    reducers: { [cartSlice.name]: cartSlice.reducer },
    calls: {
      'GET /px-api-gateway/security/authorities': () => jsonResponse(authorities),
      'GET /px-api-gateway/stocklist/settings': () =>
        jsonResponse(aStocklistSettings({ warehouses: ['MIA', 'LAX'], warehouseLabels: { MIA: 'Miami', LAX: 'Los Angeles' } })),
      // A partner seller's stock list settings (spec 01 §3): its warehouses' labels.
      'GET /px-api-gateway/pxn/stocklist-settings': () =>
        jsonResponse([aStocklistSettings({ pxParticipantId: PARTNER_ID, warehouses: ['GMT-LON'], warehouseLabels: { 'GMT-LON': 'London (GMT)' } })]),
      'GET /px-api-gateway/stocklist/cart/settings': () => jsonResponse(aCartSettings(cartSettings)),
      'GET /px-api-gateway/stocklist/warehouses': () => jsonResponse(WAREHOUSES),
      'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo(userInfo)),
      'GET /px-api-gateway/stocklist/offers': () => jsonResponse(entries),
      'GET /px-api-gateway/sales-orders/onhold-order-warehouses': () => jsonResponse(onHold),
      ...routes,
    },
  });
}

/** The ticked entries in a rendered cart's store (its state carries the cart slice under `cart`). */
export const cartSelectionOf = (store: { getState(): unknown }) => selectCartSelection(store.getState() as StateWithCart);
