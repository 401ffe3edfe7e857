import { FieldMessageCode, MessageCode } from '@bp/api-contract';
import { AppError } from './errors';

// PostgreSQL refuses U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL
// that reaches a query fails it with a 500. The NUL guard (plugins/app/nul-guard.ts) checks input as
// it arrives; a value decoded later (base64 in a path) is checked here, with the same answer.

export const NUL = '\u0000';

/** Field names echoed in the answer are the caller's: cut short and shown without control characters. */
const shownField = (field: string) => [...field.slice(0, 120)].map((character) => (character.charCodeAt(0) < 0x20 ? '?' : character)).join('');

export function nulCharacterRefused(field: string): AppError {
  const shown = shownField(field);
  const message = `The request contains a NUL character (U+0000) in ${shown}, which is not accepted`;
  return new AppError(400, MessageCode.BAD_REQUEST, message, {
    params: [shown],
    errors: [{ field: shown, messageCode: FieldMessageCode.INVALID_FORMAT, messageDescription: `${shown} must not contain a NUL character` }],
  });
}

/** A value decoded from the path, query or a header: the same 400 as a NUL sent as it is. */
export function refuseDecodedNul(decoded: string, field: string): string {
  if (decoded.includes(NUL)) throw nulCharacterRefused(field);
  return decoded;
}

/**
 * The path of the first string (or object key) holding a NUL in a parsed value, or undefined.
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current) || ArrayBuffer.isView(current)) continue;
    for (const [key, entry] of Object.entries(current)) {
      if (key.includes(NUL)) return `${path} (a name)`;
      pending.push({ value: entry, path: `${path}.${key}` });
    }
  }
  return undefined;
}
