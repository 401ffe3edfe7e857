import { theme } from 'antd';
import { usePageTitle } from './page-title';

/**
 * A screen of its heading and document title only (spec 01 §2: the
 * Account, Pre Orders, Returns and Auctions screens show only their title).
 */
export function PlaceholderPage({ title, pageTitle = title }: { title: string; pageTitle?: string }) {
  const { token } = theme.useToken();
  usePageTitle(pageTitle);
  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading" style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
        {title}
      </h1>
    </section>
  );
}
