import { Authority, BUYER_GROUP, UNVERIFIED_PROSPECT, type CheckoutConfig } from '@bp/api-contract';
import type { BuyerType, StocklistConfig, UserStatus } from '../db/schema';
import type { TenantSettings, TenantTranslations } from '../tenants/tenant-settings';
import { STOCK_LIST_TUTORIAL_PATH } from '../server-paths';

// Demo data for local runs, the e2e suite and tests: two differently branded tenants so that
// host-based tenancy is visible at a glance (localhost vs 127.0.0.1).

/** Every demo user's password (it meets the policy: 8+, upper, lower, digit, special). */
export const DEMO_PASSWORD = 'Demo-pass-1';

export interface DemoWarehouse {
  code: string;
  label: string;
  acceptsOffers: boolean;
}

export interface DemoSalesRep {
  name: string;
  email: string;
  phone: string | null;
  whatsapp: string | null;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  authorities: string[];
  status: UserStatus;
  buyerType: BuyerType | null;
  prospectId: string | null;
  onboardingStatus: string | null;
  /** E-mail of one of the tenant's sales reps. */
  salesRepEmail: string | null;
}

export interface DemoStockItem {
  itemNumber: string;
  warehouseCode: string;
  description: string;
  quantityAvailable: number;
  /** Decimal string: money never goes through a float. */
  listPrice: string;
}

export interface DemoAddress {
  kind: 'SHIPPING' | 'BILLING';
  contact: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  label: string;
  /** ShipToName (shipping) or BillingCustomerName (billing). */
  name: string;
}

export interface DemoCheckout {
  config: CheckoutConfig;
  partnerConfigs?: Record<string, CheckoutConfig>;
  /** Given to every user of the buyer group (the first shipping and billing address become their preferences). */
  buyerAddresses: DemoAddress[];
}

export interface DemoTenant {
  slug: string;
  name: string;
  hostnames: string[];
  settings: TenantSettings;
  translations: TenantTranslations;
  warehouses: DemoWarehouse[];
  salesReps: DemoSalesRep[];
  users: DemoUser[];
  stockItems: DemoStockItem[];
  /** Give the tenant the demo partner sellers (DEMO_PARTNERS) and their generated stock. */
  networkPartners?: boolean;
  /** Buyers who are network resellers (isPxnr): they may switch between warehouse groups. */
  networkResellerEmails?: string[];
  /** Checkout: the tenant's configuration, partner overrides (by pxnsParticipantId), every buyer's addresses. */
  checkout?: DemoCheckout;
  /** Settings the tenant adds to its own stock list's generated ones. */
  ownStocklist?: StocklistConfig;
}

const FULL_BUYER_AUTHORITIES = [
  Authority.CAN_BUY_ONLINE,
  Authority.CAN_SET_STOCKLIST_ALERT,
  Authority.CAN_SUBSCRIBE_DAILY_REPORT,
  Authority.VIEW_ORDER,
  Authority.UPDATE_ORDER,
  Authority.VIEW_RETURNS,
  Authority.VIEW_AUCTION_SUMMARY,
];

