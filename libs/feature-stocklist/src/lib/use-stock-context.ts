import { useMemo } from 'react';
import type { NetworkItemCount, StocklistSettings, WarehouseGroup } from '@bp/api-contract';
import { useGetPxnSettingsQuery, useGetPxnStocklistSettingsQuery, useGetSaasConfigQuery, useGetStocklistSettingsQuery } from '@bp/data-access-api';
import { useGetNetworkItemCountsQuery, useGetWarehouseGroupsQuery } from './api/stocklist-api';

export interface StockContext {
  /** False until the settings needed to ask for stock have arrived (or failed). */
  ready: boolean;
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
 */
export function useStockContext(username: string, requestedGroup: string | undefined): StockContext {
  const skip = !username;
  const own = useGetStocklistSettingsQuery(username, { skip });
  const pxn = useGetPxnSettingsQuery(username, { skip });
  const networkEnabled = pxn.data?.isNetworkEnabled === true;
  const isPxnr = pxn.data?.isPxnr === true;
  const groupsQuery = useGetWarehouseGroupsQuery(username, { skip: skip || !networkEnabled });
  const countsQuery = useGetNetworkItemCountsQuery(username, { skip: skip || !networkEnabled || !isPxnr });
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

  return {
    ready,
    settings,
    groups,
    selectedGroup,
    canSwitchGroups: isPxnr,
    itemCounts,
    tutorialUrl: settings?.tutorialUrl || config.data?.tutorialUrl || undefined,
    gradingScaleUrl: settings?.gradingScaleUrl || config.data?.gradingScaleUrl || undefined,
  };
}
