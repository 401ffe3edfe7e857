import { inflateRawSync } from 'node:zlib';

// An .xlsx is a zip. SheetJS unzips every entry in memory, trusting the sizes the archive declares
// (its pure-JS inflate allocates the local header's uncompressed size up front) and inflating each
// stream to its end, so a small upload can expand to gigabytes ("zip bomb"). Before SheetJS sees
// the file, this reads the archive the way SheetJS does (end of central directory found from the
// end, entries from the central directory, data from each local header) and inflates every entry
// itself with a hard output cap, so what SheetJS will unpack is known to be small.

export interface ZipLimits {
  /** Entries in the archive (a workbook has a few dozen at most). */
  maxEntries: number;
  /** All entries together, uncompressed. */
  maxTotalUncompressedBytes: number;
  /** Uncompressed / compressed, checked for entries above `ratioCheckFromBytes` uncompressed. */
  maxCompressionRatio: number;
  ratioCheckFromBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 200,
  ratioCheckFromBytes: 1024 * 1024,
};

/** Why an archive was refused; the message is meant for the buyer. */
export class UnsafeZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeZipError';
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_LENGTH = 22;
const CENTRAL_ENTRY_LENGTH = 46;
const LOCAL_HEADER_LENGTH = 30;
const ZIP64_EXTRA_FIELD = 0x0001;
const ZIP64_MARKER = 0xffffffff;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
/** Bit 0 (encrypted), bit 6 (strong encryption), bit 13 (encrypted central directory). */
const ENCRYPTION_FLAGS = 0x2041;
const DATA_DESCRIPTOR_FLAG = 0x0008;

const damaged = () => new UnsafeZipError('The file is damaged: its zip structure cannot be read');

function hasZip64Extra(buffer: Buffer, start: number, length: number): boolean {
  let position = start;
  const end = start + length;
  while (position + 4 <= end) {
    const id = buffer.readUInt16LE(position);
    const size = buffer.readUInt16LE(position + 2);
    if (id === ZIP64_EXTRA_FIELD) return true;
    position += 4 + size;
  }
  return false;
}

/**
 * Position of the end-of-central-directory record, searched from the very end like SheetJS does
 * (the same record, even if a signature hides in a comment).
 */
function findEndRecord(buffer: Buffer): number {
  for (let position = buffer.length - 4; position >= 0; position -= 1) {
    if (buffer.readUInt32LE(position) === END_OF_CENTRAL_DIRECTORY) {
      if (position + END_RECORD_LENGTH > buffer.length) throw damaged();
      return position;
    }
  }
  throw damaged();
}

/**
 * Throws UnsafeZipError unless the archive is small enough to unpack: at most maxEntries entries,
 * stored or deflated, not encrypted, not ZIP64, every entry inflating to exactly the size it
 * declares, in total at most maxTotalUncompressedBytes, and no large entry compressed more than
 * maxCompressionRatio times. Inflation stops at the cap, so a bomb costs at most that much work.
 */
