import { memo, useState } from 'react';
import { STOCK_SEARCH_MAX_LENGTH } from '@bp/api-contract/constants';
import { SearchField } from '@bp/ui-kit';

/**
 * The search box edits a draft; the URL (and so the query) changes when the buyer submits it.
 * A new search from the URL (back/forward, a cleared filter) replaces the draft. Memoised, and not
 * remounted per search, so a search does not mount the field again nor re-render it with the page.
 */
export const SearchBox = memo(function SearchBox({ value, t, onSearch }: { value: string; t: (text: string) => string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  // React's "adjust state on a prop change" pattern: no extra commit, no effect.
  const [searched, setSearched] = useState(value);
  if (searched !== value) {
    setSearched(value);
    setDraft(value);
  }
  return (
    <SearchField
      aria-label={t('Search stock')}
      placeholder={t('Search, e.g. iPhone 12/128GB')}
      enterButton={t('Search')}
      clearLabel={t('Clear')}
      maxLength={STOCK_SEARCH_MAX_LENGTH}
      value={draft}
      onChange={setDraft}
      onSearch={(search) => onSearch(search.trim())}
    />
  );
});
