import { IMPORT_FILE_EXTENSIONS, IMPORT_MIME_TYPES } from '@bp/api-contract';
import { unsupportedFile } from './import-errors';

// Which workbook format an upload is: its name, its declared content type and its first bytes
// must all agree, so a text file renamed .xlsx never reaches SheetJS.

export type WorkbookKind = 'xlsx' | 'xls';

/** Content types the upload route parses; anything else is refused before the body is read. */
export const OCTET_STREAM = 'application/octet-stream';
export const ACCEPTED_CONTENT_TYPES: readonly string[] = [...IMPORT_MIME_TYPES, OCTET_STREAM];

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const EXPECTED = `Only Excel files (${IMPORT_FILE_EXTENSIONS.join(', ')}) can be imported`;

/** 'application/vnd.ms-excel; charset=binary' → 'application/vnd.ms-excel'. */
export function baseContentType(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

function kindOfName(fileName: string): WorkbookKind | undefined {
  const lower = fileName.trim().toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.xls')) return 'xls';
  return undefined;
}

/** 415 unless name, content type and magic bytes agree on one of the two workbook formats. */
export function detectWorkbookKind(fileName: string, contentType: string, body: Buffer): WorkbookKind {
  const kind = kindOfName(fileName);
  if (!kind) throw unsupportedFile(`${EXPECTED}; "${fileName.slice(0, 200)}" is not one`, [fileName.slice(0, 200)]);
  if (!ACCEPTED_CONTENT_TYPES.includes(contentType))
    throw unsupportedFile(`${EXPECTED}; the content type ${contentType.slice(0, 100)} is not accepted`, [contentType.slice(0, 100)]);
  const magic = kind === 'xlsx' ? ZIP_MAGIC : CFB_MAGIC;
  if (body.length < magic.length || !body.subarray(0, magic.length).equals(magic)) {
    throw unsupportedFile(`The file is not an Excel ${kind === 'xlsx' ? 'workbook (.xlsx)' : '97-2003 workbook (.xls)'}: its content does not match its name`, [
      fileName.slice(0, 200),
    ]);
  }
  return kind;
}
