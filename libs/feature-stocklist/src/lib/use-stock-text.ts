import { useMemo } from 'react';
import { registerTexts, useTexts, type TextValues } from '@bp/ui-kit';

// Keyed by English text: the catalogue of English is the keys themselves, so none ships. A
// fallback namespace, so texts of the area read through another namespace's `t` find it too.
registerTexts('stock', {}, { es: () => import('./locales/es') }, { fallback: true });

/**
 * Translates an English text of the stock area (STOCK_TEXTS, STOCK_PAGE_TEXTS, the contract's
 * messages). Each text without values is looked up once per language: every change of the list
 * renders 24 new cards with a dozen labels each, and a lookup per label made up a visible share
 * of that work.
 */
export function useStockText(): (text: string, values?: TextValues) => string {
  const t = useTexts<Record<string, string>>('stock');
  return useMemo(() => {
    const translated = new Map<string, string>();
    return (text: string, values?: TextValues) => {
      if (values) return t(text, values);
      let result = translated.get(text);
      if (result === undefined) {
        result = t(text);
        translated.set(text, result);
      }
      return result;
    };
  }, [t]);
}
