export { DEFAULT_BRANDING, BrandingProvider, brandingFromTenantConfig, useBranding, useBrandingFromConfig, type Branding } from './lib/branding';
export { LOADING_TEXT, LoadingScreen } from './lib/loading-screen';
export { LoginLayout } from './lib/login-layout';
export { StatusScreen, type StatusScreenProps } from './lib/status-screen';
export { NO_AMOUNT, formatCurrency, formatMinorUnits, lineTotal, sumMoney, toMinorUnits, type CurrencyFormat } from './lib/money';
export { PAGE_TITLE_SEPARATOR, PageTitle, formatPageTitle, usePageTitle } from './lib/page-title';
export { DEFAULT_FONT_FAMILY, themeFromTenantConfig, type TenantStyle } from './lib/theme';
export { TranslationProvider, useTranslation, type Translate, type TranslationContextValue } from './lib/translation';
export { useCurrencyFormatter, type CurrencyFormatter } from './lib/use-currency';
