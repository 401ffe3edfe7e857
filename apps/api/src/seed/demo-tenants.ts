import { Authority, BUYER_GROUP, UNVERIFIED_PROSPECT } from '@bp/api-contract';
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
    { ...base, email: 'limited@demo.test', firstName: 'Lee', lastName: 'Limited', groups: [BUYER_GROUP], authorities: [], status: 'CONFIRMED', buyerType: 'CUSTOMER' },
    // Signed up, e-mail not verified yet: sign-in answers UserNotConfirmedException.
    { ...base, email: 'unconfirmed@demo.test', firstName: 'Uma', lastName: 'Unconfirmed', groups: [], authorities: [], status: 'UNCONFIRMED' },
  ];
}

export const ACME: DemoTenant = {
  slug: 'acme',
  networkPartners: true,
  networkResellerEmails: ['buyer@demo.test'],
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
    { itemNumber: 'APL-IP13-128-BLK-A', warehouseCode: 'MIA', description: 'Apple iPhone 13 128GB Black, Grade A', quantityAvailable: 120, listPrice: '389.00' },
    { itemNumber: 'APL-IP13-128-BLK-B', warehouseCode: 'MIA', description: 'Apple iPhone 13 128GB Black, Grade B', quantityAvailable: 64, listPrice: '341.50' },
    { itemNumber: 'SAM-S22-256-GRN-A', warehouseCode: 'DAL', description: 'Samsung Galaxy S22 256GB Green, Grade A', quantityAvailable: 45, listPrice: '312.75' },
    { itemNumber: 'GOO-PX7-128-OBS-A', warehouseCode: 'RNO', description: 'Google Pixel 7 128GB Obsidian, Grade A', quantityAvailable: 30, listPrice: '259.99' },
    { itemNumber: 'APL-IPAD9-64-SLV-C', warehouseCode: 'HKG', description: 'Apple iPad (9th gen) 64GB Silver, Grade C', quantityAvailable: 0, listPrice: '129.00' },
  ],
};

export const NORTHWIND: DemoTenant = {
  slug: 'northwind',
  name: 'Northwind Wireless',
  hostnames: ['127.0.0.1'],
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
      salesOrders: { singleButtonOrderFlow: true },
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
    { itemNumber: 'APL-IP14-128-MID-A', warehouseCode: 'AMS', description: 'Apple iPhone 14 128GB Midnight, Grade A', quantityAvailable: 80, listPrice: '449.00' },
    { itemNumber: 'SAM-A54-128-BLK-A', warehouseCode: 'FRA', description: 'Samsung Galaxy A54 128GB Black, Grade A', quantityAvailable: 150, listPrice: '189.90' },
    { itemNumber: 'MOT-G84-256-BLU-B', warehouseCode: 'WAW', description: 'Motorola moto g84 256GB Blue, Grade B', quantityAvailable: 25, listPrice: '119.00' },
  ],
};

export const DEMO_TENANTS: readonly DemoTenant[] = [ACME, NORTHWIND];
