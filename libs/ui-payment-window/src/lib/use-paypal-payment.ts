import { useCallback, useEffect, useRef } from 'react';
import { PAYMENT_POPUP_POLL_MS, PaymentCheckStatus, PaymentReturnMode } from '@bp/api-contract/constants';
import { paymentNavigation } from './browser-window';

/** SUCCESS or FAILURE (spec 02 §4), or REDIRECTED when this window went to PayPal instead. */
export type PaymentRunOutcome = typeof PaymentCheckStatus.SUCCESS | typeof PaymentCheckStatus.FAILURE | 'REDIRECTED';

/**
 * The two server calls of a payment, passed in by the page (a ui lib does not call the API itself;
 * data-access-api's `usePaypalPaymentCalls()` gives them). Both reject on a failed call.
 */
export interface PaymentCalls {
  /** The approval link of PayPal's window (GET order/{n}/payment). */
  paymentLink(phonexOrderNumber: string, returnMode: PaymentReturnMode): Promise<string>;
  /** The payment check (GET order/{n}/payment/status): SUCCESS, FAILURE or PENDING. */
  paymentStatus(phonexOrderNumber: string): Promise<PaymentCheckStatus>;
}

/**
 * PayPal's pay-now step (spec 02 §2 Payment popup, §4 Payment status), shared by checkout and the
 * order page's release. The caller opens the window inside the click (openPaymentWindow) and
 * hands it here; the link arrives afterwards and is set as the window's location. The window is
 * checked every second; once closed, the server says whether the payment went through. Closed
 * early, an error, or a failed link call: FAILURE. Without a window (blocked), this window goes to
 * PayPal (return mode `redirectMode`) and the API's return page brings the buyer back to the
 * page that resumes the check from the URL.
 */
export function usePaypalPayment(calls: PaymentCalls) {
  const { paymentLink, paymentStatus } = calls;
  const stopPolling = useRef<(() => void) | null>(null);
  useEffect(() => () => stopPolling.current?.(), []);

  const checkStatus = useCallback(
    async (phonexOrderNumber: string): Promise<PaymentRunOutcome> => {
      try {
        const status = await paymentStatus(phonexOrderNumber);
        // PENDING: the buyer closed the window before approving.
        return status === PaymentCheckStatus.SUCCESS ? PaymentCheckStatus.SUCCESS : PaymentCheckStatus.FAILURE;
      } catch (error) {
        console.error('payment status check failed', error);
        return PaymentCheckStatus.FAILURE;
      }
    },
    [paymentStatus],
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
    async (phonexOrderNumber: string, popup: Window | null, redirectMode: PaymentReturnMode = PaymentReturnMode.REDIRECT): Promise<PaymentRunOutcome> => {
      const returnMode = popup ? PaymentReturnMode.POPUP : redirectMode;
      let approvalLink: string;
      try {
        approvalLink = await paymentLink(phonexOrderNumber, returnMode);
      } catch (error) {
        console.error('payment link failed', error);
        popup?.close();
        return PaymentCheckStatus.FAILURE;
      }
      if (!popup) {
        paymentNavigation.leaveForPayment(approvalLink);
        return 'REDIRECTED';
      }
      popup.location.href = approvalLink;
      await untilClosed(popup);
      return checkStatus(phonexOrderNumber);
    },
    [paymentLink, untilClosed, checkStatus],
  );

  return { pay, checkStatus };
}
