// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePhoneScreen, withPhoneTapTargets } from './tap-targets';
import { useTenantTheme } from './tenant-theme';
import { useLocale } from './translation';
import './tap-targets.css';

type AntdLocale = ConfigProviderProps['locale'];

/** antd's own texts (pagination, pickers, modal buttons) per language, downloaded when chosen; English is built in. */
const ANTD_LOCALES: Readonly<Record<string, () => Promise<{ default: AntdLocale }>>> = {
  es: () => import('antd/locale/es_ES'),
};

function useAntdLocale(): AntdLocale {
  const language = useLocale().split('-')[0];
  const [loaded, setLoaded] = useState<{ language: string; locale: AntdLocale }>();
  useEffect(() => {
    const load = ANTD_LOCALES[language];
    if (!load) return undefined;
    let current = true;
    load().then(
      (module) => current && setLoaded({ language, locale: module.default }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.locale : undefined;
}

/**
 * antd's ConfigProvider with the tenant's theme, and on phones antd's controls at the tap size
 * (tap-targets.ts). The startup gate carries no antd: every screen module that renders
 * antd components wraps itself in this, so it downloads with them.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const tenantTheme = useTenantTheme();
  const phone = usePhoneScreen();
  const theme = useMemo(() => (phone ? withPhoneTapTargets(tenantTheme) : tenantTheme), [phone, tenantTheme]);
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={theme} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
