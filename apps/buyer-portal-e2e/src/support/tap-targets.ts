import type { Page } from '@playwright/test';

// Tap targets on a phone: every control a buyer can tap is at least MIN_TAP px tall and wide, and
// buttons side by side or stacked are at least MIN_GAP px apart, so a thumb hits the one it means.

export const MIN_TAP = 40;
export const MIN_GAP = 8;

export interface TapTargetReport {
  /** Controls under MIN_TAP in height or width: 'button "Buy 12" 40×24'. */
  small: string[];
  /** Neighbouring buttons closer than MIN_GAP: 'button "Buy" ↔ button "Offer" 4 px'. */
  crowded: string[];
}

/**
 * Measures the page's visible controls (buttons, links, inputs, checkboxes, radios, tabs, selects),
 * or an open dialog's.
 * A control's target is its own box joined with its labels' (a tap on a label works the control)
 * and the box antd draws around it (a select's, a field's with icons, a tab's).
 */
export async function tapTargetsOf(page: Page): Promise<TapTargetReport> {
  return page.evaluate(
    ({ minTap, minGap }) => {
      const SELECTOR = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="tab"]',
        '[role="switch"]',
        '[role="combobox"]',
        '[role="menuitem"]',
        '[role="option"]',
      ].join(',');
      // antd draws these controls' box (which takes the tap) around their focusable element.
      const DRAWN_BOX = '.ant-select, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-tabs-tab';
      type Box = { left: number; top: number; right: number; bottom: number };
      const join = (a: Box, b: DOMRect): Box => ({
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      });
      const shown = (element: Element): boolean => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
        // Off the page's width is off screen for good (nothing scrolls sideways on a phone).
        return rect.right > 0 && rect.left < document.documentElement.clientWidth;
      };
      const nameOf = (element: Element): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          (element.textContent || element.querySelector('[aria-label]')?.getAttribute('aria-label')) ??
          '';
        const role =
          element.getAttribute('role') ??
          (element.tagName === 'A' ? 'link' : element.tagName === 'INPUT' ? `input[${(element as HTMLInputElement).type}]` : element.tagName.toLowerCase());
        return `${role} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      };
      const targets: { element: Element; name: string; box: Box }[] = [];
      // An open dialog or drawer is all a buyer can tap: the page lies under its mask.
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).filter(shown);
      const root = dialogs.at(-1) ?? document;
      for (const element of root.querySelectorAll(SELECTOR)) {
        // A control inside another (antd's checkbox input in its label, a button's inner link) is the outer one's.
        if (element.parentElement?.closest(SELECTOR) && !element.matches('input, select, textarea')) continue;
        const drawnBox = element.closest(DRAWN_BOX);
        const holders = [element, ...Array.from((element as HTMLInputElement).labels ?? []), ...(drawnBox ? [drawnBox] : [])].filter(shown);
        if (holders.length === 0) continue;
        const first = holders[0].getBoundingClientRect();
        const box = holders.slice(1).reduce<Box>((joined, holder) => join(joined, holder.getBoundingClientRect()), {
          left: first.left,
          top: first.top,
          right: first.right,
          bottom: first.bottom,
        });
        targets.push({ element, name: nameOf(element), box });
      }
      const size = (box: Box) => `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`;
      const small = targets
        .filter(({ box }) => box.right - box.left < minTap - 0.5 || box.bottom - box.top < minTap - 0.5)
        .map(({ name, box }) => `${name} ${size(box)}`);

      const buttons = targets.filter(({ element }) => element.matches('button, [role="button"]'));
      const crowded: string[] = [];
      for (const [index, a] of buttons.entries()) {
        for (const b of buttons.slice(index + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.max(a.box.left - b.box.right, b.box.left - a.box.right);
          const down = Math.max(a.box.top - b.box.bottom, b.box.top - a.box.bottom);
          // Neighbours: side by side (rows overlap) or one above the other (columns overlap).
          // Boxes that overlap lie in different layers (a bar stuck over the list), not side by side.
          const gap = down < 0 && across < 0 ? Infinity : down < 0 ? across : across < 0 ? down : Infinity;
          if (gap < minGap - 0.5) crowded.push(`${a.name} ↔ ${b.name} ${Math.round(gap)} px`);
        }
      }
      return { small, crowded };
    },
    { minTap: MIN_TAP, minGap: MIN_GAP },
  );
}
