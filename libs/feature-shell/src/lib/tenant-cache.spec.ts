import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import { isNewAppVersion, readCachedConfig, readCachedTranslations, storeTenantCache } from './tenant-cache';

beforeEach(() => localStorage.clear());

describe('tenant cache', () => {
  it("stores config and translations under 'bp.config' and 'bp.translations'", () => {
    const config = aTenantConfig();
    const translations = someTranslations({ translations: { 'Loading...': 'Loading...' } });

    storeTenantCache(config, translations);

    expect(JSON.parse(localStorage.getItem('bp.config') ?? 'null')).toEqual(config);
    expect(readCachedConfig()).toEqual(config);
    expect(readCachedTranslations()).toEqual(translations);
  });

  it('reports a new app version and drops everything the old version cached', () => {
    storeTenantCache(aTenantConfig({ appVersion: '1.0.0' }), someTranslations());
    localStorage.setItem('bp.authorities', '["CAN_BUY_ONLINE"]');
    localStorage.setItem('unrelated', 'kept');

    expect(isNewAppVersion(readCachedConfig(), aTenantConfig({ appVersion: '1.1.0' }))).toBe(true);
    storeTenantCache(aTenantConfig({ appVersion: '1.1.0' }), undefined);

    expect(readCachedConfig()?.appVersion).toBe('1.1.0');
    expect(localStorage.getItem('bp.authorities')).toBeNull();
    expect(localStorage.getItem('bp.translations')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('sees no new version on a first visit or the same version', () => {
    expect(isNewAppVersion(undefined, aTenantConfig())).toBe(false);
    expect(isNewAppVersion(aTenantConfig({ appVersion: '1.0.0' }), aTenantConfig({ appVersion: '1.0.0' }))).toBe(false);
  });

  it('treats corrupt or foreign entries as absent', () => {
    localStorage.setItem('bp.config', '{not json');
    localStorage.setItem('bp.translations', '42');

    expect(readCachedConfig()).toBeUndefined();
    expect(readCachedTranslations()).toBeUndefined();
  });
});
