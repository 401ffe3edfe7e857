import type { ErrorBody } from './lib/errors';
import type { CartEntry, StocklistOffer } from './lib/offers';
import type { StocklistSettings } from './lib/settings';
import type { StockAlert, StockGroup, StockItem, StockQueryResult } from './lib/stock';
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

/** GET stocklist/settings of a tenant that shows the stock list, cart, orders and returns, with every field. */
export function aStocklistSettings(overrides: Partial<StocklistSettings> = {}): StocklistSettings {
  return {
    pxParticipantId: null,
    warehouses: ['MIA'],
    warehouseLabels: { MIA: 'Miami' },
    warehouseAcceptingOffer: ['MIA'],
    attributeLabels: {},
    maxItemQuantityToBeDisplayed: 100,
    defaultAlertQuantity: 100,
    sideMenu: { StockList: true, Cart: true, Orders: true, Returns: true, Auctions: false, PreOrders: false },
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

/** One stock item (spec 01 §3): an iPhone 12 in Miami unless the test says otherwise. */
export function aStockItem(overrides: Partial<StockItem> = {}): StockItem {
  const itemNumber = overrides.itemNumber ?? 'IP12-64-A';
  const warehouse = overrides.warehouse ?? 'MIA';
  return {
    itemNumber,
    itemNumberWarehouse: `${itemNumber}~${warehouse}`,
    category: 'Phones',
    warehouse,
    skuDescription: 'Apple iPhone 12 64GB Grade A',
    groupItemDescription: 'iPhone 12 64GB Black Grade A',
    groupDescription: 'Apple iPhone 12',
    quantityAvailable: 10,
    listPrice: 250,
    incrementSize: 1,
    grade: 'A',
    attributes: { manufacturer: 'Apple', model: 'iPhone 12', capacity: '64GB' },
    ...overrides,
  };
}

/** A stock group (spec 01 §3) holding `items` (one default item unless given). */
export function aStockGroup(overrides: Partial<StockGroup> = {}): StockGroup {
  const items = overrides.items ?? [aStockItem()];
  return {
    groupId: 'apple-iphone-12',
    title: 'Apple iPhone 12',
    groupDescription: 'Unlocked smartphones',
    wareHouse: items[0]?.warehouse ?? 'MIA',
    groupAttributes: {},
    items,
    ...overrides,
  };
}

/** GET stocklist/query's answer for `groups` (one default group unless given), counts to match. */
export function aStockQueryResult(overrides: Partial<StockQueryResult> = {}): StockQueryResult {
  const groups = overrides.groups ?? [aStockGroup()];
  return {
    groups,
    totalGroups: groups.length,
    totalItems: groups.reduce((total, group) => total + group.items.length, 0),
    page: 1,
    pageSize: 24,
    lastUpdateddDate: '2026-11-21T08:00:00.000Z',
    catalogueVersion: 1,
    facets: {
      warehouses: [
        { code: 'MIA', label: 'Miami', total: 10 },
        { code: 'LAX', label: 'Los Angeles', total: 0, disabled: true },
      ],
      categories: [{ category: 'Phones', label: 'Phones', count: 10 }],
      levels: [{ attribute: 'manufacturer', label: 'Manufacturer', level: 1, values: [{ value: 'Apple', label: 'Apple', count: 10 }] }],
    },
    ...overrides,
  };
}

export function aStockAlert(overrides: Partial<StockAlert> = {}): StockAlert {
  return {
    itemNumberWarehouse: 'IP12-64-A~MIA',
    description: 'iPhone 12 64GB Black Grade A',
    quantity: 20,
    quantityAvailable: 10,
    incrementSize: 1,
    ...overrides,
  };
}

/** A cart entry's offer (spec 01 §3 stocklistOffer): 2 bought at the list price of 250, ready to check out. */
export function aStocklistOffer(overrides: Partial<StocklistOffer> = {}): StocklistOffer {
  return {
    offerId: 'offer-1',
    offerStatus: 'BUY_AT_LIST',
    offerState: 'READY_TO_CHECKOUT',
    offerQuantity: 2,
    offerPrice: 250,
    counterPrice: null,
    checkOutQuantity: 2,
    checkOutPrice: 250,
    minimumCheckoutQuantity: null,
    acceptedOrCounteredExpirationDate: null,
    quantityAvailable: 10,
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** One entry of GET stocklist/offers: the default stock item with `aStocklistOffer` (its fields overridable one by one). */
export function aCartEntry(overrides: Partial<Omit<CartEntry, 'stocklistOffer'>> & { stocklistOffer?: Partial<StocklistOffer> } = {}): CartEntry {
  const { stocklistOffer, ...entry } = overrides;
  const itemNumber = entry.itemNumber ?? 'IP12-64-A';
  const warehouse = entry.warehouse ?? 'MIA';
  const quantityAvailable = entry.quantityAvailable ?? 10;
  return {
    itemNumberWarehouse: `${itemNumber}~${warehouse}`,
    itemNumber,
    itemDescription: 'iPhone 12 64GB Black Grade A',
    groupDescription: 'Apple iPhone 12',
    category: 'Phones',
    warehouse,
    listPrice: 250,
    quantityAvailable,
    incrementSize: 1,
    grade: 'A',
    ...entry,
    stocklistOffer: aStocklistOffer({ quantityAvailable, ...stocklistOffer }),
  };
}
