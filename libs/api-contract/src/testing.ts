import type { BillMyAccount, CalculateChargesRequest, CheckoutConfig, CheckoutSubmission, PaymentMethod, Preferences, ShippingMethod } from './lib/checkout';
import type { ErrorBody } from './lib/errors';
import type { CartEntry, StocklistOffer } from './lib/offers';
import type { Address, OrderLineItem, OrderPermission, RacTerms, SalesOrder } from './lib/orders';
import type { StocklistSettings } from './lib/settings';
import type { StockAlert, StockGroup, StockItem, StockQueryResult } from './lib/stock';
import type { UserInfo } from './lib/session';
import type { SavedSearch, SavedSearchAlert } from './lib/saved-searches';
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
    // As the API defaults it: the tenant's language alone.
    locales: [overrides.language ?? 'en'],
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
    salesRep: {
      salesRepName: 'Dana Whitfield',
      salesRepEmail: 'dana.whitfield@acme-devices.test',
      salesRepPhone: '+1 305 555 0142',
      salesRepWhatApp: '+13055550142',
    },
    prospectId: null,
    buyerType: 'CUSTOMER',
    onboardingStatus: null,
    readyForCheckout: true,
    locale: null,
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

// ---- Checkout and sales orders ----------------------------------------------------------------

/** A US shipping address (for a billing address pass `fields: { BillingCustomerName }`). */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: '6f1d2c3b-0a4e-4b5f-8c7d-1e2f3a4b5c6d',
    contact: 'Bailey Buyer',
    address1: '100 Harbor Way',
    address2: '',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    zip: '33101',
    label: 'Miami dock',
    customLabel: '',
    description: '',
    instructions: '',
    fields: { ShipToName: 'Bailey Buyer Inc.' },
    ...overrides,
  };
}

export function aShippingMethod(overrides: Partial<ShippingMethod> = {}): ShippingMethod {
  return {
    code: 'ACME_STANDARD_SHIPPING',
    label: 'Standard Shipping',
    customLabel: '',
    insuranceAvailable: true,
    ignoreShippingInstructions: false,
    showMethod: true,
    maxDevicesInShipment: 250,
    ...overrides,
  };
}

export function aPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    code: 'TERMS_NET_30',
    label: 'Net 30 Terms',
    description: 'Pay within 30 days',
    instructions: 'Your account will be invoiced.',
    showMethod: true,
    feesApplicable: false,
    feeType: null,
    creditLimit: null,
    ...overrides,
  };
}

export function anOrderLineItem(overrides: Partial<OrderLineItem> = {}): OrderLineItem {
  return {
    itemNumberWarehouse: 'APL-IP13-128-BLK-A~MIA',
    itemNumber: 'APL-IP13-128-BLK-A',
    itemDescription: 'Apple iPhone 13 128GB Black, Grade A',
    warehouse: 'MIA',
    orderedQuantity: 2,
    canceledQuantity: 0,
    shippedQuantity: 0,
    availableQuantity: 118,
    incrementSize: 1,
    unitPrice: 389,
    extendedPrice: 778,
    ...overrides,
  };
}

/** An on-hold order of two iPhones from Miami on terms. */
/** What a buyer may do with an order on hold: everything but extend its payment time. */
export function anOrderPermission(overrides: Partial<OrderPermission> = {}): OrderPermission {
  return {
    canPayAndShipNow: true,
    canCancelOrder: true,
    canUpdateShipping: true,
    canUpdateBillingAndPayment: true,
    canUpdateAdditionalServices: true,
    canUpdateOrderedQuantity: true,
    canRemoveItem: true,
    canEditItem: true,
    canIncreaseOrderedQuantity: true,
    canDecreaseOrderedQuantity: true,
    canExtendPaymentTime: false,
    isPaymentGracePeriodSectionApplicable: false,
    ...overrides,
  };
}

