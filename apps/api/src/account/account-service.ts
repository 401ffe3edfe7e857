import { asc, eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type SalesReps } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesReps, users } from '../db/schema';
import { scoped } from '../db/scoped';
import { notFound } from '../errors';
import { toSalesRep } from './user-info';

/** GET account/user/notification-preferance: the stored choices, defaults for what was never chosen. */
export async function notificationPreferences(db: DbExecutor, tenantId: string, userId: string): Promise<NotificationPreferences> {
  const user = await scoped(db, tenantId).findOne(users, eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...user.notificationPreferences };
}

export async function saveNotificationPreferences(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [updated] = await scoped(db, tenantId).update(users, { notificationPreferences: preferences }, eq(users.id, userId));
  if (!updated) throw notFound('User not found');
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...updated.notificationPreferences };
}

/** GET buyer-onboarding/sales-reps: the tenant's sales representatives, by name. */
export async function listSalesReps(db: DbExecutor, tenantId: string): Promise<SalesReps> {
  const rows = await scoped(db, tenantId).findMany(salesReps, undefined, { orderBy: [asc(salesReps.name)] });
  return rows.map(toSalesRep);
}
