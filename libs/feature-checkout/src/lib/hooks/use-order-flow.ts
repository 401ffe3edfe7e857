import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { CheckoutPayload, CheckoutSubmission, SalesOrder } from '@bp/api-contract';
import { CheckoutMessageCode, PaymentCheckStatus, fillMessage } from '@bp/api-contract/constants';
import {
  NETWORK_FAILURE_MESSAGE,
  clearCheckoutHandover,
  isApiError,
  resolveErrorMessage,
  useLazyGetSalesOrderQuery,
  usePaypalPaymentCalls,
  useSubmitCartMutation,
} from '@bp/data-access-api';
import { runWhenIdle, useBranding, useFeedback, usePagePreload, useTranslation } from '@bp/ui-kit';
import { openPaymentWindow, usePaypalPayment } from '@bp/ui-payment-window';
import {
  blockingMessage,
  maxInsuranceCents,
  paymentOptionOf,
  rowsToFinalize,
  shippingOptionOf,
  subFormErrors,
  type OptionRow,
  type OptionRowsContext,
  type SelectedOptions,
} from '@bp/util-validation';
import { clearCheckout } from '../checkout-slice';
import { confirmationTypeOf, newIdempotencyKey, paysWithPaypal, readyToReleaseOf, type OrderAction } from '../checkout-rules';
import { useCheckoutText } from '../checkout-texts';
import { persistConfirmation, type ConfirmationState } from '../confirmation-state';
import { recordPurchase } from '../purchase-record';

export const CONFIRMATION_PATH = '/checkout/order-release-confirmation';
const CART_PATH = '/cart';

export interface OrderFlowInput {
  payload: CheckoutPayload;
  selection: SelectedOptions;
  openRow: OptionRow | null;
  context: OptionRowsContext;
  offerIds: readonly string[];
  warehouseCode: string;
  pxnsParticipantId: string | null;
}

/**
 * The order flow of spec 02 §4 (steps 1–7) behind Pay And Ship Now and the hold buttons:
 * 1 validate, 2 confirm a pay-and-ship, 3 submit with one Idempotency-Key per attempt (kept over a
 * double click or retry until an order exists, so both answer the same order), 4 fetch the created
 * order, 5 record a released order as a purchase (see purchase-record.ts), PayPal's payment step
 * when paying with it, 6 replace-navigate to the confirmation and
 * 7 clear the handover. A refused submit returns to the cart (spec 02 §8) with the API's reason.
 */
