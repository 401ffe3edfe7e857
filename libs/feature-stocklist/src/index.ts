export * from './lib/routes';
