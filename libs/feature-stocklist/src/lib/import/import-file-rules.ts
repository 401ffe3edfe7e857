import { IMPORT_FILE_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MIME_TYPES, IMPORT_NO_FILE_MESSAGE } from '@bp/api-contract/constants';

/** Spec 01 §5 Import dialog: "one file only" (the spec gives no text; ours says what to do). */
export const IMPORT_ONE_FILE_MESSAGE = 'Please upload only one file';
/** Spec 01 §5: "accepted types xlsx, xls and Excel mime types". */
export const IMPORT_WRONG_TYPE_MESSAGE = 'Please upload an Excel file (.xlsx or .xls)';
/** The server refuses bigger files with 413; saying so before the upload saves the buyer the wait. */
export const IMPORT_TOO_LARGE_MESSAGE = `The file is too large to import (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`;

/** The file input's accept list: the extensions and the Excel mime types. */
export const IMPORT_ACCEPT = [...IMPORT_FILE_EXTENSIONS, ...IMPORT_MIME_TYPES].join(',');

const [XLSX_MIME, XLS_MIME] = IMPORT_MIME_TYPES;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * The Excel mime type the upload is sent with (the API reads the sheet by its content type): from
 * the extension, since browsers often give .xls/.xlsx files an empty or generic type.
 */
export function importMimeType(fileName: string): string | undefined {
  const extension = extensionOf(fileName);
  if (extension === '.xlsx') return XLSX_MIME;
  if (extension === '.xls') return XLS_MIME;
  return undefined;
}

/**
 * A file is accepted with an .xlsx or .xls name, unless the browser says it is something other than
 * a spreadsheet (a renamed .csv or .pdf keeps its real type). Empty and generic types pass: the
 * server checks the content.
 */
export function isAcceptedImportFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (!importMimeType(file.name)) return false;
  const type = file.type.toLowerCase();
  return type === '' || type === 'application/octet-stream' || (IMPORT_MIME_TYPES as readonly string[]).includes(type);
}

/** The message for a chosen set of files, or null when it is exactly one acceptable file. */
export function importFilesProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): string | null {
  if (files.length === 0) return IMPORT_NO_FILE_MESSAGE;
  if (files.length > 1) return IMPORT_ONE_FILE_MESSAGE;
  const [file] = files;
  if (!file || !isAcceptedImportFile(file)) return IMPORT_WRONG_TYPE_MESSAGE;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TOO_LARGE_MESSAGE;
  return null;
}
