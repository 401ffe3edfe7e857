import { useCallback, useEffect, useRef } from 'react';
import { PAYMENT_POPUP_POLL_MS, PaymentCheckStatus, PaymentReturnMode } from '@bp/api-contract/constants';
import { useCheckPaymentStatusMutation, useGetPaymentLinkMutation } from '@bp/data-access-api';
import { leaveForPayment } from '../browser-window';

/** SUCCESS or FAILURE (spec 02 §4), or REDIRECTED when this window went to PayPal instead. */
export type PaymentRunOutcome = typeof PaymentCheckStatus.SUCCESS | typeof PaymentCheckStatus.FAILURE | 'REDIRECTED';

/**
 * PayPal's pay-now step (spec 02 §2 Payment popup, §4 Payment status). The caller opens the window
 * inside the click (openPaymentWindow) and hands it here; the link arrives afterwards and is set as
 * the window's location. The window is checked every second; once closed, the server says whether
 * the payment went through. Closed early, an error, or a failed link call: FAILURE. Without a
 * window (blocked), this window goes to PayPal and comes back to the confirmation route.
 */
export function usePaypalPayment() {
  const [getPaymentLink] = useGetPaymentLinkMutation();
  const [checkPaymentStatus] = useCheckPaymentStatusMutation();
  const stopPolling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopPolling.current?.(), []);

  const checkStatus = useCallback(
    async (phonexOrderNumber: string): Promise<PaymentRunOutcome> => {
      try {
        const { paymentStatus } = await checkPaymentStatus(phonexOrderNumber).unwrap();
        // PENDING: the buyer closed the window before approving.
        return paymentStatus === PaymentCheckStatus.SUCCESS ? PaymentCheckStatus.SUCCESS : PaymentCheckStatus.FAILURE;
      } catch (error) {
        console.error('payment status check failed', error);
        return PaymentCheckStatus.FAILURE;
      }
    },
    [checkPaymentStatus],
  );

  const untilClosed = useCallback(
    (popup: Window) =>
      new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (popup.closed) stop();
        }, PAYMENT_POPUP_POLL_MS);
        const stop = () => {
          clearInterval(timer);
          stopPolling.current = null;
          resolve();
        };
        stopPolling.current = stop;
      }),
    [],
  );

  const pay = useCallback(
    async (phonexOrderNumber: string, popup: Window | null): Promise<PaymentRunOutcome> => {
      const returnMode = popup ? PaymentReturnMode.POPUP : PaymentReturnMode.REDIRECT;
      let approvalLink: string;
      try {
        approvalLink = (await getPaymentLink({ phonexOrderNumber, returnMode }).unwrap()).approvalLink;
      } catch (error) {
        console.error('payment link failed', error);
        popup?.close();
        return PaymentCheckStatus.FAILURE;
      }
      if (!popup) {
        leaveForPayment(approvalLink);
        return 'REDIRECTED';
      }
      popup.location.href = approvalLink;
      await untilClosed(popup);
      return checkStatus(phonexOrderNumber);
    },
    [getPaymentLink, untilClosed, checkStatus],
  );

  return { pay, checkStatus };
}