/** The sign-in personas every demo tenant has, all with the password DEMO_PASSWORD. */
function demoUsers(primaryRepEmail: string, prospectRepEmail: string): DemoUser[] {
  const base = { buyerType: null, prospectId: null, onboardingStatus: null, salesRepEmail: null } as const;
  return [
    {
      ...base,
      email: 'buyer@demo.test',
      firstName: 'Bailey',
      lastName: 'Buyer',
      groups: [BUYER_GROUP],
      authorities: FULL_BUYER_AUTHORITIES,
      status: 'CONFIRMED',
      buyerType: 'CUSTOMER',
      salesRepEmail: primaryRepEmail,
    },
    {
      ...base,
      email: 'prospect@demo.test',
      firstName: 'Parker',
      lastName: 'Prospect',
      groups: [BUYER_GROUP],
      authorities: [Authority.CAN_BUY_ONLINE, Authority.CAN_SET_STOCKLIST_ALERT],
      status: 'CONFIRMED',
      buyerType: 'PROSPECT',
      prospectId: 'PR-1001',
      onboardingStatus: UNVERIFIED_PROSPECT,
      salesRepEmail: prospectRepEmail,
    },
    // Signed up, no group yet: must go through account setup.
    { ...base, email: 'newbuyer@demo.test', firstName: 'Noa', lastName: 'Newbuyer', groups: [], authorities: [], status: 'CONFIRMED' },
    {
      ...base,
      email: 'reset@demo.test',
      firstName: 'Riley',
      lastName: 'Reset',
      groups: [BUYER_GROUP],
      authorities: FULL_BUYER_AUTHORITIES,
      status: 'FORCE_CHANGE_PASSWORD',
      buyerType: 'CUSTOMER',
      salesRepEmail: primaryRepEmail,
    },
    // Not a Buyer: the portal tells them they signed in to the wrong website.
    { ...base, email: 'seller@demo.test', firstName: 'Sam', lastName: 'Seller', groups: ['Seller'], authorities: [], status: 'CONFIRMED' },
    {
      ...base,
      email: 'limited@demo.test',
      firstName: 'Lee',
      lastName: 'Limited',
      groups: [BUYER_GROUP],
      authorities: [],
      status: 'CONFIRMED',
      buyerType: 'CUSTOMER',
    },
    // Signed up, e-mail not verified yet: sign-in answers UserNotConfirmedException.
    { ...base, email: 'unconfirmed@demo.test', firstName: 'Uma', lastName: 'Unconfirmed', groups: [], authorities: [], status: 'UNCONFIRMED' },
  ];
}

