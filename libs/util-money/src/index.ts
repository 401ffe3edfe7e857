export { toMinorUnits, sumMoney, lineTotal } from './lib/minor-units';
export {
  AMOUNT_TEXT_PATTERN,
  CENTS_PER_UNIT,
  toCents,
  centsToText,
  centsToAmount,
  typedAmountToCents,
  parseAmount,
  exceedsCurrencyPrecision,
  type AmountProblem,
} from './lib/cents';
export { NO_AMOUNT, formatMinorUnits, formatCurrency, type CurrencyFormat } from './lib/format';
export { sanitiseAmountInput } from './lib/amount-input';
