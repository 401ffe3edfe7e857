import { someTranslations } from '@bp/api-contract/testing';
import { createPortalI18n, preferredLocale } from './i18n';

describe('preferredLocale', () => {
  it('prefers the configured language, then the browser languages, then English', () => {
    expect(preferredLocale('fr', ['de-DE'])).toBe('fr');
    expect(preferredLocale('', ['de-DE', 'en'])).toBe('de-DE');
    expect(preferredLocale(undefined, [])).toBe('en');
  });
});

describe('createPortalI18n', () => {
  it('answers a key without translation with its own English text', () => {
    expect(createPortalI18n().t('Sorry, we ran into an issue')).toBe('Sorry, we ran into an issue');
  });

  it('lets saas-i18n override a default and falls back to English for the rest', () => {
    const i18n = createPortalI18n({ locale: 'fr', translations: someTranslations({ language: 'fr', translations: { 'Loading...': 'Chargement...' } }) });

    expect(i18n.t('Loading...')).toBe('Chargement...');
    expect(i18n.t('Return to sign in')).toBe('Return to sign in');
  });

  it('applies translations filed under the tenant language when the browser asks for a regional variant', () => {
    const i18n = createPortalI18n({ locale: 'de-AT', translations: someTranslations({ language: 'de', translations: { Login: 'Anmelden' } }) });

    expect(i18n.t('Login')).toBe('Anmelden');
  });

  it('overrides English defaults in place when the tenant language is English', () => {
    const i18n = createPortalI18n({ locale: 'en', translations: someTranslations({ language: 'en', translations: { Login: 'Sign in' } }) });

    expect(i18n.t('Login')).toBe('Sign in');
    expect(i18n.t('Loading...')).toBe('Loading...');
  });
});
