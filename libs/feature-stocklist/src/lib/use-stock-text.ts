import { useCallback } from 'react';
import { useTranslation } from '@bp/ui-kit';

/** Translates an English default text (the key is the text itself). */
export function useStockText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback((text: string) => t(text, { defaultValue: text }), [t]);
}
