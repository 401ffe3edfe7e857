import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../src/config';
import { jobs, opsAudit, opsKeys } from '../../src/db/schema';
import { enqueueJob } from '../../src/db/job-queue';
import { runAuditCommand, runKeysCommand } from '../../src/ops/keys-cli';
import { createOpsKey, revokeOpsKey, type OpsAuditPage, type OpsKeyListing } from '../../src/ops/ops-keys';
import { tenantIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST } from '../support/identity';

// Ops keys per tenant: only their sha256 stored, listed by prefix and label, revocable; a key of
// one tenant is refused at another's host (403); every use is audited and readable back.

describe('ops keys per tenant', () => {
  let testApp: TestApp;
  let acme: string;
  let northwind: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    acme = await tenantIdOf(testApp.database.handle.db, 'acme');
    northwind = await tenantIdOf(testApp.database.handle.db, 'northwind');
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.handle.db;
  const offers = (key: string | undefined, host = ACME_HOST, as: 'bearer' | 'header' = 'header') =>
    testApp.app.inject({
      method: 'GET',
      url: '/ops/offers?status=PENDING_ACCEPTANCE',
      headers: { host, ...(key === undefined ? {} : as === 'header' ? { 'x-ops-key': key } : { authorization: `Bearer ${key}` }) },
    });
  const audit = (key: string, query = '', host = ACME_HOST) =>
    testApp.app.inject({ method: 'GET', url: `/ops/audit${query}`, headers: { host, 'x-ops-key': key } });
  // What `npm run ops -- keys ...` prints on stdout, and its notes for the person (stderr).
  const cli = async (tenantId: string, ...args: string[]) => {
    const notes: string[] = [];
    const answer = await runKeysCommand({ db: db(), tenantId, config: {} as ServerConfig, note: (text) => notes.push(text) }, ['keys', ...args]);
    return { answer, notes };
  };

  it('opens /ops with a key of the tenant, as x-ops-key or a bearer token', async () => {
    const { key } = await createOpsKey(db(), acme, 'robot');

    expect((await offers(key)).statusCode).toBe(200);
    expect((await offers(key, ACME_HOST, 'bearer')).statusCode).toBe(200);
  });

  it("answers 403 to a key of tenant A at tenant B's host, and records the attempt in A's audit", async () => {
    const { key, prefix } = await createOpsKey(db(), acme, 'acme only');

    const atNorthwind = await offers(key, NORTHWIND_HOST);

    expect(atNorthwind.statusCode).toBe(403);
    expect(atNorthwind.json()).toMatchObject({ status: 403, messageCode: 'FORBIDDEN' });
    const [attempt] = (await audit(key)).json<OpsAuditPage>().items;
    expect(attempt).toMatchObject({ keyPrefix: prefix, keyLabel: 'acme only', method: 'GET', route: '/ops/offers', statusCode: 403 });
    // Nothing of it lands in Northwind's audit.
    const { key: northwindKey } = await createOpsKey(db(), northwind, 'northwind robot');
    expect((await audit(northwindKey, '', NORTHWIND_HOST)).json<OpsAuditPage>().items.map((item) => item.keyPrefix)).not.toContain(prefix);
  });

  it('answers 401 to no key, an unknown key, a too short one, and a revoked one', async () => {
    const { key, prefix } = await createOpsKey(db(), acme, 'soon revoked');
    await revokeOpsKey(db(), acme, prefix);

    for (const given of [undefined, 'bpo_unknownunknownunknownunknownunknownunknown', 'short', key]) {
      const response = await offers(given);
      expect({ given, status: response.statusCode, messageCode: response.json().messageCode }).toEqual({ given, status: 401, messageCode: 'UNAUTHORIZED' });
    }
    // A revoked key of tenant A is not "a key of another tenant" at B either.
    expect((await offers(key, NORTHWIND_HOST)).statusCode).toBe(401);
  });

  it('records every request a key opens: key prefix and label, method, route, path, status, time; newest first, paged', async () => {
    const { key, prefix, id } = await createOpsKey(db(), acme, 'auditor');
    const startedAt = Date.now();
    expect((await offers(key)).statusCode).toBe(200);
    const refused = await testApp.app.inject({ method: 'POST', url: '/ops/offers/not-an-offer/accept', headers: { host: ACME_HOST, 'x-ops-key': key } });
    expect(refused.statusCode).toBe(404);

    const page = (await audit(key, '?limit=2')).json<OpsAuditPage>();

    // The audit call itself is not in its own answer (its row is written as its answer leaves).
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        keyPrefix: prefix,
        keyLabel: 'auditor',
        method: 'POST',
        route: '/ops/offers/:offerId/accept',
        path: '/ops/offers/not-an-offer/accept',
        statusCode: 404,
        at: expect.any(String),
      },
      {
        id: expect.any(Number),
        keyPrefix: prefix,
        keyLabel: 'auditor',
        method: 'GET',
        route: '/ops/offers',
        path: '/ops/offers',
        statusCode: 200,
        at: expect.any(String),
      },
    ]);
    expect(new Date(page.items[1].at).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(page.nextBefore).toBe(page.items[1].id);
    const older = (await audit(key, `?limit=2&before=${page.nextBefore}`)).json<OpsAuditPage>();
    expect(older.items.every((item) => item.id < page.items[1].id)).toBe(true);
    // The audit read is audited too, and the key's last use is kept.
    expect((await audit(key, '?limit=1')).json<OpsAuditPage>().items[0]).toMatchObject({ route: '/ops/audit', statusCode: 200 });
    const [row] = await db().select().from(opsKeys).where(eq(opsKeys.id, id));
    expect(row.lastUsedAt).not.toBeNull();
    // The same page from the command line (`npm run ops -- audit`).
    const fromCli = await runAuditCommand(db(), acme, ['audit', '--limit', '2']);
    expect(fromCli.items.map((item) => item.route)).toEqual(['/ops/audit', '/ops/audit']);
    expect(() => runAuditCommand(db(), acme, ['audit', '--limit', '0'])).toThrow('--limit must be a whole number from 1 to 500');
    expect((await audit(key, '?limit=0')).statusCode).toBe(400);
  });

  it('creates, lists and revokes keys from the command line: the key is printed once, lists show prefix and label only', async () => {
    const { answer, notes } = await cli(northwind, 'create', '--label', 'pricing bot');
    const created = answer as OpsKeyListing & { key: string };
    expect(created.key).toMatch(/^bpo_[A-Za-z0-9_-]{51}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(notes.join('\n')).not.toContain(created.key);
    expect((await offers(created.key, NORTHWIND_HOST)).statusCode).toBe(200);

    const listed = (await cli(northwind, 'list')).answer as OpsKeyListing[];
    const entry = listed.find((key) => key.id === created.id);
    expect(entry).toEqual({
      id: created.id,
      prefix: created.prefix,
      label: 'pricing bot',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));
    // Only a sha256 is stored.
    const [stored] = await db().select().from(opsKeys).where(eq(opsKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(12));

    const revoked = (await cli(northwind, 'revoke', created.prefix)).answer as OpsKeyListing;
    expect(revoked.revokedAt).not.toBeNull();
    expect((await offers(created.key, NORTHWIND_HOST)).statusCode).toBe(401);
    await expect(cli(northwind, 'create')).rejects.toThrow('--label is required');
    await expect(cli(acme, 'revoke', created.prefix)).rejects.toThrow(`No ops key ${created.prefix} in this tenant`);
  });

  it('keeps audit rows with their tenant: a tenant reads only its own', async () => {
    const rows = await db().select({ tenantId: opsAudit.tenantId }).from(opsAudit);
    expect(new Set(rows.map((row) => row.tenantId))).toEqual(new Set([acme, northwind]));
    const { key } = await createOpsKey(db(), northwind, 'reader');
    const northwindPage = (await audit(key, '?limit=500', NORTHWIND_HOST)).json<OpsAuditPage>();
    const acmePrefixes = (await db().select({ prefix: opsKeys.prefix }).from(opsKeys).where(eq(opsKeys.tenantId, acme))).map((row) => row.prefix);
    expect(northwindPage.items.filter((item) => acmePrefixes.includes(item.keyPrefix))).toEqual([]);
  });

  it("runs only the key's own tenant's due jobs on POST /ops/jobs/run", async () => {
    const ran: string[] = [];
    testApp.app.jobWorker.register('test-ops-run', async (job) => void ran.push(job.tenantId));
    await enqueueJob(db(), { tenantId: acme, kind: 'test-ops-run', dedupeKey: 'ops-run-acme' });
    await enqueueJob(db(), { tenantId: northwind, kind: 'test-ops-run', dedupeKey: 'ops-run-northwind' });
    const { key } = await createOpsKey(db(), acme, 'job runner');
    const answer = await testApp.app.inject({ method: 'POST', url: '/ops/jobs/run', headers: { host: ACME_HOST, 'x-ops-key': key } });
    expect(answer.statusCode).toBe(200);
    expect(ran).toEqual([acme]);
    const waiting = await db().select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.dedupeKey, 'ops-run-northwind'));
    expect(waiting).toEqual([{ tenantId: northwind }]);
    const [northwindJob] = await db().select({ doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.dedupeKey, 'ops-run-northwind'));
    expect(northwindJob.doneAt).toBeNull();
  });
});
