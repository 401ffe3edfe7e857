import { useMemo } from 'react';
import type { NetworkItemCount, StocklistSettings, WarehouseGroup } from '@bp/api-contract';
import {
  useGetPxnSettingsQuery,
  useGetPxnStocklistSettingsQuery,
  useGetSaasConfigQuery,
  useGetStocklistSettingsQuery,
  useGetWarehouseGroupsQuery,
} from '@bp/data-access-api';
import { useGetNetworkItemCountsQuery } from './api/stocklist-api';
import { expectedParticipantOf } from './first-page-calls';

export interface StockContext {
  /** False until the settings needed to ask for stock have arrived (or failed). */
  ready: boolean;
  /**
   * Before `ready`: the participant the stock query will most likely carry (null: own stock without
   * the header), known from pxn/settings alone; undefined while that is unknown or a guess could be
   * wrong (a group asked for in the URL, which the warehouse groups must confirm). The page starts
   * the query with it, so the query does not wait for the warehouse groups and the settings.
   */
  expectedParticipantId: string | null | undefined;
  settings: StocklistSettings | undefined;
  /** Warehouse groups shown as radios, in warehouseGroupSelectOrder. */
  groups: WarehouseGroup[];
  /** The selected group (the partner stock shown), undefined for the tenant's own stock. */
  selectedGroup: WarehouseGroup | undefined;
  /** Only resellers (isPxnr) switch between warehouse groups (spec 01 §2). */
  canSwitchGroups: boolean;
  itemCounts: Readonly<Record<string, number>>;
  tutorialUrl: string | undefined;
  gradingScaleUrl: string | undefined;
}

const NO_GROUPS: WarehouseGroup[] = [];
const NO_COUNTS: NetworkItemCount[] = [];

/**
 * Everything around the stock query: own or partner settings, the network's warehouse groups and
 * which one is selected. `requestedGroup` is the URL's warehouseGroup (a pxnsParticipantId).
 * `loadItemCounts` false holds back pxnr/stocklist/itemscount (the query's participants facet
 * carries the same counts; the page asks for them once the first page is on screen).
 */
export function useStockContext(
  username: string,
  requestedGroup: string | undefined,
  { loadItemCounts = true }: { loadItemCounts?: boolean } = {},
): StockContext {
  const skip = !username;
  const own = useGetStocklistSettingsQuery(username, { skip });
  const pxn = useGetPxnSettingsQuery(username, { skip });
  const networkEnabled = pxn.data?.isNetworkEnabled === true;
  const isPxnr = pxn.data?.isPxnr === true;
  const groupsQuery = useGetWarehouseGroupsQuery(username, { skip: skip || !networkEnabled });
  const countsQuery = useGetNetworkItemCountsQuery(username, { skip: skip || !networkEnabled || !isPxnr || !loadItemCounts });
  const pxnSettings = useGetPxnStocklistSettingsQuery(username, { skip: skip || !networkEnabled });
  const config = useGetSaasConfigQuery();

  const allGroups = groupsQuery.data ?? NO_GROUPS;
  const defaultGroupId = pxn.data?.pxStocklistId ?? undefined;
  const groups = useMemo(() => {
    const sorted = [...allGroups].sort((a, b) => a.warehouseGroupSelectOrder - b.warehouseGroupSelectOrder);
    return isPxnr ? sorted : sorted.filter((group) => group.pxnsParticipantId === defaultGroupId);
  }, [allGroups, isPxnr, defaultGroupId]);

  const selectedGroup = useMemo(() => {
    const requested = isPxnr ? groups.find((group) => group.pxnsParticipantId === requestedGroup) : undefined;
    return requested ?? groups.find((group) => group.pxnsParticipantId === defaultGroupId);
  }, [groups, isPxnr, requestedGroup, defaultGroupId]);

  const settings = useMemo(() => {
    if (!selectedGroup) return own.data;
    return pxnSettings.data?.find((entry) => entry.pxParticipantId === selectedGroup.pxnsParticipantId) ?? own.data;
  }, [selectedGroup, pxnSettings.data, own.data]);

  const counts = countsQuery.data ?? NO_COUNTS;
  const itemCounts = useMemo(() => Object.fromEntries(counts.map((count) => [count.pxnsParticipantId, count.itemsCount])), [counts]);

  const settled = (query: { isUninitialized: boolean; isLoading: boolean }) => query.isUninitialized || !query.isLoading;
  const ready = !skip && !pxn.isLoading && settled(groupsQuery) && settled(pxnSettings) && !own.isLoading;
  // Without a group in the URL (or for a buyer who cannot switch) the selected group is the
  // default one (pxStocklistId), or none without the network: both follow from pxn/settings.
  // Another group in the URL waits for the groups, which say whether it exists.
  const expectedParticipantId = pxn.data ? expectedParticipantOf(pxn.data, requestedGroup) : undefined;

  return {
    ready,
    expectedParticipantId,
    settings,
    groups,
    selectedGroup,
    canSwitchGroups: isPxnr,
    itemCounts,
    tutorialUrl: settings?.tutorialUrl || config.data?.tutorialUrl || undefined,
    gradingScaleUrl: settings?.gradingScaleUrl || config.data?.gradingScaleUrl || undefined,
  };
}
