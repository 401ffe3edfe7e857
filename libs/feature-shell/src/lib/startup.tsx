import { ConfigProvider, theme as antdTheme } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { TenantConfig, Translations } from '@bp/api-contract';
import { toApiError, useGetSaasConfigQuery, useGetSaasI18nQuery, type ApiError } from '@bp/data-access-api';
import { BrandingProvider, FeedbackProvider, LoadingScreen, TranslationProvider, themeFromTenantConfig, useBrandingFromConfig } from '@bp/ui-kit';
import { DeactivatedScreen } from './deactivated-screen';
import { setFavicon } from './document-head';
import { ShellErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { createPortalI18n, preferredLocale } from './i18n';
import { StartupContext, type StartupState } from './startup-context';
import { isNewAppVersion, readCachedConfig, storeTenantCache } from './tenant-cache';
import { useShellText } from './use-shell-text';

type StartupPhase =
  | { phase: 'loading' }
  /** config: the one just loaded when only the translations failed, so the error screen brands itself (01 §2). */
  | { phase: 'failed'; error: ApiError; config?: TenantConfig }
  | { phase: 'deactivated'; config: TenantConfig }
  | { phase: 'ready'; config: TenantConfig; translations: Translations | undefined };

/** Spec 01 §8: a 403 while loading startup data is ignored; any other failure is shown. */
function isIgnoredStartupError(error: ApiError | undefined): boolean {
  return error?.status === 403;
}

function useStartupPhase(cachedConfig: TenantConfig | undefined): StartupPhase {
  const configQuery = useGetSaasConfigQuery();
  const translationsQuery = useGetSaasI18nQuery();
  const configError = configQuery.error ? toApiError(configQuery.error) : undefined;
  const translationsError = translationsQuery.error ? toApiError(translationsQuery.error) : undefined;

  // With the config forbidden, the cached one still lets the buyer reach sign-in.
  const config = configQuery.data ?? (isIgnoredStartupError(configError) ? cachedConfig : undefined);
  if (!config) return configError ? { phase: 'failed', error: configError } : { phase: 'loading' };
  if (config.deactivated) return { phase: 'deactivated', config };
  if (translationsError && !isIgnoredStartupError(translationsError)) return { phase: 'failed', error: translationsError, config };
  if (translationsQuery.isLoading) return { phase: 'loading' };
  return { phase: 'ready', config, translations: translationsQuery.data };
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
      return <ErrorScreen error={startup.error} />;
    case 'deactivated':
      return <DeactivatedScreen />;
    case 'ready':
      return (
        <StartupContext.Provider value={startupState}>
          <ShellErrorBoundary>{children}</ShellErrorBoundary>
        </StartupContext.Provider>
      );
  }
}

/** The theme's text colour, size and font for everything inside, as antd's App wrapper gave them. */
function ThemedText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>;
}

/**
 * The startup gate (spec 01 §7): loads saas-config and saas-i18n, then brands the page (title,
 * favicon, antd theme, translations) and renders the app. A repeat visit paints the loading and
 * error screens in the tenant's colours from the cached config.
 */
export function Startup({ children }: { children: ReactNode }) {
  const [cachedConfig] = useState(readCachedConfig);
  const startup = useStartupPhase(cachedConfig);
  const freshConfig = startup.phase === 'loading' ? undefined : startup.config;
  const readyTranslations = startup.phase === 'ready' ? startup.translations : undefined;
  const isReady = startup.phase === 'ready';
  const config = freshConfig ?? cachedConfig;

  const branding = useBrandingFromConfig(config);
  const theme = useMemo(() => themeFromTenantConfig(config ?? {}), [config]);
  const locale = preferredLocale(config?.language, typeof navigator === 'undefined' ? [] : navigator.languages);
  const i18n = useMemo(() => createPortalI18n({ locale, translations: readyTranslations }), [locale, readyTranslations]);

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

  return (
    <ConfigProvider theme={theme}>
      <FeedbackProvider>
        <ThemedText>
          <BrandingProvider branding={branding}>
            <TranslationProvider i18n={i18n}>
              <StartupContent startup={startup} cachedConfig={cachedConfig}>
                {children}
              </StartupContent>
            </TranslationProvider>
          </BrandingProvider>
        </ThemedText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
