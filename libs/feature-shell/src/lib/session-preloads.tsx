import { memo, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  BANNER_FETCH_FLAG_KEY,
  readStoredJson,
  removeStored,
  selectAnyQueryPending,
  useGetBannersQuery,
  useGetCartSettingsQuery,
  useGetInventorySettingsQuery,
  useGetNetworkSettingsQuery,
  useGetNotificationPreferencesQuery,
  useGetPendingDocumentsQuery,
  useGetPxnSalesOrderSettingsQuery,
  useGetPxnSettingsQuery,
  useGetPxnStocklistSettingsQuery,
  useGetSalesOrderSettingsQuery,
  useGetSalesRepsQuery,
  useGetWarehousesQuery,
} from '@bp/data-access-api';
import { OnDemandAlert, preloadAlert } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

/** How long no query may be pending before the background loads start (ms). */
export const STARTUP_DATA_QUIET_MS = 300;
/** The background loads start at the latest this long after the shell appeared (ms). */
export const STARTUP_DATA_LATEST_MS = 5000;

/**
 * True once the page's own calls are done: no query pending for STARTUP_DATA_QUIET_MS (or
 * STARTUP_DATA_LATEST_MS passed). The API answers calls in turn, so a dozen background loads sent
 * with the page's first calls would delay the page by their time; sent after, they cost it nothing.
 */
export function useAfterPageCalls(): boolean {
  const busy = useSelector(selectAnyQueryPending);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return undefined;
    const timer = setTimeout(() => setStarted(true), STARTUP_DATA_LATEST_MS);
    return () => clearTimeout(timer);
  }, [started]);
  useEffect(() => {
    if (started || busy) return undefined;
    const timer = setTimeout(() => setStarted(true), STARTUP_DATA_QUIET_MS);
    return () => clearTimeout(timer);
  }, [started, busy]);
  return started;
}

/**
 * The rest of the startup calls of a signed-in buyer (spec 01 §7, 03 §7 "Shell loads"), made once
 * the shell is on screen and the page's own calls are answered, so they never hold up the first
 * paint nor the page's data. The subscriptions keep the data in the cache for the screens that
 * read it (each of them also asks itself); failures are only logged (spec 03 §8).
 */
export const BuyerStartupData = memo(function BuyerStartupData({ username }: { username: string }) {
  return useAfterPageCalls() ? <StartupCalls username={username} /> : null;
});

function StartupCalls({ username }: { username: string }) {
  useGetSalesRepsQuery(username);
  useGetCartSettingsQuery(username);
  useGetInventorySettingsQuery(username);
  useGetSalesOrderSettingsQuery(username);
  useGetNetworkSettingsQuery(username);
  useGetWarehousesQuery(username);
  useGetPxnSettingsQuery(username);
  useGetPxnStocklistSettingsQuery(username);
  useGetPxnSalesOrderSettingsQuery(username);
  useGetNotificationPreferencesQuery(username);
  useGetPendingDocumentsQuery(username);
  return null;
}

const isTrue = (value: unknown): value is true => value === true;

/**
 * Spec 01 §7: the broadcast banners are fetched only when the sign-in left its flag, which is then
 * cleared. Each banner can be closed.
 */
export const BroadcastBanners = memo(function BroadcastBanners({ username }: { username: string }) {
  const t = useShellText();
  const [shouldFetch] = useState(() => readStoredJson(BANNER_FETCH_FLAG_KEY, isTrue) === true);
  const { data: banners } = useGetBannersQuery(username, { skip: !shouldFetch });
  // The banners' Alert is not in the shell's download: it comes with the banners' own call.
  useEffect(() => {
    if (shouldFetch) preloadAlert();
  }, [shouldFetch]);
  const [closedIds, setClosedIds] = useState<string[]>([]);
  useEffect(() => {
    if (banners) removeStored(BANNER_FETCH_FLAG_KEY);
  }, [banners]);

  const shown = (banners ?? []).filter((banner) => !closedIds.includes(banner.id));
  if (shown.length === 0) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}>
      {shown.map((banner) => (
        <OnDemandAlert
          key={banner.id}
          type={banner.severity}
          showIcon
          title={banner.message}
          closable={{ onClose: () => setClosedIds((ids) => [...ids, banner.id]), 'aria-label': t('Close') }}
        />
      ))}
    </div>
  );
});
