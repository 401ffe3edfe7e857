import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';

/**
 * The cart page's texts: the `en` catalogue of the cart namespace (its `es` one is locales/es.ts).
 * Quoted spec texts are kept exactly; the snackbar and rule texts come from the contract
 * (CartSnackbar, OfferMessage) so the API and the portal say the same.
 */
export const CART_TEXTS = {
  heading: 'Cart and Offers',
  pageTitle: 'Cart',
  backToStock: 'Back to Stock List',
  quickOrder: 'Quick order',
  tabCart: 'Cart',
  tabBuyerReview: 'Offers awaiting your review',
  tabTenantReview: "Offers awaiting the seller's review",
  emptyCart: 'Your cart is empty.',
  emptyTab: 'There are no items in this tab.',
  goToStocklist: 'GO TO STOCKLIST',
  loading: 'Loading the cart',
  loadFailed: 'The cart could not be loaded.',
  cannotBuyOnline: 'Your account cannot buy online, so it has no cart.',
  warehouses: 'Warehouses',
  statuses: 'Offer statuses',
  selectAll: 'Select all',
  selectionSummary: 'Selection summary',
  selectedItems: 'Selected items',
  selectedQuantity: 'Quantity',
  subtotal: 'Subtotal',
  moveToCart: 'Move to cart',
  deleteSelected: 'Delete selected',
  deleteSelectedConfirm: 'Delete the selected entries from the cart?',
  delete: 'Delete',
  cancel: 'Cancel',
  edit: 'Edit',
  save: 'Save',
  checkout: 'Checkout',
  checkoutNeedsSelection: 'Select items of this warehouse to check out',
  showMore: 'Show more items',
  notAvailable: 'No longer available',
  quantity: 'Quantity',
  offerPrice: 'Offer price',
  listPrice: 'List price',
  price: 'Price',
  lineTotal: 'Total',
  available: 'Available',
  itemNumber: 'Item #',
  editOffer: 'Edit offer',
  editCartItem: 'Edit cart item',
  movedTo: 'Your offer was updated and moved to {{section}}',
  // Spec 01 §2 status texts.
  rejected: 'your offer of {{price}} was rejected',
  accepted: 'new price valid for 1 order with a minimum quantity, expires in {{duration}}',
  countered: 'seller counter price valid for 1 order with minimum quantity and expiry',
  counterDetails: 'Counter price {{price}} · minimum quantity {{quantity}} · expires in {{duration}}',
  acceptedDetails: 'Accepted price {{price}} · minimum quantity {{quantity}}',
  priceDropped: 'list price is now lower than your offer, checkout at the new price',
  expired: 'your offer expired',
  expiredAlready: 'the seller’s answer has expired',
  // Spec 01 §6 prospects.
  notReadyTitle: 'Not Ready For Checkout',
  notReadyBody: 'Your account is not verified for checkout yet. Please contact your sales representative to complete it.',
  salesRep: 'Your sales representative',
  email: 'E-mail',
  phone: 'Phone',
  whatsApp: 'WhatsApp',
  noSalesRep: 'Please contact the seller’s support to complete your account.',
  // Spec 01 §2: "texts not shown"; these defaults can be replaced through translations.
  offerClearingSchedule: 'Offers that are not acted on are cleared from the cart on a regular schedule.',
  freeShipping: 'Free shipping applies to qualifying orders.',
  close: 'Close',
  // CartSnackbar.OFFERS_DELETED with a named value.
  offersDeleted: 'All the {{n}} offers deleted from the Cart',
} as const;

/** Spec 01 §9: snackbars of the stock and cart area hide after 30000 ms (antd takes seconds). */
export const SNACKBAR_SECONDS = 30;
/** Spec 01 §9: dialog z-index. */
export const DIALOG_Z_INDEX = 9999;

registerTexts('cart', CART_TEXTS, { es: () => import('./locales/es') });

/** The cart's `t`: a key of CART_TEXTS with its `{{name}}` values, in the buyer's language. */
export type CartText = TextsOf<typeof CART_TEXTS>;

export function useCartText(): CartText {
  return useTexts<typeof CART_TEXTS>('cart');
}
