import { DEFAULT_TRACKING_CARRIERS, type TrackingCarrier, type TrackingLink } from '@bp/api-contract';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// Tracking numbers as links to the carrier's tracking page. The carrier is the one the seller
// named when shipping; without one it is told from the number's format where only one carrier uses
// it (UPS's 1Z…, FedEx's 12 or 15 digits, USPS's 20 to 22 digits starting 9, DHL Express's 10).

const FORMATS: readonly { code: string; pattern: RegExp }[] = [
  { code: 'UPS', pattern: /^1Z[0-9A-Z]{16}$/i },
  { code: 'FEDEX', pattern: /^(\d{12}|\d{15})$/ },
  { code: 'USPS', pattern: /^9\d{19,21}$/ },
  { code: 'DHL', pattern: /^\d{10}$/ },
];

/** The tenant's carriers (settings portal.salesOrders.carriers), else UPS, FedEx, USPS and DHL. */
export function carriersOf(tenant: ResolvedTenant): readonly TrackingCarrier[] {
  const own = tenant.settings.portal?.salesOrders?.carriers;
  return own && own.length > 0 ? own : DEFAULT_TRACKING_CARRIERS;
}

export function carrierOfNumber(number: string): string | null {
  return FORMATS.find((format) => format.pattern.test(number))?.code ?? null;
}

/** A tracking number's link: its carrier's page when the carrier is known, else the number alone. */
export function trackingLinkOf(carriers: readonly TrackingCarrier[], number: string, shippedWith: string | null): TrackingLink {
  const code = shippedWith ?? carrierOfNumber(number);
  const carrier = code ? carriers.find((candidate) => candidate.code === code) : undefined;
  if (!carrier) return { number, carrier: code, url: null };
  return { number, carrier: carrier.name, url: carrier.trackingUrl.split('{number}').join(encodeURIComponent(number)) };
}
