import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3FileStorage, signS3Request } from '../../src/files/s3-file-storage';

// The S3 adapter against a small in-process S3 look-alike that recomputes each request's SigV4
// signature (path-style bucket URLs), so put/get/delete are checked end to end over HTTP.

const credentials = { region: 'eu-west-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test-key' };
const KEY = '11111111-1111-1111-1111-111111111111/22222222-2222-2222-2222-222222222222';

describe('S3FileStorage', () => {
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url ?? '/', endpoint);
        const amzDate = String(request.headers['x-amz-date']);
        const payloadHash = String(request.headers['x-amz-content-sha256']);
        const signedHeaders = /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1].split(';') ?? [];
        const headers = Object.fromEntries(
          signedHeaders.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(request.headers[name])]),
        );
        const now = new Date(
          `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
        );
        const expected = signS3Request(credentials, { method: request.method ?? 'GET', url, payloadHash, headers }, now)['authorization'];
        if (expected !== request.headers.authorization || payloadHash !== createHash('sha256').update(body).digest('hex')) {
          refused.push(url.pathname);
          response.writeHead(403).end();
          return;
        }
        if (request.method === 'PUT') objects.set(url.pathname, body);
        if (request.method === 'DELETE') objects.delete(url.pathname);
        if (request.method === 'GET' && !objects.has(url.pathname)) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(request.method === 'DELETE' ? 204 : 200).end(request.method === 'GET' ? objects.get(url.pathname) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects under bucket/prefix/key with valid signatures', async () => {
    const storage = new S3FileStorage({ endpoint, bucket: 'documents', prefix: 'portal/', ...credentials });
    await storage.put(KEY, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect([...objects.keys()]).toEqual([`/documents/portal/${KEY}`]);
    expect((await storage.get(KEY))?.toString()).toBe('%PDF-1.7 test');
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    expect(refused).toEqual([]);
  });

  it('fails loudly on a refused request and never takes a client path as a key', async () => {
    const wrong = new S3FileStorage({ endpoint, bucket: 'documents', ...credentials, secretAccessKey: 'wrong' });
    await expect(wrong.put(KEY, Buffer.from('x'), 'text/plain')).rejects.toThrow('403');
    await expect(wrong.get('../../etc/passwd')).rejects.toThrow('not a storage key');
  });
});
