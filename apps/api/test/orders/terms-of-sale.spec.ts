import { Value } from 'typebox/value';
import { TERMS_OF_SALE_PATH, TermsOfSaleSchema, type TermsOfSale } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST, getWithToken, tokensOf } from '../support/identity';

// GET terms-of-sale (spec 02 §2 Terms): each tenant's own texts, with the late-payment figures of
// its checkout configuration and order settings filled in.

describe('GET terms-of-sale', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const termsFor = async (email: string, host: string) => {
    const { IdToken } = await tokensOf(testApp.app, email, undefined, { host });
    return getWithToken(testApp.app, TERMS_OF_SALE_PATH, IdToken, host);
  };

  it("answers Acme's terms with its reservation and cancellation fees and 48-hour grace period", async () => {
    const response = await termsFor('buyer@demo.test', ACME_HOST);

    expect(response.statusCode).toBe(200);
    const terms = response.json<TermsOfSale>();
    expect(Value.Check(TermsOfSaleSchema, terms)).toBe(true);
    expect(terms.title).toBe('Acme Devices Terms of Sale');
    expect(terms.lastUpdated).toBe('2026-10-15');
    expect(terms.latePayment).toEqual({ reservationFeePercent: 1, cancellationFeePercent: 10, gracePeriodHours: 48 });
    const text = terms.sections.flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain('You have 48 hours after placing an order to pay for it.');
    expect(text).toContain('a reservation fee of 1% of the order total is charged for every 24 hours');
    expect(text).toContain('A cancellation fee of 10% of the order total');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("answers Northwind's own terms without a grace period", async () => {
    const response = await termsFor('buyer@demo.test', NORTHWIND_HOST);

    expect(response.statusCode).toBe(200);
    const terms = response.json<TermsOfSale>();
    expect(terms.title).toBe('Northwind Wireless General Terms of Sale');
    expect(terms.latePayment).toEqual({ reservationFeePercent: 0, cancellationFeePercent: 5, gracePeriodHours: null });
    expect(terms.sections.map((section) => section.heading)).toEqual(['Orders', 'Payment terms', 'Late payment']);
  });

  it('lets a prospect who may not check out yet read the terms', async () => {
    const response = await termsFor('prospect@demo.test', ACME_HOST);

    expect(response.statusCode).toBe(200);
    expect(response.json<TermsOfSale>().title).toBe('Acme Devices Terms of Sale');
  });

  it('needs a signed-in user', async () => {
    const response = await getWithToken(testApp.app, TERMS_OF_SALE_PATH, undefined, ACME_HOST);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401 });
  });
});
