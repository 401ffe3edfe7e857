import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DEFAULT_RETURN_SHIP_BY_DAYS,
  fillMessage,
  ReturnMessage,
  ReturnMessageCode,
  type ApproveReturnRequest,
  type CreditReturnRequest,
  type ReturnStatus,
  type SellerReturn,
} from '@bp/api-contract';
import { centsToText, toCents } from '@bp/util-money';
import type { Database, DbExecutor, Transaction } from '../db/database';
import { orderShipmentUnits, returns, returnUnits, salesOrderLines, users, type ReturnRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { businessRuleFailed } from '../errors';
import { mailLocaleOf } from '../mail/mail-locale';
import type { Mailer } from '../mail/mailer';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { ACTION_FROM, ACTION_TO, isoDateAfter, returnStatusOf, type SellerAction } from './return-rules';
import { returnMail } from './return-mail';
import { returnDetailOf, returnNotFound } from './return-views';

// The seller's side of returns (/ops/returns, `npm run ops -- returns`): each claimed unit is
// approved (the return gets an RMA number and a ship-by date), rejected with a reason, received,
// or credited (at most the unit's price). Each action locks the return row, so two answers to one
// return apply one after the other; the buyer hears of approvals, rejections and credits by e-mail.

export interface SellerReturnDeps {
  db: Database;
  mailer: Mailer;
}

async function sellerView(db: DbExecutor, tenantId: string, row: ReturnRow): Promise<SellerReturn> {
  const [buyer] = await scoped(db, tenantId).findMany(users, eq(users.id, row.userId), { limit: 1 });
  return { ...(await returnDetailOf(db, tenantId, row)), buyerEmail: buyer?.email ?? '' };
}

/** GET /ops/returns: newest first, optionally of some statuses. */
export async function listSellerReturns(db: DbExecutor, tenantId: string, statuses?: ReturnStatus[], limit = 200): Promise<SellerReturn[]> {
  const where = statuses && statuses.length > 0 ? inArray(returns.status, statuses) : undefined;
  const rows = await scoped(db, tenantId).findMany(returns, where, { orderBy: [desc(returns.createdAt)], limit });
  const views: SellerReturn[] = [];
  for (const row of rows) views.push(await sellerView(db, tenantId, row));
  return views;
}

export async function sellerReturn(db: DbExecutor, tenantId: string, returnNumber: string): Promise<SellerReturn> {
  const row = await scoped(db, tenantId).findOne(returns, eq(returns.returnNumber, returnNumber));
  if (!row) throw returnNotFound(returnNumber);
  return sellerView(db, tenantId, row);
}

interface UnitChange {
  imei: string;
  rejectionReason?: string;
  creditedCents?: number;
}

/** The return's units with these IMEIs, locked with the return; each must be in a state the action applies to. */
async function unitsFor(tx: Transaction, tenantId: string, row: ReturnRow, action: SellerAction, imeis: readonly string[]) {
  const scope = scoped(tx, tenantId);
  const rows = await tx
    .select({ claim: returnUnits, imei: orderShipmentUnits.imei, unitPriceCents: salesOrderLines.unitPriceCents })
    .from(returnUnits)
    .innerJoin(orderShipmentUnits, scope.join(orderShipmentUnits.id, returnUnits.unitId))
    .innerJoin(salesOrderLines, scope.join(salesOrderLines.id, orderShipmentUnits.lineId))
    .where(scope.where(returnUnits, and(eq(returnUnits.returnId, row.id), inArray(orderShipmentUnits.imei, [...imeis])) as SQL));
  const byImei = new Map(rows.map((unit) => [unit.imei, unit]));
  for (const imei of imeis) {
    const unit = byImei.get(imei);
    if (!unit)
      throw businessRuleFailed(ReturnMessageCode.UNIT_NOT_IN_ORDER, fillMessage(ReturnMessage.UNIT_NOT_IN_ORDER, imei), { field: 'imeis', params: [imei] });
    if (!ACTION_FROM[action].includes(unit.claim.status)) {
      throw businessRuleFailed(ReturnMessageCode.WRONG_UNIT_STATUS, fillMessage(ReturnMessage.WRONG_UNIT_STATUS, imei, unit.claim.status, action), {
        field: 'imeis',
        params: [imei, unit.claim.status, action],
      });
    }
  }
  return byImei;
}

/** Applies one action to some units of a return, then derives the return's status again. */
async function applyAction(
  deps: SellerReturnDeps,
  tenant: ResolvedTenant,
  returnNumber: string,
  action: SellerAction,
  changes: readonly UnitChange[],
  returnChanges: (row: ReturnRow) => Partial<Pick<ReturnRow, 'rmaNumber' | 'shipBy'>> = () => ({}),
): Promise<SellerReturn> {
  const row = await withTransactionRetry(deps.db, async (tx) => {
    const scope = scoped(tx, tenant.id);
    const locked = await scope.findOneForUpdate(returns, eq(returns.returnNumber, returnNumber));
    if (!locked) throw returnNotFound(returnNumber);
    const units = await unitsFor(
      tx,
      tenant.id,
      locked,
      action,
      changes.map((change) => change.imei),
    );
    for (const change of changes) {
      const unit = units.get(change.imei);
      if (!unit) continue;
      if (change.creditedCents !== undefined && change.creditedCents > unit.unitPriceCents) {
        throw businessRuleFailed(ReturnMessageCode.CREDIT_TOO_HIGH, fillMessage(ReturnMessage.CREDIT_TOO_HIGH, change.imei, centsToText(unit.unitPriceCents)), {
          field: 'units',
          params: [change.imei, centsToText(unit.unitPriceCents)],
        });
      }
      await scope.update(
        returnUnits,
        {
          status: ACTION_TO[action],
          ...(change.rejectionReason !== undefined ? { rejectionReason: change.rejectionReason } : {}),
          ...(change.creditedCents !== undefined ? { creditedCents: change.creditedCents } : {}),
        },
        eq(returnUnits.id, unit.claim.id),
      );
    }
    const statuses = (await scope.findMany(returnUnits, eq(returnUnits.returnId, locked.id))).map((unit) => unit.status);
    const [updated] = await scope.update(returns, { ...returnChanges(locked), status: returnStatusOf(statuses) }, eq(returns.id, locked.id));
    return updated;
  });
  const view = await sellerView(deps.db, tenant.id, row);
  if (action !== 'received' && view.buyerEmail) {
    const imeis = new Set(changes.map((change) => change.imei));
    const buyer = await scoped(deps.db, tenant.id).findOne(users, eq(users.id, row.userId));
    const locale = mailLocaleOf(buyer?.locale, tenant.settings.language);
    // The answer is committed whatever the mail server says; a failed send is not the seller's error.
    await deps.mailer.send(returnMail(tenant, view, action, imeis, locale)).catch(() => undefined);
  }
  return view;
}

export function approveReturn(deps: SellerReturnDeps, tenant: ResolvedTenant, returnNumber: string, request: ApproveReturnRequest, now = new Date()) {
  return applyAction(
    deps,
    tenant,
    returnNumber,
    'approved',
    request.imeis.map((imei) => ({ imei })),
    (row) => ({
      rmaNumber: row.rmaNumber ?? request.rmaNumber ?? `RMA-${row.returnNumber}`,
      shipBy: request.shipBy ?? row.shipBy ?? isoDateAfter(now, DEFAULT_RETURN_SHIP_BY_DAYS),
    }),
  );
}

export function rejectReturnUnits(deps: SellerReturnDeps, tenant: ResolvedTenant, returnNumber: string, imeis: readonly string[], reason: string) {
  return applyAction(
    deps,
    tenant,
    returnNumber,
    'rejected',
    imeis.map((imei) => ({ imei, rejectionReason: reason.trim() })),
  );
}

export function receiveReturnUnits(deps: SellerReturnDeps, tenant: ResolvedTenant, returnNumber: string, imeis: readonly string[]) {
  return applyAction(
    deps,
    tenant,
    returnNumber,
    'received',
    imeis.map((imei) => ({ imei })),
  );
}

export function creditReturnUnits(deps: SellerReturnDeps, tenant: ResolvedTenant, returnNumber: string, request: CreditReturnRequest) {
  return applyAction(
    deps,
    tenant,
    returnNumber,
    'credited',
    request.units.map((unit) => ({ imei: unit.imei, creditedCents: toCents(String(unit.amount)) })),
  );
}
