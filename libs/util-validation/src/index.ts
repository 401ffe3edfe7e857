export * from './lib/auth-schemas';
export * from './lib/field-rules';
export * from './lib/password-policy';
export * from './lib/stock-quantity-rules';
export * from './lib/offer-edit-rules';