export function aSalesOrder(overrides: Partial<SalesOrder> = {}): SalesOrder {
  const line = anOrderLineItem();
  return {
    phonexOrderNumber: '100001',
    refOrderNumber: null,
    refOrderNumberOrPhonexOrderNumber: '100001',
    buyerId: '0b7c9a52-3f7e-4d7e-9a55-6c1f0d2e8b11',
    warehouse: 'Miami',
    warehouseCode: 'MIA',
    pxnrWarehouseLabel: null,
    pxnrOrder: false,
    pxnsOrder: false,
    pxnsParticipantId: null,
    fulfillmentStatus: 'ON_HOLD',
    phonexDerivedStatus: 'ON_HOLD',
    paymentStatus: 'AWAITING_PAYMENT',
    createDate: '2026-11-20T10:00:00.000Z',
    updateDate: '2026-11-20T10:00:00.000Z',
    items: [line],
    itemNumberItems: { [line.itemNumberWarehouse]: line },
    subtotal: 778,
    freight: 28,
    paymentFee: 0,
    tax: 0,
    taxDescription: null,
    additionalServices: [],
    additionalServicesFee: 0,
    insurance: 0,
    reservationFee: 0,
    cancellationFee: 0,
    total: 806,
    totalOrderedQuantity: 2,
    rateSku: 'ACME_STANDARD_SHIPPING',
    racFeeAgreed: false,
    racFeeAgreedDate: null,
    gracePeriodEnd: null,
    cancellationFeePercent: null,
    racFeePeriodEnd: null,
    shippingAddress: anAddress(),
    billingAddress: anAddress({ id: '7a2e3d4c-1b5f-4c6a-9d8e-2f3a4b5c6d7e', fields: { BillingCustomerName: 'Bailey Buyer Inc.' } }),
    shippingOptionDetails: {
      shippingAddressId: anAddress().id,
      shippingOption: {
        shippingMethodCode: 'ACME_STANDARD_SHIPPING',
        shippingMethodLabel: 'Standard Shipping',
        insured: false,
        insuredAmount: null,
        shippingQuote: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
        shippingInstructions: '',
      },
      requestAQuoteDetails: null,
    },
    paymentOptionDetails: {
      billingAddressId: '7a2e3d4c-1b5f-4c6a-9d8e-2f3a4b5c6d7e',
      paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30', paymentMethodLabel: 'Net 30 Terms' },
    },
    metadata: { realTimeFreightQuoteCarrier: null, realTimeFreightQuoteCarrierServiceLevel: null, freightQuotesForAllRealTimeShippingMethods: {} },
    version: 1,
    ...overrides,
  };
}

/** Hold (not released) on standard shipping without insurance, on terms; pass the offer ids and address ids. */
export function aCheckoutSubmission(overrides: Partial<CheckoutSubmission> = {}): CheckoutSubmission {
  return {
    offerIds: ['3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'],
    readyToRelease: false,
    shippingOption: {
      shippingAddressId: anAddress().id,
      shippingOptionDetails: {
        shippingMethodCode: 'ACME_STANDARD_SHIPPING',
        insured: false,
        insuredAmount: null,
        shippingInstructions: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
      },
    },
    paymentOption: { billingAddressId: '7a2e3d4c-1b5f-4c6a-9d8e-2f3a4b5c6d7e', paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
    additionalServices: [],
    ...overrides,
  };
}

export function aCalculateChargesRequest(overrides: Partial<CalculateChargesRequest> = {}): CalculateChargesRequest {
  return {
    warehouseCode: 'MIA',
    shippingAddress: anAddress().id,
    shippingMethodCode: 'ACME_STANDARD_SHIPPING',
    insured: false,
    insuranceAmount: null,
    billingAddress: '7a2e3d4c-1b5f-4c6a-9d8e-2f3a4b5c6d7e',
    paymentMethodCode: 'TERMS_NET_30',
    additionalServices: [],
    items: [{ itemNumberWarehouse: 'APL-IP13-128-BLK-A~MIA', orderedQuantity: 2, unitPrice: 389 }],
    ...overrides,
  };
}

export function somePreferences(overrides: Partial<Preferences> = {}): Preferences {
  const { shippingOption, paymentOption } = aCheckoutSubmission();
  return { shippingOption, paymentOption, services: [], ...overrides };
}

/** A small checkout configuration: standard table rate to the US, terms and PayPal, no tax, no services. */
export function aCheckoutConfig(overrides: Partial<CheckoutConfig> = {}): CheckoutConfig {
  return {
    shippingMethods: [
      {
        code: 'ACME_STANDARD_SHIPPING',
        label: 'Standard Shipping',
        kind: 'TABLE_RATE',
        insuranceAvailable: true,
        ignoreShippingInstructions: false,
        showMethod: true,
        maxDevicesInShipment: 250,
        rate: { perShipment: '25.00', perDevice: '1.50' },
        countries: ['US'],
      },
    ],
    billMyAccount: null,
    requestAQuote: { label: 'Request a Quote', showMethod: true, serviceLevels: ['Ground', 'Express'] },
    insurance: { maxShipmentInsuranceAmount: null, percent: '1', minimum: '5.00' },
    paymentMethods: [
      {
        code: 'TERMS_NET_30',
        label: 'Net 30 Terms',
        description: 'Pay within 30 days',
        instructions: 'Your account will be invoiced.',
        showMethod: true,
        fee: null,
        creditLimit: null,
      },
      {
        code: 'INTEGRATED_PAYPAL',
        label: 'PayPal',
        description: 'Pay now with PayPal',
        instructions: 'Complete the payment in the PayPal window.',
        showMethod: true,
        fee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: '2.9' },
        creditLimit: null,
      },
    ],
    additionalServices: [],
    taxRules: [],
    lateTerms: { reservationFeePercent: '1', cancellationFeePercent: '10', paymentTimeExtensionCustomText: null },
    ...overrides,
  };
}

