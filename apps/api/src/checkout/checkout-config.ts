import { eq, isNull } from 'drizzle-orm';
import { CheckoutConfigSchema, type CheckoutConfig } from '@bp/api-contract';
import { Compile } from 'typebox/compile';
import type { Database, DbExecutor } from '../db/database';
import { checkoutConfigurations } from '../db/schema';
import { scoped } from '../db/scoped';
import { ReadThroughCache } from '../read-through-cache';

// The checkout configuration document of a tenant (participant null) or of a partner-network
// participant. It is one jsonb document checked against CheckoutConfigSchema when written and
// when read, so a hand-edited row fails loudly instead of pricing an order from garbage.

const validator = Compile(CheckoutConfigSchema);

/** The document as given, or an error naming the first problem. */
export function validCheckoutConfig(config: unknown): CheckoutConfig {
  if (validator.Check(config)) {
    // A service's fee cannot be a share of the total it is part of.
    const circular = config.additionalServices.find((service) => service.fee.feeType === 'PERC_OF_ORDER_TOTAL');
    if (circular) throw new Error(`Invalid checkout configuration: additional service ${circular.id} cannot charge PERC_OF_ORDER_TOTAL`);
    const unpriced = [
      ...config.additionalServices.map((service) => service.fee),
      ...config.paymentMethods.flatMap((method) => (method.fee ? [method.fee] : [])),
    ].find((fee) => (fee.feeType === 'FIXED' || fee.feeType === 'PER_UNIT' ? fee.amount === undefined : fee.percent === undefined));
    if (unpriced)
      throw new Error(`Invalid checkout configuration: a ${unpriced.feeType} fee needs ${unpriced.feeType.startsWith('PERC') ? 'percent' : 'amount'}`);
    return config;
  }
  const [first] = validator.Errors(config);
  throw new Error(`Invalid checkout configuration: ${first ? `${first.instancePath || '/'} ${first.message}` : 'unknown error'}`);
}

/** A tenant without a configuration offers no shipping or payment method: checkout then reports every row as missing. */
export const EMPTY_CHECKOUT_CONFIG: CheckoutConfig = {
  shippingMethods: [],
  billMyAccount: null,
  requestAQuote: null,
  insurance: { maxShipmentInsuranceAmount: null, percent: '0', minimum: '0.00' },
  paymentMethods: [],
  additionalServices: [],
  taxRules: [],
  lateTerms: { reservationFeePercent: '0', cancellationFeePercent: '0', paymentTimeExtensionCustomText: null },
};

/**
 * The configuration that applies to orders of `participantId` (a partner's own document when it
 * has one, else the tenant's), or to the tenant's own stock (participantId null).
 */
export async function checkoutConfigOf(db: DbExecutor, tenantId: string, participantId: string | null): Promise<CheckoutConfig> {
  const scope = scoped(db, tenantId);
  const own = participantId === null ? undefined : await scope.findOne(checkoutConfigurations, eq(checkoutConfigurations.participantId, participantId));
  const row = own ?? (await scope.findOne(checkoutConfigurations, isNull(checkoutConfigurations.participantId)));
  return row ? validCheckoutConfig(row.config) : EMPTY_CHECKOUT_CONFIG;
}

/** How long another instance's save may take to reach this one's checkout (like the stock list's version check). */
export const CHECKOUT_CONFIG_MAX_AGE_MS = 1000;

/** Incremented by every save in this process: cached configurations are read again at once. */
let configSaves = 0;

/** One cache per database (tests run several apps, each on its own database, in one process). */
const configCaches = new WeakMap<Database, ReadThroughCache<CheckoutConfig>>();

/**
 * checkoutConfigOf through a per-database cache (every calculate-charges and submit
 * needs the same document, read and validated). The answer is shared between requests: never mutate it.
 */
export function cachedCheckoutConfigOf(db: Database, tenantId: string, participantId: string | null, reader: DbExecutor = db): Promise<CheckoutConfig> {
  const cache =
    configCaches.get(db) ?? new ReadThroughCache<CheckoutConfig>({ maxEntries: 1024, maxAgeMs: CHECKOUT_CONFIG_MAX_AGE_MS, generation: () => configSaves });
  configCaches.set(db, cache);
  // `reader`: the transaction of a caller that only knows the participant once it holds a row lock
  // (the database's own connection would wait for that transaction on PGlite).
  return cache.get(`${tenantId}|${participantId ?? ''}`, () => checkoutConfigOf(reader, tenantId, participantId));
}

/** Writes (insert or replace) the configuration of the tenant or of one participant. */
export async function saveCheckoutConfig(db: DbExecutor, tenantId: string, participantId: string | null, config: CheckoutConfig): Promise<void> {
  await scoped(db, tenantId).upsert(checkoutConfigurations, [{ participantId, config: validCheckoutConfig(config) }], ['participantId']);
  configSaves += 1;
}
