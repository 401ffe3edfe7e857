import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { INSURANCE_CHECK_DEBOUNCE_MS, INSURANCE_VALIDATE_DELAY_MS } from '@bp/api-contract/constants';
import { aPaymentMethod } from '@bp/api-contract/testing';
import { TranslationProvider, createTranslator } from '@bp/ui-kit';
import { setWindowWidth } from '@bp/ui-kit/testing';
import type { OptionRow, SelectedOptions } from '@bp/util-validation';
import { aBillMyAccount } from '@bp/api-contract/testing';
import { ACCOUNTS_PAYABLE, TORONTO_WAREHOUSE, aSelectedOptions, anOptionChoices } from '../testing';
import { OrderOptionRows, type OrderOptionRowsProps } from './order-option-rows';

type HarnessProps = Omit<OrderOptionRowsProps, 'selection' | 'onChange'> & { initial: SelectedOptions; onSelection: (selection: SelectedOptions) => void };

/** Holds the selection like a page does, and records every change the rows report. */
function Harness({ initial, onSelection, ...props }: HarnessProps) {
  const [selection, setSelection] = useState(initial);
  return (
    <OrderOptionRows
      {...props}
      selection={selection}
      onChange={(next) => {
        setSelection(next);
        onSelection(next);
      }}
    />
  );
}

function renderRows(overrides: Partial<HarnessProps> = {}) {
  const onSelection = jest.fn<void, [SelectedOptions]>();
  const props: HarnessProps = {
    choices: anOptionChoices(),
    context: { page: 'checkout' },
    orderSubtotal: 778,
    initial: aSelectedOptions(),
    onSelection,
    ...overrides,
  };
  const view = render(<Harness {...props} />);
  return {
    ...view,
    /** The selection as the page holds it after the last change. */
    latest: () => onSelection.mock.calls.at(-1)?.[0] as SelectedOptions,
    onSelection,
    update: (changes: Partial<HarnessProps>) => view.rerender(<Harness {...props} {...changes} />),
  };
}

const row = (name: string) => screen.getByRole('region', { name });
const openRow = async (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('button', { name: `Edit ${name}` }));
const done = async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'DONE' }));

