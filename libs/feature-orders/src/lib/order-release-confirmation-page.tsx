import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Result } from 'antd';
import { PAYPAL_RETURN_QUERY, PaymentCheckStatus, PaymentMethodCode, PaymentReturnMode, PaymentStatus } from '@bp/api-contract/constants';
import { isApiError, useGetSalesOrderQuery, usePaypalPaymentCalls } from '@bp/data-access-api';
import { usePageTitle } from '@bp/ui-kit';
import { openPaymentWindow, usePaypalPayment } from '@bp/ui-payment-window';
import { useNoOrderFoundExit } from './hooks/use-no-order-found-exit';
import { useOrdersText } from './orders-texts';
import { releasePaysWithPaypal } from './release-payment';
import { ordersRoutes } from './routes';

type Check = 'idle' | 'checking' | typeof PaymentCheckStatus.SUCCESS | typeof PaymentCheckStatus.FAILURE;

/**
 * /orders/{phonexOrderNumber}/order-release-confirmation (spec 03 §2): after a release, 'Thank
 * you for your order', what happens next and a way back to the orders; a paid PayPal order says
 * 'Payment accepted by PayPal'. Back from PayPal in this window (the popup was blocked, the URL
 * carries ?paypalOrder=) the payment check runs here; a failed payment offers PayPal again.
 * An order the API does not know (or not for this buyer) says 'No order found of this id: {path}'
 * and goes to /orders, as the order page does, instead of thanking the buyer for it.
 */
export function OrderReleaseConfirmationPage() {
  const t = useOrdersText();
  usePageTitle(t('releaseTitle'));
  const navigate = useNavigate();
  const { phonexOrderNumber = '' } = useParams();
  const [searchParams] = useSearchParams();
  const resumePayment = searchParams.get(PAYPAL_RETURN_QUERY) === phonexOrderNumber && phonexOrderNumber !== '';
  const orderQuery = useGetSalesOrderQuery(phonexOrderNumber, { skip: !phonexOrderNumber });
  const order = orderQuery.data?.salesOrder;
  // Only a 404: a failed refetch right after a release (offline a moment) keeps the thanks.
  const unknownOrder = orderQuery.isError && isApiError(orderQuery.error) && orderQuery.error.status === 404;
  useNoOrderFoundExit(unknownOrder, phonexOrderNumber);
  const { pay, checkStatus } = usePaypalPayment(usePaypalPaymentCalls());
  const [check, setCheck] = useState<Check>(resumePayment ? 'checking' : 'idle');

  const settle = useEffectEvent((outcome: Check) => setCheck(outcome));
  useEffect(() => {
    if (!resumePayment) return;
    void checkStatus(phonexOrderNumber).then((outcome) => settle(outcome === 'REDIRECTED' ? 'idle' : outcome));
  }, [resumePayment, phonexOrderNumber, checkStatus]);

  const payAgain = () => {
    // Synchronously inside the click, before any await: otherwise the browser blocks the window.
    const popup = openPaymentWindow();
    setCheck('checking');
    void pay(phonexOrderNumber, popup, PaymentReturnMode.ORDER_REDIRECT).then((outcome) => {
      if (outcome !== 'REDIRECTED') setCheck(outcome);
    });
  };

  const paidWithPaypal =
    order !== undefined &&
    order.paymentStatus === PaymentStatus.PAID &&
    order.paymentOptionDetails.paymentOptionDetails.paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL;
  const paymentFailed = check === PaymentCheckStatus.FAILURE && order !== undefined && releasePaysWithPaypal(order);
  return (
    <Result
      status={paymentFailed ? 'warning' : 'success'}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('releaseTitle')}</h1>}
      subTitle={
        <>
          {check === 'checking' && (
            <p role="status" aria-live="polite">
              {t('checkingPayment')}
            </p>
          )}
          {check !== 'checking' && (paidWithPaypal || check === PaymentCheckStatus.SUCCESS) && <p>{t('paypalAccepted')}</p>}
          {paymentFailed && (
            <Alert type="error" showIcon role="alert" title={t('paymentFailed')} description={t('payNowUsingPaypal')} style={{ textAlign: 'left' }} />
          )}
          <p>{t('releaseProcessing')}</p>
          <p>{t('releaseEmail')}</p>
        </>
      }
      extra={[
        ...(paymentFailed
          ? [
              <Button key="pay" type="primary" onClick={payAgain}>
                {t('payNowWithPaypal')}
              </Button>,
            ]
          : []),
        <Button key="orders" type={paymentFailed ? 'default' : 'primary'} onClick={() => navigate(ordersRoutes.orders)}>
          {t('goToOrders')}
        </Button>,
      ]}
    />
  );
}
