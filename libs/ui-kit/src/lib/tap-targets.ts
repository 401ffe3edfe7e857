import type { ThemeConfig } from 'antd';
import { useEffect, useState } from 'react';

// Tap targets on phones: every control a buyer taps is at least MIN_TAP_SIZE px tall (and wide),
// with MIN_TAP_GAP px between neighbouring buttons, so a thumb hits the one it aims at. Desktop
// keeps antd's compact sizes. One rule for the whole portal: antd's size tokens in the phone
// theme (antdTheme), tap-targets.css for what has no token, TAP_TARGET_CLASS for native controls.

export const MIN_TAP_SIZE = 40;
export const MIN_TAP_GAP = 8;

/** Narrower than antd's md breakpoint (768 px), as useNarrowScreen; tap-targets.css repeats it. */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

/** For a native control (a plain button or a link standing on its own): 40 px each way on phones. */
export const TAP_TARGET_CLASS = 'bp-tap-target';

/** The theme with antd's control heights at the tap size: buttons (small ones too), inputs, selects, pagers. */
export function withPhoneTapTargets(theme: ThemeConfig): ThemeConfig {
  return { ...theme, token: { ...theme.token, controlHeight: MIN_TAP_SIZE, controlHeightSM: MIN_TAP_SIZE } };
}

/** Whether the window is phone-sized, known from the first render (no compact frame first). */
export function usePhoneScreen(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(PHONE_MEDIA_QUERY).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_MEDIA_QUERY);
    if (!query) return undefined;
    const onChange = () => setPhone(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}
