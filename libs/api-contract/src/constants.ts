// Run-time constants of the contract without TypeBox: the portal imports these (a value import from
// the main entry would bring the schema library into the browser bundle). One home for
// both sides: the portal keeps no copies (lint refuses value imports of the main entry there).
export * from './lib/checkout-constants';
export * from './lib/error-constants';
export * from './lib/offer-constants';
export * from './lib/onboarding-constants';
export * from './lib/paths';
export * from './lib/stock-constants';
export * from './lib/users';
export * from './lib/order-constants';
export * from './lib/unit-constants';
export * from './lib/return-constants';
export * from './lib/quick-order-constants';
export * from './lib/saved-search-constants';
