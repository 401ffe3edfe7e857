import { theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ShippingMethodCode } from '@bp/api-contract/constants';
import { runWhenIdle, useBranding } from '@bp/ui-kit';
import {
  OptionRow,
  applyRealTimeQuotes,
  changeBillingAddress,
  changeShippingAddress,
  changeShippingMethod,
  chooseInsurance,
  deselectOverLimit,
  invalidRows,
  maxInsuranceCents,
  methodChoiceOf,
  paymentMethodChoices,
  recomputeInsuredAmount,
  shippingMethodChoices,
  type OptionChoices,
  type OptionRowsContext,
  type SelectedOptions,
} from '@bp/util-validation';
import { AddressText } from './address-text';
import { AdditionalServices } from './additional-services';
import { InsuranceForm } from './insurance-form';
import { OptionRowFrame, type RowChoice } from './option-row';
import { OptionText, useOptionText } from './option-texts';
import { ShippingInstructionsField } from './shipping-instructions-field';

// formik comes with the two sub-forms built on it (Bill my account, Request a quote: about 12 KB
// gzip), not with the rows: they download once the rows are idle, so a method chosen
// later shows its form at once; a preselected one appears as soon as it is in.
const loadFormikSubForms = () => import('./formik-sub-forms');
const BillMyAccountForm = lazy(async () => ({ default: (await loadFormikSubForms()).BillMyAccountForm }));
const RequestAQuoteForm = lazy(async () => ({ default: (await loadFormikSubForms()).RequestAQuoteForm }));

/** Which parts of the selection the page lets the buyer change (the order page's permissions); all by default. */
export interface EditableRows {
  shipping?: boolean;
  payment?: boolean;
  services?: boolean;
}

export interface OrderOptionRowsProps {
  choices: OptionChoices;
  selection: SelectedOptions;
  /** Every change of the selection, already passed through the option row rules. */
  onChange: (selection: SelectedOptions) => void;
  context: OptionRowsContext;
  /** The order subtotal (API amount): it caps the insured amount, and a change recomputes an insured value. */
  orderSubtotal?: number | null;
  /**
   * calculate-charges' freightQuotesForAllRealTimeShippingMethods: a chosen real-time method
   * without a quote switches the selection to REQUEST_A_QUOTE.
   */
  realTimeQuotes?: Readonly<Record<string, number | null>>;
  /** The open row, when the page tracks it (the preferences page refuses to save with a row open). */
  openRow?: OptionRow | null;
  onOpenRowChange?: (row: OptionRow | null) => void;
  /** Show every sub-form error (after a pay, hold or save was refused), not only those of visited fields. */
  showErrors?: boolean;
  editable?: EditableRows;
}

/** The open row and its picked value: controlled by the page when it passes openRow, else kept here. */
function useOpenRow(openRow: OptionRow | null | undefined, onOpenRowChange: ((row: OptionRow | null) => void) | undefined) {
  const [ownOpenRow, setOwnOpenRow] = useState<OptionRow | null>(null);
  const current = openRow === undefined ? ownOpenRow : openRow;
  const setOpenRow = (row: OptionRow | null) => {
    if (openRow === undefined) setOwnOpenRow(row);
    onOpenRowChange?.(row);
  };
  return [current, setOpenRow] as const;
}

function valueOfRow(selection: SelectedOptions, row: OptionRow): string | null {
  switch (row) {
    case OptionRow.SHIPPING_ADDRESS:
      return selection.shippingAddressId;
    case OptionRow.SHIPPING_METHOD:
      return selection.shippingMethodCode;
    case OptionRow.BILLING_ADDRESS:
      return selection.billingAddressId;
    default:
      return selection.paymentMethodCode;
  }
}

/**
 * The option rows of checkout, the preferences page and the order page (spec 02 §2 Option rows,
 * §4 Option row rules, §5): shipping address, shipping method (with bill my account, request a
 * quote, insurance and instructions), billing address, payment method and additional services.
 * Controlled: it shows `selection`, reports every change through `onChange`, and makes no calls.
 */
