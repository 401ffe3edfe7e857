import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WarehouseGroup } from '@bp/api-contract';
import { useGetPxnSettingsQuery, useGetWarehouseGroupsQuery } from '@bp/data-access-api';

/** The URL's seller (a pxnsParticipantId), so a reload or a shared link keeps the choice. */
export const SELLER_PARAM = 'seller';

const NO_GROUPS: WarehouseGroup[] = [];

export interface SellerChoice {
  /** The sellers a network reseller may order from, in the stock list's order (own first); empty for everyone else. */
  groups: readonly WarehouseGroup[];
  /** The select's value: the chosen group, else the own one. */
  selectedId: string;
  /** The pxns-participant-id the calls carry: a partner's id, null for own stock, undefined until the URL's seller is confirmed. */
  participantId: string | null | undefined;
  choose: (pxnsParticipantId: string) => void;
}

/**
 * Whose stock quick order matches: own stock unless a network reseller (pxn/settings isPxnr)
 * picks a partner among the warehouse groups, named in the URL's `seller`. A seller the groups
 * do not list falls back to own stock, as the stock list does.
 */
export function useSellerChoice(username: string): SellerChoice {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SELLER_PARAM) ?? undefined;
  const pxn = useGetPxnSettingsQuery(username, { skip: !username });
  const reseller = pxn.data?.isNetworkEnabled === true && pxn.data.isPxnr;
  const groupsQuery = useGetWarehouseGroupsQuery(username, { skip: !username || !reseller });
  const ownId = pxn.data?.pxStocklistId ?? null;

  const groups = useMemo(() => {
    if (!reseller || !groupsQuery.data) return NO_GROUPS;
    return [...groupsQuery.data].sort((a, b) => a.warehouseGroupSelectOrder - b.warehouseGroupSelectOrder);
  }, [reseller, groupsQuery.data]);

  const partner = requested !== undefined && requested !== ownId ? groups.find((group) => group.pxnsParticipantId === requested) : undefined;
  const settled = requested === undefined || pxn.isError || (pxn.isSuccess && (!reseller || groupsQuery.isSuccess || groupsQuery.isError));
  const participantId = partner ? partner.pxnsParticipantId : settled ? null : undefined;

  const choose = useCallback(
    (pxnsParticipantId: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (pxnsParticipantId === ownId) next.delete(SELLER_PARAM);
          else next.set(SELLER_PARAM, pxnsParticipantId);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, ownId],
  );

  return { groups, selectedId: partner?.pxnsParticipantId ?? ownId ?? groups[0]?.pxnsParticipantId ?? '', participantId, choose };
}
