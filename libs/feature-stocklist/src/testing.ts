// Builders for tests of the stock list. The contract's entities (stock items, groups, query
// answers, settings, alerts) have one builder each, in @bp/api-contract/testing; what is only this
// lib's lives next to its tests (lib/offers/offer-test-data.ts).
export { aPendingOfferEntry } from './lib/offers/offer-test-data';

/** Every English text of the stock namespace (keyed by English text): the catalogue tests check each has its translations. */
export { STOCK_PAGE_TEXTS } from './lib/stock-page-texts';
export { STOCK_TEXTS } from './lib/stock-texts';
