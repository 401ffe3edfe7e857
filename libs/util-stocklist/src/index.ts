export * from './lib/filters';
export * from './lib/query';
export * from './lib/rules';
export * from './lib/sorting';
export * from './lib/search-index';
export * from './lib/warm-up';