export function OrderOptionRows({
  choices,
  selection,
  onChange,
  context,
  orderSubtotal = null,
  realTimeQuotes,
  openRow,
  onOpenRowChange,
  showErrors = false,
  editable = {},
}: OrderOptionRowsProps) {
  const text = useOptionText();
  const { token } = theme.useToken();
  const { currencySymbol } = useBranding();
  const [open, setOpen] = useOpenRow(openRow, onOpenRowChange);
  const [draft, setDraft] = useState<string | null>(null);
  const maximumCents = maxInsuranceCents(choices.maxShipmentInsuranceAmount, orderSubtotal);
  useEffect(() => runWhenIdle(() => void loadFormikSubForms()), []);

  const shippingEditable = editable.shipping !== false;
  const paymentEditable = editable.payment !== false;

  // The latest selection and callback for the effects below, which react to new props only.
  const latest = useRef({ selection, onChange, maximumCents, choices, context, setOpen });
  useEffect(() => {
    latest.current = { selection, onChange, maximumCents, choices, context, setOpen };
  });

  // Spec 03 §4: a chosen shipping method the order's devices outgrew, or a payment method its
  // extended price outgrew, is deselected (the row offers it no more) and its row opens for
  // another choice, in rows the buyer may change.
  useEffect(() => {
    const { selection: current, onChange: report, choices: options, context: limits, setOpen: openRow } = latest.current;
    const rows = [...(shippingEditable ? [OptionRow.SHIPPING_METHOD] : []), ...(paymentEditable ? [OptionRow.PAYMENT_METHOD] : [])];
    const { selection: next, emptied } = deselectOverLimit(current, options, limits, rows);
    if (emptied.length === 0) return;
    report(next);
    setDraft(null);
    openRow(emptied[0]);
  }, [context.deviceCount, context.extendedPrice, shippingEditable, paymentEditable]);

  // Spec 02 §4: with insurance YES, a new subtotal recomputes the insured value.
  const previousSubtotal = useRef(orderSubtotal);
  useEffect(() => {
    if (previousSubtotal.current === orderSubtotal) return;
    previousSubtotal.current = orderSubtotal;
    const { selection: current, onChange: report, maximumCents: maximum } = latest.current;
    const recomputed = recomputeInsuredAmount(current, maximum);
    if (recomputed !== current) report(recomputed);
  }, [orderSubtotal]);

  // Spec 02 §4: no quote for the chosen real-time method selects REQUEST_A_QUOTE.
  useEffect(() => {
    if (!realTimeQuotes) return;
    const { selection: current, onChange: report, choices: options } = latest.current;
    const next = applyRealTimeQuotes(current, options, realTimeQuotes);
    if (next !== current) report(next);
  }, [realTimeQuotes]);

  /** The open row's picked value applied through its rule; the row to open next when the rule asks for one. */
  const commit = (row: OptionRow, value: string | null, from: SelectedOptions): { selection: SelectedOptions; next: OptionRow | null } => {
    if (value === null || value === valueOfRow(from, row)) return { selection: from, next: null };
    switch (row) {
      case OptionRow.SHIPPING_ADDRESS:
        return { selection: changeShippingAddress(from, value, choices, context), next: null };
      case OptionRow.SHIPPING_METHOD:
        return { selection: changeShippingMethod(from, value), next: null };
      case OptionRow.BILLING_ADDRESS: {
        const changed = changeBillingAddress(from, value, choices, context);
        return { selection: changed.selection, next: changed.openPaymentMethodRow ? OptionRow.PAYMENT_METHOD : null };
      }
      default:
        return { selection: { ...from, paymentMethodCode: value }, next: null };
    }
  };

  /** Opening a row saves the one that was open (spec 02 §2). */
  const openRowAndSave = (row: OptionRow) => {
    let current = selection;
    if (open !== null) {
      current = commit(open, draft, selection).selection;
      if (current !== selection) onChange(current);
    }
    setDraft(valueOfRow(current, row));
    setOpen(row);
  };

  const done = () => {
    if (open === null) return;
    const { selection: saved, next } = commit(open, draft, selection);
    if (saved !== selection) onChange(saved);
    if (next !== null) {
      setDraft(valueOfRow(saved, next));
      setOpen(next);
    } else {
      setDraft(null);
      setOpen(null);
    }
  };

  const invalid = invalidRows(selection, choices, context);
  const methods = shippingMethodChoices(choices, selection, context);
  const payments = paymentMethodChoices(choices, context);
  const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
  const shippingAddress = choices.shippingAddresses.find((address) => address.id === selection.shippingAddressId);
  const billingAddress = choices.billingAddresses.find((address) => address.id === selection.billingAddressId);
  const payment = choices.paymentMethods.find((candidate) => candidate.code === selection.paymentMethodCode);

  const row = (kind: OptionRow, title: string, rowChoices: RowChoice[], summary: ReactNode, readOnly: boolean, children?: ReactNode) => (
    <OptionRowFrame
      title={title}
      summary={summary}
      open={open === kind}
      draft={open === kind ? draft : null}
      choices={rowChoices}
      invalid={invalid.includes(kind)}
      readOnly={readOnly}
      onOpen={() => openRowAndSave(kind)}
      onDraftChange={setDraft}
      onDone={done}
    >
      {children}
    </OptionRowFrame>
  );

  const methodForms = method ? (
    <MethodForms
      key={`${selection.shippingAddressId}|${method.code}`}
      choices={choices}
      selection={selection}
      context={context}
      maximumCents={maximumCents}
      currencySymbol={currencySymbol}
      showErrors={showErrors}
      readOnly={!shippingEditable}
      onChange={onChange}
    />
  ) : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, minWidth: 0 }}>
      {row(
        OptionRow.SHIPPING_ADDRESS,
        OptionText.shippingAddress,
        choices.shippingAddresses.map((address) => ({ value: address.id, label: <AddressText address={address} /> })),
        shippingAddress ? <AddressText address={shippingAddress} /> : null,
        !shippingEditable,
      )}
      {row(
        OptionRow.SHIPPING_METHOD,
        OptionText.shippingMethod,
        methods.map((choice) => ({ value: choice.code, label: choice.label })),
        method ? <strong>{method.label}</strong> : null,
        !shippingEditable,
        methodForms,
      )}
      {row(
        OptionRow.BILLING_ADDRESS,
        OptionText.billingAddress,
        choices.billingAddresses.map((address) => ({ value: address.id, label: <AddressText address={address} /> })),
        billingAddress ? <AddressText address={billingAddress} /> : null,
        !paymentEditable,
      )}
      {row(
        OptionRow.PAYMENT_METHOD,
        OptionText.paymentMethod,
        payments.map((candidate) => ({ value: candidate.code, label: <PaymentLabel label={candidate.label} description={candidate.description} /> })),
        payment ? <PaymentLabel label={payment.label} description={payment.description} /> : null,
        !paymentEditable,
      )}
      {choices.additionalServices.length > 0 ? (
        <section aria-label={text('additionalServices')} style={{ paddingBlock: token.paddingSM }}>
          <h2 style={{ margin: 0, marginBottom: token.marginXS, fontSize: token.fontSizeLG }}>{text('additionalServices')}</h2>
          <AdditionalServices
            services={choices.additionalServices}
            selected={selection.additionalServices}
            readOnly={editable.services === false}
            onChange={(additionalServices) => onChange({ ...selection, additionalServices })}
          />
        </section>
      ) : null}
    </div>
  );
}

