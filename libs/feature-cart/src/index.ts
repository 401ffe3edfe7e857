export { CartPage } from './lib/pages';
export * from './lib/routes';
