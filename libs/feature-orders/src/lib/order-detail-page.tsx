import { useEffect, useRef, useState, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { OrderDetail, SalesOrder, SalesOrderSettings } from '@bp/api-contract';
import { CheckoutMessageCode, PaymentCheckStatus, PaymentReturnMode } from '@bp/api-contract/constants';
import {
  isApiError,
  selectSessionUser,
  useExportInvoiceMutation,
  useExportManifestMutation,
  useExportOrderMutation,
  useGetManifestSummaryQuery,
  useGetSalesOrderQuery,
  useGetSalesOrderSettingsQuery,
  useCancelOrderMutation,
  usePaypalPaymentCalls,
  useUpsertOrderMutation,
  type StateWithSession,
} from '@bp/data-access-api';
import { LoadingScreen, MenuButton, useFeedback, useNarrowScreen, usePageTitle } from '@bp/ui-kit';
import { OrderOptionRows } from '@bp/ui-order-options';
import { openPaymentWindow, usePaypalPayment } from '@bp/ui-payment-window';
import { formatDate } from '@bp/util-format';
import { selectionOfOrder, type SelectedOptions } from '@bp/util-validation';
import { BulkSaveBar } from './components/bulk-save-bar';
import { LatePaymentSection, LatePaymentSnackbar } from './components/late-payment-section';
import { OrderItemsTable } from './components/order-items-table';
import { OrderSummary } from './components/order-summary';
import { StatusChip } from './components/status-chip';
import { cannotBeEdited, isMissingOrder } from './order-detail-rules';
import { releasePaysWithPaypal } from './release-payment';
import { ordersRoutes } from './routes';
import { ORDERS_TEXTS, useOrdersText, type OrdersText } from './orders-texts';
import { countOf, lineQuantityChanged, lineRemoved, linesWithChanges, pendingChangesCleared, selectPendingChangesOf, type PendingOrderChanges, type StateWithPendingOrderChanges } from './pending-order-changes-slice';

const ORDERS_PATH = '/orders';

/**
 * /orders/{orderNumber} (spec 03 §2 Order detail). An unknown order, or one without lines, says
 * 'No order found of this id: {path}' and goes back to /orders.
 */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const t = useOrdersText();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const order = useGetSalesOrderQuery(orderNumber, { skip: !orderNumber });
  const missing = order.isError || (order.isSuccess && isMissingOrder(order.data.salesOrder));
  usePageTitle(t(ORDERS_TEXTS.orderTitle, { number: order.data?.salesOrder.refOrderNumberOrPhonexOrderNumber ?? orderNumber }));

  useEffect(() => {
    if (!missing) return;
    void message.error(t(ORDERS_TEXTS.noOrderFound, { path: orderNumber }));
    navigate(ORDERS_PATH, { replace: true });
  }, [missing, message, navigate, orderNumber, t]);

  if (!order.data || missing) return <LoadingScreen />;
  return <OrderView detail={order.data} />;
}

