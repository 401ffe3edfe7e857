import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Radio, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CheckoutPayload, OnHoldSalesOrder, SalesOrder } from '@bp/api-contract';
import { CheckoutMessage, CheckoutMessageCode } from '@bp/api-contract/constants';
import {
  NETWORK_FAILURE_MESSAGE,
  isApiError,
  readCheckoutHandover,
  resolveErrorMessage,
  useGetSalesOrderQuery,
  useLoadAddToExistingQuery,
  useReviewCombinedOrderQuery,
  useUpdateCombinedOrderMutation,
  writeAddToExistingSalesOrder,
  type CheckoutHandover,
} from '@bp/data-access-api';
import { useBranding, useCurrencyFormatter, useFeedback, useNarrowScreen, usePageTitle, useTranslation } from '@bp/ui-kit';
import { OrderOptionRows } from '@bp/ui-order-options';
import { formatPlainDate } from '@bp/util-format';
import {
  blockingMessage,
  maxInsuranceCents,
  paymentOptionOf,
  rowsToFinalize,
  selectionFromSaved,
  selectionOfOrder,
  shippingOptionOf,
  subFormErrors,
  type OptionRowsContext,
  type SelectedOptions,
} from '@bp/util-validation';
import { clearCheckout, handoverRead, salesOrderChosen, selectCheckoutDraft, selectionChanged } from './checkout-slice';
import { useCheckoutText } from './checkout-texts';
import { OrderLines, type OrderLine } from './components/order-lines';
import { OrderTotals, type OrderTotalsValues } from './components/order-totals';
import { CheckoutLayout, SummaryBar } from './components/summary-bar';
import { useCheckoutCharges } from './hooks/use-checkout-charges';

export const AddToExistingText = {
  chooseHeading: 'Add to Unshipped Order',
  chooseIntro: 'Choose the order on hold to add the items in your cart to.',
  onHoldOrders: 'Orders on hold',
  orderNumber: 'Order {{n}}',
  lastUpdated: 'Last updated on {{date}}',
  orderContents: '{{lines}} lines, {{quantity}} units, subtotal {{subtotal}}',
  noOnHoldOrders: 'There is no order on hold for this warehouse any more. Go back to the cart to check out a new order.',
  reviewAndUpdate: 'Review and Update Order',
  reviewHeading: 'Review and Update Order',
  backToCart: 'Back to Cart',
  loading: 'Loading your orders on hold',
  itemsInCart: 'Items in cart ({{quantity}})',
  itemsInOrder: 'Order {{n}} ({{quantity}})',
  orderLines: 'Items in order {{n}}',
  lastUpdatedNote: 'Order {{n}} last updated on {{date}}',
  updateOrder: 'Update Order',
  cancel: 'Cancel',
} as const;

const CART_PATH = '/cart';
const REVIEW_CONTEXT: OptionRowsContext = { page: 'checkout' };

/** One key per Update Order click: a retry of the same request answers the same order, a new click is a new attempt. */
function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const reviewPath = (warehouse: string, salesOrder: string) =>
  `/checkout/add-to-unshipped-order/${encodeURIComponent(warehouse)}/${encodeURIComponent(salesOrder)}`;

/** The cart's handover for adding to an existing order, read once per screen and put into the store. */
function useAddToExistingHandover(): CheckoutHandover | undefined {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [handover] = useState(() => readCheckoutHandover(true));
  useEffect(() => {
    dispatch(handoverRead({ part: 'addToExisting', handover }));
    if (!handover) void navigate(CART_PATH, { replace: true });
  }, [dispatch, navigate, handover]);
  return handover;
}

/**
 * Spec 02 §7 Checkout load failure (the add-to-existing list and the review load the same way):
 * logged, back to /cart, the message in an error snackbar. A prospect not ready for checkout gets
 * here too: the API refuses with prospectCannotCheckoutContactSalesRep.
 */
function useLeaveOnLoadFailure(error: unknown) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    console.error('add to existing order: load failed', error);
    if (isApiError(error)) void message.error(resolveErrorMessage(error, (key, defaultValue) => t(key, { defaultValue })));
    void navigate(CART_PATH, { replace: true });
  }, [error, message, navigate, t]);
}

/** The route's {warehouse} is the warehouse label (spec 01 §2); the handover names its code. */
const routeMatches = (warehouse: string | undefined, handover: CheckoutHandover, payload: { warehouse: string; warehouseLabel: string } | undefined) =>
  warehouse === handover.warehouseCode || (payload !== undefined && (warehouse === payload.warehouseLabel || warehouse === payload.warehouse));

