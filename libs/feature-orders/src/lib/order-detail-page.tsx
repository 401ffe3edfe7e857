import { Suspense, useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import type { OrderDetail, PendingDocuments, SalesOrder, SalesOrderSettings, TrackingLink } from '@bp/api-contract';
import { Authority, CheckoutMessageCode, OnboardingMessage, PaymentCheckStatus, PaymentReturnMode, ShippingMethodCode } from '@bp/api-contract/constants';
import {
  isApiError,
  selectSessionUser,
  useExportInvoiceMutation,
  useExportManifestMutation,
  useExportOrderMutation,
  useGetAuthoritiesQuery,
  useGetInventorySettingsQuery,
  useGetManifestSummaryQuery,
  useGetOrderUnitsQuery,
  useGetPxnSalesOrderSettingsQuery,
  useGetSalesOrderQuery,
  useGetSalesOrderSettingsQuery,
  useCancelOrderMutation,
  usePaypalPaymentCalls,
  useProofOfExportUpload,
  useUpsertOrderMutation,
  type StateWithSession,
} from '@bp/data-access-api';
import {
  Heading,
  LoadingScreen,
  MenuButton,
  OnDemandAlert,
  OnDemandTooltip,
  Panel,
  ProofOfExportDialog,
  ProofOfExportText,
  TAP_TARGET_CLASS,
  lazyWithPreload,
  loadAntdOnIdle,
  preloadAlert,
  runWhenIdle,
  useBranding,
  useFeedback,
  useNarrowScreen,
  usePagePreload,
  usePageTitle,
} from '@bp/ui-kit';
import { OrderOptionRows } from '@bp/ui-order-options';
import { openPaymentWindow, usePaypalPayment } from '@bp/ui-payment-window';
import { formatPlainDate } from '@bp/util-format';
import { useLeaveGuard } from '@bp/util-navigation';
import {
  blockingMessage,
  chargesBodyOf,
  isAllowedDocumentName,
  maxInsuranceCents,
  rowsToFinalize,
  selectionOfOrder,
  subFormErrors,
  type OptionRow,
  type OptionRowsContext,
  type SelectedOptions,
} from '@bp/util-validation';
import { BulkSaveBar } from './components/bulk-save-bar';
import { LatePaymentSection, LatePaymentSnackbar } from './components/late-payment-section';
import { OrderItemsTable } from './components/order-items-table';
import { OrderSummary } from './components/order-summary';
import { StatusChip } from './components/status-chip';
import { TrackingLinks } from './components/tracking-links';
import { useNoOrderFoundExit } from './hooks/use-no-order-found-exit';
import { useOrderCharges } from './hooks/use-order-charges';
import { cannotBeEdited, incompleteOrderMessage, isMissingOrder, orderButtonsOf, singleButtonFlowOf } from './order-detail-rules';
import { quantityProblemOnSave, type OpenLineEdit } from './order-quantity-rules';
import { releasePaysWithPaypal } from './release-payment';
import { RETURNABLE_STATUSES } from './order-returns-rules';
import { unitFiltersOf, unitsQueryOf } from './order-unit-rules';
import { changedOptionParts, orderWithOptions, pendingTotalsOf, savedTotalsOf, type OrderTotals } from './order-option-changes';
import { ordersRoutes, quickOrderPathOf } from './routes';
import { ORDERS_TEXTS, useOrdersText, type OrdersText } from './orders-texts';
import {
  countOf,
  lineQuantityChanged,
  lineRemoved,
  linesWithChanges,
  optionsChanged,
  pendingChangesCleared,
  selectPendingChangesOf,
  type PendingOrderChanges,
  type StateWithPendingOrderChanges,
} from './pending-order-changes-slice';

const ORDERS_PATH = ordersRoutes.orders;

// Only a shipped order has units to show: their section's code loads once the manifest says so.
const OrderUnitsSection = lazyWithPreload(() => import('./components/order-units-section').then((module) => module.OrderUnitsSection));
// So is its returns line (window, Request a return, its returns).
const OrderReturnsLine = lazyWithPreload(() => import('./components/order-returns-line').then((module) => module.OrderReturnsLine));

// Rows of items with gaps, as antd's Space laid them out (antd's Space would bring the Input index's chunk).
const ACTIONS_ROW = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'flex-end' } as const;
const FACTS_ROW = { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' } as const;
const FACT_GROUP = { display: 'inline-flex', gap: 4, alignItems: 'center' } as const;

/**
 * /orders/{orderNumber} (spec 03 §2 Order detail). An unknown order, or one without lines, says
 * 'No order found of this id: {path}' and goes back to /orders; a load error about an incomplete
 * order says its own message instead (spec 03 §8).
 */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const t = useOrdersText();
  const order = useGetSalesOrderQuery(orderNumber, { skip: !orderNumber });
  const missing = order.isError || (order.isSuccess && isMissingOrder(order.data.salesOrder));
  // The page's alerts (not editable, a refused save, late payment) come with their own code,
  // apart from the page's: it downloads beside the order's request, so they show with the order.
  useEffect(() => preloadAlert(), []);
  usePageTitle(t('orderTitle', { number: order.data?.salesOrder.refOrderNumberOrPhonexOrderNumber ?? orderNumber }));

  useNoOrderFoundExit(missing, orderNumber, order.isError ? incompleteOrderMessage(order.error) : null);

  if (!order.data || missing) return <LoadingScreen />;
  return <OrderView detail={order.data} />;
}