/** Acme: US table rates, a real-time UPS quote (US only), bill my account, request a quote; PayPal, terms, COD, wire. */
const ACME_CHECKOUT: DemoCheckout = {
  config: {
    shippingMethods: [
      {
        code: 'ACME_STANDARD_SHIPPING',
        label: 'Standard Shipping (3-5 days)',
        kind: 'TABLE_RATE',
        insuranceAvailable: true,
        ignoreShippingInstructions: false,
        showMethod: true,
        maxDevicesInShipment: 250,
        rate: { perShipment: '25.00', perDevice: '1.50' },
        countries: ['US'],
      },
      {
        code: 'ACME_EXPRESS_SHIPPING',
        label: 'Express Shipping (1-2 days)',
        kind: 'TABLE_RATE',
        insuranceAvailable: true,
        ignoreShippingInstructions: false,
        showMethod: true,
        maxDevicesInShipment: 100,
        rate: { perShipment: '45.00', perDevice: '2.75' },
        countries: ['US', 'CA'],
      },
      {
        code: 'ACME_UPS_REAL_TIME',
        label: 'UPS (live rate)',
        kind: 'REAL_TIME',
        insuranceAvailable: false,
        ignoreShippingInstructions: true,
        showMethod: true,
        rate: { perShipment: '30.00', perDevice: '1.20' },
        carrier: 'UPS',
        carrierServiceLevel: 'Ground',
        countries: ['US'],
      },
    ],
    billMyAccount: {
      label: 'Bill My Account',
      carrierChoiceRestricted: true,
      carrierOptions: ['FedEx', 'UPS', 'DHL'],
      carrierServiceLevelsRestricted: true,
      carrierServiceLevelOptions: { FedEx: ['Ground', 'Priority Overnight'], UPS: ['Ground', 'Next Day Air'], DHL: ['Express Worldwide'] },
      insuranceAvailable: false,
    },
    requestAQuote: { label: 'Request a Quote', showMethod: true, serviceLevels: ['Ground', 'Two Day', 'Overnight'] },
    insurance: { maxShipmentInsuranceAmount: '25000.00', percent: '0.8', minimum: '5.00' },
    paymentMethods: [
      {
        code: 'INTEGRATED_PAYPAL',
        label: 'PayPal',
        description: 'Pay now with PayPal or a card',
        instructions: 'Complete the payment in the PayPal window; the order ships once it is paid.',
        showMethod: true,
        fee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: '2.9' },
        creditLimit: null,
      },
      {
        code: 'TERMS_NET_30',
        label: 'Net 30 Terms',
        description: 'Invoice payable within 30 days',
        instructions: 'Your account will be invoiced when the order ships.',
        showMethod: true,
        fee: null,
        creditLimit: '250000.00',
      },
      {
        code: 'COD',
        label: 'Cash on Delivery',
        description: 'Pay the carrier on delivery',
        instructions: 'Have a certified cheque ready for the driver.',
        showMethod: true,
        fee: { feeType: 'FIXED', amount: '15.00' },
        creditLimit: '10000.00',
      },
      {
        code: 'WIRE_TRANSFER',
        label: 'Wire Transfer',
        description: 'Bank wire before shipping',
        instructions: 'Wire the total to Acme Devices, First Harbor Bank, routing 021000021, account 4400123987, quoting your order number.',
        showMethod: true,
        fee: null,
        creditLimit: null,
      },
    ],
    additionalServices: [
      {
        id: 'DATA_WIPE_CERT',
        label: 'Certified data wipe report',
        description: 'A per-device erasure certificate',
        fee: { feeType: 'PER_UNIT', amount: '0.75' },
      },
      {
        id: 'KITTING',
        label: 'Kitting and labelling',
        description: 'Devices boxed with charger and label',
        fee: { feeType: 'PERC_OF_ORDER_SUBTOTAL', percent: '1.5' },
      },
    ],
    taxRules: [
      { country: 'US', state: 'FL', percent: '7', description: 'FL Sales Tax 7%', taxesFreight: false },
      { country: 'US', state: 'NY', percent: '8.875', description: 'NY Sales Tax 8.875%', taxesFreight: true },
    ],
    lateTerms: {
      reservationFeePercent: '1',
      cancellationFeePercent: '10',
      paymentTimeExtensionCustomText: 'Ask your sales rep to extend the payment time on this order.',
    },
  },
  partnerConfigs: {
    'GMT-001': {
      shippingMethods: [
        {
          code: 'GMT_EXPRESS_SHIPPING',
          label: 'GMT Express (DHL)',
          kind: 'TABLE_RATE',
          insuranceAvailable: true,
          ignoreShippingInstructions: false,
          showMethod: true,
          maxDevicesInShipment: 200,
          rate: { perShipment: '60.00', perDevice: '3.00' },
        },
      ],
      billMyAccount: null,
      requestAQuote: { label: 'Request a Quote', showMethod: true, serviceLevels: ['Air freight', 'Sea freight'] },
      insurance: { maxShipmentInsuranceAmount: null, percent: '1', minimum: '10.00' },
      paymentMethods: [
        {
          code: 'WIRE_TRANSFER',
          label: 'Wire Transfer',
          description: 'Bank wire to Global Mobile Traders',
          instructions: 'Wire the total to Global Mobile Traders Ltd, IBAN GB29NWBK60161331926819, quoting your order number.',
          showMethod: true,
          fee: { feeType: 'FIXED', amount: '25.00' },
          creditLimit: null,
        },
      ],
      additionalServices: [],
      taxRules: [],
      lateTerms: { reservationFeePercent: '2', cancellationFeePercent: '15', paymentTimeExtensionCustomText: null },
      // GMT's orders are synced into its own system by hand, with a single Place Order button.
      orderSettings: { singleButtonOrderFlow: true, salesOrderUpdateMethod: 'MANUAL_SYNC' },
    },
  },
  buyerAddresses: [
    {
      kind: 'SHIPPING',
      contact: 'Receiving Desk',
      address1: '1200 NW 25th St',
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zip: '33127',
      label: 'Miami warehouse',
      name: 'Harbor Phones LLC',
    },
    {
      kind: 'SHIPPING',
      contact: 'Store Manager',
      address1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      country: 'US',
      zip: '10118',
      label: 'Manhattan store',
      name: 'Harbor Phones NYC',
    },
    {
      kind: 'SHIPPING',
      contact: 'Depot',
      address1: '45 Rue du Port',
      city: 'Marseille',
      state: '',
      country: 'FR',
      zip: '13002',
      label: 'Marseille depot',
      name: 'Harbor Phones EU',
    },
    {
      kind: 'BILLING',
      contact: 'Accounts Payable',
      address1: '1200 NW 25th St',
      city: 'Miami',
      state: 'FL',
      country: 'US',
      zip: '33127',
      label: 'Head office',
      name: 'Harbor Phones LLC',
    },
  ],
};

