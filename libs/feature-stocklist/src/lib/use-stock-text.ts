import { useMemo } from 'react';
import { useTranslation } from '@bp/ui-kit';

/**
 * Translates an English default text (the key is the text itself). Each text is looked up once per
 * set of translations: every change of the list renders 24 new cards with a dozen labels each, and
 * a lookup with its interpolation per label made up a visible share of that work.
 */
export function useStockText(): (text: string) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const translated = new Map<string, string>();
    return (text: string) => {
      let result = translated.get(text);
      if (result === undefined) {
        result = t(text, { defaultValue: text });
        translated.set(text, result);
      }
      return result;
    };
  }, [t]);
}
