import { createHash, createHmac } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) over fetch with AWS Signature
// Version 4 and path-style URLs (<endpoint>/<bucket>/<key>), so no SDK is needed for three calls.

export interface S3StorageOptions {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (e.g. "buyer-portal/"). */
  prefix?: string;
  fetchImpl?: typeof fetch;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of each path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Authorization header and the dated headers of one request (exported for its test). */
export function signS3Request(
  options: Pick<S3StorageOptions, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; url: URL; payloadHash: string; headers: Record<string, string> },
  now: Date,
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const date = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, 'x-amz-content-sha256': request.payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    '',
    names.map((name) => `${name}:${lowered[name]}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${date}/${options.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date), options.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}

export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: S3StorageOptions) {
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  private urlOf(key: string): URL {
    assertStorageKey(key);
    const base = this.options.endpoint.replace(/\/+$/, '');
    const path = [this.options.bucket, ...`${this.options.prefix ?? ''}${key}`.split('/')].map(encodeSegment).join('/');
    return new URL(`${base}/${path}`);
  }

  private async call(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signS3Request(this.options, { method, url, payloadHash, headers: contentType ? { 'content-type': contentType } : {} }, new Date());
    delete headers['host'];
    return this.fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.call('PUT', key, body, contentType);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.call('GET', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.call('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
  }
}
