import { useCallback } from 'react';
import { useTranslation } from '@bp/ui-kit';
import type { SavedSearchText } from './saved-search-rules';

/**
 * Translates a stock text that may carry `{{name}}` values; the English text is its own key and
 * default (as useStockText's, which takes no values) unless the caller gives a defaultValue.
 */
export function useSavedSearchText(): SavedSearchText {
  const { t } = useTranslation();
  return useCallback((text, values) => t(text, { defaultValue: text, ...values }), [t]);
}
