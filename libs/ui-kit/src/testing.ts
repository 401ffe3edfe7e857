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

/** The px bounds of a media query's min-width and max-width features (others are ignored). */
function widthMatches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * Makes window.matchMedia answer width queries as a window `width` px wide (jsdom's answers
 * nothing). Call before rendering; returns a function that restores the previous matchMedia.
 */
export function setWindowWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}

/** The Proof of Export dialog's English texts (its namespace is keyed by English text), for the catalogue tests. */
export { ProofOfExportText } from './lib/proof-of-export-texts';