/** The rows' starting point: the order's own choices, before any device or credit limit applies. */
const SAVED_CONTEXT: OptionRowsContext = { page: 'order' };

/**
 * A shipped order's Units section needs the manifest summary (are there units?), its own chunk and
 * then its page of units: asked one after the other they came 600 ms after the navigation. Once
 * the order says it shipped, the chunk and the units page (the URL's filters) are fetched beside
 * the summary, and the section finds both ready.
 */
function useShippedUnitsAhead(phonexOrderNumber: string, fulfillmentStatus: string) {
  const [searchParams] = useSearchParams();
  const shipped = RETURNABLE_STATUSES.includes(fulfillmentStatus);
  useGetOrderUnitsQuery(unitsQueryOf(phonexOrderNumber, unitFiltersOf(searchParams)), { skip: !shipped });
  useEffect(() => {
    if (shipped) OrderUnitsSection.preload();
  }, [shipped]);
}

function OrderView({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const narrow = useNarrowScreen();
  const { currencySymbol } = useBranding();
  const { salesOrder: order, orderOptions, permission } = detail;
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username }).data;
  // "Buy these again" puts lines in the cart: only for a buyer who may buy online.
  const canBuyOnline = useGetAuthoritiesQuery(username, { skip: !username }).data?.includes(Authority.CAN_BUY_ONLINE) ?? false;
  const maxItemQuantityToBeDisplayed = useGetInventorySettingsQuery(username, { skip: !username }).data?.maxItemQuantityToBeDisplayed;
  // A network order's partner may run its own order flow (spec 03 §4).
  const partnerFlows = useGetPxnSalesOrderSettingsQuery(username, { skip: !username || order.pxnsParticipantId === null });
  const flowKnown = settings !== undefined && (order.pxnsParticipantId === null || !partnerFlows.isLoading);
  const manifest = useGetManifestSummaryQuery(order.phonexOrderNumber).data;
  useShippedUnitsAhead(order.phonexOrderNumber, order.fulfillmentStatus);
  const { pending: pendingDocuments, upload: uploadProof } = useProofOfExportUpload(username);
  const title = t('orderTitle', { number: order.refOrderNumberOrPhonexOrderNumber });
  const dispatch = useDispatch();
  const { message } = useFeedback();
  const changes = useSelector((state: StateWithPendingOrderChanges) => selectPendingChangesOf(state, order.phonexOrderNumber));
  const count = countOf(changes);

  // The option rows show the pending selection, else the order's own (spec 03 §4 Line editing).
  const savedSelection = useMemo(() => selectionOfOrder(order, orderOptions, SAVED_CONTEXT), [order, orderOptions]);
  const selection = changes.options ?? savedSelection;
  const [openRow, setOpenRow] = useState<OptionRow | null>(null);
  // The open quantity field lives here, not in the items table: a save, hold or release must see it.
  const [openEdit, setOpenEdit] = useState<OpenLineEdit | null>(null);
  const lines = useMemo(() => linesWithChanges(order, changes), [order, changes]);
  // Charges are recalculated after every change while any is pending (500 ms later, as checkout).
  const chargesBody = count > 0 ? chargesBodyOf(selection, { warehouseCode: order.warehouseCode, lines }) : null;
  const { charges, calculating } = useOrderCharges(chargesBody);
  const totals: OrderTotals = count > 0 ? pendingTotalsOf(order, lines, charges) : savedTotalsOf(order);
  // Spec 03 §5: the device limit counts the pending quantities; the credit limit is compared with
  // the order's extended price (the pending lines' quantity × unit price: the subtotal).
  const context: OptionRowsContext = { page: 'order', deviceCount: lines.reduce((sum, line) => sum + line.orderedQuantity, 0), extendedPrice: totals.subtotal };
  const [refusal, setRefusal] = useState<string | null>(null);
  // Closing the open quantity field (Done or Cancel) settles what a refusal asked for.
  const changeOpenEdit: Dispatch<SetStateAction<OpenLineEdit | null>> = (next) => {
    setOpenEdit(next);
    if (next === null) setRefusal(null);
  };
  const changeOptions = (next: SelectedOptions) => {
    setRefusal(null);
    dispatch(optionsChanged({ phonexOrderNumber: order.phonexOrderNumber, options: next, parts: changedOptionParts(next, savedSelection) }));
  };

  const [upsertOrder, saving] = useUpsertOrderMutation();
  const refetch = useGetSalesOrderQuery(order.phonexOrderNumber).refetch;
  const navigate = useNavigate();
  // Set just before the page itself leaves after a save or cancel: those leave nothing unsaved.
  const leavingAfterSave = useRef(false);
  // A quantity typed without Done is unsaved work too.
  const typedQuantityPending =
    openEdit !== null && openEdit.typed.trim() !== String(lines.find((line) => line.itemNumberWarehouse === openEdit.itemNumberWarehouse)?.orderedQuantity);
  useLeavePrompt(count + (typedQuantityPending ? 1 : 0), t, leavingAfterSave);
  const leave = (path: string) => {
    leavingAfterSave.current = true;
    navigate(path);
  };

  const [cancelOrder, canceling] = useCancelOrderMutation();

  /**
   * Spec 03 §4: an open quantity field is validated before the order moves on (its problem shows
   * in its line, 'Invalid Input' first) and, like an open option row, is named in 'Please
   * finalize the following: …' until Done or Cancel closes it: what the buyer typed is never
   * saved unseen, nor dropped.
   */
  const openFieldsToFinalize = (): string[] => {
    const line = openEdit && order.items.find((candidate) => candidate.itemNumberWarehouse === openEdit.itemNumberWarehouse);
    if (!openEdit || !line) return [];
    setOpenEdit({ ...openEdit, problem: quantityProblemOnSave(openEdit.typed, line, permission) });
    return [t('quantityOf', { item: line.itemNumber })];
  };

  /**
   * Spec 02 §5, as checkout: rows missing, invalid (a method over the device limit, a payment
   * method over the credit limit) or left open stop a save, and so does an open quantity field;
   * the sub-forms' errors too once the buyer changed the options.
   */
  const refusalOfChanges = (): string | null => {
    const insurance = { maximumCents: maxInsuranceCents(orderOptions.maxShipmentInsuranceAmount, totals.subtotal), currencySymbol };
    const fieldErrors = changes.options ? subFormErrors(selection, orderOptions, { ...context, insurance }) : [];
    return blockingMessage(rowsToFinalize(selection, orderOptions, context, openRow), fieldErrors, openFieldsToFinalize());
  };

  /** Saves the pending changes (and the status the action asks for); true when saved. */
  const save = async (fulfillmentStatus = order.fulfillmentStatus): Promise<boolean> => {
    const refused = refusalOfChanges();
    setRefusal(refused);
    if (refused) return false;
    try {
      await upsertOrder({ ...orderWithChanges(order, changes, orderOptions), fulfillmentStatus }).unwrap();
      dispatch(pendingChangesCleared());
      if (count > 0) void message.success(t('changesSaved', { n: count }));
      return true;
    } catch (error) {
      // Nothing is lost: the pending changes stay for the buyer to review and save again.
      void message.error(saveFailureText(error, t));
      return false;
    }
  };
  /** Spec 03 §4: hold saves the pending changes and goes back to /orders. */
  const hold = async () => {
    if (await save()) leave(ORDERS_PATH);
  };
  const { pay } = usePaypalPayment(usePaypalPaymentCalls());
  const paysWithPaypal = releasePaysWithPaypal(order);
  // The release confirmation is in another module: it downloads once the page is idle.
  const preloadPage = usePagePreload();
  const releaseConfirmationPath = ordersRoutes.orderReleaseConfirmation.replace(':phonexOrderNumber', encodeURIComponent(order.phonexOrderNumber));
  useEffect(
    () =>
      runWhenIdle(() => {
        preloadPage(releaseConfirmationPath);
        // EXTEND TIME's dialog (Modal) and the disabled release button's Tooltip.
        void loadAntdOnIdle().catch(() => undefined);
      }),
    [preloadPage, releaseConfirmationPath],
  );
  /**
   * Spec 03 §4: release saves with the tenant's release status and shows the confirmation. A PayPal
   * order stays on hold until paid: its payment window (opened in the click) then gets the approval
   * link and the payment result is checked (spec 02 §4); a blocked window leaves for PayPal in this
   * window and the confirmation resumes the check from ?paypalOrder=.
   */
  const release = async (popup: Window | null) => {
    preloadPage(releaseConfirmationPath);
    if (!settings || !(await save(settings.fulfillmentSettings.onReleaseFulfillmentStatusTo))) {
      popup?.close();
      return;
    }
    if (paysWithPaypal) {
      const outcome = await pay(order.phonexOrderNumber, popup, PaymentReturnMode.ORDER_REDIRECT);
      if (outcome === 'REDIRECTED') return;
      if (outcome === PaymentCheckStatus.FAILURE) {
        // Spec 03 §8: the order stays here, on hold, for another try.
        void message.error(`${t('paymentFailed')} ${t('payNowUsingPaypal')}`);
        void refetch();
        return;
      }
    }
    leave(releaseConfirmationPath);
  };
  const onRelease = () => {
    // Synchronously inside the click, before any await: otherwise the browser blocks the window.
    const popup = paysWithPaypal && settings ? openPaymentWindow() : null;
    void release(popup);
  };
  const cancelWholeOrder = async () => {
    try {
      await cancelOrder({ phonexOrderNumber: order.phonexOrderNumber, version: order.version }).unwrap();
      dispatch(pendingChangesCleared());
      void message.success(t('orderCanceled'));
      leave(ORDERS_PATH);
    } catch (error) {
      void message.error(t('cancelFailed') + (isApiError(error) ? error.message : ''));
      void refetch();
    }
  };
  const cancel = () => {
    dispatch(pendingChangesCleared());
    setRefusal(null);
    setOpenRow(null);
    setOpenEdit(null);
    void refetch();
    void message.success(t('changesCanceled', { n: count }));
  };

  const summary = (label: string) => <OrderSummary totals={totals} label={label} calculating={count > 0 && calculating} />;
  const refusalAlert = refusal ? <OnDemandAlert type="error" showIcon role="alert" title={t(refusal)} /> : null;

  return (
    // No padding of its own: the layout's content area pads every page alike.
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <LatePaymentSnackbar detail={detail} />
      <Link to={ORDERS_PATH} className={TAP_TARGET_CLASS}>
        {/* A text arrow, as checkout's back link: the icon would be a chunk of its own. */}
        <span aria-hidden="true">←</span> {t('backToOrders')}
      </Link>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Heading level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Heading>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {canBuyOnline && <Button onClick={() => navigate(quickOrderPathOf(order.phonexOrderNumber))}>{t('buyAgain')}</Button>}
          <ExportMenu
            phonexOrderNumber={order.phonexOrderNumber}
            imeiAvailable={manifest?.imeiAvailable ?? false}
            invoiceNumbers={manifest?.invoiceNumbers ?? []}
          />
        </div>
      </div>
      <OrderFacts detail={detail} settings={settings} trackingLinks={manifest?.trackingLinks ?? []} />
      {manifest?.imeiAvailable && RETURNABLE_STATUSES.includes(order.fulfillmentStatus) && (
        <Suspense fallback={null}>
          <OrderReturnsLine phonexOrderNumber={order.phonexOrderNumber} username={username} />
        </Suspense>
      )}
      {cannotBeEdited(order, permission) && <OnDemandAlert type="warning" showIcon title={t('notEditable')} />}
      {/* Spec 03 §2: the totals block in three places: first on small screens (under the header), beside the options on large ones, and at the bottom with the buttons. */}
      {narrow && <Panel>{summary(t('orderSummary'))}</Panel>}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(260px, 1fr)', alignItems: 'start' }}>
        <Panel>
          <OrderOptionRows
            choices={orderOptions}
            selection={selection}
            onChange={changeOptions}
            context={context}
            orderSubtotal={totals.subtotal}
            realTimeQuotes={count > 0 ? charges?.freightQuotesForAllRealTimeShippingMethods : undefined}
            openRow={openRow}
            onOpenRowChange={setOpenRow}
            showErrors={refusal !== null}
            editable={{
              shipping: permission.canUpdateShipping,
              payment: permission.canUpdateBillingAndPayment,
              services: permission.canUpdateAdditionalServices,
            }}
          />
        </Panel>
        {!narrow && <Panel>{summary(t('orderSummary'))}</Panel>}
      </div>
      <LatePaymentSection detail={detail} />
      <OrderItemsTable
        items={order.items}
        permission={permission}
        changes={changes}
        openEdit={openEdit}
        onOpenEditChange={changeOpenEdit}
        maxItemQuantityToBeDisplayed={maxItemQuantityToBeDisplayed}
        onQuantityChange={(line, quantity) =>
          dispatch(
            lineQuantityChanged({
              phonexOrderNumber: order.phonexOrderNumber,
              itemNumberWarehouse: line.itemNumberWarehouse,
              quantity,
              savedQuantity: line.orderedQuantity,
            }),
          )
        }
        onRemove={(line) => dispatch(lineRemoved({ phonexOrderNumber: order.phonexOrderNumber, itemNumberWarehouse: line.itemNumberWarehouse }))}
      />
      <Panel>
        <div style={{ display: 'grid', gap: 12 }}>
          {summary(t('orderTotals'))}
          {refusalAlert}
          <OrderActions
            detail={detail}
            singleButton={singleButtonFlowOf(order, settings, partnerFlows.data)}
            awaitingQuote={selection.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE}
            pendingDocuments={pendingDocuments}
            onUploadProof={uploadProof}
            busy={saving.isLoading || canceling.isLoading || !flowKnown}
            onHold={() => void hold()}
            onRelease={onRelease}
            onCancelOrder={() => void cancelWholeOrder()}
          />
        </div>
      </Panel>
      {/* After the order's totals and buttons, which spec 03 §2 puts at the bottom of the order itself. */}
      {manifest?.imeiAvailable && (
        <Suspense fallback={null}>
          <OrderUnitsSection phonexOrderNumber={order.phonexOrderNumber} />
        </Suspense>
      )}
      <BulkSaveBar count={count} saving={saving.isLoading} onSave={() => void save()} onCancel={cancel} />
    </div>
  );
}

