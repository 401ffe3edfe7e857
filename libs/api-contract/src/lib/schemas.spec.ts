import { Value } from 'typebox/value';
import { anErrorBody, aTenantConfig, aUserInfo, someTranslations } from '../testing';
import { ErrorBodySchema } from './errors';
import { SideMenuSchema, UserInfoSchema } from './session';
import { DEFAULT_SIDE_MENU } from './users';
import { TenantConfigSchema, TranslationsSchema } from './tenant-config';

describe('api-contract builders', () => {
  it('build values their schemas accept', () => {
    expect(Value.Check(TenantConfigSchema, aTenantConfig())).toBe(true);
    expect(Value.Check(TranslationsSchema, someTranslations())).toBe(true);
    expect(Value.Check(UserInfoSchema, aUserInfo())).toBe(true);
    expect(Value.Check(UserInfoSchema, aUserInfo({ buyerType: 'UNVERIFIED_PROSPECT', readyForCheckout: false, salesRep: null }))).toBe(true);
    expect(Value.Check(SideMenuSchema, DEFAULT_SIDE_MENU)).toBe(true);
    expect(
      Value.Check(
        ErrorBodySchema,
        anErrorBody({ status: 422, errors: [{ status: 'FAIL', field: 'quantity', messageCode: 'INSUFFICIENT_STOCK', messageDescription: 'Only 2 left' }] }),
      ),
    ).toBe(true);
  });

  it('reject a tenant config with unknown keys (the schema is closed)', () => {
    expect(Value.Check(TenantConfigSchema, { ...aTenantConfig(), surprise: true })).toBe(false);
  });
});
