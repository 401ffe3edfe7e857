import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  /** A large icon above the title (decorative: the title says it all). */
  icon: ReactNode;
  title: string;
  /** Explanation under the title. */
  description?: ReactNode;
  /** Details and actions. */
  children?: ReactNode;
}

/**
 * A whole page that reports one state (an error, a deactivated site, an unknown path). antd's
 * Result would do, but it bundles its three large illustrations into the first page's download.
 */
export function StatusScreen({ icon, title, description, children }: StatusScreenProps) {
  const { token } = theme.useToken();
  return (
    <Flex component="main" justify="center" style={{ minHeight: '100vh', padding: token.paddingLG, boxSizing: 'border-box' }}>
      <Flex vertical align="center" gap="middle" style={{ maxWidth: 640, width: '100%', paddingBlock: token.paddingXL, textAlign: 'center' }}>
        <span aria-hidden="true" style={{ fontSize: 72, lineHeight: 1 }}>
          {icon}
        </span>
        <h1
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h1>
        {description ? <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>{description}</div> : null}
        {children ? <div style={{ width: '100%' }}>{children}</div> : null}
      </Flex>
    </Flex>
  );
}
