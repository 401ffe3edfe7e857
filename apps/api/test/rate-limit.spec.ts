import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageCode, TRACE_ID_HEADER, type ErrorBody } from '@bp/api-contract';
import { anErrorBody } from '@bp/api-contract/testing';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, tokensOf } from './support/identity';

// The portal's own files are never counted; signed-in calls count against the
// user (tenant + user id), so an office behind one address does not share one budget; everything
// unauthenticated counts against the client IP.

const API = '/px-api-gateway';
const OFFICE_IP = '203.0.113.7';
const OTHER_IP = '198.51.100.20';
const IP_MAX = 4;
const USER_MAX = 6;

describe('rate limits', () => {
  let testApp: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'bp-rate-limit-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(staticDir, 'assets', 'index-1a2b3c.js'), 'console.log("portal")');
    writeFileSync(path.join(staticDir, 'assets', 'index-1a2b3c.css'), 'body{}');
    testApp = await buildTestApp({
      staticDir,
      rateLimit: { max: IP_MAX, timeWindowMs: 60_000 },
      userRateLimit: { max: USER_MAX, timeWindowMs: 60_000 },
      // Sign-in has its own per-IP budget; it is not under test here.
      identity: { rateLimit: { max: 1000, timeWindowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const publicCall = (remoteAddress: string) => testApp.app.inject({ method: 'GET', url: `${API}/saas-config`, remoteAddress, headers: { host: ACME_HOST } });
  const signedInCall = (token: string, remoteAddress = OFFICE_IP) =>
    testApp.app.inject({ method: 'GET', url: `${API}/account/user-info`, remoteAddress, headers: { host: ACME_HOST, authorization: `Bearer ${token}` } });
  const idTokenOf = async (email: string) => (await tokensOf(testApp.app, email, undefined, { remoteAddress: OFFICE_IP })).IdToken;

  it("never counts the portal's files and pages, however many a session loads", async () => {
    const ip = '192.0.2.50';
    const requests = [
      { url: '/assets/index-1a2b3c.js', accept: '*/*' },
      { url: '/assets/index-1a2b3c.css', accept: 'text/css' },
      { url: '/', accept: 'text/html' },
      { url: '/stock', accept: 'text/html' },
    ];
    const statuses: number[] = [];
    for (let round = 0; round < IP_MAX * 3; round++) {
      for (const { url, accept } of requests) {
        statuses.push((await testApp.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { host: ACME_HOST, accept } })).statusCode);
      }
    }

    expect(new Set(statuses)).toEqual(new Set([200]));
    // The same address still has its whole budget for API calls.
    expect((await publicCall(ip)).statusCode).toBe(200);
  });

  it('gives two signed-in users behind one address a budget each, not shared with unauthenticated calls', async () => {
    const buyer = await idTokenOf('buyer@demo.test');
    const limited = await idTokenOf('limited@demo.test');

    for (let call = 0; call < USER_MAX; call++) {
      expect((await signedInCall(buyer)).statusCode).toBe(200);
      expect((await signedInCall(limited)).statusCode).toBe(200);
    }
    const buyerOver = await signedInCall(buyer);
    const buyerFromElsewhere = await signedInCall(buyer, OTHER_IP);
    const limitedOver = await signedInCall(limited);

    expect(buyerOver.statusCode).toBe(429);
    expect(buyerFromElsewhere.statusCode).toBe(429);
    expect(limitedOver.statusCode).toBe(429);
    expect(buyerOver.json<ErrorBody>()).toMatchObject({ status: 429, messageCode: MessageCode.TOO_MANY_REQUESTS });
    // Twelve signed-in calls from the office did not touch its unauthenticated budget.
    expect((await publicCall(OFFICE_IP)).statusCode).toBe(200);
  });

  it('answers an address over the unauthenticated limit with 429 in the error body, other addresses unaffected', async () => {
    const ip = '192.0.2.99';
    for (let call = 0; call < IP_MAX; call++) expect((await publicCall(ip)).statusCode).toBe(200);

    const limited = await publicCall(ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers[TRACE_ID_HEADER]).toBeDefined();
    expect(limited.json<ErrorBody>()).toEqual(
      anErrorBody({
        status: 429,
        messageCode: MessageCode.TOO_MANY_REQUESTS,
        message: expect.stringContaining('Too many requests'),
        params: [expect.any(String)],
      }),
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/health', remoteAddress: ip })).statusCode).toBe(429);
    expect((await publicCall('192.0.2.100')).statusCode).toBe(200);
  });

  it('counts calls that fail sign-in against the address, like any unauthenticated call', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let call = 0; call <= IP_MAX; call++) statuses.push((await signedInCall('not.a.token', ip)).statusCode);

    expect(statuses).toEqual([...Array<number>(IP_MAX).fill(401), 429]);
  });
});
