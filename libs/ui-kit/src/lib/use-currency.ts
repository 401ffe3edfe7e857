import { useCallback } from 'react';
import { useBranding } from './branding';
import { formatCurrency, formatMinorUnits, type CurrencyFormat } from './money';

export interface CurrencyFormatter {
  /** Formats an API amount with the tenant's symbol and precision. */
  format: (value: number | string | null | undefined, options?: Pick<CurrencyFormat, 'fractionDigits'>) => string;
  /** Formats an exact total from sumMoney/lineTotal. */
  formatMinor: (minor: bigint, options?: Pick<CurrencyFormat, 'fractionDigits'>) => string;
  precision: number;
}

export function useCurrencyFormatter(): CurrencyFormatter {
  const { currencySymbol, currencyPrecision } = useBranding();
  const format = useCallback<CurrencyFormatter['format']>(
    (value, options) => formatCurrency(value, { symbol: currencySymbol, precision: currencyPrecision, ...options }),
    [currencySymbol, currencyPrecision],
  );
  const formatMinor = useCallback<CurrencyFormatter['formatMinor']>(
    (minor, options) => formatMinorUnits(minor, { symbol: currencySymbol, precision: currencyPrecision, ...options }),
    [currencySymbol, currencyPrecision],
  );
  return { format, formatMinor, precision: currencyPrecision };
}
