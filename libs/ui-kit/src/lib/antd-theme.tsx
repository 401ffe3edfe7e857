import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTenantTheme } from './tenant-theme';

/**
 * antd's ConfigProvider with the tenant's theme. The startup gate carries no antd (issue 12): every
 * screen module that renders antd components wraps itself in this, so it downloads with them.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={useTenantTheme()}>{children}</ConfigProvider>;
}
