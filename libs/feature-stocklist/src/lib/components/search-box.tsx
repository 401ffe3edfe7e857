import { memo, useState } from 'react';
// antd's Search alone, not the Input index, which attaches TextArea, OTP and Group to Input and so
// shipped them with the stock list (issue 12).
import Search from 'antd/es/input/Search';
import { STOCK_SEARCH_MAX_LENGTH } from '@bp/api-contract/constants';

/**
 * The search box edits a draft; the URL (and so the query) changes when the buyer submits it.
 * A new search from the URL (back/forward, a cleared filter) replaces the draft. Memoised, and not
 * remounted per search: antd's Input.Search (input, clear icon, button with its wave) was mounted
 * again on every search and re-rendered on every render of the page.
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
    <Search
      aria-label={t('Search stock')}
      placeholder={t('Search, e.g. iPhone 12/128GB')}
      enterButton={t('Search')}
      allowClear
      maxLength={STOCK_SEARCH_MAX_LENGTH}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(search) => onSearch(search.trim())}
    />
  );
});
