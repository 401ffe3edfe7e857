import fp from 'fastify-plugin';
import { AuthChallenges } from '../../identity/auth-challenges';
import { AwsCognitoVerifiers } from '../../identity/aws-cognito-verifiers';
import { IdentityKeyStore } from '../../identity/identity-keys';
import { LiveSessions, SESSION_CHANGES_CHANNEL } from '../../identity/live-sessions';
import { RegistrationService } from '../../identity/registration-service';
import { RequestAuthenticator } from '../../identity/request-authenticator';
import { SignInService } from '../../identity/sign-in-service';
import { DEFAULT_SIGN_IN_THROTTLE, SignInThrottle, type SignInThrottleOptions } from '../../identity/sign-in-throttle';
import { TokenService } from '../../identity/token-service';
import { DEFAULT_VERIFICATION_CODE_OPTIONS, VerificationCodes } from '../../identity/verification-codes';
import { DevMailbox } from '../../mail/dev-mailbox';
import { DEFAULT_MAIL_FROM, type Mailer } from '../../mail/mailer';
import { SmtpMailer } from '../../mail/smtp-mailer';
import type { KeyEncryption } from '../../secrets/key-encryption';

/** Everything sign-in related, built once per app. */
export interface IdentityServices {
  keys: IdentityKeyStore;
  tokens: TokenService;
  signIn: SignInService;
  registration: RegistrationService;
  authenticator: RequestAuthenticator;
  awsVerifiers: AwsCognitoVerifiers;
  mailer: Mailer;
  /** Readable whichever mailer sends (it is simply empty with SMTP). */
  devMailbox: DevMailbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityServices;
  }
}

export interface IdentityPluginOptions {
  /** Send e-mail through this SMTP server; without it e-mails go to the dev mailbox. */
  smtpUrl?: string;
  /** The From address of the API's e-mails. */
  mailFrom?: string;
  /** Replace the mailer altogether (tests). */
  mailer?: Mailer;
  /** Warn at start when codes would only reach the dev mailbox (outside demo mode nobody reads it). */
  warnWithoutSmtp?: boolean;
  /** Seals the signing keys at rest; the start fails when it does not open the stored ones. */
  keyEncryption: KeyEncryption;
  signInThrottle?: SignInThrottleOptions;
  /** The clock of every identity decision (token times, code and challenge expiry). */
  now?: () => Date;
}

export default fp<IdentityPluginOptions>(
  async (fastify, options) => {
    const now = options.now ?? (() => new Date());
    const db = fastify.db;
    if (!options.keyEncryption) throw new Error('the identity services need a key-encryption key (KEY_ENCRYPTION_KEY)');
    const keys = new IdentityKeyStore(db, options.keyEncryption, { now });
    // An older database's plain keys are sealed now; then a wrong key-encryption key fails here, not at each sign-in.
    const sealed = await keys.sealPlainKeys();
    if (sealed > 0) fastify.log.info({ sealed }, 'sealed the token signing keys stored in plain by an older version');
    await keys.assertKeysOpen();
    const liveSessions = new LiveSessions();
    const tokens = new TokenService(keys, now, liveSessions);
    // Until LISTEN is up, LiveSessions remembers nothing (every request reads the database).
    const unlisten = await fastify.database.listen(SESSION_CHANGES_CHANNEL, liveSessions);
    fastify.addHook('onClose', async () => unlisten());
    const throttle = new SignInThrottle(options.signInThrottle ?? DEFAULT_SIGN_IN_THROTTLE, now);
    const devMailbox = new DevMailbox(db, fastify.log);
    const mailer = options.mailer ?? (options.smtpUrl ? await SmtpMailer.fromUrl(options.smtpUrl, options.mailFrom ?? DEFAULT_MAIL_FROM) : devMailbox);
    const awsVerifiers = new AwsCognitoVerifiers();

    fastify.decorate('identity', {
      keys,
      tokens,
      signIn: new SignInService({ db, keys, tokens, challenges: new AuthChallenges(now), throttle, now }),
      registration: new RegistrationService({ db, codes: new VerificationCodes(db, keys, DEFAULT_VERIFICATION_CODE_OPTIONS, now), tokens, throttle, mailer }),
      authenticator: new RequestAuthenticator(db, tokens, awsVerifiers),
      awsVerifiers,
      mailer,
      devMailbox,
    });
    if (mailer === devMailbox && options.warnWithoutSmtp) {
      fastify.log.warn('no SMTP_URL: verification and reset codes go only to the dev_mailbox table (never to the log outside demo mode)');
    } else {
      fastify.log.info(`e-mail goes to: ${mailer.description}`);
    }
  },
  { name: 'identity', dependencies: ['database'] },
);
