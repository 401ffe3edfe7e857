import { DEFAULT_BRANDING, type Branding } from './lib/branding';

/** Branding of a typical tenant; override only what a test is about. */
export function buildBranding(overrides: Partial<Branding> = {}): Branding {
  return {
    ...DEFAULT_BRANDING,
    siteTitle: 'Acme Devices Buyer Portal',
    tenantName: 'Acme Devices',
    tenantShortName: 'Acme',
    clientSupportEmail: 'support@acme.test',
    customerCareEmail: 'care@acme.test',
    ...overrides,
  };
}
