import { createTransport } from 'nodemailer';
import { passwordResetCodeMail, signUpCodeMail } from '../src/mail/identity-mail';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { and, desc, eq } from 'drizzle-orm';
import { readServerConfig } from '../src/config';
import { devMailbox } from '../src/db/schema';
import { ACME_HOST, ACME_POOL, NORTHWIND_HOST, callCognito, latestCode } from './support/identity';
import { tenantIdOf } from './builders';

describe('mail adapters', () => {
  it('sends through a nodemailer transport with the From address (SMTP adapter)', async () => {
    const sent: { from?: unknown; to?: unknown; subject?: unknown; text?: unknown; html?: unknown }[] = [];
    // A nodemailer transport plugin that keeps the message instead of talking SMTP.
    const transport = createTransport({
      name: 'capture',
      version: '1',
      send: (mail, done) => {
        sent.push(mail.data);
        done(null, { envelope: mail.message.getEnvelope(), messageId: 'captured' });
      },
    });
    const mailer = new SmtpMailer(transport, 'Acme <no-reply@acme.test>');

    await mailer.send(signUpCodeMail({ tenantId: 't', siteTitle: 'Acme <Portal>', to: 'buyer@demo.test', code: '123456' }));

    expect(sent).toEqual([
      expect.objectContaining({
        from: 'Acme <no-reply@acme.test>',
        to: 'buyer@demo.test',
        subject: 'Acme <Portal>: your verification code',
        text: expect.stringContaining('Your code is 123456'),
        html: expect.stringContaining('Acme &lt;Portal&gt;'),
      }),
    ]);
  });

  it('describes an SMTP server from its URL without the password', async () => {
    expect((await SmtpMailer.fromUrl('smtp://user:secret@mail.example.com:2525', 'x@example.com')).description).toBe('SMTP mail.example.com:2525');
  });

  it('words reset codes apart from sign-up codes', () => {
    const mail = passwordResetCodeMail({ tenantId: 't', siteTitle: 'Northwind', to: 'a@b.test', code: '654321' });

    expect(mail.subject).toBe('Northwind: your password reset code');
    expect(mail.text).toMatch(/654321[\s\S]*1 hour/);
  });
});

describe('dev mailbox (no SMTP_URL)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
  });
  afterAll(() => testApp?.close());

  it('keeps messages (logging only that they were kept), and lists them per tenant and address, newest first', async () => {
    const acme = await tenantIdOf(testApp.database.handle.db, 'acme');
    const northwind = await tenantIdOf(testApp.database.handle.db, 'northwind');
    const { mailer } = testApp.app.identity;
    await mailer.send({ tenantId: acme, to: 'Reader@demo.test', subject: 'first', text: 'one', html: '<p>one</p>' });
    await mailer.send({ tenantId: acme, to: 'reader@demo.test', subject: 'second', text: 'two', html: '<p>two</p>' });
    await mailer.send({ tenantId: northwind, to: 'reader@demo.test', subject: 'elsewhere', text: 'three', html: '<p>three</p>' });

    const atAcme = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=READER@demo.test', headers: { host: ACME_HOST } });
    const atNorthwind = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=reader@demo.test', headers: { host: NORTHWIND_HOST } });

    expect(atAcme.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(atAcme.json()[0]).toEqual({
      id: expect.any(String),
      to: 'reader@demo.test',
      subject: 'second',
      text: 'two',
      html: '<p>two</p>',
      createdAt: expect.any(String),
      attachments: [],
    });
    expect(atNorthwind.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['elsewhere']);
    expect(testApp.logs().some((line) => line.msg === 'dev mailbox: e-mail kept instead of sent')).toBe(true);
  });
});

describe('codes and the log', () => {
  const forgotPassword = (testApp: TestApp, email: string) => callCognito(testApp.app, 'ForgotPassword', { ClientId: ACME_POOL.clientId, Username: email });

  it('never logs a code in production without SMTP_URL (not demo mode)', async () => {
    const config = readServerConfig({ NODE_ENV: 'production' }, '/srv/buyer-portal', false);
    expect(config.demoMode).toBe(false);
    expect(config.identity.smtpUrl).toBeUndefined();
    const testApp = await buildTestApp({ demoMode: config.demoMode, identity: config.identity });
    try {
      const db = testApp.database.handle.db;
      expect((await forgotPassword(testApp, 'buyer@demo.test')).statusCode).toBe(200);

      // The code exists (kept in the table, which nothing serves outside demo mode) ...
      const acme = await tenantIdOf(db, 'acme');
      const [kept] = await db
        .select({ text: devMailbox.text })
        .from(devMailbox)
        .where(and(eq(devMailbox.tenantId, acme), eq(devMailbox.to, 'buyer@demo.test')))
        .orderBy(desc(devMailbox.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(kept.text)?.[1] as string;
      expect(code).toMatch(/^\d{6}$/);
      // ... and appears nowhere in the log, at any level.
      // (Numbers such as times are left out, and the code must stand alone: a time or trace id
      // that happens to hold the same six digits is no leak.)
      const logged = testApp
        .logs()
        .map((line) => JSON.stringify(line, (_key, value: unknown) => (typeof value === 'number' ? undefined : value)))
        .join('\n');
      expect(logged).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(logged).not.toContain('Your code is');
      expect(testApp.logs().some((line) => line.msg === 'dev mailbox: e-mail kept instead of sent')).toBe(true);
      expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=buyer@demo.test', headers: { host: ACME_HOST } })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('in demo mode keeps the code readable in the dev mailbox, and out of the log', async () => {
    const testApp = await buildTestApp({ demoMode: true });
    try {
      expect((await forgotPassword(testApp, 'buyer@demo.test')).statusCode).toBe(200);

      const code = await latestCode(testApp.app, 'buyer@demo.test');
      const logged = testApp
        .logs()
        .map((line) => JSON.stringify(line, (_key, value: unknown) => (typeof value === 'number' ? undefined : value)))
        .join('\n');
      expect(logged).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(logged).not.toContain('Your code is');
      expect(testApp.logs().some((line) => line.msg === 'dev mailbox: e-mail kept instead of sent')).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});