/**
 * Why Pay And Ship Now (Place Order in the single-button flow) is disabled, with the names of the
 * documents still owed; without any, the sentence ends there (no dangling colon).
 */
function payAndShipDisabledReason(documents: PendingDocuments | undefined, singleButton: boolean, t: OrdersText): string {
  const names = documents?.documents.map((document) => document.documentName).join(', ');
  if (names) return `${t(singleButton ? ORDERS_TEXTS.placeOrderProofOfExportPending : ORDERS_TEXTS.proofOfExportPending)} ${names}`;
  return t(singleButton ? ORDERS_TEXTS.placeOrderProofOfExportAwaitingApproval : ORDERS_TEXTS.proofOfExportAwaitingApproval);
}

interface OrderActionsProps {
  detail: OrderDetail;
  singleButton: boolean;
  /** REQUEST_A_QUOTE chosen: one 'Hold Order Until Shipping Quote' button (spec 03 §4 Shipping method requests). */
  awaitingQuote: boolean;
  pendingDocuments: PendingDocuments | undefined;
  onUploadProof: Parameters<typeof ProofOfExportDialog>[0]['upload'];
  busy: boolean;
  onHold: () => void;
  onRelease: () => void;
  onCancelOrder: () => void;
}

/**
 * The order's buttons, per its permission set and flow (spec 03 §4 Order fulfillment;
 * orderButtonsOf), and cancel after a confirmation. The release button waits for proof of export
 * (spec 03 §4, §6): disabled with the reason while disablePayAndShipNow is set, with the upload
 * dialog while documents are owed and the spec's warning once they are sent.
 */
