import { MessageCode, OfferMessageCode } from '@bp/api-contract';
import { AppError } from '../../errors';

// The import's refusals, each the spec's error body (§8) with a message meant for the buyer (the
// dialog shows it in its alert). Not FAIL-flagged: the portal then shows messageDescription, the
// explanation, rather than the bare code.

function fileError(status: number, messageCode: string, message: string, params: string[] = []): AppError {
  return new AppError(status, messageCode, message, { params, errors: [{ field: 'file', messageCode, messageDescription: message }] });
}

/** 400: the file cannot be read (damaged, unsafe archive, empty body). */
export const unreadableFile = (message: string, params: string[] = []) => fileError(400, OfferMessageCode.IMPORT_INVALID_FILE, message, params);

/** 413: bigger than IMPORT_MAX_BYTES. */
export const fileTooLarge = (message: string) => fileError(413, MessageCode.PAYLOAD_TOO_LARGE, message);

/** 415: not an .xlsx/.xls (name, content type or content). */
export const unsupportedFile = (message: string, params: string[] = []) => fileError(415, MessageCode.UNSUPPORTED_MEDIA_TYPE, message, params);

/** 422: a workbook, but not one the import can use (columns, rows). */
export const unusableSheet = (message: string, params: string[] = []) => fileError(422, OfferMessageCode.IMPORT_INVALID_FILE, message, params);
