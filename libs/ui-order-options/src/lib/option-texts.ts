import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';

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
  edit: 'Edit {{row}}',
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
  insuredAmount: 'Insured Amount (max {{maximum}})',
  apply: 'Apply',
  shippingInstructions: 'Shipping Instructions',
  serviceFeePerUnit: '{{fee}} per unit',
  serviceFeePercentOfSubtotal: '{{percent}}% of subtotal',
  serviceFeePercentOfTotal: '{{percent}}% of total',
} as const;

registerTexts('options', OptionText, { es: () => import('./locales/es') });

/** The options namespace's `t`: a key of its catalogue with its `{{name}}` values, in the buyer's language. */
export type OptionTextFn = TextsOf<typeof OptionText>;

export function useOptionText(): OptionTextFn {
  return useTexts<typeof OptionText>('options');
}