function OrderActions({ detail, singleButton, awaitingQuote, pendingDocuments, onUploadProof, busy, onHold, onRelease, onCancelOrder }: OrderActionsProps) {
  const t = useOrdersText();
  const { modal } = useFeedback();
  const [proofDialogOpen, setProofDialogOpen] = useState(false);
  const { permission, salesOrder } = detail;
  const editable = !['CANCELED', 'SHIPPED', 'INVOICED'].includes(salesOrder.fulfillmentStatus);
  if (!editable) return null;
  const confirmCancel = () =>
    modal.confirm({
      title: t('cancelOrderConfirm'),
      okText: t('cancelOrder'),
      cancelText: t('keepOrder'),
      okButtonProps: { danger: true },
      onOk: onCancelOrder,
    });
  const buttons = orderButtonsOf({ singleButton, awaitingQuote, canPayAndShipNow: permission.canPayAndShipNow }, ORDERS_TEXTS);
  const showPay = buttons.release !== null;
  const payDisabled = pendingDocuments?.disablePayAndShipNow === true;
  const payButton = (
    <Button type="primary" disabled={busy || payDisabled} onClick={onRelease}>
      {t(buttons.release ?? '')}
    </Button>
  );
  const owed = pendingDocuments && pendingDocuments.documents.length > 0;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {showPay && owed && (
        <Button type="link" onClick={() => setProofDialogOpen(true)} style={{ justifySelf: 'end', whiteSpace: 'normal' }}>
          {t(ProofOfExportText.open)}
        </Button>
      )}
      {showPay && !owed && payDisabled && <OnDemandAlert type="warning" showIcon title={t(ProofOfExportText.payAndShipDisabled)} />}
      <div style={ACTIONS_ROW}>
        {permission.canCancelOrder && (
          <Button danger disabled={busy} onClick={confirmCancel}>
            {t('cancelOrder')}
          </Button>
        )}
        {buttons.hold !== null && (
          <Button type={showPay ? 'default' : 'primary'} disabled={busy} onClick={onHold}>
            {t(buttons.hold)}
          </Button>
        )}
        {showPay &&
          (payDisabled ? (
            // A disabled button fires no hover events: the wrapping span carries the tooltip.
            <OnDemandTooltip title={payAndShipDisabledReason(pendingDocuments, singleButton, t)} style={{ display: 'inline-block' }}>
              {payButton}
            </OnDemandTooltip>
          ) : (
            payButton
          ))}
      </div>
      <ProofOfExportDialog
        open={proofDialogOpen}
        documents={pendingDocuments?.documents ?? []}
        upload={onUploadProof}
        onClose={() => setProofDialogOpen(false)}
        isAllowedFile={isAllowedDocumentName}
        typesMessage={t(OnboardingMessage.DOCUMENT_TYPES)}
      />
    </div>
  );
}

