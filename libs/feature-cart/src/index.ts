export { CartPage } from './lib/cart-page';
export { QuickOrderPage } from './lib/quick-order/quick-order-page';
export {
  cartSlice,
  selectCartSelection,
  selectionChanged,
  selectionCleared,
  selectionPruned,
  type CartSelectionState,
  type StateWithCart,
} from './lib/cart-slice';
export * from './lib/routes';
