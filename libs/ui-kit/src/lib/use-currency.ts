import { useCallback } from 'react';
import { formatCurrency, formatMinorUnits, type CurrencyFormat } from '@bp/util-money';
import { useBranding } from './branding';
import { useTranslation } from './translation';

export interface CurrencyFormatter {
  /** Formats an API amount with the tenant's symbol and precision, in the portal's language. */
  format: (value: number | string | null | undefined, options?: Pick<CurrencyFormat, 'fractionDigits'>) => string;
  /** Formats an exact total from sumMoney/lineTotal. */
  formatMinor: (minor: bigint, options?: Pick<CurrencyFormat, 'fractionDigits'>) => string;
  precision: number;
}

export function useCurrencyFormatter(): CurrencyFormatter {
  const { currencySymbol, currencyPrecision } = useBranding();
  const { language } = useTranslation();
  const format = useCallback<CurrencyFormatter['format']>(
    (value, options) => formatCurrency(value, { symbol: currencySymbol, precision: currencyPrecision, locale: language, ...options }),
    [currencySymbol, currencyPrecision, language],
  );
  const formatMinor = useCallback<CurrencyFormatter['formatMinor']>(
    (minor, options) => formatMinorUnits(minor, { symbol: currencySymbol, precision: currencyPrecision, locale: language, ...options }),
    [currencySymbol, currencyPrecision, language],
  );
  return { format, formatMinor, precision: currencyPrecision };
}