function OrderFacts({ detail, settings, trackingLinks }: { detail: OrderDetail; settings: SalesOrderSettings | undefined; trackingLinks: TrackingLink[] }) {
  const t = useOrdersText();
  const order = detail.salesOrder;
  return (
    <div style={FACTS_ROW}>
      <div style={FACT_GROUP} aria-label={t('fulfillmentStatusLabel')} role="group">
        <StatusChip code={order.phonexDerivedStatus || order.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} />
      </div>
      <div style={FACT_GROUP} aria-label={t('paymentStatusLabel')} role="group">
        <StatusChip code={order.paymentStatus} statuses={settings?.paymentSettings.statuses} />
      </div>
      {order.pxnrOrder && <strong>{t('forPxcOrder')}</strong>}
      <span>
        {t('created')}: {formatPlainDate(order.createDate, 'SHORT_DATE_TIME')}
      </span>
      <span>
        {t('updated')}: {formatPlainDate(order.updateDate, 'SHORT_DATE_TIME')}
      </span>
      {trackingLinks.length > 0 && (
        <span role="group" aria-label={t('trackingNumbersLabel')} style={{ overflowWrap: 'anywhere' }}>
          {t('trackingNumbersLabel')}: <TrackingLinks links={trackingLinks} />
        </span>
      )}
    </div>
  );
}

