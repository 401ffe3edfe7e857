import { termsOfSaleLink } from './paths';

describe('termsOfSaleLink (spec 03 §9: the terms link falls back to /terms-of-sale)', () => {
  it('falls back to the portal page without a link of its own', () => {
    expect(termsOfSaleLink(null)).toBe('/terms-of-sale');
    expect(termsOfSaleLink(undefined)).toBe('/terms-of-sale');
    expect(termsOfSaleLink('  ')).toBe('/terms-of-sale');
  });

  it('keeps a given link', () => {
    expect(termsOfSaleLink('https://acme-devices.test/terms')).toBe('https://acme-devices.test/terms');
  });
});
