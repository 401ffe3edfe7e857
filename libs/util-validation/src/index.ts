export * from './lib/password-policy';
