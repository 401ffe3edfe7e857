import { asc, eq } from 'drizzle-orm';
import { API_BASE_PATH, DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type PendingDocuments, type SalesReps } from '@bp/api-contract';
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

export async function saveNotificationPreferences(db: DbExecutor, tenantId: string, userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const [updated] = await scoped(db, tenantId).update(users, { notificationPreferences: preferences }, eq(users.id, userId));
  if (!updated) throw notFound('User not found');
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...updated.notificationPreferences };
}

/** Where proof-of-export files will be uploaded (the upload itself arrives with the orders issue). */
export const PROOF_OF_EXPORT_UPLOAD_PATH = `${API_BASE_PATH}/account/proof-of-export/upload`;

/**
 * GET account/pending-documents: proof-of-export documents the buyer still owes. Nothing can be
 * owed before orders exist, so the list is empty and pay-and-ship stays enabled.
 */
export function pendingDocuments(origin: string): PendingDocuments {
  return { documents: [], documentUploadUrl: `${origin}${PROOF_OF_EXPORT_UPLOAD_PATH}`, authToken: '', disablePayAndShipNow: false, isOpen: false };
}

/** GET buyer-onboarding/sales-reps: the tenant's sales representatives, by name. */
export async function listSalesReps(db: DbExecutor, tenantId: string): Promise<SalesReps> {
  const rows = await scoped(db, tenantId).findMany(salesReps, undefined, { orderBy: [asc(salesReps.name)] });
  return rows.map(toSalesRep);
}