export function useOrderFlow({ payload, selection, openRow, context, offerIds, warehouseCode, pxnsParticipantId }: OrderFlowInput) {
  const t = useCheckoutText();
  const { t: translate } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { currencySymbol } = useBranding();
  const [submitCart] = useSubmitCartMutation();
  const [getSalesOrder] = useLazyGetSalesOrderQuery();
  const { pay } = usePaypalPayment(usePaypalPaymentCalls());
  // The confirmation page is in another module: it downloads once the page is idle, so
  // the confirmation (and a snackbar shown on the way there) appears at once after an order.
  const preloadPage = usePagePreload();
  useEffect(() => runWhenIdle(() => preloadPage(CONFIRMATION_PATH)), [preloadPage]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<OrderAction | null>(null);
  // Refs, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);

  /** Step 1: the rows complete and the sub-forms valid, else the spec 02 §5 message. */
  const validate = (): boolean => {
    const insurance = { maximumCents: maxInsuranceCents(payload.maxShipmentInsuranceAmount, payload.orderSubtotal), currencySymbol };
    const blocked = blockingMessage(rowsToFinalize(selection, payload, context, openRow), subFormErrors(selection, payload, { ...context, insurance }));
    setRefusal(blocked);
    return blocked === null;
  };

  const place = async (action: OrderAction, popup: Window | null) => {
    inFlight.current = true;
    preloadPage(CONFIRMATION_PATH);
    setBusy(action);
    idempotencyKey.current ??= newIdempotencyKey();
    const submission: CheckoutSubmission = {
      offerIds: [...offerIds],
      readyToRelease: readyToReleaseOf(action, selection.paymentMethodCode),
      shippingOption: shippingOptionOf(selection, payload),
      paymentOption: paymentOptionOf(selection),
      additionalServices: selection.additionalServices,
    };
    let phonexOrderNumber: string;
    try {
      phonexOrderNumber = (await submitCart({ warehouseCode, pxnsParticipantId, submission, idempotencyKey: idempotencyKey.current }).unwrap())
        .phonexOrderNumber;
    } catch (error) {
      popup?.close();
      inFlight.current = false;
      setBusy(null);
      const orderedAs = isApiError(error) && error.messageCode === CheckoutMessageCode.ALREADY_ORDERED ? error.params[0] : undefined;
      if (orderedAs) {
        // These offers are already an order (another tab): say so and show that order.
        clearCheckout(dispatch, 'newOrder');
        void message.info(fillMessage(t('alreadyOrdered'), orderedAs));
        void navigate(`/orders/${encodeURIComponent(orderedAs)}`, { replace: true });
        return;
      }
      // Spec 02 §8 returns to the cart; the API's reason (stock gone, price expired, credit limit) goes with it.
      void message.error(isApiError(error) ? resolveErrorMessage(error, (key, defaultValue) => translate(key, { defaultValue })) : t(NETWORK_FAILURE_MESSAGE));
      void navigate(CART_PATH, { replace: true });
      return;
    }
    idempotencyKey.current = null;
    // Step 4: the created order's totals and line prices (the confirmation reads them from the cache).
    let order: SalesOrder | undefined;
    try {
      order = (await getSalesOrder(phonexOrderNumber).unwrap()).salesOrder;
    } catch (error) {
      console.error('order fetch failed', error);
    }
    // Step 5: a released order is a purchase; a PayPal order is released by its payment below.
    if (submission.readyToRelease) recordPurchase(phonexOrderNumber, order);
    const confirmation: ConfirmationState = {
      fromCheckout: true,
      typeOfConfirmation: confirmationTypeOf(action, selection.shippingMethodCode),
      paymentMethod: selection.paymentMethodCode,
      phonexOrderNumber,
      paymentStatus: PaymentCheckStatus.SUCCESS,
    };
    if (paysWithPaypal(action, selection.paymentMethodCode)) {
      // Kept before PayPal's window: a redirect (blocked popup) comes back to the confirmation with it.
      persistConfirmation({ ...confirmation, paymentStatus: PaymentCheckStatus.PENDING });
      clearCheckoutHandover(false);
      const outcome = await pay(phonexOrderNumber, popup);
      if (outcome === 'REDIRECTED') return;
      confirmation.paymentStatus = outcome;
      if (outcome === PaymentCheckStatus.SUCCESS) recordPurchase(phonexOrderNumber, order);
      if (outcome === PaymentCheckStatus.FAILURE) void message.error(t('paymentFailed'));
    }
    persistConfirmation(confirmation);
    void navigate(CONFIRMATION_PATH, { replace: true, state: confirmation });
    clearCheckout(dispatch, 'newOrder');
  };

  const onPayAndShip = () => {
    if (inFlight.current || !validate()) return;
    // Step 2: the tenant system message payAndShipNowWarning does not exist in this portal, so the confirm always shows.
    setConfirming(true);
  };

  const onConfirm = () => {
    setConfirming(false);
    if (inFlight.current) return;
    // Synchronously inside the click, before any await: otherwise the browser blocks the window.
    const popup = paysWithPaypal('payAndShip', selection.paymentMethodCode) ? openPaymentWindow() : null;
    void place('payAndShip', popup);
  };

  const onHold = () => {
    if (inFlight.current || !validate()) return;
    void place('hold', null);
  };

  const onCancelConfirm = useCallback(() => setConfirming(false), []);

  return { refusal, confirming, busy, onPayAndShip, onHold, onConfirm, onCancelConfirm };
}
