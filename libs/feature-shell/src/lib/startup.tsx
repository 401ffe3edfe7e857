import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { TenantConfig, Translations } from '@bp/api-contract';
import { toApiError, useGetSaasConfigQuery, useGetSaasI18nQuery, type ApiError } from '@bp/data-access-api';
import {
  BrandingProvider,
  FeedbackProvider,
  LoadingScreen,
  TenantThemeProvider,
  TranslationProvider,
  changeLocale,
  setTenantTranslations,
  tenantStyleOf,
  themeFromTenantConfig,
  useBrandingFromConfig,
} from '@bp/ui-kit';
import { setFavicon } from './document-head';
import { ShellErrorBoundary } from './error-boundary';
import { createPortalI18n } from './i18n';
import { chooseLocale, readStoredLocale } from './locale';
import { OnDemandDeactivatedScreen, OnDemandErrorScreen } from './on-demand-screens';
import { registerPortalCatalogues } from './portal-catalogues';
import { StartupContext, type StartupState } from './startup-context';
import { useSameAsCached } from './same-as-cached';
import { isNewAppVersion, readCachedConfig, readCachedTranslations, storeTenantCache } from './tenant-cache';
import { useShellText } from './use-shell-text';

registerPortalCatalogues();

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion, following changes. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
    if (!query) return undefined;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

type StartupPhase =
  | { phase: 'loading' }
  /** config: the one just loaded when only the translations failed, so the error screen brands itself (01 §2). */
  | { phase: 'failed'; error: ApiError; config?: TenantConfig }
  | { phase: 'deactivated'; config: TenantConfig }
  /** revalidating: the cached config and translations, until saas-config and saas-i18n answer. */
  | { phase: 'ready'; config: TenantConfig; translations: Translations | undefined; revalidating: boolean };

/** Spec 01 §8: a 403 while loading startup data is ignored; any other failure is shown. */
function isIgnoredStartupError(error: ApiError | undefined): boolean {
  return error?.status === 403;
}

/** What a repeat visit starts on while saas-config and saas-i18n revalidate: both must be cached. */
interface CachedStart {
  config: TenantConfig;
  translations: Translations;
}

function readCachedStart(config: TenantConfig | undefined): CachedStart | undefined {
  const translations = readCachedTranslations();
  return config && translations ? { config, translations } : undefined;
}

function useStartupPhase(cachedConfig: TenantConfig | undefined, cachedStart: CachedStart | undefined): StartupPhase {
  const configQuery = useGetSaasConfigQuery();
  const translationsQuery = useGetSaasI18nQuery();
  // An unchanged revalidation keeps the cached objects: the theme, i18n instance and contexts stay.
  const configData = useSameAsCached(configQuery.data, cachedConfig);
  const translationsData = useSameAsCached(translationsQuery.data, cachedStart?.translations);
  const configError = configQuery.error ? toApiError(configQuery.error) : undefined;
  const translationsError = translationsQuery.error ? toApiError(translationsQuery.error) : undefined;
  // A repeat visit renders the app (and so starts the session's calls) on the cached
  // config and translations instead of waiting for their revalidation (a 304 with the ETag, as a
  // rule); a fresh answer then replaces them, and a failure or deactivation still stops the app.
  const revalidating = cachedStart
    ? { phase: 'ready' as const, config: cachedStart.config, translations: cachedStart.translations, revalidating: true }
    : { phase: 'loading' as const };

  // With the config forbidden, the cached one still lets the buyer reach sign-in.
  const config = configData ?? (isIgnoredStartupError(configError) ? cachedConfig : undefined);
  if (!config) return configError ? { phase: 'failed', error: configError } : revalidating;
  if (config.deactivated) return { phase: 'deactivated', config };
  if (translationsError && !isIgnoredStartupError(translationsError)) return { phase: 'failed', error: translationsError, config };
  if (translationsQuery.isLoading) return revalidating;
  return { phase: 'ready', config, translations: translationsData, revalidating: false };
}

