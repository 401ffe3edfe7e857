import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Typography } from 'antd';
import { ConfirmationType, PAYPAL_RETURN_QUERY, PaymentCheckStatus, PaymentMethodCode } from '@bp/api-contract/constants';
import {
  selectSessionUser,
  useGetRacTermsQuery,
  useGetSalesOrderQuery,
  useGetSalesOrderSettingsQuery,
  usePaypalPaymentCalls,
  type StateWithSession,
} from '@bp/data-access-api';
import { Dialog, useFeedback, usePageTitle } from '@bp/ui-kit';
import { openPaymentWindow, usePaypalPayment } from '@bp/ui-payment-window';
import { formatDate } from '@bp/util-format';
import { CHECKOUT_TEXTS, useCheckoutText } from './checkout-texts';
import { OrderLines } from './components/order-lines';
import { OrderTotals } from './components/order-totals';
import { isConfirmationState, persistConfirmation, readPersistedConfirmation, type ConfirmationState } from './confirmation-state';
import { recordPurchase } from './purchase-record';

const CART_PATH = '/cart';
const STOCK_PATH = '/stock';

interface Arrival {
  confirmation: ConfirmationState;
  /** Back from PayPal in this window (the popup was blocked): the payment check runs here. */
  resumePayment: boolean;
}

/** Navigation state from checkout, or the persisted state when PayPal sent the buyer back with ?paypalOrder={n}. */
function arrivalOf(state: unknown, paypalOrder: string | null): Arrival | undefined {
  if (isConfirmationState(state)) return { confirmation: state, resumePayment: false };
  if (paypalOrder === null) return undefined;
  const persisted = readPersistedConfirmation();
  return persisted?.phonexOrderNumber === paypalOrder ? { confirmation: persisted, resumePayment: true } : undefined;
}

/**
 * /checkout/order-release-confirmation (spec 02 §2 Order confirmation): 'Thank You for your
 * order', what happens next, the payment method's instructions, the order lines, the cancellation
 * deadline when the grace period is on, and after a failed PayPal payment a way to pay again.
 * Without a checkout payload it redirects to /cart.
 */
export function CheckoutReleaseConfirmationPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [arrival] = useState(() => arrivalOf(location.state, searchParams.get(PAYPAL_RETURN_QUERY)));
  if (!arrival) return <Navigate to={CART_PATH} replace />;
  return <Confirmation arrival={arrival} />;
}

function processingNote(type: ConfirmationState['typeOfConfirmation']): string {
  if (type === ConfirmationType.HOLD_UNTIL_SHIPPING_QUOTE) return CHECKOUT_TEXTS.quoteNote;
  if (type === ConfirmationType.HOLD_THE_ORDER) return CHECKOUT_TEXTS.heldNote;
  return CHECKOUT_TEXTS.processingNote;
}