function PaymentLabel({ label, description }: { label: string; description: string }) {
  return (
    <span>
      <strong>{label}</strong>
      {description ? (
        <>
          <br />
          <span>{description}</span>
        </>
      ) : null}
    </span>
  );
}

interface MethodFormsProps {
  choices: OptionChoices;
  selection: SelectedOptions;
  context: OptionRowsContext;
  maximumCents: number;
  currencySymbol: string;
  showErrors: boolean;
  readOnly: boolean;
  onChange: (selection: SelectedOptions) => void;
}

/** The chosen method's sub-forms (spec 02 §5). Keyed by address and method by its owner, so a new method starts with fresh forms. */
function MethodForms({ choices, selection, context, maximumCents, currencySymbol, showErrors, readOnly, onChange }: MethodFormsProps) {
  const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
  if (!method || readOnly) return null;
  const update = (change: Partial<SelectedOptions>) => onChange({ ...selection, ...change });
  const account = choices.billMyAccountShippingMethod;
  const labelMaximumCents = maxInsuranceCents(choices.maxShipmentInsuranceAmount, null);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Suspense fallback={null}>
        {method.code === ShippingMethodCode.BILL_MY_ACCOUNT && account ? (
          <BillMyAccountForm
            account={account}
            value={selection.billMyAccountInfo}
            showErrors={showErrors}
            onChange={(billMyAccountInfo) => update({ billMyAccountInfo })}
          />
        ) : null}
        {method.code === ShippingMethodCode.REQUEST_A_QUOTE && context.page !== 'preferences' ? (
          <RequestAQuoteForm
            serviceLevels={choices.requestAQuoteServiceLevels ?? []}
            value={selection.requestAQuoteInfo}
            showErrors={showErrors}
            onChange={(requestAQuoteInfo) => update({ requestAQuoteInfo })}
          />
        ) : null}
      </Suspense>
      {method.insuranceAvailable ? (
        <InsuranceForm
          insured={selection.shippingInsured}
          amount={selection.shippingInsuranceAmount}
          maximumCents={maximumCents}
          labelMaximumCents={labelMaximumCents}
          currencySymbol={currencySymbol}
          showAmount={context.page !== 'preferences'}
          showErrors={showErrors}
          onChoose={(insured) => onChange(chooseInsurance(selection, insured, maximumCents))}
          onAmountApply={(shippingInsuranceAmount) => update({ shippingInsuranceAmount })}
        />
      ) : null}
      {method.ignoreShippingInstructions ? null : (
        <ShippingInstructionsField value={selection.shippingInstruction} onChange={(shippingInstruction) => update({ shippingInstruction })} />
      )}
    </div>
  );
}
