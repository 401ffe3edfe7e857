export { OrderOptionRows, type EditableRows, type OrderOptionRowsProps } from './lib/order-option-rows';
export { OptionRowFrame, type OptionRowProps, type RowChoice } from './lib/option-row';
export { AdditionalServices, type AdditionalServicesProps } from './lib/additional-services';
export { BillMyAccountForm, type BillMyAccountFormProps } from './lib/bill-my-account-form';
export { RequestAQuoteForm, type RequestAQuoteFormProps } from './lib/request-a-quote-form';
export { InsuranceForm, type InsuranceFormProps } from './lib/insurance-form';
export { ShippingInstructionsField, type ShippingInstructionsFieldProps } from './lib/shipping-instructions-field';
export { AddressText, addressLine, addressTitle } from './lib/address-text';
export { OptionText, useOptionText } from './lib/option-texts';
