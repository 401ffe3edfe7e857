import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The server side of the SRP-6a variant amazon-cognito-identity-js speaks (its
// AuthenticationHelper): RFC 5054's 3072-bit group with g = 2, SHA-256, k = H(N | g), and an
// HKDF-derived 16-byte key that signs pool name, user id, secret block and timestamp. The long
// exponentiations go through node's native Diffie-Hellman with generator 2; BigInt does the rest.

export const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
const N = BigInt(`0x${N_HEX}`);
const g = 2n;
const N_BUFFER = Buffer.from(N_HEX, 'hex');
const GENERATOR = Buffer.from([2]);
/** Longest hex a group element can take (with the 00 padHex may prepend). */
const MAX_ELEMENT_HEX_LENGTH = N_BUFFER.length * 2 + 2;
const HEX = /^[0-9a-f]+$/i;

/** The library's padHex: even-length hex, with 00 prepended when the top bit is set. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hexHash = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));
const k = BigInt(`0x${hexHash(padHex(N) + padHex(g))}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let remaining = exponent;
  while (remaining > 0n) {
    if (remaining & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    remaining >>= 1n;
  }
  return result;
}

const toBigInt = (buffer: Buffer): bigint => BigInt(`0x${buffer.toString('hex') || '0'}`);
const toBuffer = (value: bigint, length: number): Buffer => Buffer.from(value.toString(16).padStart(length * 2, '0'), 'hex');

/** g^exponent mod N through native code (a 3072-bit exponentiation in BigInt takes seconds). */
function powerOfGenerator(exponent: bigint): bigint {
  const dh = createDiffieHellman(N_BUFFER, GENERATOR);
  dh.setPrivateKey(toBuffer(exponent, Math.max(1, Math.ceil(exponent.toString(16).length / 2))));
  // With a private key set, generateKeys only computes the public key g^private mod N.
  return toBigInt(dh.generateKeys());
}

export function isSrpHex(value: string): boolean {
  return value.length > 0 && value.length <= MAX_ELEMENT_HEX_LENGTH && HEX.test(value);
}

/** x = H(salt | H(poolName | userIdForSrp | ':' | password)), as the client computes it. */
function privateValue(poolName: string, userIdForSrp: string, password: string, salt: string): bigint {
  return BigInt(`0x${hexHash(salt + sha256Hex(`${poolName}${userIdForSrp}:${password}`))}`);
}

export interface PasswordVerifier {
  /** hex */
  salt: string;
  /** hex, v = g^x mod N */
  verifier: string;
}

/** What the user pool stores instead of a password. */
export function createPasswordVerifier(poolName: string, userIdForSrp: string, password: string): PasswordVerifier {
  const salt = padHex(toBigInt(randomBytes(16)));
  return { salt, verifier: padHex(powerOfGenerator(privateValue(poolName, userIdForSrp, password, salt))) };
}

/** USER_PASSWORD_AUTH: the password itself arrived; recompute the verifier and compare in constant time. */
export function passwordMatchesVerifier(poolName: string, userIdForSrp: string, password: string, stored: PasswordVerifier): boolean {
  const computed = Buffer.from(padHex(powerOfGenerator(privateValue(poolName, userIdForSrp, password, stored.salt))), 'hex');
  const expected = Buffer.from(stored.verifier, 'hex');
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export interface ServerSrpState {
  /** Server's private value b, hex. */
  b: string;
  /** Server's public value B, hex as sent to the client (SRP_B). */
  B: string;
}

/** InitiateAuth USER_SRP_AUTH: B = k·v + g^b mod N. */
export function startServerSrp(verifierHex: string): ServerSrpState {
  const dh = createDiffieHellman(N_BUFFER, GENERATOR);
  const gb = toBigInt(dh.generateKeys());
  const v = BigInt(`0x${verifierHex}`);
  const B = (k * v + gb) % N;
  return { b: dh.getPrivateKey('hex'), B: B.toString(16) };
}

/** SRP-6a: the server must refuse A ≡ 0 (mod N), which would make the shared secret 0. */
export function isValidClientPublicValue(aHex: string): boolean {
  return isSrpHex(aHex) && BigInt(`0x${aHex}`) % N !== 0n;
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  /** SRP_A of InitiateAuth, hex. */
  A: string;
  state: ServerSrpState;
  verifier: string;
  secretBlock: string;
  timestamp: string;
  /** PASSWORD_CLAIM_SIGNATURE, base64. */
  signature: string;
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: recompute the client's HMAC and compare. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  if (!isValidClientPublicValue(claim.A)) return false;
  const A = BigInt(`0x${claim.A}`);
  const B = BigInt(`0x${claim.state.B}`);
  const u = BigInt(`0x${hexHash(padHex(A) + padHex(B))}`);
  if (u === 0n) return false;
  const v = BigInt(`0x${claim.verifier}`);
  const base = (A * modPow(v, u, N)) % N;
  // S = (A·v^u)^b mod N; the native DH does the long exponentiation.
  const dh = createDiffieHellman(N_BUFFER, GENERATOR);
  dh.setPrivateKey(Buffer.from(claim.state.b, 'hex'));
  const S = toBigInt(dh.computeSecret(toBuffer(base, N_BUFFER.length)));
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const key = createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.userIdForSrp, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SRP_TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** The client's TIMESTAMP ('Tue Jun 4 09:05:07 UTC 2024', DateHelper.getNowString), or undefined when malformed. */
export function parseSrpTimestamp(timestamp: string): Date | undefined {
  const match = SRP_TIMESTAMP.exec(timestamp);
  if (!match) return undefined;
  const [, , monthName, day, hours, minutes, seconds, year] = match;
  const month = MONTHS.indexOf(monthName);
  if (month === -1) return undefined;
  const date = new Date(Date.UTC(Number(year), month, Number(day), Number(hours), Number(minutes), Number(seconds)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? undefined : date;
}
