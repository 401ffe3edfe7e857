import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { eq } from 'drizzle-orm';
import {
  AUTHORITIES_PATH,
  Authority,
  BANNERS_PATH,
  CART_SETTINGS_PATH,
  CartSettingsSchema,
  INVENTORY_SETTINGS_PATH,
  InventorySettingsSchema,
  MessageCode,
  NETWORK_SETTINGS_PATH,
  NOTIFICATION_PREFERENCES_PATH,
  NetworkSettingsSchema,
  NotificationPreferencesSchema,
  PENDING_DOCUMENTS_PATH,
  PXN_SALES_ORDER_SETTINGS_PATH,
  PXN_SETTINGS_PATH,
  PXN_STOCKLIST_SETTINGS_PATH,
  PendingDocumentsSchema,
  PxnSalesOrderSettingsSchema,
  PxnSettingsSchema,
  PxnStocklistSettingsSchema,
  SALES_ORDER_SETTINGS_PATH,
  SALES_REPS_PATH,
  SAAS_RESET_PASSWORD_PATH,
  STOCKLIST_SETTINGS_PATH,
  SalesOrderSettingsSchema,
  SalesRepsSchema,
  StocklistSettingsSchema,
  USER_INFO_PATH,
  UserInfoSchema,
  WAREHOUSES_PATH,
  WarehousesSchema,
  AuthoritiesSchema,
  BroadcastBannersSchema,
} from '@bp/api-contract';
import { broadcastBanners, users } from '../src/db/schema';
import { scoped } from '../src/db/scoped';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, DEMO_PASSWORD, NORTHWIND_HOST, getWithToken, latestCode, tokensOf } from './support/identity';
import { tenantIdOf } from './builders';

/** Every signed-in GET route and the schema its answer must satisfy. */
const SIGNED_IN_ROUTES: [string, TSchema][] = [
  [USER_INFO_PATH, UserInfoSchema],
  [AUTHORITIES_PATH, AuthoritiesSchema],
  [SALES_REPS_PATH, SalesRepsSchema],
  [NOTIFICATION_PREFERENCES_PATH, NotificationPreferencesSchema],
  [PENDING_DOCUMENTS_PATH, PendingDocumentsSchema],
  [BANNERS_PATH, BroadcastBannersSchema],
  [STOCKLIST_SETTINGS_PATH, StocklistSettingsSchema],
  [WAREHOUSES_PATH, WarehousesSchema],
  [CART_SETTINGS_PATH, CartSettingsSchema],
  [INVENTORY_SETTINGS_PATH, InventorySettingsSchema],
  [SALES_ORDER_SETTINGS_PATH, SalesOrderSettingsSchema],
  [NETWORK_SETTINGS_PATH, NetworkSettingsSchema],
  [PXN_SETTINGS_PATH, PxnSettingsSchema],
  [PXN_STOCKLIST_SETTINGS_PATH, PxnStocklistSettingsSchema],
  [PXN_SALES_ORDER_SETTINGS_PATH, PxnSalesOrderSettingsSchema],
];
/** Open to users without a group (they go to account setup). */
const ACCOUNT_SETUP_ROUTES = [USER_INFO_PATH, AUTHORITIES_PATH, SALES_REPS_PATH];

