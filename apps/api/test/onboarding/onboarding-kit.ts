import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH } from '@bp/api-contract';
import { ACME_HOST, DEMO_PASSWORD, tokensOf } from '../support/identity';

// Calls of the onboarding suites: signed-in JSON, multipart uploads, ops calls, and a count of
// what the file storage holds (a refused upload must leave it unchanged).

export const OPS_KEY = 'test-ops-key-0123456789';
export const api = (route: string) => `${API_BASE_PATH}/${route}`;

export function tokenCache(app: () => FastifyInstance) {
  const tokens = new Map<string, string>();
  return async (email: string, host = ACME_HOST): Promise<string> => {
    const key = `${host}|${email}`;
    if (!tokens.has(key)) tokens.set(key, (await tokensOf(app(), email, DEMO_PASSWORD, { host })).IdToken);
    return tokens.get(key) ?? '';
  };
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  host?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  url: string,
  { method = 'GET', token, host = ACME_HOST, body, headers = {} }: Call = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function ops(
  app: FastifyInstance,
  url: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; host?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'GET',
    url: `/ops/${url}`,
    headers: { host: options.host ?? ACME_HOST, 'x-ops-key': OPS_KEY, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export interface FilePart {
  field?: string;
  fileName: string;
  body: Buffer;
  contentType?: string;
}

/** A multipart/form-data body with these files. */
export function multipartBody(files: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----bp${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'latin1',
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  files: FilePart[],
  headers: Record<string, string> = {},
  host = ACME_HOST,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(files);
  return app.inject({ method: 'POST', url, headers: { host, authorization: `Bearer ${token}`, 'content-type': contentType, ...headers }, payload });
}

/** Files under the storage folder (recursively), however deep. */
export function storedFileCount(dir: string | undefined): number {
  if (!dir) throw new Error('the test app has no files folder');
  const count = (folder: string): number =>
    readdirSync(folder).reduce((total, entry) => {
      const full = path.join(folder, entry);
      return total + (statSync(full).isDirectory() ? count(full) : 1);
    }, 0);
  return count(dir);
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** A real 1x1 PNG: the signature image rendered into the PDF. */
export const PNG_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