function ExportMenu({ phonexOrderNumber, imeiAvailable, invoiceNumbers }: { phonexOrderNumber: string; imeiAvailable: boolean; invoiceNumbers: string[] }) {
  const t = useOrdersText();
  const [exportManifest] = useExportManifestMutation();
  const [exportInvoice] = useExportInvoiceMutation();
  const [exportOrder] = useExportOrderMutation();
  const items = [
    ...(imeiAvailable ? [{ key: 'manifest', label: t('exportManifest') }] : []),
    ...invoiceNumbers.map((invoiceNumber) => ({ key: `invoice:${invoiceNumber}`, label: t('exportInvoice', { invoiceNumber }) })),
    { key: 'order', label: t('exportOrder') },
  ];
  const onSelect = async (key: string) => {
    try {
      if (key === 'manifest') await exportManifest(phonexOrderNumber).unwrap();
      else if (key === 'order') await exportOrder(phonexOrderNumber).unwrap();
      else await exportInvoice({ phonexOrderNumber, invoiceNumber: key.slice('invoice:'.length) }).unwrap();
    } catch (error) {
      // Spec 03 §8: export failures are only logged.
      console.error('Export of the order failed', error);
    }
  };
  return (
    <MenuButton items={items} onSelect={(key) => void onSelect(key)}>
      {t('exportMenu')}
    </MenuButton>
  );
}

