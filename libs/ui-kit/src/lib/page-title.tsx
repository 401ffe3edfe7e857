import { useEffect } from 'react';
import { useBranding } from './branding';

/** Separator between the site title and the page name, e.g. "Acme Devices Buyer Portal | Cart". */
export const PAGE_TITLE_SEPARATOR = ' | ';

export function formatPageTitle(siteTitle: string, page?: string): string {
  return [siteTitle, page].filter((part): part is string => Boolean(part)).join(PAGE_TITLE_SEPARATOR);
}

/** Sets document.title to "<site title> | <page>" (spec 01 §2: the site title plus the page name). */
export function usePageTitle(page?: string): void {
  const { siteTitle } = useBranding();
  useEffect(() => {
    const title = formatPageTitle(siteTitle, page);
    if (title) document.title = title;
  }, [siteTitle, page]);
}

/** Declarative form of usePageTitle for pages that prefer markup; renders nothing. */
export function PageTitle({ page }: { page?: string }) {
  usePageTitle(page);
  return null;
}
