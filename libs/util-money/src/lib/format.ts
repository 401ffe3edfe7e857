import { roundAwayDigits, toMinorUnits } from './minor-units';

export interface CurrencyFormat {
  /** Tenant currency symbol; spec 01 §1 default '$'. */
  symbol?: string;
  /** Decimals the minor units carry; spec 01 §9 default 2. */
  precision?: number;
  /** Decimals to show; defaults to precision. Cart prices use 0 (spec 01 §2: "without decimals"). */
  fractionDigits?: number;
  /** Grouping and decimal marks of this locale (the portal's language); default en-US: 1,234.50. */
  locale?: string;
}

/** Spec 01 §2 shows '--' where there is no amount. */
export const NO_AMOUNT = '--';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and decimals: making one costs far more than formatting with it.
 * A language tag Intl cannot read (a tenant's 'en_US') falls back to en-US rather than failing.
 */
function numberFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en-US', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats minor units as "-$1,234.50": rounded exactly (half away from zero) to the decimals shown,
 * then written by Intl from its decimal text, so no float ever holds the amount. The tenant's
 * symbol leads, as the specs show it, whatever the locale.
 */
export function formatMinorUnits(
  minor: bigint | number,
  { symbol = '$', precision = 2, fractionDigits = precision, locale = 'en-US' }: CurrencyFormat = {},
): string {
  const shown = roundAwayDigits(BigInt(minor), precision - fractionDigits);
  const negative = shown < 0n;
  const digits = (negative ? -shown : shown).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const decimalText = (fractionDigits > 0 ? `${whole}.${digits.slice(digits.length - fractionDigits)}` : whole) as `${number}`;
  // Intl reads a numeric string exactly (ES2023), with no float in between.
  const written = numberFormat(locale, fractionDigits).format(decimalText);
  return `${negative ? '-' : ''}${symbol}${written}`;
}

/** Formats an amount from the API (number or decimal string); '--' when absent or malformed. */
export function formatCurrency(value: number | string | null | undefined, format: CurrencyFormat = {}): string {
  if (value === null || value === undefined || value === '') return NO_AMOUNT;
  try {
    return formatMinorUnits(toMinorUnits(value, format.precision ?? 2), format);
  } catch {
    return NO_AMOUNT;
  }
}
