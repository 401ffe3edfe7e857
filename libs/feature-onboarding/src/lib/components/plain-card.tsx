import { theme } from 'antd';
import type { AriaRole, ReactNode } from 'react';

export interface PlainCardProps {
  role?: AriaRole;
  'aria-label'?: string;
  /** The header's title (left) and action (right); no header without either. */
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A bordered box laid out as antd's small Card, for cards repeated down a page (one per document,
 * one per additional party): antd's Card brings Skeleton and its styles (about 6.5 KB gzip) to
 * account details and the forms for a border and a header.
 */
export function PlainCard({ role, 'aria-label': ariaLabel, title, extra, children }: PlainCardProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div role={role} aria-label={ariaLabel} style={{ border, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, minWidth: 0 }}>
      {title || extra ? (
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.marginXS,
            minHeight: 38,
            padding: `0 ${token.paddingSM}px`,
            borderBottom: border,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          <div style={{ overflowWrap: 'anywhere' }}>{title}</div>
          {extra}
        </div>
      ) : null}
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </div>
  );
}
