import type { DbExecutor } from '../db/database';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { EmbeddedPaymentGateway } from './embedded-gateway';
import type { PaymentGateway } from './payment-gateway';
import { PayPalRestGateway, PayPalTokenCache } from './paypal-rest-gateway';

export interface PaymentGatewaysOptions {
  /** Per request to PayPal (default 10 s). */
  paypalTimeoutMs?: number;
  now?: () => number;
}

/**
 * Picks a tenant's gateway: PayPal's REST API when its settings carry PayPal client credentials
 * (settings.payments.paypal), else the embedded approval page. One token cache serves every
 * tenant, so a tenant's PayPal token is fetched once per its lifetime, not once per request.
 */
export class PaymentGateways {
  private readonly tokens = new PayPalTokenCache();

  constructor(
    private readonly db: DbExecutor,
    private readonly options: PaymentGatewaysOptions = {},
  ) {}

  for(tenant: ResolvedTenant): PaymentGateway {
    const paypal = tenant.settings.payments?.paypal;
    if (paypal?.clientId && paypal.clientSecret)
      return new PayPalRestGateway(paypal, { tokens: this.tokens, timeoutMs: this.options.paypalTimeoutMs, now: this.options.now });
    return new EmbeddedPaymentGateway(this.db, tenant.id);
  }
}

const CURRENCY_CODES_BY_SYMBOL: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP', C$: 'CAD', A$: 'AUD' };

/** The ISO 4217 code of the tenant's amounts: configured, else from its currency symbol, else USD. */
export function currencyCodeOf(tenant: ResolvedTenant): string {
  return tenant.settings.payments?.currencyCode ?? CURRENCY_CODES_BY_SYMBOL[tenant.settings.currency ?? '$'] ?? 'USD';
}