function Confirmation({ arrival }: { arrival: Arrival }) {
  const t = useCheckoutText();
  usePageTitle(t('thankYou'));
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [confirmation, setConfirmation] = useState(arrival.confirmation);
  const [checking, setChecking] = useState(arrival.resumePayment);
  const [paying, setPaying] = useState(false);
  const [relaunchDialog, setRelaunchDialog] = useState(arrival.confirmation.paymentStatus === PaymentCheckStatus.FAILURE);
  const { pay, checkStatus } = usePaypalPayment(usePaypalPaymentCalls());
  const orderNumber = confirmation.phonexOrderNumber;

  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username });
  const gracePeriod = settings.data?.paymentCollectionSettings.gracePeriodEnabled === true;
  const order = useGetSalesOrderQuery(orderNumber);
  const terms = useGetRacTermsQuery(orderNumber, { skip: !gracePeriod });
  // Spec 02 §8: order, settings and terms failures are only logged.
  useEffect(() => {
    if (order.error) console.error('order fetch failed', order.error);
    if (settings.error) console.error('order settings failed', settings.error);
    if (terms.error) console.error('terms fetch failed', terms.error);
  }, [order.error, settings.error, terms.error]);

  const settle = (next: ConfirmationState) => {
    setConfirmation(next);
    persistConfirmation(next);
    // A PayPal payment releases its order: the purchase of spec 02 §4 step 5.
    if (next.paymentStatus === PaymentCheckStatus.SUCCESS) recordPurchase(next.phonexOrderNumber, order.data?.salesOrder);
    if (next.paymentStatus === PaymentCheckStatus.FAILURE) {
      void message.error(t('paymentFailed'));
      setRelaunchDialog(true);
    }
  };

  // Back from PayPal in this window: run the payment check once (a ref: StrictMode runs effects twice).
  const resumed = useRef(false);
  const settleChecked = useEffectEvent((outcome: string) => {
    setChecking(false);
    settle({ ...arrival.confirmation, paymentStatus: outcome === PaymentCheckStatus.SUCCESS ? PaymentCheckStatus.SUCCESS : PaymentCheckStatus.FAILURE });
  });
  useEffect(() => {
    if (!arrival.resumePayment || resumed.current) return;
    resumed.current = true;
    void checkStatus(arrival.confirmation.phonexOrderNumber).then(settleChecked);
  }, [arrival, checkStatus]);

  const onPayNow = () => {
    // Synchronously inside the click (popup blockers), before any await.
    const popup = openPaymentWindow();
    setRelaunchDialog(false);
    setPaying(true);
    persistConfirmation(confirmation);
    void pay(orderNumber, popup).then((outcome) => {
      if (outcome === 'REDIRECTED') return;
      setPaying(false);
      settle({ ...confirmation, paymentStatus: outcome });
    });
  };

  const salesOrder = order.data?.salesOrder;
  const paymentMethod = order.data?.orderOptions.paymentMethods.find((method) => method.code === confirmation.paymentMethod);
  const paymentFailed = confirmation.paymentStatus === PaymentCheckStatus.FAILURE && confirmation.paymentMethod === PaymentMethodCode.INTEGRATED_PAYPAL;
  const deadline = gracePeriod ? terms.data?.gracePeriodEnd : null;

  return (
    <div style={{ maxWidth: 960, minWidth: 0 }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('thankYou')}
      </Typography.Title>
      <Typography.Paragraph>
        {t(processingNote(confirmation.typeOfConfirmation), { orderNumber: salesOrder?.refOrderNumberOrPhonexOrderNumber ?? orderNumber })}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link to={`/orders/${encodeURIComponent(orderNumber)}`}>{t('viewOrder', { orderNumber })}</Link>
      </Typography.Paragraph>
      {checking && (
        <p role="status" aria-live="polite">
          {t('checkingPayment')}
        </p>
      )}
      {!checking && confirmation.paymentMethod === PaymentMethodCode.INTEGRATED_PAYPAL && confirmation.paymentStatus === PaymentCheckStatus.SUCCESS && (
        <Alert type="success" showIcon title={t('paymentReceived')} />
      )}
      {paymentFailed && (
        <div style={{ display: 'grid', gap: 12, margin: '12px 0' }}>
          <Alert type="error" showIcon role="alert" title={t('paymentRequired')} />
          <Button type="primary" loading={paying} onClick={onPayNow} style={{ justifySelf: 'start', maxWidth: '100%' }}>
            {t('payNowUsingPaypal')}
          </Button>
        </div>
      )}
      {deadline && <Typography.Paragraph>{t('cancellationDeadline', { deadline: formatDate(deadline, 'DATE_TIME_WITH_ZONE') })}</Typography.Paragraph>}
      {paymentMethod && (paymentMethod.instructions || paymentMethod.description) && (
        <section aria-label={t('paymentInstructions')}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t('paymentInstructions')}
          </Typography.Title>
          <Typography.Paragraph strong>{paymentMethod.label}</Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{paymentMethod.instructions || paymentMethod.description}</Typography.Paragraph>
        </section>
      )}
      {salesOrder && (
        <>
          <OrderLines lines={salesOrder.items.map((item) => ({ ...item, quantity: item.orderedQuantity }))} title={t('orderLines')} />
          <div style={{ maxWidth: 360, marginTop: 16 }}>
            <OrderTotals
              values={{
                subtotal: salesOrder.subtotal,
                additionalServicesFee: salesOrder.additionalServicesFee,
                freight: salesOrder.freight,
                paymentFee: salesOrder.paymentFee,
                insurance: salesOrder.insurance,
                tax: salesOrder.tax,
                taxDescription: salesOrder.taxDescription,
              }}
            />
          </div>
        </>
      )}
      <Button style={{ marginTop: 24 }} onClick={() => void navigate(STOCK_PATH)}>
        {t('backToStocklist')}
      </Button>
      <Dialog
        open={relaunchDialog && paymentFailed}
        title={t('relaunchTitle')}
        onOk={() => setRelaunchDialog(false)}
        onCancel={() => setRelaunchDialog(false)}
        okText={t('relaunchOk')}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {t('relaunchText')}
      </Dialog>
    </div>
  );
}
