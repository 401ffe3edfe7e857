import type { ErrorBody } from './lib/errors';
import type { UserInfo } from './lib/session';
import type { TenantConfig, Translations } from './lib/tenant-config';

// Builders of call shapes for tests on either side of the API. Each returns a complete, valid
// value; pass only what the test is about.

export function aTenantConfig(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    tenantApiName: 'acme',
    tenantApiEndPoint: 'http://localhost:3000/px-api-gateway',
    region: 'local',
    userPoolId: 'local_acme',
    userPoolWebClientId: 'acmeportal',
    cognitoEndpoint: 'http://localhost:3000/cognito',
    appVersion: '0.1.0',
    deactivated: false,
    currency: '$',
    currencyPrecision: 2,
    language: 'en',
    siteTitle: 'Acme Devices Buyer Portal',
    tenantName: 'Acme Devices',
    tenantShortName: 'Acme',
    clientSupportEmail: 'support@acme-devices.test',
    favicon: '/favicon.ico',
    dark_mode_features: [],
    attributeLabels: {},
    isNetworkEnabled: false,
    'CSS::primaryColor': '#1565c0',
    'CSS::fontFamily': 'Roboto',
    ...overrides,
  };
}

export function someTranslations(overrides: Partial<Translations> = {}): Translations {
  return { language: 'en', translations: {}, ...overrides };
}

export function anErrorBody(overrides: Partial<ErrorBody> = {}): ErrorBody {
  return {
    status: 500,
    message: 'Internal Server Error',
    messageCode: 'INTERNAL_SERVER_ERROR',
    params: [],
    errors: [],
    ...overrides,
  };
}

/** A customer ready for checkout, with a sales rep (GET account/user-info). */
export function aUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: '0b7c9a52-3f7e-4d7e-9a55-6c1f0d2e8b11',
    firstName: 'Bailey',
    lastName: 'Buyer',
    email: 'buyer@demo.test',
    isBuyer: true,
    salesRep: { salesRepName: 'Dana Whitfield', salesRepEmail: 'dana.whitfield@acme-devices.test', salesRepPhone: '+1 305 555 0142', salesRepWhatApp: '+13055550142' },
    prospectId: null,
    buyerType: 'CUSTOMER',
    onboardingStatus: null,
    readyForCheckout: true,
    ...overrides,
  };
}

/** The stock-list fields of StocklistSettings (everything but warehouses, labels and sideMenu), with neutral values. */
export function aStocklistSettingsExtension(
  overrides: Partial<Omit<import('./lib/settings').StocklistSettings, 'sideMenu'>> = {},
): Pick<
  import('./lib/settings').StocklistSettings,
  | 'categories'
  | 'categoryLabels'
  | 'attributeValueLabels'
  | 'searchLevels'
  | 'sortOrder'
  | 'attributeSortAlgorithm'
  | 'filterOrder'
  | 'grades'
  | 'gradeFilterGroups'
  | 'showGradeIcon'
  | 'gradeLabelDescriptions'
  | 'searchEmptyValues'
  | 'groupTopRightAttribute'
  | 'groupBottomRightAttribute'
  | 'itemDescriptionRules'
  | 'tutorialUrl'
  | 'gradingScaleUrl'
> {
  return {
    categories: ['Phones'],
    categoryLabels: { Phones: 'Phones' },
    attributeValueLabels: {},
    searchLevels: { Phones: ['manufacturer', 'model', 'capacity'] },
    sortOrder: { Phones: ['manufacturer', 'model', 'capacity', 'grade'] },
    attributeSortAlgorithm: { capacity: 'AlphanumericAsNumeric' },
    filterOrder: {},
    grades: ['A', 'B', 'C'],
    gradeFilterGroups: [],
    showGradeIcon: false,
    gradeLabelDescriptions: [],
    searchEmptyValues: { allowed: false, label: 'Not specified' },
    groupTopRightAttribute: {},
    groupBottomRightAttribute: {},
    itemDescriptionRules: { itemNumberDescriptionPrefix: '', itemNumberDescriptionSuffix: '' },
    tutorialUrl: null,
    gradingScaleUrl: null,
    ...overrides,
  };
}
