import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { onboardingDefinitions, type UserRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { notFound } from '../errors';
import { assertOnboardingDefinition, type DefinitionBuyerType, type OnboardingDefinition } from '../tenants/onboarding-definition';

/** The definition that applies to a user: their buyer type's, PROSPECT before account setup. */
export const definitionTypeOf = (user: Pick<UserRow, 'buyerType'>): DefinitionBuyerType => user.buyerType ?? 'PROSPECT';

export async function loadDefinition(db: DbExecutor, tenantId: string, buyerType: DefinitionBuyerType): Promise<OnboardingDefinition> {
  const row = await scoped(db, tenantId).findOne(onboardingDefinitions, eq(onboardingDefinitions.buyerType, buyerType));
  if (!row) throw notFound(`No onboarding is configured for ${buyerType}`);
  assertOnboardingDefinition(row.definition);
  return row.definition;
}
