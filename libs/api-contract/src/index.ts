export * from './lib/account';
export * from './lib/errors';
export * from './lib/paths';
export * from './lib/session';
export * from './lib/settings';
export * from './lib/stock';
export * from './lib/tenant-config';
export * from './lib/users';
