// Vite's client types declare the CSS import for any project's own typecheck (tsc -p <project>).
/// <reference types="vite/client" />
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { usePhoneScreen, withPhoneTapTargets } from './tap-targets';
import { useTenantTheme } from './tenant-theme';
import './tap-targets.css';

/**
 * antd's ConfigProvider with the tenant's theme, and on phones antd's controls at the tap size
 * (tap-targets.ts). The startup gate carries no antd: every screen module that renders
 * antd components wraps itself in this, so it downloads with them.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const tenantTheme = useTenantTheme();
  const phone = usePhoneScreen();
  const theme = useMemo(() => (phone ? withPhoneTapTargets(tenantTheme) : tenantTheme), [phone, tenantTheme]);
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