describe('option rows: summaries and radio lists (spec 02 §2)', () => {
  it('shows each row as a summary with an edit icon, and an opened row as a radio list with DONE', async () => {
    const user = userEvent.setup();
    renderRows();

    expect(within(row('Shipping Address')).getByText('Miami dock')).toBeInTheDocument();
    expect(within(row('Shipping Method')).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(row('Billing Address')).getByText('Head office')).toBeInTheDocument();
    expect(within(row('Payment Method')).getByText('Net 30 Terms')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DONE' })).not.toBeInTheDocument();

    await openRow(user, 'Shipping Method');

    const list = within(row('Shipping Method')).getByRole('radiogroup', { name: 'Shipping Method' });
    expect(
      within(list)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Express Shipping', 'Standard Shipping', 'UPS Ground', 'Bill My Account']);
    expect(within(list).getByRole('radio', { name: 'Standard Shipping' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'DONE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Shipping Method' })).not.toBeInTheDocument();
  });

  it('saves the picked value with DONE and closes the row', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();

    await openRow(user, 'Payment Method');
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await done(user);

    expect(latest().paymentMethodCode).toBe('INTEGRATED_PAYPAL');
    expect(within(row('Payment Method')).getByText('PayPal')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Payment Method' })).not.toBeInTheDocument();
  });

  it('saves the open row when another row is opened', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();

    await openRow(user, 'Shipping Method');
    await user.click(screen.getByRole('radio', { name: 'Bill My Account' }));
    await openRow(user, 'Billing Address');

    expect(latest().shippingMethodCode).toBe('BILL_MY_ACCOUNT');
    expect(within(row('Shipping Method')).getByText('Bill My Account')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Billing Address' })).toBeInTheDocument();
  });

  it("shows 'Invalid Selection' in a row whose value is no longer offered", () => {
    renderRows({ initial: aSelectedOptions({ paymentMethodCode: 'WIRE_TRANSFER' }) });

    expect(within(row('Payment Method')).getByRole('alert')).toHaveTextContent('Invalid Selection');
    expect(within(row('Shipping Method')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the order page lock rows it may not change', () => {
    renderRows({ context: { page: 'order' }, editable: { payment: false } });

    expect(screen.getByRole('button', { name: 'Edit Shipping Address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Billing Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Payment Method' })).not.toBeInTheDocument();
  });

  it('keeps every row usable on a 390 px phone, with a full-width DONE button', async () => {
    const restore = setWindowWidth(390);
    try {
      const user = userEvent.setup();
      renderRows();
      await openRow(user, 'Shipping Address');
      expect(screen.getByRole('button', { name: 'DONE' })).toHaveClass('ant-btn-block');
      await user.click(screen.getByRole('radio', { name: /Toronto warehouse/ }));
      await done(user);
      expect(within(row('Shipping Address')).getByText('Toronto warehouse')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('option row rules (spec 02 §4)', () => {
  it('resets the shipping method to the first one allowed for a new shipping address', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();

    await openRow(user, 'Shipping Address');
    await user.click(screen.getByRole('radio', { name: /Toronto warehouse/ }));
    await done(user);

    expect(latest()).toMatchObject({ shippingAddressId: TORONTO_WAREHOUSE.id, shippingMethodCode: 'BILL_MY_ACCOUNT' });
    expect(within(row('Shipping Method')).getByText('Bill My Account')).toBeInTheDocument();
  });

  it('clears the shipping method when the new address allows none', async () => {
    const user = userEvent.setup();
    const choices = anOptionChoices({ shippingAddressIdShippingMethodCodeMapping: { 'ship-mia': ['ACME_STANDARD_SHIPPING'], 'ship-yyz': [] } });
    const { latest } = renderRows({ choices });

    await openRow(user, 'Shipping Address');
    await user.click(screen.getByRole('radio', { name: /Toronto warehouse/ }));
    await done(user);

    expect(latest().shippingMethodCode).toBeNull();
    expect(within(row('Shipping Method')).getByText('Not selected')).toBeInTheDocument();
  });

  it('clears the insurance choice when the shipping method changes', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '500.00' }) });
    expect(screen.getByRole('radio', { name: 'YES' })).toBeChecked();

    await openRow(user, 'Shipping Method');
    await user.click(screen.getByRole('radio', { name: 'Express Shipping' }));
    await done(user);

    expect(latest()).toMatchObject({ shippingMethodCode: 'ACME_EXPRESS_SHIPPING', shippingInsured: null, shippingInsuranceAmount: '' });
    expect(screen.getByRole('radio', { name: 'YES' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'NO' })).not.toBeChecked();
  });

  it('opens the payment method row after a billing change when several methods exist', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();

    await openRow(user, 'Billing Address');
    await user.click(screen.getByRole('radio', { name: /Accounts payable/ }));
    await done(user);

    expect(latest().billingAddressId).toBe(ACCOUNTS_PAYABLE.id);
    expect(screen.getByRole('radiogroup', { name: 'Payment Method' })).toBeInTheDocument();
  });

  it('selects the only payment method after a billing change, without opening the row', async () => {
    const user = userEvent.setup();
    const choices = anOptionChoices({ paymentMethods: [aPaymentMethod({ code: 'COD', label: 'Cash on Delivery', description: '' })] });
    const { latest } = renderRows({ choices, initial: aSelectedOptions({ paymentMethodCode: null }) });

    await openRow(user, 'Billing Address');
    await user.click(screen.getByRole('radio', { name: /Accounts payable/ }));
    await done(user);

    expect(latest().paymentMethodCode).toBe('COD');
    expect(screen.queryByRole('radiogroup', { name: 'Payment Method' })).not.toBeInTheDocument();
    expect(within(row('Payment Method')).getByText('Cash on Delivery')).toBeInTheDocument();
  });

  it('selects REQUEST_A_QUOTE and hides real-time methods when no real-time quote came back; another address restores them', async () => {
    const user = userEvent.setup();
    const { latest, update } = renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'UPS_GROUND' }) });

    update({ realTimeQuotes: { UPS_GROUND: null } });

    expect(latest()).toMatchObject({ shippingMethodCode: 'REQUEST_A_QUOTE', realTimeQuotesUnavailable: true });
    expect(within(row('Shipping Method')).getByText('Request a Quote')).toBeInTheDocument();
    await openRow(user, 'Shipping Method');
    expect(screen.queryByRole('radio', { name: 'UPS Ground' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Request a Quote' })).toBeChecked();
    await done(user);

    await openRow(user, 'Shipping Address');
    await user.click(screen.getByRole('radio', { name: /Toronto warehouse/ }));
    await done(user);
    await openRow(user, 'Shipping Address');
    await user.click(screen.getByRole('radio', { name: /Miami dock/ }));
    await done(user);
    await openRow(user, 'Shipping Method');

    expect(screen.getByRole('radio', { name: 'UPS Ground' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Request a Quote' })).not.toBeInTheDocument();
  });

  it('keeps a real-time method that has a quote', () => {
    const { onSelection, update } = renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'UPS_GROUND' }) });
    update({ realTimeQuotes: { UPS_GROUND: 18.4 } });
    expect(onSelection).not.toHaveBeenCalled();
  });

  it('reports the page its open row, so a save can refuse a row left open', async () => {
    const user = userEvent.setup();
    const onOpenRowChange = jest.fn<void, [OptionRow | null]>();
    renderRows({ onOpenRowChange });

    await openRow(user, 'Shipping Method');
    expect(onOpenRowChange).toHaveBeenLastCalledWith('SHIPPING_METHOD');
    await done(user);
    expect(onOpenRowChange).toHaveBeenLastCalledWith(null);
  });
});

describe('insurance (spec 02 §4, §5)', () => {
  const insuredAmount = () => screen.getByRole('textbox', { name: /Insured Amount/ });
  const checkDelay = INSURANCE_CHECK_DEBOUNCE_MS + INSURANCE_VALIDATE_DELAY_MS;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('insures the maximum for this order when YES is chosen, and nothing with NO', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { latest } = renderRows();

    await user.click(screen.getByRole('radio', { name: 'YES' }));
    expect(latest()).toMatchObject({ shippingInsured: true, shippingInsuranceAmount: '778.00' });
    expect(insuredAmount()).toHaveValue('778.00');

    await user.click(screen.getByRole('radio', { name: 'NO' }));
    expect(latest()).toMatchObject({ shippingInsured: false, shippingInsuranceAmount: '' });
    expect(screen.queryByRole('textbox', { name: /Insured Amount/ })).not.toBeInTheDocument();
  });

  it('names the default maximum of 50000 in the label when the tenant configures none', () => {
    renderRows({
      choices: anOptionChoices({ maxShipmentInsuranceAmount: undefined }),
      initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }),
    });
    expect(insuredAmount()).toHaveAccessibleName('Insured Amount (max $50000.00)');
  });

  it('recomputes the insured value when the order subtotal changes', () => {
    const { latest, update } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    update({ orderSubtotal: 1167 });

    expect(latest().shippingInsuranceAmount).toBe('1167.00');
    expect(insuredAmount()).toHaveValue('1167.00');
  });

  it('refuses letters while typing and applies the amount when the field is left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { latest } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    await user.clear(insuredAmount());
    await user.type(insuredAmount(), 'a9b00');
    expect(insuredAmount()).toHaveValue('900');
    await user.tab();
    expect(latest().shippingInsuranceAmount).toBe('900');

    act(() => jest.advanceTimersByTime(checkDelay));
    expect(within(row('Shipping Method')).getByRole('alert')).toHaveTextContent('Max Value for this order is $778.00');
  });

  it('applies the amount with the Apply button and checks it is at least 1', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { latest } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(latest().shippingInsuranceAmount).toBe('0.5');

    act(() => jest.advanceTimersByTime(checkDelay));
    expect(insuredAmount()).toHaveAccessibleDescription('Invalid value, must be greater than $1');
  });

  it('checks an applied amount 100 ms after the last change and then 400 ms later, not at once (spec 02 §9)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    act(() => jest.advanceTimersByTime(INSURANCE_CHECK_DEBOUNCE_MS + INSURANCE_VALIDATE_DELAY_MS - 1));
    expect(insuredAmount()).not.toHaveAccessibleDescription();
    act(() => jest.advanceTimersByTime(1));
    expect(insuredAmount()).toHaveAccessibleDescription('Invalid value, must be greater than $1');

    // A new amount within 100 ms of the last one restarts the wait; the check then reads the newest.
    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '900');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    act(() => jest.advanceTimersByTime(INSURANCE_CHECK_DEBOUNCE_MS - 1));
    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    act(() => jest.advanceTimersByTime(INSURANCE_CHECK_DEBOUNCE_MS + INSURANCE_VALIDATE_DELAY_MS - 1));
    expect(insuredAmount()).toHaveAccessibleDescription('Invalid value, must be greater than $1');
    act(() => jest.advanceTimersByTime(1));
    expect(insuredAmount()).not.toHaveAccessibleDescription();
  });

  it('checks at once when the page shows its errors (a submit)', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { update } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '0.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    update({ showErrors: true });

    expect(insuredAmount()).toHaveAccessibleDescription('Invalid value, must be greater than $1');
  });

  it('applies a typed amount 500 ms after typing stops, not before', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onSelection, latest } = renderRows({ initial: aSelectedOptions({ shippingInsured: true, shippingInsuranceAmount: '778.00' }) });

    await user.clear(insuredAmount());
    await user.type(insuredAmount(), '600');
    act(() => jest.advanceTimersByTime(499));
    expect(onSelection).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(latest().shippingInsuranceAmount).toBe('600');
  });

  it("asks 'Please Select Insurance.' when the page shows errors and no choice was made", () => {
    renderRows({ initial: aSelectedOptions({ shippingInsured: null }), showErrors: true });
    expect(within(row('Shipping Method')).getByRole('alert')).toHaveTextContent('Please Select Insurance.');
  });

  it('hides the insured amount on the preferences page', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRows({ context: { page: 'preferences' }, orderSubtotal: null });
    await user.click(screen.getByRole('radio', { name: 'YES' }));
    expect(screen.queryByRole('textbox', { name: /Insured Amount/ })).not.toBeInTheDocument();
  });

  it('is not offered for a method without insurance', () => {
    renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'BILL_MY_ACCOUNT', shippingInsured: null }) });
    expect(screen.queryByRole('radiogroup', { name: 'Insurance' })).not.toBeInTheDocument();
  });
});

