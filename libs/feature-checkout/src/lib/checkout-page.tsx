import { useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button } from 'antd';
import type { CheckoutPayload, PendingDocuments } from '@bp/api-contract';
import { OnboardingMessage } from '@bp/api-contract/constants';
import {
  isApiError,
  readCheckoutHandover,
  releaseCheckoutLoadAhead,
  resolveErrorMessage,
  selectSessionUser,
  useProofOfExportUpload,
  useGetSalesOrderSettingsQuery,
  useGetWarehousesQuery,
  useLoadCheckoutQuery,
  type CheckoutHandover,
  type CheckoutOffersArgs,
  type StateWithSession,
} from '@bp/data-access-api';
import {
  Heading,
  OnDemandModal,
  OnDemandTooltip,
  Paragraph,
  ProofOfExportDialog,
  ProofOfExportText,
  loadAntdOnIdle,
  runWhenIdle,
  useFeedback,
  usePageTitle,
  useTranslation,
} from '@bp/ui-kit';
import { OrderOptionRows } from '@bp/ui-order-options';
import { isAllowedDocumentName, selectionFromSaved, type OptionRow, type OptionRowsContext, type SelectedOptions } from '@bp/util-validation';
import { handoverRead, selectCheckoutDraft, selectionChanged } from './checkout-slice';
import { buttonVariant, holdLabel, routeMatchesWarehouse } from './checkout-rules';
import { useCheckoutText } from './checkout-texts';
import { OrderLines } from './components/order-lines';
import { OrderTotals, type OrderTotalsValues } from './components/order-totals';
import { CheckoutLayout, SummaryBar } from './components/summary-bar';
import { useCheckoutCharges } from './hooks/use-checkout-charges';
import { useOrderFlow } from './hooks/use-order-flow';

const CART_PATH = '/cart';

/**
 * /checkout/{warehouse} (spec 02 §2 Checkout, new order): the handed-over offers of one warehouse,
 * the option rows preselected from the buyer's preferences, the order lines and the summary bar
 * with the flow's buttons. Redirects to /cart without a handover or for another warehouse.
 */
export function CheckoutPage() {
  const { warehouse: routeWarehouse = '' } = useParams();
  const dispatch = useDispatch();
  const t = useCheckoutText();
  usePageTitle(t('heading'));
  // The cart may have written a new handover since the store was created: read it once per visit.
  const [handover] = useState(() => readCheckoutHandover(false));
  useEffect(() => {
    dispatch(handoverRead({ part: 'newOrder', handover }));
  }, [dispatch, handover]);
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const warehouses = useGetWarehousesQuery(username, { skip: !username });
  // The load starts with the page (when the cart did not start it already), alongside the
  // warehouse list that may be needed to confirm the route, not after it.
  useCheckoutLoadFor(handover);

  if (!handover) return <Navigate to={CART_PATH} replace />;
  const matches = routeMatchesWarehouse(routeWarehouse, handover.warehouseCode, warehouses.data);
  if (matches === false) return <Navigate to={CART_PATH} replace />;
  if (matches === undefined && warehouses.isLoading) return <Loading />;
  return (
    <CheckoutLoader
      routeWarehouse={routeWarehouse}
      warehouseCode={handover.warehouseCode}
      offerIds={handover.offerIds}
      pxnsParticipantId={handover.pxParticipantId}
    />
  );
}

function loadArgsOf(handover: CheckoutHandover): CheckoutOffersArgs {
  return { warehouseCode: handover.warehouseCode, offerIds: handover.offerIds, pxnsParticipantId: handover.pxParticipantId };
}

/**
 * Subscribes to the checkout load of the handover (the same cache entry CheckoutLoader reads), and
 * then lets go of the load the cart may have started ahead (hover, focus or click).
 */
function useCheckoutLoadFor(handover: CheckoutHandover | undefined): void {
  const args = handover ? loadArgsOf(handover) : undefined;
  useLoadCheckoutQuery(args ?? skipToken);
  const key = args ? JSON.stringify(args) : undefined;
  useEffect(() => {
    if (key) releaseCheckoutLoadAhead(JSON.parse(key) as CheckoutOffersArgs);
  }, [key]);
}

