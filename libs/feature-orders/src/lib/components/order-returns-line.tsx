import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { Authority } from '@bp/api-contract/constants';
import { useGetAuthoritiesQuery, useGetOrderReturnsQuery } from '@bp/data-access-api';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { RETURN_STATUS_TEXTS, newReturnPathOf, orderReturnWindowOf, returnPathOf } from '../order-returns-rules';
import { useOrdersText } from '../orders-texts';

const ROW = { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' } as const;

/**
 * A shipped order's returns window ('Returns accepted until …, n days left' or 'Returns closed on
 * …'), 'Request a return' while it is open for a buyer who may buy online, and the order's returns.
 */
export function OrderReturnsLine({ phonexOrderNumber, username }: { phonexOrderNumber: string; username: string }) {
  const t = useOrdersText();
  const navigate = useNavigate();
  const orderReturns = useGetOrderReturnsQuery(phonexOrderNumber).data;
  const canBuyOnline = useGetAuthoritiesQuery(username, { skip: !username }).data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
  const claimWindow = orderReturns ? orderReturnWindowOf(orderReturns) : null;
  if (!orderReturns || (!claimWindow && orderReturns.returns.length === 0)) return null;
  const date = claimWindow ? formatPlainDate(claimWindow.until, 'LONG_DATE') : '';
  let windowText: string | null = null;
  if (claimWindow?.open) windowText = t('returnsAcceptedUntil', { date, count: claimWindow.daysLeft });
  else if (claimWindow) windowText = t('returnsClosedOn', { date });
  return (
    <div style={ROW} role="group" aria-label={t('orderReturns')}>
      {windowText && <span>{windowText}</span>}
      {claimWindow?.open && canBuyOnline && <Button onClick={() => navigate(newReturnPathOf(phonexOrderNumber))}>{t('requestReturn')}</Button>}
      {orderReturns.returns.map((row) => (
        <Link key={row.returnNumber} to={returnPathOf(row.returnNumber)} className={TAP_TARGET_CLASS}>
          {t('returnNumber', { number: row.returnNumber })} ({t(RETURN_STATUS_TEXTS[row.status])})
        </Link>
      ))}
    </div>
  );
}
