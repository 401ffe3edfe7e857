import { useCallback, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Authority, OfferState } from '@bp/api-contract/constants';
import {
  selectSessionUser,
  useGetAuthoritiesQuery,
  useGetCartSettingsQuery,
  useGetOffersQuery,
  useGetOnHoldOrderWarehousesQuery,
  useGetStocklistSettingsQuery,
  useGetUserInfoQuery,
  useGetWarehousesQuery,
  useWarehouseLabelOf,
  type CartItem,
  type StateWithSession,
} from '@bp/data-access-api';
import { parseTabIndex, tabCounts, tabState, visibleTabs, type CartTabIndex } from '../cart-model';

const NO_ENTRIES: CartItem[] = [];
const NO_CODES: string[] = [];

/**
 * What the cart page reads from the server (RTK Query's cache) and the URL: the buyer's entries,
 * settings and warehouses, and the tab chosen by `?tab=`, reset to 0 when it is not 0, 1 or 2, or
 * names a tab that is hidden or empty once the entries are in (spec 01 §2).
 */
export function useCartData() {
  const [searchParams, setSearchParams] = useSearchParams();
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const authorities = useGetAuthoritiesQuery(username, { skip: !username });
  const canBuyOnline = authorities.data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
  const settings = useGetStocklistSettingsQuery(username, { skip: !username }).data;
  const cartSettings = useGetCartSettingsQuery(username, { skip: !username }).data;
  const warehouses = useGetWarehousesQuery(username, { skip: !username }).data;
  const warehouseLabelOf = useWarehouseLabelOf(username);
  const userInfo = useGetUserInfoQuery(username, { skip: !username }).data;
  // Spec 01 §4: offers and cart are loaded only with CAN_BUY_ONLINE.
  const offers = useGetOffersQuery(undefined, { skip: !canBuyOnline });
  const entries = offers.data ?? NO_ENTRIES;

  const requestedTab = parseTabIndex(searchParams.get('tab'));
  const tabIndex: CartTabIndex = requestedTab ?? 0;
  const state = tabState(tabIndex);
  const onHold = useGetOnHoldOrderWarehousesQuery(undefined, { skip: !canBuyOnline || state !== OfferState.READY_TO_CHECKOUT });

  const counts = useMemo(() => tabCounts(entries), [entries]);
  const acceptingOffers = (cartSettings?.warehouseAcceptingOffer ?? settings?.warehouseAcceptingOffer ?? NO_CODES).length > 0;
  const tabs = useMemo(() => visibleTabs(counts, acceptingOffers), [counts, acceptingOffers]);
  const loaded = offers.isSuccess;
  const chosenTab = tabs.find((tab) => tab.index === tabIndex);

  // Spec 01 §2: any other tab value resets to 0; so does a tab that is hidden or empty once loaded.
  useEffect(() => {
    const unusable = requestedTab === undefined || (loaded && tabIndex !== 0 && (!chosenTab || chosenTab.disabled));
    if (unusable) setSearchParams({ tab: '0' }, { replace: true });
  }, [requestedTab, loaded, tabIndex, chosenTab, setSearchParams]);

  const showTab = useCallback((key: string) => setSearchParams({ tab: key }), [setSearchParams]);

  return {
    authoritiesLoaded: authorities.isSuccess,
    canBuyOnline,
    settings,
    cartSettings,
    warehouses,
    warehouseLabelOf,
    userInfo,
    entries,
    offersLoading: offers.isLoading,
    offersFailed: offers.isError,
    loaded,
    tabIndex,
    state,
    tabs,
    onHoldCodes: onHold.data ?? NO_CODES,
    /** Shows another tab (the `tab` query). */
    showTab,
  };
}

export type CartData = ReturnType<typeof useCartData>;
