import { PAYMENT_POPUP_HEIGHT, PAYMENT_POPUP_WIDTH } from '@bp/api-contract/constants';

// The browser calls of the payment step, in one module. A page navigation goes through
// `paymentNavigation` so tests can replace it (jsdom cannot leave the page) with jest.spyOn.

export const PAYMENT_WINDOW_NAME = 'bp-payment';

/**
 * Opens the 600 x 700 payment window on about:blank. It must run synchronously inside the buyer's
 * click: browsers block a window opened after an await. null when the browser blocked it.
 */
export function openPaymentWindow(): Window | null {
  const left = Math.max(0, Math.round((window.screen.width - PAYMENT_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round((window.screen.height - PAYMENT_POPUP_HEIGHT) / 2));
  return window.open('about:blank', PAYMENT_WINDOW_NAME, `popup=yes,width=${PAYMENT_POPUP_WIDTH},height=${PAYMENT_POPUP_HEIGHT},left=${left},top=${top}`);
}

export const paymentNavigation = {
  /** Leaves the portal for the payment page in this window (the popup was blocked). */
  leaveForPayment(url: string): void {
    window.location.assign(url);
  },
};
