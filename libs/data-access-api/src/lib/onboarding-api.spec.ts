import { POE_UPLOAD_TOKEN_HEADER } from '@bp/api-contract/constants';
import { uploadProofOfExport } from './onboarding-api';

/** A recording XMLHttpRequest that answers with the next status of `statuses`. */
function fakeXhrs(statuses: number[]) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: FormData }> = [];
  const factory = () => {
    const request = {
      url: '',
      headers: {} as Record<string, string>,
      status: 0,
      responseText: '',
      upload: {} as { onprogress?: unknown },
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      open(_method: string, url: string) {
        request.url = url;
      },
      setRequestHeader(name: string, value: string) {
        request.headers[name] = value;
      },
      send(body: FormData) {
        sent.push({ url: request.url, headers: request.headers, body });
        request.status = statuses.shift() ?? 500;
        request.responseText =
          request.status === 200
            ? JSON.stringify({ uploaded: [], message: 'ok' })
            : JSON.stringify({ status: request.status, message: 'Invalid token', messageCode: 'POE_TOKEN_INVALID' });
        queueMicrotask(() => request.onload?.());
      },
    };
    return request as unknown as XMLHttpRequest;
  };
  return { sent, factory };
}

const file = Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { name: 'bill of lading.pdf' });

describe('uploadProofOfExport', () => {
  it('names each field {documentId}__{file name} and sends the token header', async () => {
    const { sent, factory } = fakeXhrs([200]);
    const result = await uploadProofOfExport({
      files: [{ documentId: 'poe-1', file }],
      pending: { authToken: 'tok-1', documentUploadUrl: '/px-api-gateway/account/proof-of-export/upload' },
      refetchPending: async () => undefined,
      xhrFactory: factory,
    });
    expect(result.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers[POE_UPLOAD_TOKEN_HEADER]).toBe('tok-1');
    expect([...sent[0].body.keys()]).toEqual(['poe-1__bill of lading.pdf']);
  });

  it('refetches the pending documents once after a 401 and retries with the new token', async () => {
    const { sent, factory } = fakeXhrs([401, 200]);
    const refetchPending = jest.fn(async () => ({ authToken: 'tok-2', documentUploadUrl: '/px-api-gateway/account/proof-of-export/upload' }));
    const result = await uploadProofOfExport({
      files: [{ documentId: 'poe-1', file }],
      pending: { authToken: 'old', documentUploadUrl: '/px-api-gateway/account/proof-of-export/upload' },
      refetchPending,
      xhrFactory: factory,
    });
    expect(refetchPending).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers[POE_UPLOAD_TOKEN_HEADER])).toEqual(['old', 'tok-2']);
    expect(result.ok).toBe(true);
  });

  it('gives up after the one retry', async () => {
    const { sent, factory } = fakeXhrs([401, 401]);
    const result = await uploadProofOfExport({
      files: [{ documentId: 'poe-1', file }],
      pending: { authToken: 'old', documentUploadUrl: '' },
      refetchPending: async () => ({ authToken: 'tok-2', documentUploadUrl: '' }),
      xhrFactory: factory,
    });
    expect(sent).toHaveLength(2);
    expect(sent[1].url).toBe('/px-api-gateway/account/proof-of-export/upload');
    expect(result).toMatchObject({ ok: false, status: 401, error: { messageCode: 'POE_TOKEN_INVALID' } });
  });
});
