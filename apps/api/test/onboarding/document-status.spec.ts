import { aggregateDocumentStatus, compareDocuments, documentStatusOf } from '../../src/onboarding/document-status';
import { signS3Request } from '../../src/files/s3-file-storage';
import { checkUpload, cleanFileName } from '../../src/files/upload-checks';
import { parsePoeFieldName } from '../../src/onboarding/proof-of-export-service';

const now = new Date('2026-11-26T12:00:00Z');
const past = new Date('2026-11-25T12:00:00Z');
const future = new Date('2026-12-25T12:00:00Z');

describe('document statuses (spec 03 §4)', () => {
  it('derives the shown status from the review, the expiry and whether the document is required', () => {
    expect(documentStatusOf({ reviewStatus: 'MISSING', expiresAt: null }, true, now)).toBe('MISSING');
    expect(documentStatusOf({ reviewStatus: 'TO_REVIEW', expiresAt: null }, true, now)).toBe('TO_REVIEW');
    expect(documentStatusOf({ reviewStatus: 'VERIFIED', expiresAt: future }, true, now)).toBe('VERIFIED');
    expect(documentStatusOf({ reviewStatus: 'VERIFIED', expiresAt: past }, true, now)).toBe('MISSING_EXPIRED');
    expect(documentStatusOf({ reviewStatus: 'VERIFIED', expiresAt: past }, false, now)).toBe('EXPIRED');
    expect(documentStatusOf({ reviewStatus: 'REJECTED', expiresAt: null }, true, now)).toBe('MISSING_REJECTED');
    expect(documentStatusOf({ reviewStatus: 'REJECTED', expiresAt: null }, false, now)).toBe('REJECTED');
  });

  it('aggregates MISSING over TO_REVIEW over VERIFIED, and not at all for generation method NONE', () => {
    expect(aggregateDocumentStatus(['VERIFIED', 'MISSING_EXPIRED', 'TO_REVIEW'], 'AUTOMATIC')).toBe('MISSING');
    expect(aggregateDocumentStatus(['VERIFIED', 'TO_REVIEW', 'REJECTED'], 'AUTOMATIC')).toBe('TO_REVIEW');
    expect(aggregateDocumentStatus(['VERIFIED', 'EXPIRED', 'REJECTED'], 'AUTOMATIC')).toBe('VERIFIED');
    expect(aggregateDocumentStatus(['MISSING'], 'NONE')).toBeNull();
  });

  it('sorts MISSING, MISSING_EXPIRED, MISSING_REJECTED, TO_REVIEW, VERIFIED, EXPIRED, REJECTED, then by name', () => {
    const rows = ['REJECTED', 'VERIFIED', 'MISSING_REJECTED', 'TO_REVIEW', 'EXPIRED', 'MISSING', 'MISSING_EXPIRED'].map((documentStatus) => ({
      documentStatus,
      documentName: 'x',
    })) as Parameters<typeof compareDocuments>[0][];
    expect(rows.sort(compareDocuments).map((row) => row.documentStatus)).toEqual([
      'MISSING',
      'MISSING_EXPIRED',
      'MISSING_REJECTED',
      'TO_REVIEW',
      'VERIFIED',
      'EXPIRED',
      'REJECTED',
    ]);
  });
});

describe('upload checks', () => {
  it.each([
    ['a.pdf', Buffer.from('%PDF-1.7')],
    ['a.GIF', Buffer.from('GIF89a....')],
    ['a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['a.tiff', Buffer.from([0x4d, 0x4d, 0x00, 0x2a])],
    ['a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['notes.txt', Buffer.from('Plain text\nwith lines\n')],
  ])('accepts %s by name and first bytes', (name, body) => {
    expect(checkUpload(name, body).fileName).toBe(name);
  });

  it.each([
    ['binary renamed .txt', 'a.txt', Buffer.from([0x00, 0x01, 0x02])],
    ['png renamed .jpg', 'a.jpg', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['no extension', 'license', Buffer.from('%PDF-')],
  ])('refuses %s', (_name, fileName, body) => {
    expect(() => checkUpload(fileName, body)).toThrow();
  });

  it('refuses names with folders, "..", control characters, or blank', () => {
    for (const name of ['a/b.pdf', 'a\\b.pdf', '..pdf', 'a\u0000.pdf', '   ']) expect(() => cleanFileName(name)).toThrow();
  });

  it('splits proof-of-export field names at the first "__"', () => {
    expect(parsePoeFieldName('abc__my__file.pdf')).toEqual({ documentId: 'abc', fileName: 'my__file.pdf' });
    expect(parsePoeFieldName('__file.pdf')).toBeUndefined();
    expect(parsePoeFieldName('file.pdf')).toBeUndefined();
  });
});

describe('S3 request signing (SigV4)', () => {
  it("matches AWS's published GET Object example", () => {
    const headers = signS3Request(
      { region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        headers: { range: 'bytes=0-9' },
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
