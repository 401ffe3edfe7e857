export { CartPage } from '@bp/feature-cart';
