/** Points the page's icon link at the tenant favicon, creating the link if index.html has none. */
export function setFavicon(href: string): void {
  if (!href) return;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  // The tenant favicon may be any image type; a stale type attribute would make browsers skip it.
  link.removeAttribute('type');
  link.href = href;
}
