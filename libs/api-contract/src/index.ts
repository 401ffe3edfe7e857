export * from './lib/errors';
export * from './lib/paths';
export * from './lib/tenant-config';
export * from './lib/users';
