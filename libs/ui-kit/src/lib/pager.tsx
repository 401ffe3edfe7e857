import { memo, useMemo } from 'react';
import { theme } from 'antd';
import { DATA_TABLE_CSS, DATA_TABLE_STYLE_HREF, tableThemeOf } from './data-table-style';

/** The pager's accessible texts (English defaults; pages pass their translations). */
export interface PagerLabels {
  /** The navigation landmark's name. */
  pagination: string;
  previous: string;
  next: string;
  /** A page button's name, `{page}` replaced by its number. */
  page: string;
}

export const DEFAULT_PAGER_LABELS: PagerLabels = { pagination: 'Pagination', previous: 'Previous page', next: 'Next page', page: 'Page {page}' };

export interface PagerProps {
  /** 1-based; a page outside 1..pages shows as the nearest one. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Hide the pager when everything fits on one page (default true). */
  hideOnSinglePage?: boolean;
  size?: 'default' | 'small';
  labels?: Partial<PagerLabels>;
}

/** How many pages `total` rows make at `pageSize` a page (at least 1; a bad size counts as one page). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize < 1 || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` moved into 1..pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The page numbers to show, `'gap'` where some are left out: all of them up to 7 pages, else the
 * first, the last and two either side of the current one (as antd's Pagination does).
 */
export function pageItemsOf(current: number, pages: number): Array<number | 'gap'> {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const items: Array<number | 'gap'> = [1];
  if (from > 2) items.push('gap');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

/**
 * A light page switcher in antd Pagination's look (antd's pulls rc-pagination, Select and
 * its locale into a route): a navigation landmark of buttons named "Page n", the current one marked
 * with aria-current, previous and next buttons disabled at the ends.
 */
export const Pager = memo(function Pager({ page, pageSize, total, onChange, hideOnSinglePage = true, size = 'default', labels }: PagerProps) {
  const { token } = theme.useToken();
  const style = useMemo(() => tableThemeOf(token), [token]);
  const texts = { ...DEFAULT_PAGER_LABELS, ...labels };
  const pages = pageCountOf(total, pageSize);
  const current = clampPage(page, pages);
  if (hideOnSinglePage && pages <= 1) return null;
  const go = (next: number) => {
    if (next !== current) onChange(next);
  };
  let gaps = 0;
  return (
    <nav aria-label={texts.pagination} className={size === 'small' ? 'bp-pager bp-pager-small' : 'bp-pager'} style={style}>
      <style href={DATA_TABLE_STYLE_HREF} precedence="default">
        {DATA_TABLE_CSS}
      </style>
      <ul>
        <li>
          <button type="button" aria-label={texts.previous} disabled={current <= 1} onClick={() => go(current - 1)}>
            ‹
          </button>
        </li>
        {pageItemsOf(current, pages).map((item) =>
          item === 'gap' ? (
            <li key={`gap-${gaps++}`} className="bp-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={texts.page.replace('{page}', String(item))}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" aria-label={texts.next} disabled={current >= pages} onClick={() => go(current + 1)}>
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
});