/** Bill my account with restricted carriers UPS (Ground, Next Day Air) and FedEx (Priority Overnight). */
export function aBillMyAccount(overrides: Partial<BillMyAccount> = {}): BillMyAccount {
  return {
    label: 'Bill My Account',
    carrierChoiceRestricted: true,
    carrierOptions: ['UPS', 'FedEx'],
    carrierServiceLevelsRestricted: true,
    carrierServiceLevelOptions: { UPS: ['Ground', 'Next Day Air'], FedEx: ['Priority Overnight'] },
    insuranceAvailable: false,
    ...overrides,
  };
}

/** Reservation and cancellation terms of order 100001: 1.5 % per 24 hours and a 5 % cancellation fee of $778, grace until Nov 22, 2026 noon UTC. */
export function aRacTerms(overrides: Partial<RacTerms> = {}): RacTerms {
  return {
    phonexOrderNumber: '100001',
    refOrderNumber: null,
    reservationFeePercent: 1.5,
    cancellationFeePercent: 5,
    reservationFeeRateAmount: 11.67,
    cancellationFeeRateAmount: 38.9,
    gracePeriodEnd: '2026-11-22T12:00:00.000Z',
    paymentTimeExtensionCustomText: null,
    useCurrentAccountTextForPayment: false,
    ...overrides,
  };
}

export function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '5a1e0000-0000-4000-8000-000000000001',
    name: 'iPhone 13 grade A',
    query: 'includeOutOfStock=false&grade=A&search=iphone+13',
    participantId: null,
    alertNewStock: true,
    alertPriceBelow: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aSavedSearchAlert(overrides: Partial<SavedSearchAlert> = {}): SavedSearchAlert {
  return {
    id: '5a1e0000-0000-4000-8000-00000000a001',
    kind: 'NEW_STOCK',
    savedSearchId: '5a1e0000-0000-4000-8000-000000000001',
    savedSearchName: 'iPhone 13 grade A',
    query: 'includeOutOfStock=false&grade=A&search=iphone+13',
    participantId: null,
    itemNumber: 'IP13-128-A',
    warehouse: 'MIA',
    itemNumberWarehouse: 'IP13-128-A~MIA',
    skuDescription: 'iPhone 13 128GB Black',
    grade: 'A',
    listPrice: 289,
    previousListPrice: null,
    quantityAvailable: 12,
    createdAt: '2026-11-28T09:00:00.000Z',
    read: false,
    ...overrides,
  };
}
