import { eq } from 'drizzle-orm';
import { BUYER_GROUP, BuyerType, VERIFIED_PROSPECT, type SalesRep, type UserInfo } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesReps, users, type SalesRepRow, type UserRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { notFound } from '../errors';

/**
 * users.buyer_type + users.onboarding_status → UserInfo.buyerType: a PROSPECT is verified only once
 * onboarding says VERIFIED_PROSPECT; no buyer type means the account is not set up yet.
 */
export function buyerTypeOf(user: Pick<UserRow, 'buyerType' | 'onboardingStatus'>): BuyerType | null {
  if (user.buyerType === 'CUSTOMER') return BuyerType.CUSTOMER;
  if (user.buyerType === 'PROSPECT') return user.onboardingStatus === VERIFIED_PROSPECT ? BuyerType.VERIFIED_PROSPECT : BuyerType.UNVERIFIED_PROSPECT;
  return null;
}

export function toSalesRep(rep: SalesRepRow): SalesRep {
  return {
    salesRepName: rep.name,
    salesRepEmail: rep.email,
    ...(rep.phone ? { salesRepPhone: rep.phone } : {}),
    ...(rep.whatsapp ? { salesRepWhatApp: rep.whatsapp } : {}),
  };
}

export function toUserInfo(user: UserRow, rep: SalesRepRow | null): UserInfo {
  const isBuyer = user.groups.includes(BUYER_GROUP);
  const buyerType = buyerTypeOf(user);
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isBuyer,
    salesRep: rep ? toSalesRep(rep) : null,
    prospectId: user.prospectId,
    buyerType,
    onboardingStatus: user.onboardingStatus,
    readyForCheckout: isBuyer && (buyerType === BuyerType.CUSTOMER || buyerType === BuyerType.VERIFIED_PROSPECT),
  };
}

/** GET account/user-info: the signed-in user with their sales rep. */
export async function userInfo(db: DbExecutor, tenantId: string, userId: string): Promise<UserInfo> {
  const scope = scoped(db, tenantId);
  const [row] = await db
    .select({ user: users, rep: salesReps })
    .from(users)
    .leftJoin(salesReps, scope.join(salesReps.id, users.salesRepId))
    .where(scope.where(users, eq(users.id, userId)))
    .limit(1);
  if (!row) throw notFound('User not found');
  return toUserInfo(row.user, row.rep);
}
