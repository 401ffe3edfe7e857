import { createDiffieHellman, createHash, createHmac, randomBytes } from 'node:crypto';
import { N_HEX } from '../../src/identity/srp';

// The client half of SRP as amazon-cognito-identity-js's AuthenticationHelper computes it, restated
// with node:crypto (the library publishes no such helper), for tests that drive InitiateAuth /
// RespondToAuthChallenge by hand (a chosen TIMESTAMP, a tampered claim…). The library itself signs
// in against the server in cognito-library.spec.ts.

export interface SrpChallengeParameters {
  SALT: string;
  SRP_B: string;
  SECRET_BLOCK: string;
  USER_ID_FOR_SRP: string;
}

const N = BigInt(`0x${N_HEX}`);
const N_BUFFER = Buffer.from(N_HEX, 'hex');
const GENERATOR = Buffer.from([2]);

/** The library's padHex for non-negative values: even-length hex, 00 first when the top bit is set. */
function padHex(value: bigint): string {
  const hex = value.toString(16).length % 2 === 0 ? value.toString(16) : `0${value.toString(16)}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const toBuffer = (value: bigint): Buffer => Buffer.from(padHex(value), 'hex');
const toBigInt = (buffer: Buffer): bigint => BigInt(`0x${buffer.toString('hex') || '0'}`);
const hexHash = (hex: string): string => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const textHash = (text: string): string => createHash('sha256').update(text).digest('hex');
const k = BigInt(`0x${hexHash(padHex(N) + padHex(2n))}`);

/** base^exponent mod N through native Diffie-Hellman (a 3072-bit exponentiation in BigInt takes seconds). */
function power(base: bigint | 'g', exponent: bigint): bigint {
  const dh = createDiffieHellman(N_BUFFER, GENERATOR);
  dh.setPrivateKey(toBuffer(exponent));
  return toBigInt(base === 'g' ? dh.generateKeys() : dh.computeSecret(toBuffer(base)));
}

/** The library's 16-byte HKDF of the shared secret, salted with u, info 'Caldera Derived Key'. */
function derivedKey(secret: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', toBuffer(u)).update(toBuffer(secret)).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

/** One sign-in attempt's client state: SRP_A first, then the password claim for the server's challenge. */
export class SrpClient {
  private constructor(
    private readonly poolName: string,
    private readonly a: bigint,
    private readonly largeA: bigint,
  ) {}

  /** SRP_A, hex, as InitiateAuth sends it. */
  get srpA(): string {
    return this.largeA.toString(16);
  }

  static async start(poolName: string): Promise<SrpClient> {
    const a = toBigInt(randomBytes(128));
    return new SrpClient(poolName, a, power('g', a));
  }

  /** The ChallengeResponses of PASSWORD_VERIFIER, as the library would send them. */
  async passwordClaim(parameters: SrpChallengeParameters, password: string, timestamp = srpTimestamp(new Date())): Promise<Record<string, string>> {
    const B = BigInt(`0x${parameters.SRP_B}`);
    const salt = BigInt(`0x${parameters.SALT}`);
    const u = BigInt(`0x${hexHash(padHex(this.largeA) + padHex(B))}`);
    const x = BigInt(`0x${hexHash(padHex(salt) + textHash(`${this.poolName}${parameters.USER_ID_FOR_SRP}:${password}`))}`);
    const base = (((B - k * power('g', x)) % N) + N) % N;
    const key = derivedKey(power(base, this.a + u * x), u);
    const signature = createHmac('sha256', key)
      .update(
        Buffer.concat([
          Buffer.from(this.poolName),
          Buffer.from(parameters.USER_ID_FOR_SRP),
          Buffer.from(parameters.SECRET_BLOCK, 'base64'),
          Buffer.from(timestamp),
        ]),
      )
      .digest('base64');
    return {
      USERNAME: parameters.USER_ID_FOR_SRP,
      PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
      TIMESTAMP: timestamp,
      PASSWORD_CLAIM_SIGNATURE: signature,
    };
  }
}

/** The library's TIMESTAMP format for any date ('Tue Jun 4 09:05:07 UTC 2024'). */
export function srpTimestamp(date: Date): string {
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()];
  const two = (value: number) => String(value).padStart(2, '0');
  return `${weekday} ${month} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