/** Northwind: EU table rates, request a quote; terms and wire only; 21% VAT in NL. */
const NORTHWIND_CHECKOUT: DemoCheckout = {
  config: {
    shippingMethods: [
      {
        code: 'NW_STANDARD_SHIPPING',
        label: 'Standard (DPD)',
        kind: 'TABLE_RATE',
        insuranceAvailable: false,
        ignoreShippingInstructions: false,
        showMethod: true,
        maxDevicesInShipment: 300,
        rate: { perShipment: '19.00', perDevice: '0.90' },
      },
    ],
    billMyAccount: null,
    requestAQuote: { label: 'Request a Quote', showMethod: true, serviceLevels: ['Road', 'Air'] },
    insurance: { maxShipmentInsuranceAmount: null, percent: '1', minimum: '5.00' },
    paymentMethods: [
      {
        code: 'TERMS_NET_30',
        label: 'Net 30',
        description: 'Invoice payable within 30 days',
        instructions: 'We invoice on shipment.',
        showMethod: true,
        fee: null,
        creditLimit: null,
      },
      {
        code: 'WIRE_TRANSFER',
        label: 'Bank transfer',
        description: 'SEPA transfer before shipping',
        instructions: 'Transfer the total to Northwind Wireless BV, IBAN NL91ABNA0417164300, quoting your order number.',
        showMethod: true,
        fee: null,
        creditLimit: null,
      },
    ],
    additionalServices: [],
    taxRules: [{ country: 'NL', percent: '21', description: 'BTW 21%', taxesFreight: true }],
    lateTerms: { reservationFeePercent: '0', cancellationFeePercent: '5', paymentTimeExtensionCustomText: null },
  },
  buyerAddresses: [
    {
      kind: 'SHIPPING',
      contact: 'Magazijn',
      address1: 'Keizersgracht 100',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      zip: '1015 CV',
      label: 'Amsterdam shop',
      name: 'Gracht Mobiel BV',
    },
    {
      kind: 'BILLING',
      contact: 'Administratie',
      address1: 'Keizersgracht 100',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      zip: '1015 CV',
      label: 'Head office',
      name: 'Gracht Mobiel BV',
    },
  ],
};

