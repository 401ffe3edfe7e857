import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The login layout of spec 01 §2: one centred panel on the tenant's colours. The top accent uses the
 * primary colour so every signed-out page is visibly the tenant's. (A plain panel rather than antd's
 * Card, which brings Tabs and Menu into the first page's download.)
 */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: token.paddingLG, boxSizing: 'border-box', background: token.colorBgLayout }}>
      <div
        style={{
          width: '100%',
          maxWidth: 440,
          overflow: 'hidden',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <div data-testid="brand-accent" aria-hidden="true" style={{ height: 6, background: token.colorPrimary }} />
        <div style={{ padding: token.paddingXL }}>{children}</div>
      </div>
    </Flex>
  );
}
