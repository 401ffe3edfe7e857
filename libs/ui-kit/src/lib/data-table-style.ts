import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/**
 * The stylesheet of DataTable and Pager: one `<style>` shared by every table on the page (React
 * hoists and dedupes it by `href`), so rows carry class names instead of inline style objects. The
 * tenant's theme arrives as CSS variables set once on each table's box (tableThemeOf).
 */
export const DATA_TABLE_STYLE_HREF = 'bp-data-table';

export const DATA_TABLE_CSS = `
.bp-table{--bp-pad-y:16px;--bp-pad-x:16px;color:var(--bp-text);font-size:var(--bp-font-size);line-height:var(--bp-line-height)}
.bp-table-middle{--bp-pad-y:12px;--bp-pad-x:8px}
.bp-table-small{--bp-pad-y:8px;--bp-pad-x:8px}
.bp-table-scroll{overflow-x:auto;max-width:100%}
.bp-table table{width:100%;border-collapse:separate;border-spacing:0;text-align:start;background:var(--bp-bg);border-radius:var(--bp-radius) var(--bp-radius) 0 0}
.bp-table th,.bp-table td{padding:var(--bp-pad-y) var(--bp-pad-x);border-bottom:1px solid var(--bp-border);overflow-wrap:break-word;text-align:start}
.bp-table th{position:relative;background:var(--bp-header-bg);color:var(--bp-heading);font-weight:var(--bp-strong);}
.bp-table th:first-child{border-start-start-radius:var(--bp-radius)}
.bp-table th:last-child{border-start-end-radius:var(--bp-radius)}
.bp-table th+th::before{content:"";position:absolute;inset-inline-start:0;top:50%;width:1px;height:1.6em;transform:translateY(-50%);background:var(--bp-border)}
.bp-table .bp-right{text-align:end}
.bp-table .bp-center{text-align:center}
.bp-table tbody tr:hover>td{background:var(--bp-hover-bg)}
.bp-table tr.bp-clickable{cursor:pointer}
.bp-table td.bp-empty{text-align:center;color:var(--bp-secondary);padding:32px var(--bp-pad-x)}
.bp-table tbody tr.bp-empty-row:hover>td{background:transparent}
.bp-pager{display:flex;justify-content:flex-end;margin:16px 0}
.bp-pager ul{display:flex;flex-wrap:wrap;gap:8px;align-items:center;list-style:none;margin:0;padding:0}
.bp-pager button{min-width:var(--bp-control);height:var(--bp-control);padding:0 6px;border:1px solid transparent;border-radius:var(--bp-radius-sm);background:transparent;color:var(--bp-text);font:inherit;line-height:calc(var(--bp-control) - 2px);cursor:pointer}
.bp-pager button:hover:not(:disabled):not([aria-current]){background:var(--bp-text-hover)}
.bp-pager button:focus-visible{outline:2px solid var(--bp-primary);outline-offset:1px}
.bp-pager button[aria-current]{border-color:var(--bp-primary);color:var(--bp-primary);font-weight:var(--bp-strong);background:var(--bp-bg)}
.bp-pager button:disabled{color:var(--bp-disabled);cursor:not-allowed}
.bp-pager .bp-gap{min-width:var(--bp-control);text-align:center;color:var(--bp-secondary)}
.bp-pager-small button{min-width:24px;height:24px;line-height:22px}
`;

/** The theme tokens the stylesheet reads, as CSS variables for a table's or a pager's box. */
export function tableThemeOf(token: GlobalToken): CSSProperties {
  return {
    '--bp-bg': token.colorBgContainer,
    '--bp-text': token.colorText,
    '--bp-heading': token.colorTextHeading,
    '--bp-secondary': token.colorTextDescription,
    '--bp-disabled': token.colorTextDisabled,
    '--bp-header-bg': token.colorFillAlter,
    '--bp-hover-bg': token.colorFillAlter,
    '--bp-text-hover': token.colorBgTextHover,
    '--bp-border': token.colorBorderSecondary,
    '--bp-primary': token.colorPrimary,
    '--bp-strong': token.fontWeightStrong,
    '--bp-font-size': `${token.fontSize}px`,
    '--bp-line-height': token.lineHeight,
    '--bp-radius': `${token.borderRadiusLG}px`,
    '--bp-radius-sm': `${token.borderRadius}px`,
    '--bp-control': `${token.controlHeight}px`,
  } as CSSProperties;
}
