import { useNavigate, useParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { PaymentMethodCode } from '@bp/api-contract/constants';
import { useGetSalesOrderQuery } from '@bp/data-access-api';
import { usePageTitle } from '@bp/ui-kit';
import { ORDERS_TEXTS, useOrdersText } from './orders-texts';

/**
 * /orders/{phonexOrderNumber}/order-release-confirmation (spec 03 §2): after a release, 'Thank
 * you for your order', what happens next and a way back to the orders; a PayPal order says the
 * payment was accepted.
 */
export function OrderReleaseConfirmationPage() {
  const t = useOrdersText();
  usePageTitle(t(ORDERS_TEXTS.releaseTitle));
  const navigate = useNavigate();
  const { phonexOrderNumber = '' } = useParams();
  const order = useGetSalesOrderQuery(phonexOrderNumber, { skip: !phonexOrderNumber }).data?.salesOrder;
  const paypal = order?.paymentOptionDetails.paymentOptionDetails.paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL;
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(ORDERS_TEXTS.releaseTitle)}</h1>}
      subTitle={
        <>
          {paypal && <p>{t(ORDERS_TEXTS.paypalAccepted)}</p>}
          <p>{t(ORDERS_TEXTS.releaseProcessing)}</p>
          <p>{t(ORDERS_TEXTS.releaseEmail)}</p>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate('/orders')}>
          {t(ORDERS_TEXTS.goToOrders)}
        </Button>
      }
    />
  );
}