describe('bill my account (spec 02 §5)', () => {
  const onBillMyAccount = () => renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'BILL_MY_ACCOUNT', shippingInsured: null }) });

  it('requires carrier, service level and account number', async () => {
    renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'BILL_MY_ACCOUNT', shippingInsured: null }), showErrors: true });
    expect(await screen.findByLabelText('Carrier')).toHaveAccessibleDescription('Carrier is Required');
    expect(screen.getByLabelText('Service Level')).toHaveAccessibleDescription('Service Level is Required');
    expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription('Account Number is Required');
  });

  it('counts a blank account number as empty once the field is left', async () => {
    const user = userEvent.setup();
    onBillMyAccount();
    await user.type(await screen.findByLabelText('Account Number'), '   ');
    await user.tab();
    expect(await screen.findByText('Account Number is Required')).toBeInTheDocument();
  });

  it("picks a restricted carrier from the list and resets the service level to that carrier's first", async () => {
    const user = userEvent.setup();
    const { latest } = onBillMyAccount();

    expect(
      within(await screen.findByRole('combobox', { name: 'Carrier' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'UPS', 'FedEx']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'UPS');
    expect(latest().billMyAccountInfo).toMatchObject({ carrier: 'UPS', serviceLevel: 'Ground' });
    expect(screen.getByRole('combobox', { name: 'Service Level' })).toHaveValue('Ground');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'FedEx');
    expect(latest().billMyAccountInfo).toMatchObject({ carrier: 'FedEx', serviceLevel: 'Priority Overnight' });
    expect(screen.getByRole('combobox', { name: 'Service Level' })).toHaveValue('Priority Overnight');

    await user.type(screen.getByLabelText('Account Number'), '1Z999');
    expect(latest().billMyAccountInfo).toEqual({ carrier: 'FedEx', serviceLevel: 'Priority Overnight', accountNumber: '1Z999' });
  });

  it('takes free text when the tenant does not restrict carriers', async () => {
    const user = userEvent.setup();
    const choices = anOptionChoices({ billMyAccountShippingMethod: aBillMyAccount({ carrierChoiceRestricted: false, carrierServiceLevelsRestricted: false }) });
    const { latest } = renderRows({ choices, initial: aSelectedOptions({ shippingMethodCode: 'BILL_MY_ACCOUNT', shippingInsured: null }) });

    await user.type(await screen.findByRole('textbox', { name: 'Carrier' }), 'DHL');
    await user.type(screen.getByRole('textbox', { name: 'Service Level' }), 'Express');
    expect(latest().billMyAccountInfo).toMatchObject({ carrier: 'DHL', serviceLevel: 'Express' });
  });
});

