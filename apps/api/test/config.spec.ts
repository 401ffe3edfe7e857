import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { productionStartProblem, readServerConfig } from '../src/config';

describe('readServerConfig', () => {
  const cwd = '/srv/buyer-portal';

  it('has working defaults for a local run', () => {
    const config = readServerConfig({}, cwd, false);

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      prettyLogs: false,
      demoMode: false,
      dataDir: path.join(cwd, '.data'),
      database: { kind: 'pglite', dataDir: path.join(cwd, '.data') },
      staticDir: path.join(cwd, 'dist/apps/buyer-portal'),
      rateLimit: { max: 300, timeWindowMs: 60_000 },
      userRateLimit: { max: 600, timeWindowMs: 60_000 },
      bodyLimitBytes: 1024 * 1024,
      cspConnectSources: [],
      identity: { rateLimit: { max: 120, timeWindowMs: 60_000 }, smtpUrl: undefined, mailFrom: undefined },
    });
  });

  it('reads the identity settings: per-IP limit of the identity endpoint, SMTP server, From address', () => {
    const config = readServerConfig(
      {
        IDENTITY_RATE_LIMIT_MAX: '30',
        IDENTITY_RATE_LIMIT_WINDOW_MS: '120000',
        SMTP_URL: 'smtps://mailer:secret@mail.example.com',
        MAIL_FROM: 'Portal <no-reply@example.com>',
      },
      cwd,
    );

    expect(config.identity).toEqual({
      rateLimit: { max: 30, timeWindowMs: 120_000 },
      smtpUrl: 'smtps://mailer:secret@mail.example.com',
      mailFrom: 'Portal <no-reply@example.com>',
    });
    expect(() => readServerConfig({ SMTP_URL: 'mail.example.com' }, cwd)).toThrow(/SMTP_URL must be a URL/);
    expect(() => readServerConfig({ SMTP_URL: 'https://mail.example.com' }, cwd)).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => readServerConfig({ IDENTITY_RATE_LIMIT_MAX: '0' }, cwd)).toThrow(/IDENTITY_RATE_LIMIT_MAX/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readServerConfig({ DATABASE_URL: 'postgres://app@db:5432/portal' }, cwd).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/portal',
      poolSize: 10,
    });
  });

  it('is in demo mode only when DEMO_MODE says so, whatever NODE_ENV is', () => {
    expect(readServerConfig({}, cwd).demoMode).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'development' }, cwd).demoMode).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }, cwd).demoMode).toBe(true);
    expect(readServerConfig({ DEMO_MODE: '1' }, cwd).demoMode).toBe(true);
    expect(readServerConfig({ DEMO_MODE: '0' }, cwd).demoMode).toBe(false);
  });

  it('refuses a production start without a database, a mail transport and the key-encryption key, naming every one in one line', () => {
    const complete = {
      DATABASE_URL: 'postgres://app@db:5432/portal',
      SMTP_URL: 'smtp://mail.example.com:587',
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };

    expect(productionStartProblem({})).toBe(
      'production start (DEMO_MODE is not true) refused: missing DATABASE_URL (or DATA_DIR for one instance on the embedded database), SMTP_URL, KEY_ENCRYPTION_KEY',
    );
    expect(productionStartProblem({ ...complete, SMTP_URL: ' ' })).toBe('production start (DEMO_MODE is not true) refused: missing SMTP_URL');
    expect(productionStartProblem({ ...complete, KEY_ENCRYPTION_KEY: undefined, NODE_ENV: 'production' })).toBe(
      'production start (DEMO_MODE is not true) refused: missing KEY_ENCRYPTION_KEY',
    );
    expect(productionStartProblem({ ...complete, OPS_API_KEY: 'one-key-for-every-tenant' })).toMatch(/refused: OPS_API_KEY is for demo mode only/);
    expect(productionStartProblem(complete)).toBeUndefined();
    // One instance on the embedded database, in a folder chosen on purpose.
    expect(productionStartProblem({ ...complete, DATABASE_URL: undefined, DATA_DIR: '/var/lib/buyer-portal' })).toBeUndefined();
    expect(productionStartProblem({ DEMO_MODE: 'true' })).toBeUndefined();
    expect(productionStartProblem({ DEMO_MODE: 'true', OPS_API_KEY: 'demo-key-0123456789' })).toBeUndefined();
  });

  it('reads the key-encryption key and, in demo mode only, OPS_API_KEY', () => {
    const key = randomBytes(32);

    expect(readServerConfig({ KEY_ENCRYPTION_KEY: key.toString('base64') }, cwd).keyEncryptionKey).toEqual(key);
    expect(() => readServerConfig({ KEY_ENCRYPTION_KEY: 'c2hvcnQ=' }, cwd)).toThrow(/^KEY_ENCRYPTION_KEY must be 32 random bytes/);
    expect(readServerConfig({ DEMO_MODE: 'true', OPS_API_KEY: 'demo-key-0123456789' }, cwd).opsApiKey).toBe('demo-key-0123456789');
    expect(readServerConfig({ OPS_API_KEY: 'demo-key-0123456789' }, cwd).opsApiKey).toBeUndefined();
    expect(() => readServerConfig({ DEMO_MODE: 'true', OPS_API_KEY: 'short' }, cwd)).toThrow('OPS_API_KEY must be at least 16 characters');
  });

  it('reads the rest of the environment', () => {
    const config = readServerConfig(
      {
        PORT: '3200',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        STATIC_DIR: '/opt/portal',
        RATE_LIMIT_MAX: '50',
        RATE_LIMIT_USER_MAX: '900',
        RATE_LIMIT_WINDOW_MS: '30000',
        CSP_CONNECT_SRC: 'https://cognito-idp.eu-west-1.amazonaws.com, https://cognito-idp.us-east-1.amazonaws.com',
        LOG_LEVEL: 'debug',
      },
      cwd,
      true,
    );

    expect(config).toMatchObject({
      port: 3200,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'var/db'),
      database: { kind: 'pglite', dataDir: path.join(cwd, 'var/db') },
      staticDir: '/opt/portal',
      rateLimit: { max: 50, timeWindowMs: 30_000 },
      userRateLimit: { max: 900, timeWindowMs: 30_000 },
      cspConnectSources: ['https://cognito-idp.eu-west-1.amazonaws.com', 'https://cognito-idp.us-east-1.amazonaws.com'],
      logLevel: 'debug',
      prettyLogs: true,
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => readServerConfig({ PORT: 'eighty' }, cwd)).toThrow('PORT');
    expect(() => readServerConfig({ RATE_LIMIT_MAX: '0' }, cwd)).toThrow('RATE_LIMIT_MAX');
    expect(() => readServerConfig({ RATE_LIMIT_USER_MAX: '-5' }, cwd)).toThrow('RATE_LIMIT_USER_MAX');
    expect(() => readServerConfig({ DEMO_MODE: 'maybe' }, cwd)).toThrow('DEMO_MODE');
  });
});
