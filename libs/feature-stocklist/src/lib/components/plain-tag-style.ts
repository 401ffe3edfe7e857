/**
 * antd's default Tag drawn by a plain element: lists that mount many tags per change (search terms,
 * 24 cards per page) would otherwise have antd's Tag read the theme and register its CSS-in-JS
 * style on every mount, recalculating the page's styles.
 */
export const plainTagStyle = {
  padding: '0 7px',
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
  background: '#fafafa',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
} as const;

/** antd's orange preset Tag (a pending-orders count on a stock row). */
export const orangeTagStyle = { ...plainTagStyle, color: '#d46b08', background: '#fff7e6', borderColor: '#ffd591' } as const;
