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
} as const;

/** Spec 01 §9: snackbars of the stock and cart area hide after 30000 ms (antd takes seconds). */
export const SNACKBAR_SECONDS = 30;
/** Spec 01 §9: dialog z-index. */
export const DIALOG_Z_INDEX = 9999;
/** Spec 01 §9: the loading bar refreshes every 500 ms. */
export const LOADING_BAR_REFRESH_MS = 500;
/** Spec 01 §9: tutorial iframe height. */
export const TUTORIAL_IFRAME_HEIGHT = 512;