export function assertSafeZip(buffer: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  if (buffer.length < END_RECORD_LENGTH) throw damaged();
  const endRecord = findEndRecord(buffer);
  // SheetJS reads "entries on this disk" and the directory offset; so does this check.
  const entryCount = buffer.readUInt16LE(endRecord + 8);
  const directoryOffset = buffer.readUInt32LE(endRecord + 16);
  if (entryCount === 0xffff || directoryOffset === ZIP64_MARKER) throw new UnsafeZipError('ZIP64 archives are not accepted');
  if (entryCount > limits.maxEntries) throw new UnsafeZipError(`The file has too many parts (${entryCount}, at most ${limits.maxEntries})`);

  let totalUncompressed = 0;
  let position = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (position + CENTRAL_ENTRY_LENGTH > buffer.length || buffer.readUInt32LE(position) !== CENTRAL_DIRECTORY_ENTRY) throw damaged();
    const flags = buffer.readUInt16LE(position + 8);
    const method = buffer.readUInt16LE(position + 10);
    const compressedSize = buffer.readUInt32LE(position + 20);
    const uncompressedSize = buffer.readUInt32LE(position + 24);
    const nameLength = buffer.readUInt16LE(position + 28);
    const extraLength = buffer.readUInt16LE(position + 30);
    const commentLength = buffer.readUInt16LE(position + 32);
    const localOffset = buffer.readUInt32LE(position + 42);
    if (position + CENTRAL_ENTRY_LENGTH + nameLength + extraLength + commentLength > buffer.length) throw damaged();
    if (
      compressedSize === ZIP64_MARKER ||
      uncompressedSize === ZIP64_MARKER ||
      localOffset === ZIP64_MARKER ||
      hasZip64Extra(buffer, position + CENTRAL_ENTRY_LENGTH + nameLength, extraLength)
    ) {
      throw new UnsafeZipError('ZIP64 archives are not accepted');
    }
    if (flags & ENCRYPTION_FLAGS) throw new UnsafeZipError('Encrypted or password-protected files are not accepted');
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) throw new UnsafeZipError(`The file uses an unsupported compression method (${method})`);

    totalUncompressed += uncompressedSize;
    if (totalUncompressed > limits.maxTotalUncompressedBytes) {
      throw new UnsafeZipError(`The file unpacks to more than ${Math.round(limits.maxTotalUncompressedBytes / 1024 / 1024)} MB`);
    }
    if (uncompressedSize > limits.ratioCheckFromBytes && uncompressedSize > compressedSize * limits.maxCompressionRatio) {
      throw new UnsafeZipError(`The file is compressed suspiciously well (more than ${limits.maxCompressionRatio} to 1)`);
    }

    assertLocalEntry(buffer, { localOffset, flags, method, compressedSize, uncompressedSize });
    position += CENTRAL_ENTRY_LENGTH + nameLength + extraLength + commentLength;
  }
}

interface DirectoryEntry {
  localOffset: number;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}

/** The entry's local header agrees with the directory, and its data inflates to the declared size. */
function assertLocalEntry(buffer: Buffer, entry: DirectoryEntry): void {
  const { localOffset } = entry;
  if (localOffset + LOCAL_HEADER_LENGTH > buffer.length || buffer.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER) throw damaged();
  const localFlags = buffer.readUInt16LE(localOffset + 6);
  const localMethod = buffer.readUInt16LE(localOffset + 8);
  const localCompressed = buffer.readUInt32LE(localOffset + 18);
  const localUncompressed = buffer.readUInt32LE(localOffset + 22);
  const nameLength = buffer.readUInt16LE(localOffset + 26);
  const extraLength = buffer.readUInt16LE(localOffset + 28);
  const dataStart = localOffset + LOCAL_HEADER_LENGTH + nameLength + extraLength;
  if (dataStart > buffer.length || dataStart + entry.compressedSize > buffer.length) throw damaged();
  if (hasZip64Extra(buffer, localOffset + LOCAL_HEADER_LENGTH + nameLength, extraLength)) throw new UnsafeZipError('ZIP64 archives are not accepted');
  if (localFlags & ENCRYPTION_FLAGS) throw new UnsafeZipError('Encrypted or password-protected files are not accepted');
  // SheetJS unpacks with the local header's method and sizes: they must be the directory's.
  if (localMethod !== entry.method) throw damaged();
  const sizesDeferred = (localFlags & DATA_DESCRIPTOR_FLAG) !== 0;
  if (sizesDeferred ? localUncompressed > entry.uncompressedSize : localCompressed !== entry.compressedSize || localUncompressed !== entry.uncompressedSize)
    throw damaged();

  if (entry.method === METHOD_STORED) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged();
    return;
  }
  let inflated: Buffer;
  try {
    // The stream must end inside the declared compressed bytes (SheetJS inflates to the stream's
    // end), and may not produce a byte more than declared: maxOutputLength stops it there.
    inflated = inflateRawSync(buffer.subarray(dataStart, dataStart + entry.compressedSize), { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch {
    throw new UnsafeZipError('The file is damaged or unpacks to more than it declares');
  }
  if (inflated.length !== entry.uncompressedSize) throw new UnsafeZipError('The file is damaged or unpacks to more than it declares');
}
