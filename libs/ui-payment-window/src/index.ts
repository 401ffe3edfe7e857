export { openPaymentWindow, paymentNavigation, PAYMENT_WINDOW_NAME } from './lib/browser-window';
export { usePaypalPayment, type PaymentCalls, type PaymentRunOutcome } from './lib/use-paypal-payment';
