import { useCallback } from 'react';
import { useTranslation } from '@bp/ui-kit';

/**
 * The option rows' own texts, keyed by their English default (spec 02 §2, §5; translated through
 * saas-i18n like every portal text). Validation messages come from @bp/util-validation and are
 * translated the same way.
 */
export const OptionText = {
  shippingAddress: 'Shipping Address',
  shippingMethod: 'Shipping Method',
  billingAddress: 'Billing Address',
  paymentMethod: 'Payment Method',
  additionalServices: 'Additional Services',
  edit: 'Edit {row}',
  done: 'DONE',
  notSelected: 'Not selected',
  noChoices: 'Nothing to choose from',
  choose: 'Select…',
  carrier: 'Carrier',
  serviceLevel: 'Service Level',
  accountNumber: 'Account Number',
  freight: 'Freight',
  insurance: 'Insurance',
  yes: 'YES',
  no: 'NO',
  insuredAmount: 'Insured Amount (max {maximum})',
  apply: 'Apply',
  shippingInstructions: 'Shipping Instructions',
  serviceFeePerUnit: '{fee} per unit',
  serviceFeePercentOfSubtotal: '{percent}% of subtotal',
  serviceFeePercentOfTotal: '{percent}% of total',
} as const;

export type OptionTextFn = (text: string, params?: Record<string, string | number>) => string;

/** Fills {name} placeholders. */
function fill(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translates an English default text (the key is the text itself), then fills its placeholders. */
export function useOptionText(): OptionTextFn {
  const { t } = useTranslation();
  return useCallback((text: string, params?: Record<string, string | number>) => fill(t(text, { defaultValue: text }), params), [t]);
}
