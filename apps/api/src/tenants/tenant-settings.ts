import type { SalesOrderUpdateMethod, SideMenu, TenantConfig, TermsOfSaleSection, TrackingCarrier } from '@bp/api-contract';

/** Config fields the API computes per request or takes from other columns, so they are not stored. */
type ComputedConfigKey =
  'tenantApiName' | 'tenantApiEndPoint' | 'region' | 'userPoolId' | 'userPoolWebClientId' | 'cognitoEndpoint' | 'appVersion' | 'deactivated' | 'tenantName';

/**
 * A tenant that signs its users in with a real AWS Cognito user pool instead of the API's embedded
 * identity endpoint. Its region must also be allowed in the CSP connect-src (see CSP_CONNECT_SRC).
 */
/** Shown as N+ above this quantity when the tenant sets no maxItemQuantityToBeDisplayed. */
export const DEFAULT_MAX_ITEM_QUANTITY_TO_BE_DISPLAYED = 500;

export interface AwsCognitoIdentity {
  provider: 'aws-cognito';
  region: string;
  userPoolId: string;
  userPoolWebClientId: string;
}

/**
 * Tenant choices behind the settings calls of a signed-in buyer (stocklist/settings,
 * sales-order/settings…; settings-service.ts fills in defaults). Not part of saas-config.
 */
export interface PortalSettings {
  /** Side-menu items the tenant shows or hides (default: only StockList). */
  sideMenu?: Partial<SideMenu>;
  /** Quantities above this show as 'N+'. */
  maxItemQuantityToBeDisplayed?: number;
  defaultAlertQuantity?: number;
  cartSystemMessages?: { offerClearingSchedule?: boolean; freeShipping?: boolean };
  salesOrders?: {
    singleButtonOrderFlow?: boolean;
    gracePeriodEnabled?: boolean;
    /** How long a buyer has to pay before the cancellation terms apply (default DEFAULT_GRACE_PERIOD_HOURS). */
    gracePeriodHours?: number;
    updateMethod?: SalesOrderUpdateMethod;
    /** The fulfillment status a released order gets (default AWAITING_FULFILLMENT). */
    onReleaseFulfillmentStatusTo?: string;
    /** Extra or relabelled fulfillment statuses (code → chip label and colour). */
    fulfillmentStatuses?: Record<string, { label: string; colorClass: string }>;
    showInvoiceFulfillmentStatuses?: string[];
    listColumns?: string[];
    /** Carriers whose tracking pages tracking numbers link to (default DEFAULT_TRACKING_CARRIERS). */
    carriers?: TrackingCarrier[];
    /** Days after shipping a buyer may claim units (default DEFAULT_RETURN_WINDOW_DAYS), per selling partner (participant id) too. */
    returns?: { windowDays?: number; windowDaysByParticipant?: Record<string, number> };
  };
  /**
   * How the seller answers a new offer at once (seller side only: never sent to buyers; the
   * defaults are DEFAULT_OFFER_RULES in offers/offer-rules.ts, each field overrides one default).
   */
  offerRules?: Partial<OfferRuleSettings>;
  /**
   * The tenant's terms of sale page (GET terms-of-sale; DEFAULT_TERMS_OF_SALE when absent). The
   * texts may use {reservationFeePercent}, {cancellationFeePercent} and {gracePeriodHours}.
   */
  termsOfSale?: { title: string; lastUpdated: string; sections: TermsOfSaleSection[] };
}

/**
 * A tenant's automatic answers to offers. Percentages are of
 * the item's list price at the time of the offer, with up to two decimals (95.5 = 95.50 %).
 */
export interface OfferRuleSettings {
  /** false: every offer waits for the seller (ops). */
  enabled: boolean;
  /** Offers at or above this percentage of list are ACCEPTED. */
  autoAcceptAtPercent: number;
  /** Offers at or above this percentage (and below autoAcceptAtPercent) are COUNTERED. */
  autoCounterFromPercent: number;
  /** Offers below this percentage are NOT_ACCEPTED at once; null: they wait for the seller. */
  autoRejectBelowPercent: number | null;
  /** How long an accepted or countered answer stays valid (hours), for the rules and for ops answers without an expiry. */
  answerValidityHours: number;
}

/**
 * How a tenant takes PayPal payments. Without `paypal` the API's embedded approval page stands in
 * for PayPal's window (demo, tests, offline). Server-side only: toTenantConfig never sends it to
 * the portal, and the secret never leaves the API except to PayPal's token endpoint.
 */
export interface PaymentSettings {
  /** ISO 4217 code of the amounts sent to PayPal; default from the currency symbol ($ USD, € EUR, £ GBP), else USD. */
  currencyCode?: string;
  paypal?: PayPalCredentials;
}

/** A PayPal REST app of the tenant (developer.paypal.com → Apps & Credentials). */
export interface PayPalCredentials {
  clientId: string;
  clientSecret: string;
  /** sandbox (default) → https://api-m.sandbox.paypal.com, live → https://api-m.paypal.com. */
  environment?: 'sandbox' | 'live';
  /** Overrides the environment's base URL (a proxy, or a fake PayPal in tests). */
  baseUrl?: string;
}

/** What `tenants.config` (jsonb) holds: the tenant-editable part of saas-config, plus the portal settings. */
export type TenantSettings = Omit<TenantConfig, ComputedConfigKey | 'locales'> & {
  /** The locales the tenant offers (default: its language alone); see offeredLocales. */
  locales?: string[];
  identity?: AwsCognitoIdentity;
  portal?: PortalSettings;
  payments?: PaymentSettings;
};

/** What `tenants.translations` (jsonb) holds: overrides keyed by the English default key. */
export type TenantTranslations = Record<string, string>;

/** The locales a tenant offers its buyers: its list, else its language alone (English without one). */
export function offeredLocales(settings: Pick<TenantSettings, 'locales' | 'language'>): string[] {
  return settings.locales?.length ? settings.locales : [settings.language || 'en'];
}
