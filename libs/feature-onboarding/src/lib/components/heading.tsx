import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface HeadingProps {
  /** h1 (the page's heading, by default) or h2. */
  level?: 1 | 2;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A page or section heading styled as antd's Typography.Title, without Typography: Title brings
 * Typography's ellipsis and copy code and with it Tooltip's popup engine (about 22 KB gzip) into
 * every onboarding page that shows a heading. `style` overrides the level's size.
 */
export function Heading({ level = 1, style, children }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 1 ? token.fontSizeHeading1 : token.fontSizeHeading2,
        lineHeight: level === 1 ? token.lineHeightHeading1 : token.lineHeightHeading2,
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
