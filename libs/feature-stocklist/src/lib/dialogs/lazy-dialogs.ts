import { lazyWithPreload, preloadDrawer, preloadFeedback } from '@bp/ui-kit';

// The stock list's dialogs and import screens, each downloaded (with antd's Modal, InputNumber,
// Upload…) when first shown rather than with the page (/stock's JS budget: 260 KB gzip). The page
// fetches them all once its first cards are in (preloadStockDialogs), so opening one does not wait.

export const BuyOfferDialog = lazyWithPreload(() => import('./buy-offer-dialog').then((module) => module.BuyOfferDialog));
export const StockAlertDialog = lazyWithPreload(() => import('./stock-alert-dialog').then((module) => module.StockAlertDialog));
export const DailyReportDialog = lazyWithPreload(() => import('./daily-report-dialog').then((module) => module.DailyReportDialog));
export const TutorialDialog = lazyWithPreload(() => import('./tutorial-dialog').then((module) => module.TutorialDialog));
export const GradeOverviewDialog = lazyWithPreload(() => import('./grade-overview-dialog').then((module) => module.GradeOverviewDialog));
export const ImportOffersDialog = lazyWithPreload(() => import('../import/import-offers-dialog').then((module) => module.ImportOffersDialog));
export const ImportReview = lazyWithPreload(() => import('../import/import-review').then((module) => module.ImportReview));
export const PendingImportNotice = lazyWithPreload(() => import('../import/pending-import-notice').then((module) => module.PendingImportNotice));
export const SaveSearchDialog = lazyWithPreload(() => import('../saved-searches/save-search-dialog').then((module) => module.SaveSearchDialog));
export const SavedSearchesPanel = lazyWithPreload(() => import('../saved-searches/saved-searches-panel').then((module) => module.SavedSearchesPanel));

const STOCK_DIALOGS = [
  BuyOfferDialog,
  StockAlertDialog,
  DailyReportDialog,
  TutorialDialog,
  GradeOverviewDialog,
  ImportOffersDialog,
  ImportReview,
  PendingImportNotice,
  SaveSearchDialog,
  SavedSearchesPanel,
];

/** The saved searches' dialog and drawer (a pointer or focus on their buttons asks for them early). */
export function preloadSavedSearches(): void {
  SaveSearchDialog.preload();
  SavedSearchesPanel.preload();
  preloadDrawer();
}

/** Fetches every dialog and import screen of the page, and the snackbars their saves show (the page calls it when idle after its first cards). */
export function preloadStockDialogs(): void {
  for (const dialog of STOCK_DIALOGS) dialog.preload();
  preloadDrawer();
  preloadFeedback();
}
