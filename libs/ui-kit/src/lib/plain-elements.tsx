import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * Plain elements with the look of antd's Typography and Card on the pages a buyer waits for
 * (checkout, the order page): antd's Typography and Card each bring their own code (Typography
 * with its ellipsis and copy tooltips, Card with Skeleton), about 13 KB gzip for a heading, a
 * paragraph and a bordered box. Same elements and roles as antd's: Title is a heading,
 * Paragraph a p, Card a div whose title is no heading.
 */

type Level = 1 | 2 | 3 | 4 | 5;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: Level;
}

/** antd Typography.Title: the heading level's size, line height, weight and colour, no top margin. */
export function Heading({ level, style, ...rest }: HeadingProps) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    />
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  /** antd's type="secondary" colour. */
  secondary?: boolean;
  strong?: boolean;
}

/** antd Typography.Paragraph: a p with 1em below it. */
export function Paragraph({ secondary = false, strong = false, style, ...rest }: ParagraphProps) {
  const { token } = theme.useToken();
  return (
    <p
      {...rest}
      style={{
        marginTop: 0,
        marginBottom: '1em',
        color: secondary ? token.colorTextDescription : undefined,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        ...style,
      }}
    />
  );
}

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Shown in the panel's header line (a div, as antd Card's title). */
  title?: ReactNode;
  /** At the end of the header line (antd Card's `extra`), e.g. an Edit button. */
  extra?: ReactNode;
  /** antd Card's sizes: small (12 px padding, the default here) or default (24 px, a larger title line). */
  size?: 'small' | 'default';
  bodyStyle?: CSSProperties;
}

/** antd Card: a bordered, rounded box with an optional title line (title and extra). */
export function Panel({ title, extra, size = 'small', bodyStyle, style, children, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const box: CSSProperties = { background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG, color: token.colorText, minWidth: 0, ...style };
  const padding = small ? 12 : token.paddingLG;
  const hasHeader = title !== undefined || extra !== undefined;
  return (
    // data-panel marks the box (as antd Card's class did), for tests that check what shares it.
    <div data-panel="" {...rest} style={box}>
      {hasHeader ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: small ? token.fontSize * token.lineHeight + token.paddingXS * 2 : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${padding}px`,
            borderBottom: border,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          {extra === undefined || extra === null ? null : (
            <div style={{ marginInlineStart: 'auto', color: token.colorText, fontWeight: 400, fontSize: token.fontSize }}>{extra}</div>
          )}
        </div>
      ) : null}
      <div style={{ padding, ...bodyStyle }}>{children}</div>
    </div>
  );
}
