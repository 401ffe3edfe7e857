import { useState } from 'react';
import { Input } from 'antd';

/**
 * The search box edits a draft; the URL (and so the query) changes when the buyer submits it.
 * The page keys it by the URL's search, so back/forward reset the draft.
 */
export function SearchBox({ value, t, onSearch }: { value: string; t: (text: string) => string; onSearch: (search: string) => void }) {
  const [draft, setDraft] = useState(value);
  return (
    <Input.Search
      aria-label={t('Search stock')}
      placeholder={t('Search, e.g. iPhone 12/128GB')}
      enterButton={t('Search')}
      allowClear
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(search) => onSearch(search.trim())}
    />
  );
}
