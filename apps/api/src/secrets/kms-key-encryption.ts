import { WrongKeyEncryptionKeyError, type KeyEncryption, type SealedValue } from './key-encryption';

// A cloud KMS behind the same KeyEncryption interface. NOT WIRED: no setting selects it and the
// API carries no cloud SDK; configured-key-encryption.ts is where one would be chosen (say by a
// KMS_KEY_ID setting), after adding the SDK. The key-encryption key then never leaves the KMS:
// each seal and open is a KMS call (the values sealed here, a private JWK of about 1.7 KB and a
// 43-byte secret, fit AWS KMS Encrypt's 4 KB limit, so no local data key is needed), and the
// context becomes the KMS encryption context, so a value only opens for the row it was sealed for.
//
// With AWS SDK v3 (@aws-sdk/client-kms) the client is a few lines:
//
//   const kms = new KMSClient({ region });
//   const client: KmsClient = {
//     encrypt: async ({ keyId, plaintext, context }) =>
//       (await kms.send(new EncryptCommand({ KeyId: keyId, Plaintext: plaintext, EncryptionContext: context }))).CiphertextBlob!,
//     decrypt: async ({ keyId, ciphertext, context }) =>
//       (await kms.send(new DecryptCommand({ KeyId: keyId, CiphertextBlob: ciphertext, EncryptionContext: context }))).Plaintext!,
//   };
//   const keyEncryption = new KmsKeyEncryption(client, 'arn:aws:kms:eu-west-1:111122223333:key/…');

/** The two calls the adapter makes; an adapter of a KMS SDK's client. */
export interface KmsClient {
  encrypt(request: { keyId: string; plaintext: Uint8Array; context: Record<string, string> }): Promise<Uint8Array>;
  decrypt(request: { keyId: string; ciphertext: Uint8Array; context: Record<string, string> }): Promise<Uint8Array>;
}

const KMS_SCHEME = 'kms';

export class KmsKeyEncryption implements KeyEncryption {
  readonly kek: string;

  constructor(
    private readonly client: KmsClient,
    /** The KMS key's id or ARN: an identifier, not a secret. */
    private readonly keyId: string,
  ) {
    this.kek = `kms:${keyId}`;
  }

  async seal(plain: Buffer, context: string): Promise<SealedValue> {
    const ciphertext = await this.client.encrypt({ keyId: this.keyId, plaintext: plain, context: { purpose: context } });
    return { v: 1, scheme: KMS_SCHEME, kek: this.kek, ct: Buffer.from(ciphertext).toString('base64url') };
  }

  async open(sealed: SealedValue, context: string): Promise<Buffer> {
    if (sealed.scheme !== KMS_SCHEME || sealed.kek !== this.kek) throw new WrongKeyEncryptionKeyError(sealed.kek, this.kek);
    return Buffer.from(await this.client.decrypt({ keyId: this.keyId, ciphertext: Buffer.from(sealed.ct, 'base64url'), context: { purpose: context } }));
  }
}
