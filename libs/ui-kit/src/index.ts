export { DEFAULT_BRANDING, BrandingProvider, brandingFromTenantConfig, useBranding, useBrandingFromConfig, type Branding } from './lib/branding';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './lib/form-field';
export { NativeInput, NativeTextArea, type NativeInputProps, type NativeTextAreaProps } from './lib/native-input';
export { runWhenIdle } from './lib/idle';
export { Heading, Panel, Paragraph, type HeadingProps, type PanelProps, type ParagraphProps } from './lib/plain-elements';
export { OnDemandTooltip, type OnDemandTooltipProps } from './lib/on-demand-tooltip';
export { OnDemandPopconfirm, type OnDemandPopconfirmProps } from './lib/on-demand-popconfirm';
export { Dialog } from './lib/dialog';
export { OnDemandModal, loadAntdOnIdle } from './lib/on-idle-antd';
export { lazyWithPreload, type PreloadableComponent } from './lib/lazy-with-preload';
export { MountOnFirstOpen } from './lib/mount-on-first-open';
export { OnDemandAlert, preloadAlert } from './lib/on-demand-alert';
export { OnDemandDrawer, preloadDrawer } from './lib/on-demand-drawer';
export { LOADING_TEXT, LoadingScreen } from './lib/loading-screen';
export { Spinner } from './lib/spinner';
export { MenuButton, type MenuButtonItem, type MenuButtonProps } from './lib/menu-button';
export { LoginLayout } from './lib/login-layout';
export { StatusScreen, type StatusScreenProps } from './lib/status-screen';
export { PlaceholderPage } from './lib/placeholder-page';
export { PagePreloadProvider, usePagePreload, type PreloadPage } from './lib/page-preload';
export { PAGE_TITLE_SEPARATOR, PageTitle, formatPageTitle, usePageTitle } from './lib/page-title';
export { AntdTheme } from './lib/antd-theme';
export { TenantThemeProvider, tenantStyleOf, useTenantTheme } from './lib/tenant-theme';
export { DEFAULT_FONT_FAMILY, readableTextColour, shellColoursFromTenantConfig, themeFromTenantConfig, type ShellColours, type TenantStyle } from './lib/theme';
export {
  TranslationProvider,
  createTranslator,
  useI18n,
  useLocale,
  useTexts,
  useTranslation,
  type TextsOf,
  type Translate,
  type TranslationContextValue,
} from './lib/translation';
export {
  changeLocale,
  createPortalI18n as createI18n,
  portalI18n,
  registerTexts,
  registeredNamespaces,
  setTenantTranslations,
  type PortalI18nOptions,
} from './lib/i18n/portal-i18n';
export {
  PORTAL_LOCALES,
  textsKeyedByThemselves,
  type CatalogueLoader,
  type PortalLocale,
  type SpanishTexts,
  type TextKey,
  type TextValues,
  type Texts,
} from './lib/i18n/catalogues';
export { PHONE_BAR_HEIGHT, useNarrowScreen } from './lib/narrow-screen';
export { MIN_TAP_GAP, MIN_TAP_SIZE, TAP_TARGET_CLASS } from './lib/tap-targets';
export { useCurrencyFormatter, type CurrencyFormatter } from './lib/use-currency';
export { ProofOfExportDialog } from './lib/proof-of-export-dialog-on-open';
export { ProofOfExportText, type ProofOfExportDialogDocument, type ProofOfExportDialogFile, type ProofOfExportDialogProps } from './lib/proof-of-export-texts';
export { SNACKBAR_CLEARANCE_PROPERTY, useSnackbarClearance } from './lib/feedback/snackbar-clearance';
export {
  FeedbackProvider,
  preloadFeedback,
  useFeedback,
  type Feedback,
  type FeedbackMessage,
  type FeedbackModal,
  type FeedbackNotification,
} from './lib/feedback/feedback';
export { DataTable, type DataTableColumn, type DataTablePagination, type DataTableProps } from './lib/data-table';
export { DEFAULT_PAGER_LABELS, Pager, clampPage, pageCountOf, pageItemsOf, type PagerLabels, type PagerProps } from './lib/pager';
export { SearchField, type SearchFieldProps } from './lib/search-field';
export { useUrlFilters, type UrlFilterState } from './lib/use-url-filters';