/**
 * /checkout/add-to-unshipped-order/{warehouse} (the buyer picks the on-hold order) and
 * /checkout/add-to-unshipped-order/{warehouse}/{salesOrder} (review and update), spec 02 §2
 * Checkout, add to existing order; §4 Update-existing flow.
 */
export function AddToUnshippedOrderPage() {
  const { salesOrder } = useParams();
  return salesOrder ? <ReviewAndUpdateOrder key={salesOrder} salesOrder={salesOrder} /> : <ChooseOnHoldOrder />;
}

function BackToCart() {
  const text = useCheckoutText();
  return <Link to={CART_PATH}>← {text(AddToExistingText.backToCart)}</Link>;
}

function PageHeading({ title }: { title: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap', marginBottom: token.marginSM }}
    >
      <h1 style={{ margin: 0 }}>{title}</h1>
      <BackToCart />
    </div>
  );
}

function Loading() {
  const text = useCheckoutText();
  return (
    <p role="status" aria-live="polite">
      {text(AddToExistingText.loading)}
    </p>
  );
}

const linesOfCart = (payload: Pick<CheckoutPayload, 'lineItems'>): OrderLine[] => payload.lineItems;
const linesOfOrder = (order: Pick<OnHoldSalesOrder, 'lineItems'>): OrderLine[] =>
  order.lineItems.map((line) => ({
    itemNumber: line.itemNumber,
    itemDescription: line.itemDescription,
    quantity: line.orderedQuantity,
    unitPrice: line.unitPrice,
    extendedPrice: line.extendedPrice,
  }));

// ---- The choose step ----------------------------------------------------------------------------

function ChooseOnHoldOrder() {
  const text = useCheckoutText();
  usePageTitle(text(AddToExistingText.chooseHeading));
  const { token } = theme.useToken();
  const { format } = useCurrencyFormatter();
  const narrow = useNarrowScreen();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { warehouse } = useParams();
  const handover = useAddToExistingHandover();
  const { data: payload, error } = useLoadAddToExistingQuery(
    handover ? { warehouseCode: handover.warehouseCode, offerIds: handover.offerIds, pxnsParticipantId: handover.pxParticipantId } : skipToken,
  );
  useLeaveOnLoadFailure(error);
  const mismatch = handover !== undefined && payload !== undefined && !routeMatches(warehouse, handover, payload);
  useEffect(() => {
    if (mismatch) void navigate(CART_PATH, { replace: true });
  }, [mismatch, navigate]);

  // Newest change first (spec 02 §3); the API sends them so, the screen does not depend on it.
  const orders = useMemo(() => [...(payload?.onHoldSalesOrders ?? [])].sort((a, b) => Date.parse(b.lastUpdateDate) - Date.parse(a.lastUpdateDate)), [payload]);
  const [picked, setPicked] = useState<string | null>(null);
  // The order picked before (back from the review) or the only one is preselected.
  const chosen =
    picked ??
    (orders.some((order) => order.orderNumber === handover?.salesOrder)
      ? (handover?.salesOrder ?? null)
      : orders.length === 1
        ? (orders[0]?.orderNumber ?? null)
        : null);

  if (!handover || !payload || mismatch) return <Loading />;

  const review = () => {
    if (chosen === null || warehouse === undefined) return;
    writeAddToExistingSalesOrder(chosen);
    dispatch(salesOrderChosen(chosen));
    void navigate(reviewPath(warehouse, chosen), { replace: true });
  };

  return (
    <div style={{ maxWidth: 880, minWidth: 0 }}>
      <PageHeading title={text(AddToExistingText.chooseHeading)} />
      {orders.length === 0 ? (
        <Alert type="info" showIcon title={text(AddToExistingText.noOnHoldOrders)} />
      ) : (
        <>
          <p id="choose-intro">{text(AddToExistingText.chooseIntro)}</p>
          <Radio.Group
            aria-label={text(AddToExistingText.onHoldOrders)}
            value={chosen}
            onChange={(event) => setPicked(event.target.value as string)}
            style={{ display: 'grid', gap: token.marginXS, width: '100%' }}
          >
            {orders.map((order) => (
              <Radio
                key={order.orderNumber}
                value={order.orderNumber}
                style={{
                  padding: token.paddingXS,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  marginInlineEnd: 0,
                  minWidth: 0,
                }}
              >
                <span style={{ display: 'grid', gap: 2, overflowWrap: 'anywhere' }}>
                  <strong>{text(AddToExistingText.orderNumber, { n: order.refOrderNumberOrPhonexOrderNumber })}</strong>
                  <span>{text(AddToExistingText.lastUpdated, { date: formatPlainDate(order.lastUpdateDate, 'LONG_DATE') })}</span>
                  <span>
                    {text(AddToExistingText.orderContents, {
                      lines: order.lineItems.length,
                      quantity: order.totalOrderedQuantity,
                      subtotal: format(order.subtotal),
                    })}
                  </span>
                </span>
              </Radio>
            ))}
          </Radio.Group>
          <div style={{ marginTop: token.marginLG, marginBottom: token.marginLG }}>
            <Button type="primary" block={narrow} disabled={chosen === null} onClick={review}>
              {text(AddToExistingText.reviewAndUpdate)}
            </Button>
          </div>
        </>
      )}
      <OrderLines lines={linesOfCart(payload)} />
    </div>
  );
}

