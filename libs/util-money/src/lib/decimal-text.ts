/** A decimal as written: its sign, whole digits and the digits after the point (possibly none). */
export interface DecimalText {
  sign: '' | '+' | '-';
  whole: string;
  fraction: string;
  /** Whether a point was written ('12.' has one, with no fraction digits). */
  point: boolean;
}

const decimalPattern = /^([+-])?(\d+)(?:(\.)(\d*))?$/;
const exponentPattern = /^(-)?(\d+)(?:\.(\d+))?e([+-]\d+)$/i;

/**
 * The text a number stands for, never arithmetic on it: its shortest form ('1.005', not
 * 1.00499999...), which is what a person typed. JavaScript writes very small and very large numbers
 * with an exponent (1e-7, 1e+21); those are written out in full.
 */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  const match = exponentPattern.exec(text);
  if (!match) return text;
  const [, minus = '', whole, fraction = '', exponent] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  const written =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return minus + written;
}

/** A number in its shortest text, or a string trimmed, read as a plain decimal; null for anything else ('12,50', '$12', '1e3'). */
export function readDecimal(value: number | string): DecimalText | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text === null ? null : decimalPattern.exec(text);
  if (!match) return null;
  const [, sign = '', whole, point, fraction = ''] = match;
  return { sign: sign as DecimalText['sign'], whole, fraction, point: point !== undefined };
}
