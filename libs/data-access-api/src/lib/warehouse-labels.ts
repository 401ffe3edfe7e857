import { useCallback } from 'react';
import type { PxnStocklistSettings, StocklistSettings } from '@bp/api-contract';
import { useGetPxnStocklistSettingsQuery, useGetStocklistSettingsQuery } from './settings-api';

/** The name a warehouse is shown by, given its code and (for partner stock) its seller's participant id. */
export type WarehouseLabelOf = (warehouseCode: string, participantId?: string | null) => string;

/**
 * One rule for naming a warehouse (spec 01 §3 Stocklist settings, warehouseLabels per participant):
 * a partner seller's warehouse by its participant's labels (pxn/stocklist-settings), as the stock
 * list shows it; the tenant's own by the own stock list settings; the code while neither names it.
 */
export function warehouseLabelOf(
  warehouseCode: string,
  participantId: string | null | undefined,
  own: Pick<StocklistSettings, 'warehouseLabels'> | undefined,
  partners: readonly Pick<StocklistSettings, 'pxParticipantId' | 'warehouseLabels'>[] | undefined,
): string {
  const partnerLabel = participantId ? partners?.find((settings) => settings.pxParticipantId === participantId)?.warehouseLabels[warehouseCode] : undefined;
  return partnerLabel ?? own?.warehouseLabels[warehouseCode] ?? warehouseCode;
}

const NO_PARTNERS: PxnStocklistSettings = [];

/** warehouseLabelOf over the settings in the cache (asked for when missing), for screens that hold only codes. */
export function useWarehouseLabelOf(username: string): WarehouseLabelOf {
  const own = useGetStocklistSettingsQuery(username, { skip: !username }).data;
  const partners = useGetPxnStocklistSettingsQuery(username, { skip: !username }).data ?? NO_PARTNERS;
  return useCallback((warehouseCode, participantId) => warehouseLabelOf(warehouseCode, participantId, own, partners), [own, partners]);
}
