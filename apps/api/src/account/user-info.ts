import { eq } from 'drizzle-orm';
import {
  BUYER_GROUP,
  BuyerType,
  FIELD_ERROR_STATUS_FAIL,
  FieldMessageCode,
  MessageCode,
  VERIFIED_PROSPECT,
  type SalesRep,
  type UserInfo,
} from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesReps, users, type SalesRepRow, type UserRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { AppError, notFound } from '../errors';

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
    locale: user.locale ?? null,
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

/**
 * PUT account/user/locale: remembers the portal language the user chose, one the tenant offers
 * (400 otherwise, the field refused as FIELD_NOT_ALLOWED), for their next sign-in and the e-mails they get.
 */
export async function setUserLocale(db: DbExecutor, tenantId: string, userId: string, locale: string, offered: readonly string[]): Promise<void> {
  const chosen = offered.find((candidate) => candidate.toLowerCase() === locale.toLowerCase());
  if (!chosen) {
    throw new AppError(400, MessageCode.BAD_REQUEST, `The portal is not offered in ${locale}`, {
      errors: [
        { status: FIELD_ERROR_STATUS_FAIL, field: 'locale', messageCode: FieldMessageCode.UNKNOWN_FIELD, messageDescription: `Offered: ${offered.join(', ')}` },
      ],
    });
  }
  const updated = await db
    .update(users)
    .set({ locale: chosen })
    .where(scoped(db, tenantId).where(users, eq(users.id, userId)))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound('User not found');
}