// ---- Review and update --------------------------------------------------------------------------

function ReviewAndUpdateOrder({ salesOrder }: { salesOrder: string }) {
  const text = useCheckoutText();
  usePageTitle(text(AddToExistingText.reviewHeading));
  const navigate = useNavigate();
  const { warehouse } = useParams();
  const handover = useAddToExistingHandover();
  const review = useReviewCombinedOrderQuery(
    handover ? { warehouseCode: handover.warehouseCode, offerIds: handover.offerIds, salesOrder, pxnsParticipantId: handover.pxParticipantId } : skipToken,
  );
  // The order's own selection starts the rows; when it cannot be read, the buyer's preferences do.
  const order = useGetSalesOrderQuery(handover ? salesOrder : skipToken);
  useLeaveOnLoadFailure(review.error);
  const payload = review.data;
  const mismatch = handover !== undefined && payload !== undefined && (!routeMatches(warehouse, handover, payload) || payload.onHoldSalesOrder === null);
  useEffect(() => {
    if (mismatch) void navigate(CART_PATH, { replace: true });
  }, [mismatch, navigate]);

  const orderSettled = order.isSuccess || order.isError;
  if (!handover || !payload || !payload.onHoldSalesOrder || mismatch || !orderSettled) return <Loading />;
  return (
    <ReviewForm handover={handover} payload={payload} existing={payload.onHoldSalesOrder} order={order.data?.salesOrder ?? null} salesOrder={salesOrder} />
  );
}

interface ReviewFormProps {
  handover: CheckoutHandover;
  payload: CheckoutPayload;
  existing: OnHoldSalesOrder;
  /** The order as GET sales-order answered it (its shipping and payment choices), or null. */
  order: SalesOrder | null;
  salesOrder: string;
}