describe('request a quote (spec 02 §5)', () => {
  const onQuote = (overrides: Partial<HarnessProps> = {}) =>
    renderRows({
      choices: anOptionChoices({
        otherShippingMethods: {
          ...anOptionChoices().otherShippingMethods,
          REQUEST_A_QUOTE: { ...anOptionChoices().otherShippingMethods.REQUEST_A_QUOTE, showMethod: true },
        },
      }),
      initial: aSelectedOptions({ shippingMethodCode: 'REQUEST_A_QUOTE', shippingInsured: null }),
      ...overrides,
    });

  it('requires a service level and the freight', async () => {
    onQuote({ showErrors: true });
    expect(await screen.findByLabelText('Service Level')).toHaveAccessibleDescription('Service Level is Required');
    expect(screen.getByLabelText('Freight')).toHaveAccessibleDescription('Freight is Required');
  });

  it('checks the freight is a number when the field is left', async () => {
    const user = userEvent.setup();
    const { latest } = onQuote();

    await user.type(await screen.findByLabelText('Freight'), 'ten');
    await user.tab();

    expect(await screen.findByText('Freight should be a number')).toBeInTheDocument();
    expect(latest().requestAQuoteInfo.amount).toBe('ten');
  });

  it('reports the service level and freight', async () => {
    const user = userEvent.setup();
    const { latest } = onQuote();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Service Level' }), 'Express');
    await user.type(screen.getByLabelText('Freight'), '125.50');

    expect(latest().requestAQuoteInfo).toEqual({ serviceLevel: 'Express', amount: '125.50' });
    expect(screen.queryByText('Freight should be a number')).not.toBeInTheDocument();
  });
});

