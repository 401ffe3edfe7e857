import { eq } from 'drizzle-orm';
import {
  Authority,
  ReturnMessageCode,
  type EvidenceUploadResponse,
  type OrderReturns,
  type OrderUnitsPage,
  type ResolveImeisResponse,
  type ReturnDetail,
  type ReturnsPage,
  type SellerReturn,
} from '@bp/api-contract';
import { devMailbox, orderShipments, salesOrders } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { PNG_BYTES, upload } from '../onboarding/onboarding-kit';
import { orderKit } from '../orders/order-kit';

// Returns (RMA) by unit, on PGlite and on PostgreSQL: a buyer claims shipped units within the
// order's window, the seller answers each unit through /ops, the buyer reads the outcomes; the
// rules refuse units not in the order, units in another open return, claims after the window and
// credits above a unit's price, and two claims of one unit at once make one return.

const imeiOf = (order: number, index: number) => `35${order}${String(index).padStart(13 - String(order).length, '0')}`;
const UNKNOWN_IMEI = '490154203237518';

describe('returns by unit', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);
  let orders = 0;

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  /** A buyer (who may view returns) with a shipped order of `units` units at $10 each. */
  async function shippedOrder(units = 5, authorities = [Authority.CAN_BUY_ONLINE, Authority.VIEW_RETURNS]) {
    orders += 1;
    const fixture = await kit.newCheckoutBuyer({ authorities });
    const item = await kit.newItem({ listPrice: '10.00', quantityAvailable: units });
    const order = await kit.placeOrder(fixture, [{ item, quantity: units }]);
    const number = order.phonexOrderNumber;
    expect((await kit.ops('POST', `orders/${number}/release`)).statusCode).toBe(200);
    const imeis = Array.from({ length: units }, (_, index) => imeiOf(orders, index));
    expect(
      (await kit.ops('POST', `orders/${number}/ship`, { trackingNumbers: ['1Z999AA10123456784'], lines: [{ itemNumberWarehouse: item.key, imeis }] }))
        .statusCode,
    ).toBe(200);
    return { fixture, buyer: fixture.buyer, number, imeis };
  }

  const claim = (
    buyer: Awaited<ReturnType<typeof shippedOrder>>['buyer'],
    number: string,
    imeis: string[],
    extra: Record<string, unknown> = {},
    headers = {},
  ) => buyer.call('POST', 'returns', { phonexOrderNumber: number, units: imeis.map((imei) => ({ imei, reason: 'DEAD_ON_ARRIVAL' })), ...extra }, headers);

  it('claims two units with a photo, names an unknown pasted IMEI, and the seller approves one and rejects the other', async () => {
    const { buyer, number, imeis } = await shippedOrder();
    const window = (await buyer.call('GET', `sales-order/${number}/returns`)).json<OrderReturns>();
    expect(window).toMatchObject({ returnable: true, windowDays: 14, returns: [] });
    expect(Date.parse(window.returnsUntil ?? '') - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);

    const resolved = (
      await buyer.call('POST', `sales-order/${number}/units/resolve`, { imeis: [imeis[0], ` ${imeis[1]} `, UNKNOWN_IMEI] })
    ).json<ResolveImeisResponse>();
    expect({ found: resolved.units.map((unit) => unit.imei), unknown: resolved.unknown }).toEqual({ found: [imeis[0], imeis[1]], unknown: [UNKNOWN_IMEI] });

    const photo = await upload(testApp.app, '/px-api-gateway/returns/evidence', buyer.token, [
      { field: 'file', fileName: 'dead-screen.png', body: PNG_BYTES, contentType: 'image/png' },
    ]);
    expect(photo.statusCode).toBe(200);
    const evidence = photo.json<EvidenceUploadResponse>();

    const created = await claim(buyer, number, [imeis[0], imeis[1]], { note: 'Both dead on arrival', evidenceFileIds: [evidence.fileId] });
    expect(created.statusCode).toBe(201);
    const detail = created.json<ReturnDetail>();
    expect(detail).toMatchObject({ phonexOrderNumber: number, status: 'REQUESTED', rmaNumber: null, unitCount: 2, note: 'Both dead on arrival' });
    expect(detail.returnNumber).toMatch(/^R\d+$/);
    expect(detail.evidence).toEqual([expect.objectContaining({ fileId: evidence.fileId, fileName: 'dead-screen.png' })]);
    expect(detail.units.map((unit) => [unit.imei, unit.reason, unit.status, unit.unitPrice])).toEqual([
      [imeis[0], 'DEAD_ON_ARRIVAL', 'REQUESTED', 10],
      [imeis[1], 'DEAD_ON_ARRIVAL', 'REQUESTED', 10],
    ]);
    const units = (await buyer.call('GET', `sales-order/${number}/units`)).json<OrderUnitsPage>();
    expect(units.units.filter((unit) => unit.returnNumber === detail.returnNumber).map((unit) => unit.imei)).toEqual([imeis[0], imeis[1]]);
    const file = await buyer.call('GET', `returns/${detail.returnNumber}/evidence/${evidence.fileId}`);
    expect({ status: file.statusCode, bytes: file.rawPayload.equals(PNG_BYTES) }).toEqual({ status: 200, bytes: true });

    const approved = await kit.ops('POST', `returns/${detail.returnNumber}/approve`, { imeis: [imeis[0]] });
    expect(approved.statusCode).toBe(200);
    const rejected = await kit.ops('POST', `returns/${detail.returnNumber}/reject`, { imeis: [imeis[1]], reason: 'Water damage, not covered' });
    expect(rejected.json<SellerReturn>()).toMatchObject({ status: 'APPROVED', rmaNumber: `RMA-${detail.returnNumber}`, buyerEmail: buyer.user.email });

    const seen = (await buyer.call('GET', `returns/${detail.returnNumber}`)).json<ReturnDetail>();
    expect(seen.units.map((unit) => [unit.imei, unit.status, unit.rejectionReason])).toEqual([
      [imeis[0], 'APPROVED', null],
      [imeis[1], 'REJECTED', 'Water damage, not covered'],
    ]);
    expect(seen.shipBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mails = await kit.db().select({ subject: devMailbox.subject, text: devMailbox.text }).from(devMailbox).where(eq(devMailbox.to, buyer.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Return ${detail.returnNumber} approved`),
      expect.stringContaining(`Return ${detail.returnNumber}: units not accepted`),
    ]);
    expect(mails[0].text).toContain(`RMA-${detail.returnNumber}`);

    // The rejected unit may be claimed again; the approved one is in an open return.
    expect((await claim(buyer, number, [imeis[1]])).statusCode).toBe(201);
    const again = await claim(buyer, number, [imeis[0]]);
    expect({ status: again.statusCode, code: again.json<{ messageCode: string }>().messageCode, message: again.json<{ message: string }>().message }).toEqual({
      status: 409,
      code: ReturnMessageCode.UNIT_ALREADY_CLAIMED,
      message: `IMEI ${imeis[0]} is already in return ${detail.returnNumber}`,
    });
  });

  it('receives and credits approved units, never above the unit price, in integer cents', async () => {
    const { buyer, number, imeis } = await shippedOrder(3);
    const { returnNumber } = (await claim(buyer, number, imeis)).json<ReturnDetail>();
    expect((await kit.ops('POST', `returns/${returnNumber}/receive`, { imeis: [imeis[0]] })).json<{ messageCode: string }>().messageCode).toBe(
      ReturnMessageCode.WRONG_UNIT_STATUS,
    );
    await kit.ops('POST', `returns/${returnNumber}/approve`, { imeis, rmaNumber: 'RMA-77', shipBy: '2030-01-31' });
    await kit.ops('POST', `returns/${returnNumber}/receive`, { imeis });
    const tooMuch = await kit.ops('POST', `returns/${returnNumber}/credit`, { units: [{ imei: imeis[0], amount: '10.01' }] });
    expect({ status: tooMuch.statusCode, code: tooMuch.json<{ messageCode: string }>().messageCode }).toEqual({
      status: 422,
      code: ReturnMessageCode.CREDIT_TOO_HIGH,
    });
    const credited = await kit.ops('POST', `returns/${returnNumber}/credit`, {
      units: [
        { imei: imeis[0], amount: '10.00' },
        { imei: imeis[1], amount: 3.33 },
        { imei: imeis[2], amount: '0.01' },
      ],
    });
    expect(credited.json<SellerReturn>()).toMatchObject({ status: 'CREDITED', rmaNumber: 'RMA-77', shipBy: '2030-01-31', creditedTotal: 13.34 });
    const list = (await buyer.call('GET', 'returns?status=CREDITED')).json<ReturnsPage>();
    expect(list.returns.map((entry) => [entry.returnNumber, entry.creditedTotal])).toEqual([[returnNumber, 13.34]]);
  });

  it('refuses units not in the order, repeated IMEIs, claims after the window and orders not shipped, writing nothing', async () => {
    const { fixture, buyer, number, imeis } = await shippedOrder(2);
    const unknown = await claim(buyer, number, [imeis[0], UNKNOWN_IMEI]);
    expect({
      status: unknown.statusCode,
      code: unknown.json<{ messageCode: string }>().messageCode,
      message: unknown.json<{ message: string }>().message,
    }).toEqual({
      status: 422,
      code: ReturnMessageCode.UNIT_NOT_IN_ORDER,
      message: `IMEI ${UNKNOWN_IMEI} is not a shipped unit of this order`,
    });
    expect((await claim(buyer, number, [imeis[0], imeis[0]])).statusCode).toBe(422);
    expect(
      (await claim(buyer, number, [imeis[0]], { evidenceFileIds: ['00000000-0000-4000-8000-000000000000'] })).json<{ messageCode: string }>().messageCode,
    ).toBe(ReturnMessageCode.EVIDENCE_NOT_FOUND);
    expect((await buyer.call('GET', 'returns')).json<ReturnsPage>().total).toBe(0);

    const [order] = await kit.db().select().from(salesOrders).where(eq(salesOrders.orderNumber, number));
    await kit
      .db()
      .update(orderShipments)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(orderShipments.orderId, order.id));
    const late = await claim(buyer, number, [imeis[0]]);
    expect({ status: late.statusCode, code: late.json<{ messageCode: string }>().messageCode }).toEqual({ status: 422, code: ReturnMessageCode.WINDOW_CLOSED });

    const held = await kit.placeOrder(fixture, [{ item: await kit.newItem({ listPrice: '10.00' }), quantity: 1 }]);
    const notShipped = await buyer.call('POST', 'returns', { phonexOrderNumber: held.phonexOrderNumber, units: [{ imei: imeis[0], reason: 'OTHER' }] });
    expect({ status: notShipped.statusCode, code: notShipped.json<{ messageCode: string }>().messageCode }).toEqual({
      status: 422,
      code: ReturnMessageCode.ORDER_NOT_SHIPPED,
    });
  });

  it('makes one return of two claims of one unit at the same time, and answers a retried submit with the return it made', async () => {
    const { buyer, number, imeis } = await shippedOrder(2);
    const [first, second] = await Promise.all([claim(buyer, number, [imeis[0]]), claim(buyer, number, [imeis[0], imeis[1]])]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const list = (await buyer.call('GET', 'returns')).json<ReturnsPage>();
    expect(list.total).toBe(1);

    const retried = await shippedOrder(1);
    const key = { 'idempotency-key': 'return-retry-1' };
    const made = await claim(retried.buyer, retried.number, retried.imeis, {}, key);
    const replay = await claim(retried.buyer, retried.number, retried.imeis, {}, key);
    expect({
      made: made.statusCode,
      replay: replay.statusCode,
      same: replay.json<ReturnDetail>().returnNumber === made.json<ReturnDetail>().returnNumber,
    }).toEqual({
      made: 201,
      replay: 200,
      same: true,
    });
  });

  it('keeps returns to their buyer, lists them by search and status, and lets a buyer without CAN_BUY_ONLINE only read', async () => {
    const { buyer, number, imeis } = await shippedOrder(2);
    const { returnNumber } = (await claim(buyer, number, [imeis[0]])).json<ReturnDetail>();
    const byImei = (await buyer.call('GET', `returns?search=${imeis[0].slice(-6)}`)).json<ReturnsPage>();
    expect({ numbers: byImei.returns.map((entry) => entry.returnNumber), counts: byImei.counts }).toEqual({
      numbers: [returnNumber],
      counts: { REQUESTED: 1, APPROVED: 0, REJECTED: 0, RECEIVED: 0, CREDITED: 0 },
    });
    expect((await buyer.call('GET', `returns?search=${number}`)).json<ReturnsPage>().total).toBe(1);
    expect((await buyer.call('GET', 'returns?search=nothing-like-it')).json<ReturnsPage>().total).toBe(0);
    expect((await buyer.call('POST', `returns/${returnNumber}/messages`, { text: 'Tracking of the parcel: 1Z999' })).json<ReturnDetail>().messages).toEqual([
      expect.objectContaining({ author: 'BUYER', text: 'Tracking of the parcel: 1Z999' }),
    ]);

    const other = await kit.newCheckoutBuyer({ authorities: [Authority.CAN_BUY_ONLINE, Authority.VIEW_RETURNS] });
    expect((await other.buyer.call('GET', `returns/${returnNumber}`)).statusCode).toBe(404);
    expect((await other.buyer.call('GET', 'returns')).json<ReturnsPage>().total).toBe(0);
    expect((await claim(other.buyer, number, [imeis[1]])).statusCode).toBe(404);

    const reader = await kit.newCheckoutBuyer({ authorities: [Authority.VIEW_RETURNS] });
    expect((await reader.buyer.call('GET', 'returns')).statusCode).toBe(200);
    expect((await claim(reader.buyer, number, [imeis[1]])).statusCode).toBe(403);
    const noReturns = await kit.newCheckoutBuyer({ authorities: [Authority.CAN_BUY_ONLINE] });
    expect((await noReturns.buyer.call('GET', 'returns')).statusCode).toBe(403);
  });

  it('takes a short video as evidence by its ISO media header, and refuses a renamed file or an Office file as evidence', async () => {
    const { buyer } = await shippedOrder(1);
    const evidence = (fileName: string, body: Buffer, contentType: string) =>
      upload(testApp.app, '/px-api-gateway/returns/evidence', buyer.token, [{ field: 'file', fileName, body, contentType }]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);
    const video = await evidence('boot-loop.mp4', mp4, 'video/mp4');
    expect({ status: video.statusCode, type: video.json<EvidenceUploadResponse>().contentType }).toEqual({ status: 200, type: 'video/mp4' });
    expect((await evidence('IMG_0001.MOV', mp4, 'video/quicktime')).json<EvidenceUploadResponse>().contentType).toBe('video/quicktime');
    for (const [name, body] of [
      ['fake.mp4', Buffer.from('not a video at all, just text')],
      ['list.xlsx', Buffer.from('PK\x03\x04')],
      ['notes.txt', Buffer.from('a note')],
    ] as const) {
      const refused = await evidence(name, body, 'application/octet-stream');
      expect({ name, status: refused.statusCode, code: refused.json<{ messageCode: string }>().messageCode }).toEqual({
        name,
        status: 415,
        code: ReturnMessageCode.EVIDENCE_TYPE_NOT_ALLOWED,
      });
    }
  });
});