export const ACME: DemoTenant = {
  slug: 'acme',
  networkPartners: true,
  networkResellerEmails: ['buyer@demo.test'],
  checkout: ACME_CHECKOUT,
  // The tutorial opens in the Tutorial dialog (an iframe 512 px tall, spec 01 §2).
  ownStocklist: { tutorialUrl: STOCK_LIST_TUTORIAL_PATH },
  name: 'Acme Devices',
  hostnames: ['localhost'],
  settings: {
    siteTitle: 'Acme Devices Buyer Portal',
    tenantShortName: 'Acme',
    currency: '$',
    currencyPrecision: 2,
    language: 'en',
    // Acme's buyers may switch the portal to Spanish; Northwind offers its language alone.
    locales: ['en', 'es'],
    clientSupportEmail: 'support@acme-devices.test',
    customerCareEmail: 'care@acme-devices.test',
    favicon: '/favicon.ico',
    dark_mode_features: [],
    attributeLabels: { grade: 'Grade', capacity: 'Capacity', color: 'Colour', carrier: 'Carrier' },
    // Acme buys from partner sellers (DEMO_PARTNERS); buyer@demo.test is a network reseller.
    isNetworkEnabled: true,
    'CSS::primaryColor': '#1565c0',
    'CSS::linkColor': '#0d47a1',
    'CSS::headerBackground': '#0d2c54',
    'CSS::fontFamily': 'Roboto',
    portal: {
      sideMenu: { StockList: true, Cart: true, Orders: true, Returns: true, Auctions: false, PreOrders: false },
      maxItemQuantityToBeDisplayed: 100,
      cartSystemMessages: { offerClearingSchedule: true, freeShipping: true },
      // Two-button flow (Hold Order For Later + Pay And Ship Now); buyers get 48 h to pay.
      salesOrders: { singleButtonOrderFlow: false, gracePeriodEnabled: true, gracePeriodHours: 48 },
      termsOfSale: {
        title: 'Acme Devices Terms of Sale',
        lastUpdated: '2026-10-15',
        sections: [
          {
            heading: 'Orders and prices',
            paragraphs: [
              'Every order is placed with Acme Devices, Inc. at the prices shown at checkout. An accepted or countered offer price is valid for one order with its minimum quantity until it expires.',
              'Freight, payment fees, additional services and sales tax are computed when the order is placed and shown before you confirm it.',
            ],
          },
          {
            heading: 'Payment terms',
            paragraphs: [
              'Orders are paid with the payment method chosen at checkout: PayPal at once, or Net 30 terms for approved accounts. A released order ships once its payment is received or its terms are approved.',
              'You may hold an order for later and add later carts from the same warehouse to it while it is on hold.',
            ],
          },
          {
            heading: 'Grace period',
            paragraphs: ['You have {gracePeriodHours} hours after placing an order to pay for it. Within the grace period no fee applies.'],
          },
          {
            heading: 'Late payment: reservation and cancellation fees',
            paragraphs: [
              'Stock on an unpaid order stays reserved for you. After the grace period a reservation fee of {reservationFeePercent}% of the order total is charged for every 24 hours the order stays unpaid.',
              'An order still unpaid after its payment time may be cancelled by Acme Devices. A cancellation fee of {cancellationFeePercent}% of the order total is then charged to your account.',
              'Your sales rep can extend the payment time of an order before the grace period ends.',
            ],
          },
        ],
      },
    },
  },
  translations: { Stocklist: 'Stock List' },
  warehouses: [
    { code: 'MIA', label: 'Miami', acceptsOffers: true },
    { code: 'DAL', label: 'Dallas', acceptsOffers: true },
    { code: 'RNO', label: 'Reno', acceptsOffers: false },
    { code: 'HKG', label: 'Hong Kong', acceptsOffers: false },
  ],
  salesReps: [
    { name: 'Dana Whitfield', email: 'dana.whitfield@acme-devices.test', phone: '+1 305 555 0142', whatsapp: '+13055550142' },
    { name: 'Marco Reyes', email: 'marco.reyes@acme-devices.test', phone: '+1 214 555 0199', whatsapp: '+12145550199' },
  ],
  users: demoUsers('dana.whitfield@acme-devices.test', 'marco.reyes@acme-devices.test'),
  stockItems: [
    {
      itemNumber: 'APL-IP13-128-BLK-A',
      warehouseCode: 'MIA',
      description: 'Apple iPhone 13 128GB Black, Grade A',
      quantityAvailable: 120,
      listPrice: '389.00',
    },
    { itemNumber: 'APL-IP13-128-BLK-B', warehouseCode: 'MIA', description: 'Apple iPhone 13 128GB Black, Grade B', quantityAvailable: 64, listPrice: '341.50' },
    {
      itemNumber: 'SAM-S22-256-GRN-A',
      warehouseCode: 'DAL',
      description: 'Samsung Galaxy S22 256GB Green, Grade A',
      quantityAvailable: 45,
      listPrice: '312.75',
    },
    {
      itemNumber: 'GOO-PX7-128-OBS-A',
      warehouseCode: 'RNO',
      description: 'Google Pixel 7 128GB Obsidian, Grade A',
      quantityAvailable: 30,
      listPrice: '259.99',
    },
    {
      itemNumber: 'APL-IPAD9-64-SLV-C',
      warehouseCode: 'HKG',
      description: 'Apple iPad (9th gen) 64GB Silver, Grade C',
      quantityAvailable: 0,
      listPrice: '129.00',
    },
  ],
};

