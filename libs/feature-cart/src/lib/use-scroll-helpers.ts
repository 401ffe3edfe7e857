import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The anchor of the warehouse section nearest the top of the viewport (spec 01 §2 "scrolling
 * highlights the current one"). Observes the rendered sections; without IntersectionObserver
 * (old browsers, jsdom) nothing is highlighted.
 */
export function useActiveSection(sectionIds: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  const key = sectionIds.join('|');
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) visible.set(record.target.id, record.boundingClientRect.top);
          else visible.delete(record.target.id);
        }
        const topmost = [...visible.entries()].sort((a, b) => a[1] - b[1])[0]?.[0];
        if (topmost) setActive(topmost);
      },
      // The band under the sticky header counts as "current".
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const id of key.split('|')) {
      const element = id ? document.getElementById(id) : null;
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, enabled]);
  return enabled ? active : undefined;
}

/**
 * Calls `onReached` when the sentinel comes near the viewport: the next batch of rows renders as
 * the buyer scrolls (spec 01 §2 "Items render in batches of 20").
 */
export function useSentinel(onReached: () => void, active: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((record) => record.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