function OrderView({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const narrow = useNarrowScreen();
  const { salesOrder: order, orderOptions, permission } = detail;
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username }).data;
  const manifest = useGetManifestSummaryQuery(order.phonexOrderNumber).data;
  const context = { page: 'order', deviceCount: order.totalOrderedQuantity, orderTotal: order.total } as const;
  const [selection, setSelection] = useState<SelectedOptions>(() => selectionOfOrder(order, orderOptions, context));
  const title = t(ORDERS_TEXTS.orderTitle, { number: order.refOrderNumberOrPhonexOrderNumber });
  const dispatch = useDispatch();
  const { message } = useFeedback();
  const changes = useSelector((state: StateWithPendingOrderChanges) => selectPendingChangesOf(state, order.phonexOrderNumber));
  const count = countOf(changes);
  const [upsertOrder, saving] = useUpsertOrderMutation();
  const refetch = useGetSalesOrderQuery(order.phonexOrderNumber).refetch;
  const navigate = useNavigate();
  // Set just before the page itself leaves after a save or cancel: those leave nothing unsaved.
  const leavingAfterSave = useRef(false);
  useLeavePrompt(count, t, leavingAfterSave);
  const leave = (path: string) => {
    leavingAfterSave.current = true;
    navigate(path);
  };

  const [cancelOrder, canceling] = useCancelOrderMutation();

  /** Saves the pending changes (and the status the action asks for); true when saved. */
  const save = async (fulfillmentStatus = order.fulfillmentStatus): Promise<boolean> => {
    try {
      await upsertOrder({ ...orderWithChanges(order, changes), fulfillmentStatus }).unwrap();
      dispatch(pendingChangesCleared());
      if (count > 0) void message.success(t(ORDERS_TEXTS.changesSaved, { n: count }));
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
  /**
   * Spec 03 §4: release saves with the tenant's release status and shows the confirmation. A PayPal
   * order stays on hold until paid: its payment window (opened in the click) then gets the approval
   * link and the payment result is checked (spec 02 §4); a blocked window leaves for PayPal in this
   * window and the confirmation resumes the check from ?paypalOrder=.
   */
  const release = async (popup: Window | null) => {
    if (!settings || !(await save(settings.fulfillmentSettings.onReleaseFulfillmentStatusTo))) {
      popup?.close();
      return;
    }
    if (paysWithPaypal) {
      const outcome = await pay(order.phonexOrderNumber, popup, PaymentReturnMode.ORDER_REDIRECT);
      if (outcome === 'REDIRECTED') return;
      if (outcome === PaymentCheckStatus.FAILURE) {
        // Spec 03 §8: the order stays here, on hold, for another try.
        void message.error(`${t(ORDERS_TEXTS.paymentFailed)} ${t(ORDERS_TEXTS.payNowUsingPaypal)}`);
        void refetch();
        return;
      }
    }
    leave(ordersRoutes.orderReleaseConfirmation.replace(':phonexOrderNumber', encodeURIComponent(order.phonexOrderNumber)));
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
      void message.success(t(ORDERS_TEXTS.orderCanceled));
      leave(ORDERS_PATH);
    } catch (error) {
      void message.error(t(ORDERS_TEXTS.cancelFailed) + (isApiError(error) ? error.message : ''));
      void refetch();
    }
  };
  const cancel = () => {
    dispatch(pendingChangesCleared());
    void refetch();
    void message.success(t(ORDERS_TEXTS.changesCanceled, { n: count }));
  };

  return (
    <div style={{ padding: narrow ? 12 : 24, display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <LatePaymentSnackbar detail={detail} />
      <Link to={ORDERS_PATH}>
        <ArrowLeftOutlined /> {t(ORDERS_TEXTS.backToOrders)}
      </Link>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography.Title>
        <ExportMenu phonexOrderNumber={order.phonexOrderNumber} imeiAvailable={manifest?.imeiAvailable ?? false} invoiceNumbers={manifest?.invoiceNumbers ?? []} />
      </div>
      <OrderFacts detail={detail} settings={settings} trackingNumbers={manifest?.trackingNumbers ?? []} />
      {cannotBeEdited(order, permission) && <Alert type="warning" showIcon title={t(ORDERS_TEXTS.notEditable)} />}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(260px, 1fr)', alignItems: 'start' }}>
        <Card size="small">
          <OrderOptionRows
            choices={orderOptions}
            selection={selection}
            onChange={setSelection}
            context={context}
            orderSubtotal={order.subtotal}
            // Changing options needs the pending-changes save bar (not built yet): the rows only show the order's choices.
            editable={{ shipping: false, payment: false, services: false }}
          />
        </Card>
        <Card size="small">
          <OrderSummary order={order} label={t(ORDERS_TEXTS.orderSummary)} />
        </Card>
      </div>
      <LatePaymentSection detail={detail} />
      <OrderItemsTable
        items={order.items}
        permission={permission}
        changes={changes}
        onQuantityChange={(line, quantity) =>
          dispatch(lineQuantityChanged({ phonexOrderNumber: order.phonexOrderNumber, itemNumberWarehouse: line.itemNumberWarehouse, quantity, savedQuantity: line.orderedQuantity }))
        }
        onRemove={(line) => dispatch(lineRemoved({ phonexOrderNumber: order.phonexOrderNumber, itemNumberWarehouse: line.itemNumberWarehouse }))}
      />
      <BulkSaveBar count={count} saving={saving.isLoading} onSave={() => void save()} onCancel={cancel} />
      <OrderActions
        detail={detail}
        singleButton={settings?.fulfillmentSettings.singleButtonOrderFlow ?? false}
        busy={saving.isLoading || canceling.isLoading || !settings}
        onHold={() => void hold()}
        onRelease={onRelease}
        onCancelOrder={() => void cancelWholeOrder()}
      />
    </div>
  );
}

/**
 * The order's buttons, per its permission set (spec 03 §4 Order fulfillment): hold for later and
 * pay and ship now (one 'Place Order' in the single-button flow), and cancel after a confirmation.
 */
function OrderActions({ detail, singleButton, busy, onHold, onRelease, onCancelOrder }: { detail: OrderDetail; singleButton: boolean; busy: boolean; onHold: () => void; onRelease: () => void; onCancelOrder: () => void }) {
  const t = useOrdersText();
  const { modal } = useFeedback();
  const { permission, salesOrder } = detail;
  const editable = !['CANCELED', 'SHIPPED', 'INVOICED'].includes(salesOrder.fulfillmentStatus);
  if (!editable) return null;
  const confirmCancel = () =>
    modal.confirm({ title: t(ORDERS_TEXTS.cancelOrderConfirm), okText: t(ORDERS_TEXTS.cancelOrder), cancelText: t(ORDERS_TEXTS.keepOrder), okButtonProps: { danger: true }, onOk: onCancelOrder });
  return (
    <Space wrap style={{ justifyContent: 'flex-end' }}>
      {permission.canCancelOrder && (
        <Button danger disabled={busy} onClick={confirmCancel}>
          {t(ORDERS_TEXTS.cancelOrder)}
        </Button>
      )}
      {!singleButton && (
        <Button disabled={busy} onClick={onHold}>
          {t(ORDERS_TEXTS.holdForLater)}
        </Button>
      )}
      {permission.canPayAndShipNow && (
        <Button type="primary" disabled={busy} onClick={onRelease}>
          {t(singleButton ? ORDERS_TEXTS.placeOrder : ORDERS_TEXTS.payAndShipNow)}
        </Button>
      )}
    </Space>
  );
}

function OrderFacts({ detail, settings, trackingNumbers }: { detail: OrderDetail; settings: SalesOrderSettings | undefined; trackingNumbers: string[] }) {
  const t = useOrdersText();
  const order = detail.salesOrder;
  return (
    <Space wrap size={[16, 8]}>
      <Space size={4} aria-label={t(ORDERS_TEXTS.fulfillmentStatusLabel)} role="group">
        <StatusChip code={order.phonexDerivedStatus || order.fulfillmentStatus} statuses={settings?.fulfillmentSettings.statuses} />
      </Space>
      <Space size={4} aria-label={t(ORDERS_TEXTS.paymentStatusLabel)} role="group">
        <StatusChip code={order.paymentStatus} statuses={settings?.paymentSettings.statuses} />
      </Space>
      {order.pxnrOrder && <Typography.Text strong>{t(ORDERS_TEXTS.forPxcOrder)}</Typography.Text>}
      <Typography.Text>
        {t(ORDERS_TEXTS.created)}: {formatDate(order.createDate, 'SHORT_DATE_TIME')}
      </Typography.Text>
      <Typography.Text>
        {t(ORDERS_TEXTS.updated)}: {formatDate(order.updateDate, 'SHORT_DATE_TIME')}
      </Typography.Text>
      {trackingNumbers.length > 0 && (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          {t(ORDERS_TEXTS.trackingNumbers)}: {trackingNumbers.join(', ')}
        </Typography.Text>
      )}
    </Space>
  );
}

function ExportMenu({ phonexOrderNumber, imeiAvailable, invoiceNumbers }: { phonexOrderNumber: string; imeiAvailable: boolean; invoiceNumbers: string[] }) {
  const t = useOrdersText();
  const [exportManifest] = useExportManifestMutation();
  const [exportInvoice] = useExportInvoiceMutation();
  const [exportOrder] = useExportOrderMutation();
  const items = [
    ...(imeiAvailable ? [{ key: 'manifest', label: t(ORDERS_TEXTS.exportManifest) }] : []),
    ...invoiceNumbers.map((invoiceNumber) => ({ key: `invoice:${invoiceNumber}`, label: t(ORDERS_TEXTS.exportInvoice, { invoiceNumber }) })),
    { key: 'order', label: t(ORDERS_TEXTS.exportOrder) },
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
      {t(ORDERS_TEXTS.exportMenu)}
    </MenuButton>
  );
}


/** The upsert body: the saved order (with its version) carrying the pending line changes. */
function orderWithChanges(order: SalesOrder, changes: PendingOrderChanges): SalesOrder {
  const items = linesWithChanges(order, changes);
  return { ...order, items, itemNumberItems: Object.fromEntries(items.map((line) => [line.itemNumberWarehouse, line])) };
}

/** Spec 03 §8: the stale-version text for outdatedSalesOrder, else the first server error's description. */
function saveFailureText(error: unknown, t: OrdersText): string {
  if (!isApiError(error)) return t(ORDERS_TEXTS.saveFailed);
  if (error.messageCode === CheckoutMessageCode.OUTDATED_SALES_ORDER || error.errors.some((field) => field.messageCode === CheckoutMessageCode.OUTDATED_SALES_ORDER)) {
    return t(ORDERS_TEXTS.outdatedSalesOrder);
  }
  return t(ORDERS_TEXTS.saveFailed) + (error.errors[0]?.messageDescription ?? error.message);
}

/**
 * Spec 03 §2: leaving with unsaved changes asks first, for a route change (react-router's
 * blocker) and for a reload or closed tab (beforeunload, where the browser shows its own text).
 */
function useLeavePrompt(count: number, t: OrdersText, leavingAfterSave: RefObject<boolean>): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !leavingAfterSave.current && count > 0 && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t(ORDERS_TEXTS.leavePrompt, { n: count }))) blocker.proceed();
    else blocker.reset();
  }, [blocker, count, t]);
  useEffect(() => {
    if (count === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [count]);
}
