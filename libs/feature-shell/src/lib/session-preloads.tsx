import { Alert, Flex } from 'antd';
import { useEffect, useState } from 'react';
import {
  BANNER_FETCH_FLAG_KEY,
  readStoredJson,
  removeStored,
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
import { useShellText } from './use-shell-text';

/**
 * The rest of the startup calls of a signed-in buyer (spec 01 §7, 03 §7 "Shell loads"), made once
 * the shell is on screen so they never hold up the first paint. The subscriptions keep the data in
 * the cache for the screens that read it; failures are only logged (spec 03 §8).
 */
export function BuyerStartupData({ username }: { username: string }) {
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
export function BroadcastBanners({ username }: { username: string }) {
  const t = useShellText();
  const [shouldFetch] = useState(() => readStoredJson(BANNER_FETCH_FLAG_KEY, isTrue) === true);
  const { data: banners } = useGetBannersQuery(username, { skip: !shouldFetch });
  const [closedIds, setClosedIds] = useState<string[]>([]);
  useEffect(() => {
    if (banners) removeStored(BANNER_FETCH_FLAG_KEY);
  }, [banners]);

  const shown = (banners ?? []).filter((banner) => !closedIds.includes(banner.id));
  if (shown.length === 0) return null;
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      {shown.map((banner) => (
        <Alert
          key={banner.id}
          type={banner.severity}
          showIcon
          title={banner.message}
          closable={{ onClose: () => setClosedIds((ids) => [...ids, banner.id]), 'aria-label': t('Close') }}
        />
      ))}
    </Flex>
  );
}
