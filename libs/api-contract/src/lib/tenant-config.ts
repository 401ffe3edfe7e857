import Type from 'typebox';

/**
 * Style keys of the tenant config (spec 01 §3: "style keys prefixed CSS::"). The portal turns
 * them into antd theme tokens; a tenant may leave any of them out.
 */
export const CSS_KEYS = [
  'CSS::primaryColor',
  'CSS::secondaryColor',
  'CSS::linkColor',
  'CSS::successColor',
  'CSS::warningColor',
  'CSS::errorColor',
  'CSS::headerBackground',
  'CSS::menuBackground',
  'CSS::fontFamily',
  'CSS::borderRadius',
] as const;
export type CssKey = (typeof CSS_KEYS)[number];

const cssProperties = Object.fromEntries(CSS_KEYS.map((key) => [key, Type.Optional(Type.String({ maxLength: 200 }))])) as {
  [K in CssKey]: Type.TOptional<Type.TString>;
};

/** GET saas-config (no auth): everything the portal needs before sign-in. */
export const TenantConfigSchema = Type.Object(
  {
    tenantApiName: Type.String(),
    tenantApiEndPoint: Type.String(),
    region: Type.String(),
    userPoolId: Type.String(),
    userPoolWebClientId: Type.String(),
    /** Where the portal's Cognito client sends identity calls; absent for real AWS Cognito. */
    cognitoEndpoint: Type.Optional(Type.String()),
    appVersion: Type.String(),
    deactivated: Type.Boolean(),
    currency: Type.String(),
    currencyPrecision: Type.Integer({ minimum: 0, maximum: 4 }),
    language: Type.String(),
    /** The locales the tenant offers its buyers (BCP 47 tags, e.g. en, es); the first is its default. */
    locales: Type.Array(Type.String({ minLength: 2, maxLength: 35 }), { minItems: 1, maxItems: 20 }),
    siteTitle: Type.String(),
    tenantName: Type.String(),
    tenantShortName: Type.String(),
    clientSupportEmail: Type.String(),
    favicon: Type.String(),
    logo: Type.Optional(Type.String()),
    dark_mode_features: Type.Array(Type.String()),
    attributeLabels: Type.Record(Type.String(), Type.String()),
    signupUrl: Type.Optional(Type.String()),
    tenantSiteUrl: Type.Optional(Type.String()),
    customerCareEmail: Type.Optional(Type.String()),
    tutorialUrl: Type.Optional(Type.String()),
    gradingScaleUrl: Type.Optional(Type.String()),
    isNetworkEnabled: Type.Boolean(),
    ...cssProperties,
  },
  { $id: 'TenantConfig', additionalProperties: false },
);
export type TenantConfig = Type.Static<typeof TenantConfigSchema>;

/** GET saas-i18n (no auth): translation overrides keyed by English default key. */
export const TranslationsSchema = Type.Object(
  {
    language: Type.String(),
    translations: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'Translations' },
);
export type Translations = Type.Static<typeof TranslationsSchema>;

/** Spec 01 §1 defaults when the tenant leaves a value unset. */
export const TENANT_DEFAULTS = {
  currency: '$',
  currencyPrecision: 2,
  fontFamily: 'Roboto',
} as const;
