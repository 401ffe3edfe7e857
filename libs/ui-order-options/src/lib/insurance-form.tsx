import { Button, Flex, theme } from 'antd';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { INSURANCE_AMOUNT_DEBOUNCE_MS, INSURANCE_CHECK_DEBOUNCE_MS, INSURANCE_VALIDATE_DELAY_MS } from '@bp/api-contract/constants';
import { FormField, NativeInput, useNarrowScreen } from '@bp/ui-kit';
import { centsToText, sanitiseAmountInput } from '@bp/util-money';
import { insuranceErrors } from '@bp/util-validation';
import { RadioChoices } from './choice-inputs';
import { useOptionText } from './option-texts';

export interface InsuranceFormProps {
  insured: boolean | null;
  /** The applied insured amount (text, as typed). */
  amount: string;
  /** The most that may be insured for this order, in cents. */
  maximumCents: number;
  /** The maximum the label names: the tenant's, 50000 when none is configured (spec 02 §5), in cents. */
  labelMaximumCents: number;
  currencySymbol: string;
  /** false on the preferences page, which hides the insured amount. */
  showAmount: boolean;
  showErrors: boolean;
  onChoose: (insured: boolean) => void;
  onAmountApply: (amount: string) => void;
}

/** Each insurance field's message for these values, if any (the last one, as the form showed with yup). */
function insuranceError(
  insured: boolean | null,
  amount: string,
  maximumCents: number,
  currencySymbol: string,
  checkAmount: boolean,
): { insured?: string; amount?: string } {
  const errors = insuranceErrors(insured, amount, { maximumCents, currencySymbol, checkAmount });
  return { insured: errors.insured[errors.insured.length - 1], amount: errors.amount[errors.amount.length - 1] };
}

/**
 * The insurance values the form has checked (spec 02 §5, §9): a change of the choice or of the
 * applied amount is checked once no other change came for 100 ms, and the check runs 400 ms later
 * on the values of that moment. Only the 100 ms wait restarts on a change. A page that shows its
 * errors (a submit) checks at once.
 */
function useCheckedInsurance(insured: boolean | null, amount: string, showErrors: boolean) {
  const [checked, setChecked] = useState({ insured, amount });
  const [checkedOnShow, setCheckedOnShow] = useState(showErrors);
  if (showErrors !== checkedOnShow) {
    setCheckedOnShow(showErrors);
    if (showErrors) setChecked({ insured, amount });
  }
  const checkNow = useEffectEvent(() => setChecked((last) => (last.insured === insured && last.amount === amount ? last : { insured, amount })));
  const pendingChecks = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = pendingChecks.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  useEffect(() => {
    const pending = pendingChecks.current;
    const debounce = setTimeout(() => {
      const check = setTimeout(() => {
        pending.delete(check);
        checkNow();
      }, INSURANCE_VALIDATE_DELAY_MS);
      pending.add(check);
    }, INSURANCE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(debounce);
  }, [insured, amount]);
  return checked;
}

/**
 * Insurance of the shipping method row (spec 02 §5): YES or NO, and the insured amount, which
 * accepts digits only, is applied 500 ms after typing stops, on blur or by Apply, and is checked
 * against 1 and the maximum.
 */
export function InsuranceForm({
  insured,
  amount,
  maximumCents,
  labelMaximumCents,
  currencySymbol,
  showAmount,
  showErrors,
  onChoose,
  onAmountApply,
}: InsuranceFormProps) {
  const text = useOptionText();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const idPrefix = useId();
  const [typed, setTyped] = useState(amount);
  const [applied, setApplied] = useState(false);
  // The owner may change the amount itself (YES picks the maximum, a new subtotal recomputes it):
  // the field then shows the new amount (React's "adjust state when a prop changes" pattern).
  const [shownAmount, setShownAmount] = useState(amount);
  if (amount !== shownAmount) {
    setShownAmount(amount);
    setTyped(amount);
  }

  const apply = (value: string) => {
    setApplied(true);
    if (value !== amount) onAmountApply(value);
  };
  // Only a new typed value restarts the wait; the apply that runs reads the latest props.
  const applyTyped = useEffectEvent((value: string) => {
    if (value !== amount) apply(value);
  });
  const applyLater = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    applyLater.current = setTimeout(() => applyTyped(typed), INSURANCE_AMOUNT_DEBOUNCE_MS);
    return () => clearTimeout(applyLater.current);
  }, [typed]);

  const checked = useCheckedInsurance(insured, amount, showErrors);
  const errors = insuranceError(checked.insured, checked.amount, maximumCents, currencySymbol, showAmount);
  const choiceError = showErrors ? errors.insured : undefined;
  const amountError = applied || showErrors ? errors.amount : undefined;
  const headingId = `${idPrefix}-insurance`;
  return (
    <div>
      <div id={headingId} style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
        {text('insurance')}
      </div>
      <RadioChoices
        labelledBy={headingId}
        value={insured === null ? null : insured ? 'YES' : 'NO'}
        options={[
          { value: 'YES', label: text('yes') },
          { value: 'NO', label: text('no') },
        ]}
        onChange={(value) => onChoose(value === 'YES')}
      />
      {choiceError ? (
        <div role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {text(choiceError)}
        </div>
      ) : null}
      {insured === true && showAmount ? (
        <div style={{ marginTop: token.marginSM }}>
          <FormField
            id={`${idPrefix}-amount`}
            label={text('insuredAmount', { maximum: `${currencySymbol}${centsToText(labelMaximumCents)}` })}
            error={amountError ? text(amountError) : undefined}
          >
            {(control) => (
              <Flex gap="small" vertical={narrow}>
                <NativeInput
                  {...control}
                  value={typed}
                  inputMode="decimal"
                  prefix={currencySymbol}
                  onChange={(event) => setTyped(sanitiseAmountInput(event.target.value, 2))}
                  onBlur={() => {
                    clearTimeout(applyLater.current);
                    apply(typed);
                  }}
                  onPressEnter={() => apply(typed)}
                />
                <Button
                  onClick={() => {
                    clearTimeout(applyLater.current);
                    apply(typed);
                  }}
                  block={narrow}
                >
                  {text('apply')}
                </Button>
              </Flex>
            )}
          </FormField>
        </div>
      ) : null}
    </div>
  );
}
