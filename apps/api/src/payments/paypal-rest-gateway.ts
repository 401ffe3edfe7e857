import { LruMap } from '../lru-map';
import type { PayPalCredentials } from '../tenants/tenant-settings';
import {
  centsToDecimalString,
  PaymentProviderError,
  type CaptureOutcome,
  type CreatedPaymentOrder,
  type CreatePaymentOrder,
  type PaymentGateway,
} from './payment-gateway';

// PayPal Orders v2 over fetch (https://developer.paypal.com/docs/api/orders/v2/): an OAuth2
// client-credentials token, POST /v2/checkout/orders (intent CAPTURE) and
// POST /v2/checkout/orders/{id}/capture, both with PayPal-Request-Id. The REST API is small
// enough that the official SDK would add a dependency without removing much code.

export const PAYPAL_BASE_URLS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** Renew a token this long before PayPal says it expires (clock skew, request time). */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

interface CachedToken {
  accessToken: string;
  expiresAt: number;
}

/**
 * Access tokens by base URL and client id, shared by every tenant's gateway: PayPal's tokens last
 * about nine hours, and asking for one per request would double each call's latency. Bounded
 * (LruMap), so tenants churning credentials cannot grow it.
 */
export class PayPalTokenCache {
  private readonly tokens: LruMap<string, CachedToken>;

  constructor(maxEntries = 1_000) {
    this.tokens = new LruMap(maxEntries);
  }

  get(key: string, now: number): string | undefined {
    const cached = this.tokens.get(key);
    if (!cached) return undefined;
    if (cached.expiresAt - TOKEN_RENEWAL_MARGIN_MS <= now) {
      this.tokens.delete(key);
      return undefined;
    }
    return cached.accessToken;
  }

  set(key: string, accessToken: string, expiresAt: number): void {
    this.tokens.set(key, { accessToken, expiresAt });
  }

  forget(key: string): void {
    this.tokens.delete(key);
  }
}

export interface PayPalRestOptions {
  tokens: PayPalTokenCache;
  /** Per request to PayPal; a slower answer is a PaymentProviderError. */
  timeoutMs?: number;
  now?: () => number;
}

interface PayPalLink {
  rel: string;
  href: string;
}

interface PayPalCapture {
  id: string;
  status: string;
  status_details?: { reason?: string };
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

interface PayPalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
}

export class PayPalRestGateway implements PaymentGateway {
  readonly provider = 'PAYPAL' as const;
  readonly description: string;
  private readonly baseUrl: string;
  private readonly tokenKey: string;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly credentials: PayPalCredentials,
    private readonly options: PayPalRestOptions,
  ) {
    this.baseUrl = (credentials.baseUrl ?? PAYPAL_BASE_URLS[credentials.environment ?? 'sandbox']).replace(/\/+$/, '');
    this.tokenKey = `${this.baseUrl}|${credentials.clientId}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.description = `PayPal Orders v2 at ${this.baseUrl}`;
  }

  async createOrder(order: CreatePaymentOrder): Promise<CreatedPaymentOrder> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.orderNumber,
          invoice_id: order.orderNumber,
          description: `Order ${order.orderNumber}`,
          amount: { currency_code: order.currencyCode, value: centsToDecimalString(order.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
            brand_name: order.brandName.slice(0, 127),
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    };
    const response = await this.call('POST', '/v2/checkout/orders', body, order.requestId);
    if (response.status !== 200 && response.status !== 201) throw this.unexpected('create order', response);
    const created = response.body as PayPalOrder;
    // 'payer-action' when experience_context carries the URLs; 'approve' in the older application_context flow.
    const link = created.links?.find((candidate) => candidate.rel === 'payer-action' || candidate.rel === 'approve');
    if (typeof created.id !== 'string' || !link) throw new PaymentProviderError('PayPal created an order without an id or approval link', response.status);
    return { providerOrderId: created.id, approvalLink: link.href };
  }

  async capture(providerOrderId: string, _payerId: string | undefined, requestId: string): Promise<CaptureOutcome> {
    const response = await this.call('POST', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`, {}, requestId);
    if (response.status === 200 || response.status === 201) return captureOutcomeOf(response.body as PayPalOrder);
    const issue = issueOf(response.body);
    if (response.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
      // Captured before (by another request id): the order itself says how that went.
      const order = await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`);
      if (order.status !== 200) throw this.unexpected('read order', order);
      return captureOutcomeOf(order.body as PayPalOrder);
    }
    if (response.status === 422 && (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED')) return { status: 'NOT_APPROVED', reason: issue };
    // INSTRUMENT_DECLINED, PAYER_CANNOT_PAY, TRANSACTION_REFUSED…: the payer's money did not move.
    if (response.status === 422 || response.status === 404) return { status: 'DECLINED', reason: issue ?? `HTTP_${response.status}` };
    throw this.unexpected('capture', response);
  }

  private unexpected(what: string, response: { status: number; body: unknown }): PaymentProviderError {
    const issue = issueOf(response.body);
    return new PaymentProviderError(`PayPal ${what} answered ${response.status}${issue ? ` ${issue}` : ''}`, response.status);
  }

  private async accessToken(): Promise<string> {
    const cached = this.options.tokens.get(this.tokenKey, this.now());
    if (cached) return cached;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    const response = await this.fetchJson(`${this.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const token = response.body as { access_token?: unknown; expires_in?: unknown };
    if (response.status !== 200 || typeof token.access_token !== 'string')
      throw new PaymentProviderError(`PayPal token request answered ${response.status}`, response.status);
    const lifetimeSeconds = typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : 300;
    this.options.tokens.set(this.tokenKey, token.access_token, this.now() + lifetimeSeconds * 1000);
    return token.access_token;
  }

  /** One API call with a bearer token; a 401 (token revoked early) gets one retry with a new token. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<{ status: number; body: unknown }> {
    for (let attempt = 1; ; attempt += 1) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await this.accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (requestId) headers['paypal-request-id'] = requestId;
      const response = await this.fetchJson(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (response.status !== 401 || attempt > 1) return response;
      this.options.tokens.forget(this.tokenKey);
    }
  }

  private async fetchJson(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PaymentProviderError(`PayPal could not be reached: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new PaymentProviderError(`PayPal answered ${response.status}`, response.status);
    const text = await response.text();
    try {
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : {} };
    } catch {
      throw new PaymentProviderError(`PayPal answered ${response.status} with a body that is not JSON`, response.status);
    }
  }
}

function issueOf(body: unknown): string | undefined {
  const error = body as PayPalErrorBody | undefined;
  return error?.details?.[0]?.issue ?? error?.name;
}

/**
 * The capture's own status decides, not the order's: an order can be COMPLETED while its
 * capture is DECLINED or PENDING (PayPal: "check purchase_units[].payments.captures[].status").
 */
export function captureOutcomeOf(order: PayPalOrder): CaptureOutcome {
  const capture = order.purchase_units?.flatMap((unit) => unit.payments?.captures ?? [])[0];
  if (!capture) return order.status === 'COMPLETED' ? { status: 'DECLINED', reason: 'NO_CAPTURE' } : { status: 'NOT_APPROVED', reason: order.status };
  switch (capture.status) {
    case 'COMPLETED':
      return { status: 'COMPLETED', captureId: capture.id };
    case 'PENDING':
      return { status: 'PENDING', captureId: capture.id };
    default:
      // DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED: not money we hold.
      return { status: 'DECLINED', reason: capture.status_details?.reason ?? capture.status };
  }
}