export const NORTHWIND: DemoTenant = {
  slug: 'northwind',
  name: 'Northwind Wireless',
  hostnames: ['127.0.0.1'],
  checkout: NORTHWIND_CHECKOUT,
  settings: {
    siteTitle: 'Northwind Wireless Trade Portal',
    tenantShortName: 'Northwind',
    currency: '€',
    currencyPrecision: 2,
    language: 'en',
    clientSupportEmail: 'support@northwind-wireless.test',
    favicon: '/favicon.ico',
    dark_mode_features: [],
    attributeLabels: { grade: 'Condition', capacity: 'Storage', color: 'Colour' },
    isNetworkEnabled: false,
    'CSS::primaryColor': '#2e7d32',
    'CSS::linkColor': '#1b5e20',
    'CSS::headerBackground': '#1b3a1d',
    'CSS::fontFamily': 'Lato',
    'CSS::borderRadius': '2px',
    portal: {
      sideMenu: { StockList: true, Cart: true, Orders: true },
      maxItemQuantityToBeDisplayed: 50,
      defaultAlertQuantity: 20,
      salesOrders: { singleButtonOrderFlow: true, gracePeriodEnabled: false },
      termsOfSale: {
        title: 'Northwind Wireless General Terms of Sale',
        lastUpdated: '2026-09-01',
        sections: [
          {
            heading: 'Orders',
            paragraphs: ['An order placed in the trade portal is binding. Prices exclude VAT, which is added at checkout according to the delivery country.'],
          },
          {
            heading: 'Payment terms',
            paragraphs: [
              'Invoices are payable within 30 days (Net 30), or by bank transfer before shipping. Northwind Wireless gives no grace period: payment terms start on the order date.',
            ],
          },
          {
            heading: 'Late payment',
            paragraphs: [
              'No reservation fee is charged on unpaid orders ({reservationFeePercent}% per 24 hours).',
              'An order not paid within its payment terms may be cancelled; a cancellation fee of {cancellationFeePercent}% of the order total is then invoiced.',
            ],
          },
        ],
      },
    },
  },
  translations: { 'Cart and Offers': 'Basket and Offers' },
  warehouses: [
    { code: 'AMS', label: 'Amsterdam', acceptsOffers: true },
    { code: 'FRA', label: 'Frankfurt', acceptsOffers: false },
    { code: 'WAW', label: 'Warsaw', acceptsOffers: true },
  ],
  salesReps: [
    { name: 'Ingrid Vos', email: 'ingrid.vos@northwind-wireless.test', phone: '+31 20 555 0134', whatsapp: '+31205550134' },
    { name: 'Tomasz Nowak', email: 'tomasz.nowak@northwind-wireless.test', phone: '+48 22 555 0177', whatsapp: '+48225550177' },
  ],
  users: [
    ...demoUsers('ingrid.vos@northwind-wireless.test', 'tomasz.nowak@northwind-wireless.test'),
    {
      email: 'buyer@northwind.test',
      firstName: 'Nora',
      lastName: 'Northwind',
      groups: [BUYER_GROUP],
      authorities: FULL_BUYER_AUTHORITIES,
      status: 'CONFIRMED',
      buyerType: 'CUSTOMER',
      prospectId: null,
      onboardingStatus: null,
      salesRepEmail: 'ingrid.vos@northwind-wireless.test',
    },
  ],
  stockItems: [
    {
      itemNumber: 'APL-IP14-128-MID-A',
      warehouseCode: 'AMS',
      description: 'Apple iPhone 14 128GB Midnight, Grade A',
      quantityAvailable: 80,
      listPrice: '449.00',
    },
    {
      itemNumber: 'SAM-A54-128-BLK-A',
      warehouseCode: 'FRA',
      description: 'Samsung Galaxy A54 128GB Black, Grade A',
      quantityAvailable: 150,
      listPrice: '189.90',
    },
    { itemNumber: 'MOT-G84-256-BLU-B', warehouseCode: 'WAW', description: 'Motorola moto g84 256GB Blue, Grade B', quantityAvailable: 25, listPrice: '119.00' },
  ],
};

export const DEMO_TENANTS: readonly DemoTenant[] = [ACME, NORTHWIND];
