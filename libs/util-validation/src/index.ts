export * from './lib/auth-schemas';
export * from './lib/field-rules';
export * from './lib/password-policy';
export * from './lib/stock-quantity-rules';
export * from './lib/offer-edit-rules';
export * from './lib/checkout-money';
export * from './lib/checkout-option-rules';
export * from './lib/checkout-schemas';