function StartupContent({ startup, cachedConfig, children }: { startup: StartupPhase; cachedConfig: TenantConfig | undefined; children: ReactNode }) {
  const t = useShellText();
  const readyConfig = startup.phase === 'ready' ? startup.config : undefined;
  const startupState = useMemo<StartupState | undefined>(
    () => (readyConfig ? { config: readyConfig, newAppVersion: isNewAppVersion(cachedConfig, readyConfig) } : undefined),
    [readyConfig, cachedConfig],
  );
  switch (startup.phase) {
    case 'loading':
      return <LoadingScreen label={t('Loading...')} />;
    case 'failed':
      return <OnDemandErrorScreen error={startup.error} />;
    case 'deactivated':
      return <OnDemandDeactivatedScreen />;
    case 'ready':
      return (
        <StartupContext.Provider value={startupState}>
          <ShellErrorBoundary>{children}</ShellErrorBoundary>
        </StartupContext.Provider>
      );
  }
}

/**
 * The startup gate (spec 01 §7): loads saas-config and saas-i18n, then brands the page (title,
 * favicon, theme, translations) and renders the app. It holds no antd (the sign-in page downloads none): the theme goes
 * down in a plain context, which the antd screens hand to antd's ConfigProvider (ui-kit's
 * AntdTheme), and as CSS custom properties on its wrapper for the native screens (sign-in). A repeat visit with config and
 * translations cached renders the app on them at once while both revalidate, and paints
 * the error screens in the tenant's colours from the cached config.
 */
export interface StartupProps {
  children: ReactNode;
  /**
   * The support address the build names: the error screen's e-mail action when saas-config fails
   * on a first visit, with no tenant config at all (cached or fresh) to name the tenant's.
   */
  supportEmail?: string;
}

export function Startup({ children, supportEmail = '' }: StartupProps) {
  const [cachedConfig] = useState(readCachedConfig);
  const [cachedStart] = useState(() => readCachedStart(cachedConfig));
  const startup = useStartupPhase(cachedConfig, cachedStart);
  const freshConfig = startup.phase === 'loading' ? undefined : startup.config;
  const readyTranslations = startup.phase === 'ready' ? startup.translations : undefined;
  const isReady = startup.phase === 'ready' && !startup.revalidating;
  const config = freshConfig ?? cachedConfig;

  const tenantBranding = useBrandingFromConfig(config);
  const branding = useMemo(
    () => (config || !supportEmail ? tenantBranding : { ...tenantBranding, clientSupportEmail: supportEmail, customerCareEmail: supportEmail }),
    [config, supportEmail, tenantBranding],
  );
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => {
    const tenantTheme = themeFromTenantConfig(config ?? {});
    // A buyer who asked the system for less motion gets no zoom, fade or slide animations.
    return reducedMotion ? { ...tenantTheme, token: { ...tenantTheme.token, motion: false } } : tenantTheme;
  }, [config, reducedMotion]);
  const [storedLocale] = useState(readStoredLocale);
  const locale = chooseLocale({
    chosen: storedLocale,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
    offered: config?.locales,
    tenantLanguage: config?.language,
  });
  // One instance for the app's life: readers re-render when its texts or language change.
  const [i18n] = useState(() => createPortalI18n({ locale, translations: readyTranslations }));
  useLayoutEffect(() => setTenantTranslations(i18n, readyTranslations), [i18n, readyTranslations]);
  useEffect(() => {
    if (i18n.language !== locale) void changeLocale(i18n, locale);
  }, [i18n, locale]);

  // A layout effect runs before the pages' passive effects, so "<site title> | <page>" from
  // usePageTitle wins over the bare site title.
  useLayoutEffect(() => {
    if (!freshConfig) return;
    document.title = freshConfig.siteTitle;
    setFavicon(freshConfig.favicon);
  }, [freshConfig]);

  useEffect(() => {
    // A deactivated tenant is not cached (its next visit must ask the server again), nor a failed start.
    if (freshConfig && isReady) storeTenantCache(freshConfig, readyTranslations);
  }, [freshConfig, readyTranslations, isReady]);

  const tenantStyle = useMemo(() => tenantStyleOf(theme), [theme]);

  // The wrapper gives everything inside antd's text colour, size and font (as antd's App did) and
  // the tenant's colours as CSS custom properties.
  return (
    <TenantThemeProvider theme={theme}>
      <FeedbackProvider>
        <div style={tenantStyle}>
          <BrandingProvider branding={branding}>
            <TranslationProvider translator={i18n}>
              <StartupContent startup={startup} cachedConfig={cachedConfig}>
                {children}
              </StartupContent>
            </TranslationProvider>
          </BrandingProvider>
        </div>
      </FeedbackProvider>
    </TenantThemeProvider>
  );
}
