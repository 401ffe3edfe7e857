import {
  ALLOWED_DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  MessageCode,
  OnboardingMessage,
  OnboardingMessageCode,
  type DocumentExtension,
} from '@bp/api-contract';
import { AppError } from '../errors';
import { assertSafeZip, UnsafeZipError } from './zip-guard';

// What an uploaded document must be (spec 03 §5 Document upload): one of the allowed types by its
// name AND by its first bytes, at most DOCUMENT_MAX_BYTES, with a plain file name. Every refusal
// is a 4xx in the spec's error body and happens before anything is stored.

function uploadError(status: number, messageCode: string, message: string, headers: Record<string, string> = {}): AppError {
  return new AppError(status, messageCode, message, { errors: [{ field: 'file', messageCode, messageDescription: message }], headers });
}

export const documentRequired = () => uploadError(400, OnboardingMessageCode.DOCUMENT_REQUIRED, OnboardingMessage.DOCUMENT_REQUIRED);
export const typeNotAllowed = (detail?: string) =>
  uploadError(
    415,
    OnboardingMessageCode.DOCUMENT_TYPE_NOT_ALLOWED,
    detail ? `${OnboardingMessage.DOCUMENT_TYPES}: ${detail}` : OnboardingMessage.DOCUMENT_TYPES,
  );
/**
 * Too large: the connection closes after the answer, so the rest of the body is never read (Node
 * would otherwise read and discard it all to reuse the connection: 90 MB more of a 100 MB file).
 */
export const documentTooLarge = (maxBytes = DOCUMENT_MAX_BYTES) =>
  uploadError(413, OnboardingMessageCode.DOCUMENT_TOO_LARGE, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, { connection: 'close' });
export const badFileName = (why: string) => uploadError(400, MessageCode.BAD_REQUEST, `The file name ${why}`);

const MAX_NAME_LENGTH = 200;

/**
 * The client's file name as shown to people, or 400: no folders (/ or \), no "..", no control
 * characters, not blank, at most 200 characters. It is never used as a path.
 */
export function cleanFileName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badFileName('is empty');
  if (/[/\\]/.test(trimmed) || trimmed.includes('..')) throw badFileName('must not contain folders or ".."');
  if ([...trimmed].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f))
    throw badFileName('must not contain control characters');
  if (trimmed.length > MAX_NAME_LENGTH) throw badFileName(`is longer than ${MAX_NAME_LENGTH} characters`);
  return trimmed;
}

export function extensionOf(fileName: string): DocumentExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (ALLOWED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension) ? (extension as DocumentExtension) : undefined;
}

const bytes = (...values: number[]) => Buffer.from(values);
const PDF = Buffer.from('%PDF-');
const GIF87 = Buffer.from('GIF87a');
const GIF89 = Buffer.from('GIF89a');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff);
const TIFF_LE = bytes(0x49, 0x49, 0x2a, 0x00);
const TIFF_BE = bytes(0x4d, 0x4d, 0x00, 0x2a);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const CFB = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const startsWith = (body: Buffer, magic: Buffer) => body.length >= magic.length && body.subarray(0, magic.length).equals(magic);

/** Plain text: valid UTF-8 without NUL or other binary control characters (tab, CR, LF allowed). */
function isPlainText(body: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

const CONTENT_TYPES: Readonly<Record<DocumentExtension, string>> = {
  pdf: 'application/pdf',
  gif: 'image/gif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain; charset=utf-8',
};

function contentMatches(extension: DocumentExtension, body: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return startsWith(body, PDF);
    case 'gif':
      return startsWith(body, GIF87) || startsWith(body, GIF89);
    case 'png':
      return startsWith(body, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(body, JPEG);
    case 'tif':
    case 'tiff':
      return startsWith(body, TIFF_LE) || startsWith(body, TIFF_BE);
    case 'docx':
    case 'xlsx':
      return startsWith(body, ZIP);
    case 'doc':
    case 'xls':
      return startsWith(body, CFB);
    case 'txt':
      return isPlainText(body);
  }
}

export interface CheckedUpload {
  fileName: string;
  extension: DocumentExtension;
  /** What the file is sent back as (from its checked type, not from the client). */
  contentType: string;
}

/**
 * The upload as it may be stored, or a 4xx: a clean name with an allowed extension, content
 * that starts like that type, at most maxBytes; an Office zip must also unpack safely (no bomb).
 */
export function checkUpload(rawName: string, body: Buffer, maxBytes = DOCUMENT_MAX_BYTES): CheckedUpload {
  const fileName = cleanFileName(rawName);
  const extension = extensionOf(fileName);
  if (!extension) throw typeNotAllowed(`"${fileName}" is not one`);
  if (body.length === 0) throw documentRequired();
  if (body.length > maxBytes) throw documentTooLarge(maxBytes);
  if (!contentMatches(extension, body)) throw typeNotAllowed(`the content of "${fileName}" is not a .${extension} file`);
  if (extension === 'docx' || extension === 'xlsx') {
    try {
      assertSafeZip(body);
    } catch (error) {
      if (error instanceof UnsafeZipError) throw typeNotAllowed(`"${fileName}" cannot be unpacked safely (${error.message})`);
      throw error;
    }
  }
  return { fileName, extension, contentType: CONTENT_TYPES[extension] };
}