function ReviewForm({ handover, payload, existing, order, salesOrder }: ReviewFormProps) {
  const text = useCheckoutText();
  const { t: translate } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const { format } = useCurrencyFormatter();
  const { currencySymbol } = useBranding();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const draft = useSelector(selectCheckoutDraft('addToExisting'));
  // Spec 03 §5: the combined order's devices against the device limit, its extended price against the credit limit.
  const context = useMemo<OptionRowsContext>(
    () => ({ ...REVIEW_CONTEXT, deviceCount: payload.cartQuantity + existing.totalOrderedQuantity, extendedPrice: payload.orderSubtotal }),
    [payload.cartQuantity, existing.totalOrderedQuantity, payload.orderSubtotal],
  );
  const initial = useMemo<SelectedOptions>(
    () => (order ? selectionOfOrder(order, payload, context) : selectionFromSaved(payload.buyerOrderPreferences, payload, context)),
    [order, payload, context],
  );
  const selection = draft.selection ?? initial;
  const setSelection = (next: SelectedOptions) => dispatch(selectionChanged({ part: 'addToExisting', selection: next }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [updateCombinedOrder, { isLoading: updating }] = useUpdateCombinedOrderMutation();

  const { charges } = useCheckoutCharges({
    payload,
    selection,
    offerIds: handover.offerIds,
    pxnsParticipantId: handover.pxParticipantId,
    phonexOrderNumber: salesOrder,
  });
  const totals: OrderTotalsValues = charges
    ? {
        subtotal: charges.combinedSubtotal,
        additionalServicesFee: charges.additionalServicesFee,
        freight: charges.freight,
        paymentFee: charges.paymentFee,
        insurance: charges.insurance,
        tax: charges.tax,
        taxDescription: charges.taxDescription,
      }
    : { subtotal: payload.orderSubtotal, additionalServicesFee: 0, freight: null, paymentFee: 0, insurance: 0, tax: 0, taxDescription: null };
  const orderNumber = existing.refOrderNumberOrPhonexOrderNumber;

  const onUpdate = async () => {
    const insurance = { maximumCents: maxInsuranceCents(payload.maxShipmentInsuranceAmount, payload.orderSubtotal), currencySymbol };
    const blocked = blockingMessage(rowsToFinalize(selection, payload, context), subFormErrors(selection, payload, { ...context, insurance }));
    if (blocked) {
      setRefusal(blocked);
      return;
    }
    setRefusal(null);
    const answer = await updateCombinedOrder({
      warehouseCode: handover.warehouseCode,
      pxnsParticipantId: handover.pxParticipantId,
      salesOrder,
      idempotencyKey: newIdempotencyKey(),
      submission: {
        offerIds: handover.offerIds,
        readyToRelease: false,
        shippingOption: shippingOptionOf(selection, payload),
        paymentOption: paymentOptionOf(selection),
        additionalServices: selection.additionalServices,
        salesOrderVersion: existing.version,
      },
    });
    if ('error' in answer) {
      // Spec 02 §8: an update failure returns to /cart; the API's reason goes with it, as after a submit.
      const error = answer.error;
      console.error('add to existing order: update failed', error);
      if (!isApiError(error)) void message.error(text(NETWORK_FAILURE_MESSAGE));
      else if (error.messageCode === CheckoutMessageCode.OUTDATED_SALES_ORDER) void message.error(text(CheckoutMessage.OUTDATED_SALES_ORDER));
      else void message.error(resolveErrorMessage(error, (key, defaultValue) => translate(key, { defaultValue })));
      void navigate(CART_PATH, { replace: true });
      return;
    }
    clearCheckout(dispatch, 'addToExisting');
    void message.success(text(CheckoutMessage.UPDATED_EXISTING_ORDER));
    void navigate(`/orders/${encodeURIComponent(salesOrder)}`, { replace: true });
  };

  const summary = (
    <>
      <dl style={{ display: 'grid', gap: 4, margin: 0 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
          <dt>{text(AddToExistingText.itemsInCart, { quantity: payload.cartQuantity })}</dt>
          <dd style={{ margin: 0 }}>{format(payload.cartSubtotal)}</dd>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
          <dt>{text(AddToExistingText.itemsInOrder, { n: orderNumber, quantity: existing.totalOrderedQuantity })}</dt>
          <dd style={{ margin: 0 }}>{format(existing.subtotal)}</dd>
        </div>
      </dl>
      <OrderTotals values={totals} />
    </>
  );
  const actions = (
    <>
      <Button type="primary" block loading={updating} onClick={() => void onUpdate()}>
        {text(AddToExistingText.updateOrder)}
      </Button>
      <Button block disabled={updating} onClick={() => void navigate(CART_PATH)}>
        {text(AddToExistingText.cancel)}
      </Button>
    </>
  );
  const note = (
    <p style={{ margin: 0 }}>{text(AddToExistingText.lastUpdatedNote, { n: orderNumber, date: formatPlainDate(existing.lastUpdateDate, 'LONG_DATE') })}</p>
  );

  const content = (
    <>
      <OrderOptionRows
        choices={payload}
        selection={selection}
        onChange={setSelection}
        context={context}
        orderSubtotal={payload.orderSubtotal}
        realTimeQuotes={charges?.freightQuotesForAllRealTimeShippingMethods}
        showErrors={refusal !== null}
      />
      {refusal ? (
        <p role="alert" style={{ color: token.colorError }}>
          {text(refusal)}
        </p>
      ) : null}
      <div style={{ display: 'grid', gap: token.marginLG, marginTop: token.marginLG }}>
        <OrderLines lines={linesOfCart(payload)} />
        <OrderLines lines={linesOfOrder(existing)} title={text(AddToExistingText.orderLines, { n: orderNumber })} />
      </div>
    </>
  );

  return (
    <div style={{ minWidth: 0 }}>
      <PageHeading title={text(AddToExistingText.reviewHeading)} />
      <CheckoutLayout content={content} bar={<SummaryBar summary={summary} note={note} actions={actions} />} />
    </div>
  );
}