function Loading() {
  const t = useCheckoutText();
  return (
    <p role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

interface CheckoutLoaderProps {
  routeWarehouse: string;
  warehouseCode: string;
  offerIds: string[];
  pxnsParticipantId: string | null;
}

/** Loads the checkout payload; a failure is logged, shown in a snackbar and sends the buyer back to the cart (spec 02 §7, §8). */
function CheckoutLoader({ routeWarehouse, warehouseCode, offerIds, pxnsParticipantId }: CheckoutLoaderProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const load = useLoadCheckoutQuery({ warehouseCode, offerIds, pxnsParticipantId });
  // The loader leaves for the cart on the first failure and says so once: joining a failed load
  // (the page's early subscription met the error first) makes RTK Query ask again, and that second
  // failure, arriving before the navigation unmounts the loader, is the same refusal.
  const leaving = useRef(false);

  useEffect(() => {
    if (!load.error || leaving.current) return;
    leaving.current = true;
    console.error('checkout load failed', load.error);
    const text = isApiError(load.error)
      ? resolveErrorMessage(load.error, (key, defaultValue) => t(key, { defaultValue }))
      : t('Something went wrong', { defaultValue: 'Something went wrong' });
    void message.error(text);
    void navigate(CART_PATH, { replace: true });
  }, [load.error, message, navigate, t]);

  if (!load.data) return <Loading />;
  // A partner warehouse is not in the warehouse list: the payload names it.
  if (routeWarehouse !== load.data.warehouseLabel && routeWarehouse !== load.data.warehouse && routeWarehouse !== warehouseCode)
    return <Navigate to={CART_PATH} replace />;
  return <CheckoutForm payload={load.data} offerIds={offerIds} pxnsParticipantId={pxnsParticipantId} />;
}

interface CheckoutFormProps {
  payload: CheckoutPayload;
  offerIds: string[];
  pxnsParticipantId: string | null;
}

/** Why Pay And Ship Now is disabled, with the names of the documents still owed (translated prefix). */
function payAndShipDisabledReason(documents: PendingDocuments | undefined, t: (text: string) => string): string {
  const names = documents?.documents.map((document) => document.documentName).join(', ');
  return names ? `${t('proofOfExportPending')} ${names}` : t('proofOfExportAwaitingApproval');
}

function CheckoutForm({ payload, offerIds, pxnsParticipantId }: CheckoutFormProps) {
  const t = useCheckoutText();
  const dispatch = useDispatch();
  const username = useSelector((state: StateWithSession) => selectSessionUser(state)?.username) ?? '';
  const settings = useGetSalesOrderSettingsQuery(username, { skip: !username }).data;
  const { pending: pendingDocuments, upload: uploadProof } = useProofOfExportUpload(username);
  const [proofDialogOpen, setProofDialogOpen] = useState(false);
  const stored = useSelector(selectCheckoutDraft('newOrder')).selection;

  const context = useMemo<OptionRowsContext>(
    () => ({
      page: 'checkout',
      // Spec 02 §4: a manually synced external system hides REQUEST_A_QUOTE for partner checkout.
      hideRequestAQuote: Boolean(pxnsParticipantId) && settings?.salesOrderUpdateMethod === 'MANUAL_SYNC',
      deviceCount: payload.cartQuantity,
      // Spec 03 §5: a payment method's credit limit is compared with the order's extended price.
      extendedPrice: payload.orderSubtotal,
    }),
    [pxnsParticipantId, settings?.salesOrderUpdateMethod, payload.cartQuantity, payload.orderSubtotal],
  );
  const preselected = useMemo(() => selectionFromSaved(payload.buyerOrderPreferences, payload, context), [payload, context]);
  const selection: SelectedOptions = stored ?? preselected;
  useEffect(() => {
    if (stored === null) dispatch(selectionChanged({ part: 'newOrder', selection: preselected }));
  }, [stored, preselected, dispatch]);
  const onChange = (next: SelectedOptions) => dispatch(selectionChanged({ part: 'newOrder', selection: next }));
  const [openRow, setOpenRow] = useState<OptionRow | null>(null);

  const { charges } = useCheckoutCharges({ payload, selection, offerIds, pxnsParticipantId });
  const flow = useOrderFlow({ payload, selection, openRow, context, offerIds, pxnsParticipantId, warehouseCode: payload.warehouse });
  // The confirmation's Modal and the disabled button's Tooltip download when the page is idle, not with it.
  useEffect(() => runWhenIdle(() => void loadAntdOnIdle().catch(() => undefined)), []);
  // Rendered from the first confirmation on, so closing it still animates.
  const [confirmShown, setConfirmShown] = useState(false);
  if (flow.confirming && !confirmShown) setConfirmShown(true);

  const variant = buttonVariant(selection, payload.singleButtonOrderFlow);
  const payDisabled = payload.disablePayAndShipNow || pendingDocuments?.disablePayAndShipNow === true;
  const totals: OrderTotalsValues = charges
    ? {
        subtotal: charges.combinedSubtotal,
        additionalServicesFee: charges.additionalServicesFee,
        freight: charges.freightUndefined || charges.awaitingFreightQuote ? null : charges.freight,
        paymentFee: charges.paymentFee,
        insurance: charges.insurance,
        tax: charges.tax,
        taxDescription: charges.taxDescription,
      }
    : { subtotal: payload.orderSubtotal, additionalServicesFee: 0, freight: null, paymentFee: 0, insurance: 0, tax: 0, taxDescription: null };

  const payButton = (
    <Button type="primary" block disabled={payDisabled} loading={flow.busy === 'payAndShip'} onClick={flow.onPayAndShip}>
      {t('payAndShipNow')}
    </Button>
  );
  const actions = (
    <>
      {variant === 'payOrHold' &&
        (payDisabled ? (
          // A disabled button fires no hover events: the wrapping span carries the tooltip.
          <OnDemandTooltip title={payAndShipDisabledReason(pendingDocuments, t)} style={{ display: 'block' }}>
            {payButton}
          </OnDemandTooltip>
        ) : (
          payButton
        ))}
      {variant === 'payOrHold' && pendingDocuments ? (
        // Spec 03 §4 Proof of export: documents owed can be sent from here; once sent, Pay And Ship Now waits for the approval.
        pendingDocuments.documents.length > 0 ? (
          <Button type="link" block onClick={() => setProofDialogOpen(true)}>
            {t(ProofOfExportText.open)}
          </Button>
        ) : payDisabled ? (
          <Alert type="warning" showIcon title={t(ProofOfExportText.payAndShipDisabled)} />
        ) : null
      ) : null}
      <Button
        type={variant === 'payOrHold' ? 'default' : 'primary'}
        block
        loading={flow.busy === 'hold'}
        disabled={flow.busy !== null && flow.busy !== 'hold'}
        onClick={flow.onHold}
      >
        {t(holdLabel(variant))}
      </Button>
    </>
  );

  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Heading level={1} style={{ margin: 0 }}>
          {t('heading')}
        </Heading>
        <Link to={CART_PATH}>← {t('backToCart')}</Link>
      </div>
      <Paragraph secondary>{payload.warehouseLabel}</Paragraph>
      <CheckoutLayout
        content={
          <>
            <OrderOptionRows
              choices={payload}
              selection={selection}
              onChange={onChange}
              context={context}
              orderSubtotal={payload.orderSubtotal}
              realTimeQuotes={charges?.freightQuotesForAllRealTimeShippingMethods}
              openRow={openRow}
              onOpenRowChange={setOpenRow}
              showErrors={flow.refusal !== null}
            />
            <OrderLines lines={payload.lineItems} />
          </>
        }
        bar={
          <SummaryBar
            summary={<OrderTotals values={totals} />}
            note={flow.refusal ? <Alert type="error" showIcon title={t(flow.refusal)} role="alert" /> : null}
            actions={actions}
          />
        }
      />
      {confirmShown ? (
        <OnDemandModal
          open={flow.confirming}
          title={t('payAndShipNow')}
          okText={t('confirmOk')}
          cancelText={t('confirmCancel')}
          onOk={flow.onConfirm}
          onCancel={flow.onCancelConfirm}
        >
          {t('payAndShipConfirm')}
        </OnDemandModal>
      ) : null}
      <ProofOfExportDialog
        open={proofDialogOpen}
        documents={pendingDocuments?.documents ?? []}
        upload={uploadProof}
        onClose={() => setProofDialogOpen(false)}
        isAllowedFile={isAllowedDocumentName}
        typesMessage={t(OnboardingMessage.DOCUMENT_TYPES)}
      />
    </div>
  );
}
