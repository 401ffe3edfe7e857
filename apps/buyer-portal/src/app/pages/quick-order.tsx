// Quick order (ordering by list) in a module of its own: the cart's route does not carry it.
export { QuickOrderPage } from '@bp/feature-cart';
