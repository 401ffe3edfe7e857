import { createTransport } from 'nodemailer';
import { passwordResetCodeMail, signUpCodeMail } from '../src/mail/identity-mail';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST } from './support/identity';
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

  it('describes an SMTP server from its URL without the password', () => {
    expect(SmtpMailer.fromUrl('smtp://user:secret@mail.example.com:2525', 'x@example.com').description).toBe('SMTP mail.example.com:2525');
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

  it('keeps and logs messages, and lists them per tenant and address, newest first', async () => {
    const acme = await tenantIdOf(testApp.database.handle.db, 'acme');
    const northwind = await tenantIdOf(testApp.database.handle.db, 'northwind');
    const { mailer } = testApp.app.identity;
    await mailer.send({ tenantId: acme, to: 'Reader@demo.test', subject: 'first', text: 'one', html: '<p>one</p>' });
    await mailer.send({ tenantId: acme, to: 'reader@demo.test', subject: 'second', text: 'two', html: '<p>two</p>' });
    await mailer.send({ tenantId: northwind, to: 'reader@demo.test', subject: 'elsewhere', text: 'three', html: '<p>three</p>' });

    const atAcme = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=READER@demo.test', headers: { host: ACME_HOST } });
    const atNorthwind = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=reader@demo.test', headers: { host: NORTHWIND_HOST } });

    expect(atAcme.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(atAcme.json()[0]).toEqual({ id: expect.any(String), to: 'reader@demo.test', subject: 'second', text: 'two', html: '<p>two</p>', createdAt: expect.any(String), attachments: [] });
    expect(atNorthwind.json<{ subject: string }[]>().map((mail) => mail.subject)).toEqual(['elsewhere']);
    expect(testApp.logs().some((line) => line.msg === 'dev mailbox: e-mail kept instead of sent')).toBe(true);
  });
});
