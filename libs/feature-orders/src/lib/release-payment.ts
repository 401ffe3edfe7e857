import type { SalesOrder } from '@bp/api-contract';
import { PaymentMethodCode, PaymentStatus } from '@bp/api-contract/constants';

/**
 * Spec 03 §4: releasing a PayPal order (INTEGRATED_PAYPAL) not yet paid runs PayPal's payment; the
 * server keeps it ON_HOLD until the payment releases it. A paid one is released by the save alone.
 */
export const releasePaysWithPaypal = (order: SalesOrder): boolean =>
  order.paymentOptionDetails.paymentOptionDetails.paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL && order.paymentStatus !== PaymentStatus.PAID;
