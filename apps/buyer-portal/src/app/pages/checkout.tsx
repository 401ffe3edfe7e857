// The checkout page alone: the cart's Checkout buttons preload it, and it is the page a buyer waits for.
export { CheckoutPage } from '@bp/feature-checkout';
