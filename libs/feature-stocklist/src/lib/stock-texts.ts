/**
 * The stock area's texts (English defaults; screens pass them through the tenant translations).
 * Quoted spec texts are kept exactly.
 */
export const STOCK_TEXTS = {
  pageTitle: 'Stock List',
  alertsPageTitle: 'Stock Alerts',
  noItems: 'No items found!',
  loading: 'Loading stock',
  alertCreated: 'Successfully created the stock alert',
  alertUpdated: 'Successfully updated the stock alert',
  alertDeleted: 'Successfully deleted the stock alert',
  dailyReportOn: 'You will receive a daily spreadsheet report on all new inventory availability and price drops',
  /** The spec cuts this text after 'receive...'; completed as the mirror of the "on" text. */
  dailyReportOff: 'You will No Longer receive a daily spreadsheet report on new inventory availability and price drops',
  makeOffer: 'Make an offer',
  buyAtListPrice: 'Buy at list price',
  exportAll: 'Export All Items',
  exportFiltered: 'Export Filtered Items',
  noAlerts: 'You have no stock alerts yet. Add one from the Stock List with the bell next to an item.',
  // Saved searches ({{name}} placeholders take values).
  saveSearch: 'Save this search',
  savedSearches: 'Saved searches',
  searchSaved: 'Search saved',
  viewSavedSearches: 'View saved searches',
  savedSearchLimitReached: 'You have {{max}} saved searches, the most you can keep. Delete one to save this search.',
  savedSearchCount: '{{count}} of {{max}} saved searches',
  noSavedSearches: 'No saved searches yet. Filter the stock list and choose Save this search.',
  savedSearchesLoadFailed: 'Your saved searches could not be loaded.',
  tryAgain: 'Try again',
  loadingSavedSearches: 'Loading saved searches',
  savedSearchName: 'Name',
  alertNewStock: 'Alert me when new stock matches',
  alertPriceBelow: "Alert me when a matching item's price falls below",
  alertPriceHint: 'Optional: leave it empty for no price alert.',
  nameRequired: 'Enter a name for this search.',
  nameTooLong: 'Use at most {{max}} characters.',
  priceNotAnAmount: 'Enter a price such as 250.00.',
  priceTooPrecise: 'Enter a price with at most {{decimals}} decimals.',
  priceNotPositive: 'Enter a price above 0.',
  priceTooHigh: 'Enter a price up to {{max}}.',
  allStock: 'All stock',
  gradeName: 'Grade {{grade}}',
  noValue: 'No value',
  summarySeller: 'Seller: {{seller}}',
  summarySearch: 'Search: {{search}}',
  summaryCategory: 'Category: {{category}}',
  summaryAttribute: '{{name}}: {{values}}',
  summaryWarehouses: 'Warehouses: {{warehouses}}',
  summaryOutOfStock: 'Including out of stock',
  alertsLabel: 'Alerts',
  noSearchAlerts: 'No alerts',
  newStockAlert: 'New stock',
  priceBelowAlert: 'Price below {{price}}',
  runSearch: 'Run',
  renameSearch: 'Rename',
  editSearchAlerts: 'Edit alerts',
  deleteSearch: 'Delete',
  deleteSearchConfirm: 'Delete the saved search "{{name}}"?',
  searchDeleted: 'Saved search deleted',
  searchAlertsSaved: 'Alerts saved',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** Spec 01 §9: snackbars of the stock and cart area hide after 30000 ms (antd takes seconds). */
export const SNACKBAR_SECONDS = 30;
/** Spec 01 §9: dialog z-index. */
export const DIALOG_Z_INDEX = 9999;
/** Spec 01 §9: the loading bar refreshes every 500 ms. */
export const LOADING_BAR_REFRESH_MS = 500;
/** Spec 01 §9: tutorial iframe height. */
export const TUTORIAL_IFRAME_HEIGHT = 512;
