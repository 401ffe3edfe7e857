import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Modal, Typography } from 'antd';
import type { OrderDetail, RacTerms } from '@bp/api-contract';
import { ORDER_SNACKBAR_AUTO_HIDE_MS, PaymentOutcome, termsOfSaleLink } from '@bp/api-contract/constants';
import { isApiError, useAcceptRacTermsMutation, useGetRacTermsQuery } from '@bp/data-access-api';
import { useCurrencyFormatter, useFeedback } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { deadlineText, latePaymentDeadline, percentColumn, percentPer24Hours, showsLatePaymentSection } from '../late-payment-rules';
import { LATE_PAYMENT_TEXTS } from '../late-payment-texts';
import { useOrdersText } from '../orders-texts';

/** The order's reservation and cancellation terms (one fetch shared by the snackbar and the section). */
function useRacTerms(detail: OrderDetail) {
  return useGetRacTermsQuery(detail.salesOrder.phonexOrderNumber, { skip: !showsLatePaymentSection(detail.permission) });
}

/**
 * Spec 03 §4 Late payment: the top snackbar while the fees are not agreed, 'Payment must be
 * received by {date}' (or the account text), with EXTEND TIME ON THIS ORDER when the order allows
 * it; hidden after ORDER_SNACKBAR_AUTO_HIDE_MS (§9) or when dismissed.
 */
export function LatePaymentSnackbar({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const terms = useRacTerms(detail);
  const [hidden, setHidden] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const deadline = latePaymentDeadline(detail.salesOrder, detail.permission, terms.data);
  useEffect(() => {
    if (!deadline) return undefined;
    const timer = setTimeout(() => setHidden(true), ORDER_SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [deadline]);
  // Wait for the terms (or their failure): they decide between the payment and the account text.
  if (!deadline || hidden || terms.isLoading) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        role="status"
        closable={{ 'aria-label': t(LATE_PAYMENT_TEXTS.dismiss), onClose: () => setHidden(true) }}
        title={t(deadlineText(terms.data), { date: formatPlainDate(deadline, 'SHORT_DATE_TIME') })}
        action={
          detail.permission.canExtendPaymentTime && terms.data ? (
            <Button size="small" type="primary" onClick={() => setDialogOpen(true)}>
              {t(LATE_PAYMENT_TEXTS.extendTime)}
            </Button>
          ) : undefined
        }
        style={{ flexWrap: 'wrap', rowGap: 8 }}
        // The text keeps a readable width: on a phone the button wraps under it instead of squeezing
        // the text to a word per line (antd's section may otherwise shrink to nothing).
        styles={{ section: { minWidth: 'min(16em, 100%)' } }}
      />
      {terms.data && <AcceptTermsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} terms={terms.data} />}
    </>
  );
}

/**
 * Spec 03 §2 the late-payment policy section: the terms with the fee display rules of §9, and
 * 'Reservation and Cancellation Fees Accepted:' with the date once agreed; 'Failed to fetch
 * Reservation and Cancellation Terms.' when the terms cannot be read.
 */
export function LatePaymentSection({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const terms = useRacTerms(detail);
  const order = detail.salesOrder;
  if (!showsLatePaymentSection(detail.permission)) return null;
  return (
    <Card size="small" title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t(LATE_PAYMENT_TEXTS.sectionTitle)}</h2>}>
      <div style={{ display: 'grid', gap: 12 }}>
        {order.racFeeAgreed && (
          <Typography.Text strong>
            {t(LATE_PAYMENT_TEXTS.feesAccepted)} {formatPlainDate(order.racFeeAgreedDate, 'LONG_DATE')}
          </Typography.Text>
        )}
        {terms.isError && <Alert type="error" showIcon title={t(LATE_PAYMENT_TEXTS.termsFetchFailed)} />}
        {terms.data && <RacTermsView terms={terms.data} />}
      </div>
    </Card>
  );
}

/** The terms: the reservation fee per 24 HRS (2-decimal percent and currency rate), the percent columns with 1 decimal. */
function RacTermsView({ terms }: { terms: RacTerms }) {
  const t = useOrdersText();
  const { format } = useCurrencyFormatter();
  const rows = [
    { name: t(LATE_PAYMENT_TEXTS.reservationFee), percent: terms.reservationFeePercent, amount: t(LATE_PAYMENT_TEXTS.per24Hours, { value: format(terms.reservationFeeRateAmount) }) },
    { name: t(LATE_PAYMENT_TEXTS.cancellationFee), percent: terms.cancellationFeePercent, amount: format(terms.cancellationFeeRateAmount) },
  ];
  return (
    <div style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {terms.reservationFeePercent > 0 && (
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(LATE_PAYMENT_TEXTS.reservationRate, {
            percent: percentPer24Hours(terms.reservationFeePercent),
            amount: format(terms.reservationFeeRateAmount),
            date: formatPlainDate(terms.gracePeriodEnd, 'SHORT_DATE_TIME'),
          })}
        </Typography.Paragraph>
      )}
      {terms.paymentTimeExtensionCustomText && <Typography.Paragraph style={{ margin: 0 }}>{terms.paymentTimeExtensionCustomText}</Typography.Paragraph>}
      <table aria-label={t(LATE_PAYMENT_TEXTS.termsTitle)} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t(LATE_PAYMENT_TEXTS.fee)}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t(LATE_PAYMENT_TEXTS.percent)}
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              {t(LATE_PAYMENT_TEXTS.amount)}
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
      <Link to={termsOfSaleLink()}>{t(LATE_PAYMENT_TEXTS.termsOfSale)}</Link>
    </div>
  );
}

/**
 * EXTEND TIME ON THIS ORDER: the terms, then accepting posts them as fetched (spec 03 §7); the
 * order reloads (the mutation invalidates it). A refusal shows the server's description, a failed
 * call its error message (§8).
 */
function AcceptTermsDialog({ open, onClose, terms }: { open: boolean; onClose: () => void; terms: RacTerms }) {
  const t = useOrdersText();
  const { message } = useFeedback();
  const [acceptRacTerms, accepting] = useAcceptRacTermsMutation();
  const accept = async () => {
    try {
      const answer = await acceptRacTerms({ phonexOrderNumber: terms.phonexOrderNumber, terms }).unwrap();
      if (answer.status !== PaymentOutcome.SUCCESS) {
        void message.error(answer.description ?? answer.status);
        return;
      }
      onClose();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <Modal
      open={open}
      title={t(LATE_PAYMENT_TEXTS.termsTitle)}
      okText={t(LATE_PAYMENT_TEXTS.acceptFees)}
      cancelText={t(LATE_PAYMENT_TEXTS.notNow)}
      confirmLoading={accepting.isLoading}
      onOk={() => void accept()}
      onCancel={onClose}
      width={560}
    >
      <RacTermsView terms={terms} />
    </Modal>
  );
}
