import { DEFAULT_RETURN_WINDOW_DAYS, type ReturnStatus, type ReturnUnitStatus } from '@bp/api-contract';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// The rules of a return that need no database: its status from its units', the claim window, and
// which seller action applies to a unit in which state.

/** The order in which a unit moves; REJECTED stands aside. */
const PROGRESS: readonly ReturnUnitStatus[] = ['REQUESTED', 'APPROVED', 'RECEIVED', 'CREDITED'];

/** REJECTED when every unit was rejected; otherwise the least advanced state of the others. */
export function returnStatusOf(unitStatuses: readonly ReturnUnitStatus[]): ReturnStatus {
  const open = unitStatuses.filter((status) => status !== 'REJECTED');
  if (open.length === 0) return 'REJECTED';
  return PROGRESS[Math.min(...open.map((status) => PROGRESS.indexOf(status)))];
}

export type SellerAction = 'approved' | 'rejected' | 'received' | 'credited';

/** The unit states each seller action applies to. */
export const ACTION_FROM: Record<SellerAction, readonly ReturnUnitStatus[]> = {
  approved: ['REQUESTED'],
  rejected: ['REQUESTED', 'APPROVED'],
  received: ['APPROVED'],
  credited: ['APPROVED', 'RECEIVED'],
};

export const ACTION_TO: Record<SellerAction, ReturnUnitStatus> = { approved: 'APPROVED', rejected: 'REJECTED', received: 'RECEIVED', credited: 'CREDITED' };

/**
 * Days after shipping a buyer may claim units of an order: the selling partner's window for a
 * network order when the tenant sets one, else the tenant's, else DEFAULT_RETURN_WINDOW_DAYS.
 */
export function returnWindowDays(tenant: ResolvedTenant, participantId: string | null): number {
  const settings = tenant.settings.portal?.salesOrders?.returns;
  const partner = participantId ? settings?.windowDaysByParticipant?.[participantId] : undefined;
  return partner ?? settings?.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const returnsUntilOf = (shippedAt: Date, windowDays: number): Date => new Date(shippedAt.getTime() + windowDays * DAY_MS);

/** YYYY-MM-DD of `days` after `from` (UTC). */
export const isoDateAfter = (from: Date, days: number): string => new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