describe('shipping instructions (spec 02 §5)', () => {
  it('are a 3-row field of at most 1024 characters', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();
    const instructions = screen.getByRole('textbox', { name: 'Shipping Instructions' });

    expect(instructions).toHaveAttribute('rows', '3');
    expect(instructions).toHaveAttribute('maxlength', '1024');
    await user.type(instructions, 'Dock 4');
    expect(latest().shippingInstruction).toBe('Dock 4');
  });

  it('are hidden when the method ignores instructions', () => {
    renderRows({ initial: aSelectedOptions({ shippingMethodCode: 'ACME_EXPRESS_SHIPPING' }) });
    expect(screen.queryByRole('textbox', { name: 'Shipping Instructions' })).not.toBeInTheDocument();
  });
});

describe('additional services (spec 02 §2)', () => {
  it('are checkboxes that save at once', async () => {
    const user = userEvent.setup();
    const { latest } = renderRows();

    await user.click(screen.getByRole('checkbox', { name: /Unit photos/ }));
    expect(latest().additionalServices).toEqual(['svc-photos']);
    expect(screen.getByRole('checkbox', { name: /Unit photos \(\$0\.50 per unit\)/ })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /Unit photos/ }));
    expect(latest().additionalServices).toEqual([]);
  });

  it('are left out when none exist', () => {
    renderRows({ choices: anOptionChoices({ additionalServices: [] }) });
    expect(screen.queryByRole('region', { name: 'Additional Services' })).not.toBeInTheDocument();
  });
});

describe('texts (spec 02 §1: translatable with English defaults)', () => {
  it("shows a tenant's translations of the rows' texts and messages", () => {
    render(
      <TranslationProvider translator={createTranslator('es', { 'Payment Method': 'Método de pago', 'Invalid Selection': 'Selección no válida' })}>
        <OrderOptionRows
          choices={anOptionChoices()}
          selection={aSelectedOptions({ paymentMethodCode: 'WIRE_TRANSFER' })}
          onChange={() => undefined}
          context={{ page: 'checkout' }}
        />
      </TranslationProvider>,
    );

    expect(within(screen.getByRole('region', { name: 'Método de pago' })).getByRole('alert')).toHaveTextContent('Selección no válida');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toBeInTheDocument();
  });
});
