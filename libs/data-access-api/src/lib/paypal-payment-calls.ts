import { useMemo } from 'react';
import type { PaymentCheckStatus, PaymentReturnMode } from '@bp/api-contract';
import { useCheckPaymentStatusMutation, useGetPaymentLinkMutation } from './checkout-api';

/** The two calls of a PayPal payment (link, status check), as `usePaypalPayment` of ui-payment-window takes them. */
export interface PaypalPaymentCalls {
  paymentLink(phonexOrderNumber: string, returnMode: PaymentReturnMode): Promise<string>;
  paymentStatus(phonexOrderNumber: string): Promise<PaymentCheckStatus>;
}

/**
 * GET order/{n}/payment and GET order/{n}/payment/status as plain promises (rejecting on a failed
 * call), stable across renders, for checkout and the order page.
 */
export function usePaypalPaymentCalls(): PaypalPaymentCalls {
  const [getPaymentLink] = useGetPaymentLinkMutation();
  const [checkPaymentStatus] = useCheckPaymentStatusMutation();
  return useMemo(
    () => ({
      paymentLink: async (phonexOrderNumber, returnMode) => (await getPaymentLink({ phonexOrderNumber, returnMode }).unwrap()).approvalLink,
      paymentStatus: async (phonexOrderNumber) => (await checkPaymentStatus(phonexOrderNumber).unwrap()).paymentStatus,
    }),
    [getPaymentLink, checkPaymentStatus],
  );
}
