import type {} from '@fastify/multipart';
import { finished, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { documentRequired, documentTooLarge } from './upload-checks';

// Reading uploaded files from a multipart body (@fastify/multipart, registered only in the upload
// routes' scope with limits on files, parts and sizes: its bodyLimit does not cap a multipart
// request). Files are buffered up to the size limit; past it the read stops with a 413.

export interface UploadedPart {
  fieldName: string;
  fileName: string;
  body: Buffer;
}

export const oneFileOnly = () =>
  new AppError(400, MessageCode.BAD_REQUEST, 'Upload one file at a time', {
    errors: [{ field: 'file', messageCode: MessageCode.BAD_REQUEST, messageDescription: 'One file per drop' }],
  });

/** Refuses a declared body size past the cap before a byte is read (the connection then closes). */
export function refuseDeclaredSize(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  // The unread body is not drained: documentTooLarge closes the connection after the answer.
  if (Number.isFinite(declared) && declared > maxBytes) throw documentTooLarge(maxBytes);
}

/**
 * What the multipart parser refuses (no boundary in the content type, a body cut short, a part
 * without its headers, another boundary than the declared one): the client's fault, a 400.
 */
export const malformedUpload = (reason: string) =>
  new AppError(400, MessageCode.BAD_REQUEST, 'The upload is not a readable multipart/form-data body', {
    params: [reason],
    errors: [{ field: 'file', messageCode: MessageCode.BAD_REQUEST, messageDescription: reason }],
  });

/**
 * A file part's bytes, refused (413) the moment busboy reports the size limit. The part's own
 * toBuffer() would only fail at the part's end, after reading and discarding the whole rest of a
 * 100 MB body; this stops there, and the 413 closes the connection. `finished` also settles for a
 * part that failed before it was handed over (a body cut short mid-part, all read at once).
 */
function readCapped(file: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let overLimit = false;
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', () => {
      overLimit = true;
      chunks.length = 0;
      file.destroy();
      reject(documentTooLarge(maxBytes));
    });
    finished(file, (error) => {
      if (overLimit) return;
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    });
  });
}

export async function readUploadedFiles(request: FastifyRequest, limits: { maxFiles: number; maxBytes: number }): Promise<UploadedPart[]> {
  if (!request.isMultipart()) throw documentRequired();
  const files: UploadedPart[] = [];
  try {
    // preservePath: the name as sent, so a name with folders is refused rather than silently cut.
    for await (const part of request.parts({
      preservePath: true,
      limits: { files: limits.maxFiles, fileSize: limits.maxBytes, parts: limits.maxFiles + 10, fields: 10, fieldSize: 10_000, headerPairs: 100 },
    })) {
      if (part.type !== 'file') continue;
      files.push({ fieldName: part.fieldname, fileName: part.filename, body: await readCapped(part.file, limits.maxBytes) });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge(limits.maxBytes);
    if (code === 'FST_FILES_LIMIT')
      throw limits.maxFiles === 1 ? oneFileOnly() : new AppError(400, MessageCode.BAD_REQUEST, `At most ${limits.maxFiles} files at once`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, MessageCode.BAD_REQUEST, 'The upload has too many parts');
    if (error instanceof AppError) throw error;
    // Reading the body involves no storage or database: whatever else fails here is the body's form.
    throw malformedUpload(error instanceof Error ? error.message : 'unreadable');
  }
  if (files.length === 0) throw documentRequired();
  return files;
}
