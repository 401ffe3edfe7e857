import { randomBytes } from 'node:crypto';
import {
  createPasswordVerifier,
  isValidClientPublicValue,
  padHex,
  parseSrpTimestamp,
  passwordMatchesVerifier,
  startServerSrp,
  verifyPasswordClaim,
  type PasswordClaim,
} from '../../src/identity/srp';
import { SrpClient, srpTimestamp } from '../support/srp-client';

// The server half of SRP against the client half as amazon-cognito-identity-js computes it (support/srp-client.ts).

const POOL = 'acme';
const USER_ID = '3f0c2a9e-1b2c-4d5e-8f90-0a1b2c3d4e5f';

async function claimFor(password: string, verifierPassword = 'Demo-pass-1', timestamp = srpTimestamp(new Date())): Promise<PasswordClaim> {
  const { salt, verifier } = createPasswordVerifier(POOL, USER_ID, verifierPassword);
  const state = startServerSrp(verifier);
  const secretBlock = randomBytes(64).toString('base64');
  const client = await SrpClient.start(POOL);
  const responses = await client.passwordClaim({ SALT: salt, SRP_B: state.B, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: USER_ID }, password, timestamp);
  return {
    poolName: POOL,
    userIdForSrp: USER_ID,
    A: client.srpA,
    state,
    verifier,
    secretBlock,
    timestamp: responses.TIMESTAMP,
    signature: responses.PASSWORD_CLAIM_SIGNATURE,
  };
}

describe('SRP (server side of the library’s USER_SRP_AUTH)', () => {
  it("accepts the library's claim for the right password and refuses a wrong one", async () => {
    expect(verifyPasswordClaim(await claimFor('Demo-pass-1'))).toBe(true);
    expect(verifyPasswordClaim(await claimFor('Demo-pass-2'))).toBe(false);
  });

  it('refuses a claim whose pool name, user id, secret block or timestamp differ from what was signed', async () => {
    const claim = await claimFor('Demo-pass-1');

    expect(verifyPasswordClaim({ ...claim, poolName: 'northwind' })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, userIdForSrp: `${USER_ID.slice(0, -1)}0` })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, secretBlock: randomBytes(64).toString('base64') })).toBe(false);
    expect(verifyPasswordClaim({ ...claim, timestamp: `${claim.timestamp} ` })).toBe(false);
  });

  it('refuses A ≡ 0 (mod N), which would make the shared secret predictable', async () => {
    const claim = await claimFor('Demo-pass-1');

    expect(isValidClientPublicValue('0')).toBe(false);
    expect(isValidClientPublicValue('xyz')).toBe(false);
    expect(verifyPasswordClaim({ ...claim, A: '0' })).toBe(false);
  });

  it('checks a plain password against the stored verifier (USER_PASSWORD_AUTH)', () => {
    const stored = createPasswordVerifier(POOL, USER_ID, 'Demo-pass-1');

    expect(passwordMatchesVerifier(POOL, USER_ID, 'Demo-pass-1', stored)).toBe(true);
    expect(passwordMatchesVerifier(POOL, USER_ID, 'demo-pass-1', stored)).toBe(false);
    expect(passwordMatchesVerifier('northwind', USER_ID, 'Demo-pass-1', stored)).toBe(false);
  });

  it('salts every verifier anew', () => {
    const first = createPasswordVerifier(POOL, USER_ID, 'Demo-pass-1');
    const second = createPasswordVerifier(POOL, USER_ID, 'Demo-pass-1');

    expect(first.salt).not.toBe(second.salt);
    expect(first.verifier).not.toBe(second.verifier);
  });

  it('pads hex like the library: even length, 00 before a set top bit', () => {
    expect(padHex(0x1n)).toBe('01');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
  });

  it("reads the library's TIMESTAMP format and nothing else", () => {
    expect(parseSrpTimestamp('Tue Jun 4 09:05:07 UTC 2024')?.toISOString()).toBe('2024-06-04T09:05:07.000Z');
    expect(parseSrpTimestamp(srpTimestamp(new Date('2025-12-31T23:59:59Z')))?.toISOString()).toBe('2025-12-31T23:59:59.000Z');
    expect(parseSrpTimestamp('2024-06-04T09:05:07Z')).toBeUndefined();
    expect(parseSrpTimestamp('Tue Feb 30 09:05:07 UTC 2024')).toBeUndefined();
    expect(parseSrpTimestamp('Tue Jux 4 09:05:07 UTC 2024')).toBeUndefined();
  });
});
