import { Link } from 'react-router-dom';
import type { RacTerms } from '@bp/api-contract';
import { termsOfSaleLink } from '@bp/api-contract/constants';
import { Paragraph, TAP_TARGET_CLASS, useCurrencyFormatter } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { percentColumn, percentPer24Hours } from '../late-payment-rules';
import { useOrdersText } from '../orders-texts';

/** The terms: the reservation fee per 24 HRS (2-decimal percent and currency rate), the percent columns with 1 decimal. */
export function RacTermsView({ terms }: { terms: RacTerms }) {
  const t = useOrdersText();
  const { format } = useCurrencyFormatter();
  const rows = [
    {
      name: t('reservationFee'),
      percent: terms.reservationFeePercent,
      amount: t('per24Hours', { value: format(terms.reservationFeeRateAmount) }),
    },
    { name: t('cancellationFee'), percent: terms.cancellationFeePercent, amount: format(terms.cancellationFeeRateAmount) },
  ];
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {terms.reservationFeePercent > 0 && (
        <Paragraph style={{ margin: 0 }}>
          {t('reservationRate', {
            percent: percentPer24Hours(terms.reservationFeePercent),
            amount: format(terms.reservationFeeRateAmount),
            date: formatPlainDate(terms.gracePeriodEnd, 'SHORT_DATE_TIME'),
          })}
        </Paragraph>
      )}
      {terms.paymentTimeExtensionCustomText && <Paragraph style={{ margin: 0 }}>{terms.paymentTimeExtensionCustomText}</Paragraph>}
      <table aria-label={t('termsTitle')} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('fee')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('percent')}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal' }}>
                {row.name}
              </th>
              <td style={{ textAlign: 'right' }}>{percentColumn(row.percent)}</td>
              <td style={{ textAlign: 'right', overflowWrap: 'anywhere' }}>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to={termsOfSaleLink()} className={TAP_TARGET_CLASS}>
        {t('termsOfSale')}
      </Link>
    </div>
  );
}
