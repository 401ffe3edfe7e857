// Run-time constants of the contract without TypeBox: the portal imports these (a value import from
// the main entry would bring the schema library into the browser bundle, decision 45).
export * from './lib/offer-constants';