/** The upsert body: the saved order (with its version) carrying the pending line and option changes. */
function orderWithChanges(order: SalesOrder, changes: PendingOrderChanges, choices: OrderDetail['orderOptions']): SalesOrder {
  const items = linesWithChanges(order, changes);
  const withLines = { ...order, items, itemNumberItems: Object.fromEntries(items.map((line) => [line.itemNumberWarehouse, line])) };
  return changes.options ? orderWithOptions(withLines, changes.options, choices) : withLines;
}

/** Spec 03 §8: the stale-version text for outdatedSalesOrder, else the first server error's description. */
function saveFailureText(error: unknown, t: OrdersText): string {
  if (!isApiError(error)) return t('saveFailed');
  if (
    error.messageCode === CheckoutMessageCode.OUTDATED_SALES_ORDER ||
    error.errors.some((field) => field.messageCode === CheckoutMessageCode.OUTDATED_SALES_ORDER)
  ) {
    return t('outdatedSalesOrder');
  }
  return t('saveFailed') + (error.errors[0]?.messageDescription ?? error.message);
}

/**
 * Spec 03 §2: leaving with unsaved changes asks first, for a route change (the router's leave
 * guard, the back button included) and for a reload or closed tab (beforeunload, where the
 * browser shows its own text).
 */
function useLeavePrompt(count: number, t: OrdersText, leavingAfterSave: RefObject<boolean>): void {
  useLeaveGuard(
    (current, next) => leavingAfterSave.current || count === 0 || current.pathname === next.pathname || window.confirm(t('leavePrompt', { n: count })),
  );
  useEffect(() => {
    if (count === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [count]);
}