describe('startup and session calls of a signed-in buyer (spec 01 §7)', () => {
  let testApp: TestApp;
  const idTokens = new Map<string, string>();
  const db = () => testApp.database.handle.db;

  /** The ID token of a demo user (signed in once per test file). */
  const tokenOf = async (email: string, host = ACME_HOST): Promise<string> => {
    const key = `${host}|${email}`;
    if (!idTokens.has(key)) idTokens.set(key, (await tokensOf(testApp.app, email, DEMO_PASSWORD, { host })).IdToken);
    return idTokens.get(key) ?? '';
  };
  const get = async (path: string, email: string, host = ACME_HOST) => getWithToken(testApp.app, path, await tokenOf(email, host), host);

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  describe('who may call (403 rules)', () => {
    it.each(SIGNED_IN_ROUTES)('answers %s to a buyer in the documented shape', async (path, schema) => {
      const response = await get(path, 'buyer@demo.test');

      expect(response.statusCode).toBe(200);
      expect(Value.Errors(schema, response.json())).toEqual([]);
    });

    it.each(SIGNED_IN_ROUTES.map(([path]) => path))('refuses %s without a token (401)', async (path) => {
      const response = await getWithToken(testApp.app, path, undefined);

      expect(response.json()).toMatchObject({ status: 401, messageCode: MessageCode.UNAUTHORIZED, message: 'Session Expired' });
    });

    it('refuses a signed-in user outside the Buyer group everywhere with 403 UNAUTHORIZED_USER', async () => {
      for (const [path] of SIGNED_IN_ROUTES) {
        const response = await get(path, 'seller@demo.test');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, messageCode: MessageCode.UNAUTHORIZED_USER });
      }
    });

    it('lets a user without any group reach only what account setup needs (403 ACCOUNT_SETUP_REQUIRED elsewhere)', async () => {
      for (const [path] of SIGNED_IN_ROUTES) {
        const response = await get(path, 'newbuyer@demo.test');
        if (ACCOUNT_SETUP_ROUTES.includes(path)) expect(response.statusCode).toBe(200);
        else expect(response.json()).toMatchObject({ status: 403, messageCode: MessageCode.ACCOUNT_SETUP_REQUIRED });
      }
    });

    it('refuses a user whose account was put back into a state that forbids access (403)', async () => {
      const token = await tokenOf('limited@demo.test', NORTHWIND_HOST);
      await scoped(db(), await tenantIdOf(db(), 'northwind')).update(users, { status: 'RESET_REQUIRED' }, eq(users.email, 'limited@demo.test'));

      const response = await getWithToken(testApp.app, USER_INFO_PATH, token, NORTHWIND_HOST);

      expect(response.json()).toMatchObject({ status: 403, messageCode: MessageCode.UNAUTHORIZED_USER });
    });
  });

  describe('user-info and authorities', () => {
    it('describes a customer with their sales rep, ready for checkout', async () => {
      expect((await get(USER_INFO_PATH, 'buyer@demo.test')).json()).toEqual({
        userId: expect.any(String),
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
      });
    });

    it('describes an unverified prospect as not ready for checkout, with a rep to contact', async () => {
      expect((await get(USER_INFO_PATH, 'prospect@demo.test')).json()).toMatchObject({
        isBuyer: true,
        prospectId: 'PR-1001',
        buyerType: 'UNVERIFIED_PROSPECT',
        onboardingStatus: 'UNVERIFIED_PROSPECT',
        readyForCheckout: false,
        salesRep: {
          salesRepName: 'Marco Reyes',
          salesRepEmail: 'marco.reyes@acme-devices.test',
          salesRepPhone: '+1 214 555 0199',
          salesRepWhatApp: '+12145550199',
        },
      });
    });

    it('describes a user without a group as no buyer, with no buyer type yet', async () => {
      expect((await get(USER_INFO_PATH, 'newbuyer@demo.test')).json()).toMatchObject({
        isBuyer: false,
        buyerType: null,
        salesRep: null,
        readyForCheckout: false,
      });
    });

    it("lists the user's own authorities (none for a limited buyer)", async () => {
      expect((await get(AUTHORITIES_PATH, 'buyer@demo.test')).json()).toEqual(expect.arrayContaining(Object.values(Authority)));
      expect((await get(AUTHORITIES_PATH, 'limited@demo.test')).json()).toEqual([]);
    });

    it("shows each user only their own data, and each tenant's host only its own users", async () => {
      const acmeBuyer = (await get(USER_INFO_PATH, 'buyer@demo.test')).json<{ userId: string }>();
      const northwindBuyer = (await get(USER_INFO_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json<{ userId: string; salesRep: { salesRepEmail: string } }>();

      expect(northwindBuyer.userId).not.toBe(acmeBuyer.userId);
      expect(northwindBuyer.salesRep.salesRepEmail).toBe('ingrid.vos@northwind-wireless.test');
      expect((await getWithToken(testApp.app, USER_INFO_PATH, await tokenOf('buyer@demo.test'), NORTHWIND_HOST)).statusCode).toBe(401);
      expect((await get(SALES_REPS_PATH, 'buyer@demo.test')).json<{ salesRepEmail: string }[]>().map((rep) => rep.salesRepEmail)).toEqual([
        'dana.whitfield@acme-devices.test',
        'marco.reyes@acme-devices.test',
      ]);
    });
  });

  describe('settings documents', () => {
    it("derives the stock list settings and side menu from the tenant's warehouses and settings", async () => {
      // The stock-list fields (categories, levels, grades, ...) are tested in test/stock.
      expect((await get(STOCKLIST_SETTINGS_PATH, 'buyer@demo.test')).json()).toMatchObject({
        pxParticipantId: null,
        warehouses: ['DAL', 'HKG', 'MIA', 'RNO'],
        warehouseLabels: { DAL: 'Dallas', HKG: 'Hong Kong', MIA: 'Miami', RNO: 'Reno' },
        warehouseAcceptingOffer: ['DAL', 'MIA'],
        // The tenant's labels win over the stock list's own.
        attributeLabels: { grade: 'Grade', capacity: 'Capacity', color: 'Colour', carrier: 'Carrier', manufacturer: 'Manufacturer' },
        maxItemQuantityToBeDisplayed: 100,
        defaultAlertQuantity: 100,
        sideMenu: { StockList: true, Cart: true, Auctions: false, PreOrders: false, Orders: true, Returns: true },
      });
      expect((await get(STOCKLIST_SETTINGS_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json()).toMatchObject({
        warehouses: ['AMS', 'FRA', 'WAW'],
        warehouseAcceptingOffer: ['AMS', 'WAW'],
        maxItemQuantityToBeDisplayed: 50,
        defaultAlertQuantity: 20,
        sideMenu: { StockList: true, Cart: true, Orders: true, Returns: false, Auctions: false, PreOrders: false },
      });
    });

    it('answers the other settings from the same tenant data', async () => {
      expect((await get(INVENTORY_SETTINGS_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json()).toEqual({
        warehouseLabels: { AMS: 'Amsterdam', FRA: 'Frankfurt', WAW: 'Warsaw' },
        maxItemQuantityToBeDisplayed: 50,
      });
      expect((await get(CART_SETTINGS_PATH, 'buyer@demo.test')).json()).toEqual({
        warehouseAcceptingOffer: ['DAL', 'MIA'],
        systemMessages: { offerClearingSchedule: true, freeShipping: true },
      });
      expect((await get(SALES_ORDER_SETTINGS_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json()).toMatchObject({
        fulfillmentSettings: { singleButtonOrderFlow: true },
      });
      // Acme has the partner network (see test/stock/network-and-items.spec.ts); Northwind has none.
      expect((await get(NETWORK_SETTINGS_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json()).toEqual({ isNetworkEnabled: false, participants: [] });
      expect(
        (await get(WAREHOUSES_PATH, 'buyer@demo.test', NORTHWIND_HOST)).json<{ warehouseCode: string }[]>().map((warehouse) => warehouse.warehouseCode),
      ).toEqual(['AMS', 'FRA', 'WAW']);
    });
  });

  describe('notification preferences, banners, pending documents', () => {
    it("keeps each user's notification preferences apart (GET/PUT notification-preferance)", async () => {
      const limitedToken = await tokenOf('limited@demo.test');
      const before = await getWithToken(testApp.app, NOTIFICATION_PREFERENCES_PATH, limitedToken);
      expect(before.json()).toEqual({ stockReportNotification: false, offerNotification: true, orderNotification: true });

      const saved = await testApp.app.inject({
        method: 'PUT',
        url: NOTIFICATION_PREFERENCES_PATH,
        headers: { host: ACME_HOST, authorization: `Bearer ${limitedToken}` },
        payload: { stockReportNotification: true, offerNotification: false, orderNotification: true },
      });
      expect(saved.json()).toEqual({ stockReportNotification: true, offerNotification: false, orderNotification: true });
      expect((await getWithToken(testApp.app, NOTIFICATION_PREFERENCES_PATH, limitedToken)).json()).toMatchObject({ stockReportNotification: true });
      expect((await get(NOTIFICATION_PREFERENCES_PATH, 'buyer@demo.test')).json()).toMatchObject({ stockReportNotification: false });

      const invalid = await testApp.app.inject({
        method: 'PUT',
        url: NOTIFICATION_PREFERENCES_PATH,
        headers: { host: ACME_HOST, authorization: `Bearer ${limitedToken}` },
        payload: { stockReportNotification: 'yes' },
      });
      expect(invalid.json()).toMatchObject({ status: 400, messageCode: MessageCode.VALIDATION_FAILED });
    });

    it("shows the tenant's active banners only: not ended, not future, not another tenant's", async () => {
      const hour = 3_600_000;
      const acme = await tenantIdOf(db(), 'acme');
      await scoped(db(), acme).insert(broadcastBanners, [
        { message: 'Warehouse closed Friday', severity: 'warning', startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) },
        { message: 'Old news', startsAt: new Date(Date.now() - 3 * hour), endsAt: new Date(Date.now() - hour) },
        { message: 'Not yet', startsAt: new Date(Date.now() + hour) },
      ]);
      await scoped(db(), await tenantIdOf(db(), 'northwind')).insert(broadcastBanners, { message: 'Northwind only' });

      const banners = (await get(BANNERS_PATH, 'buyer@demo.test')).json<{ message: string; severity: string }[]>();

      expect(banners).toEqual([expect.objectContaining({ message: 'Warehouse closed Friday', severity: 'warning' })]);
    });

    it('reports no pending proof-of-export documents yet', async () => {
      expect((await get(PENDING_DOCUMENTS_PATH, 'buyer@demo.test')).json()).toEqual({
        documents: [],
        documentUploadUrl: `http://${ACME_HOST}/px-api-gateway/account/proof-of-export/upload`,
        authToken: '',
        disablePayAndShipNow: false,
        isOpen: false,
      });
    });
  });

  describe('POST saas-login/reset-password (public)', () => {
    const start = (userName: unknown, host = ACME_HOST) =>
      testApp.app.inject({ method: 'POST', url: SAAS_RESET_PASSWORD_PATH, headers: { host }, payload: { userName } });
    const mails = async (to: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/dev/mailbox?to=${to}`, headers: { host: ACME_HOST } })).json<{ subject: string }[]>();

    it('mails a reset code to a confirmed account', async () => {
      const response = await start('buyer@demo.test');

      expect(response.json()).toEqual({ userStatus: 'CONFIRMED' });
      expect((await mails('buyer@demo.test'))[0].subject).toContain('password reset code');
      expect(await latestCode(testApp.app, 'buyer@demo.test')).toMatch(/^\d{6}$/);
    });

    it('answers UNCONFIRMED with a new sign-up code for an account waiting for its e-mail verification', async () => {
      const response = await start('unconfirmed@demo.test');

      expect(response.json()).toEqual({ userStatus: 'UNCONFIRMED' });
      expect((await mails('unconfirmed@demo.test'))[0].subject).toContain('verification code');
    });

    it('answers an unknown e-mail like a known one, without mailing anything', async () => {
      expect((await start('nobody.here@demo.test')).json()).toEqual({ userStatus: 'CONFIRMED' });
      expect(await mails('nobody.here@demo.test')).toEqual([]);
    });

    it('validates the body and turns the send limit into 429 TOO_MANY_REQUESTS', async () => {
      expect((await start(12)).json()).toMatchObject({ status: 400, messageCode: MessageCode.VALIDATION_FAILED });

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await start('seller@demo.test')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await start('seller@demo.test')).json()).toMatchObject({ status: 429, messageCode: MessageCode.TOO_MANY_REQUESTS });
    });
  });
});
