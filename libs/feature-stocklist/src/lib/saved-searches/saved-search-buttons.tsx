import { useId } from 'react';
import { Button } from 'antd';
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { SAVED_SEARCHES_MAX } from '@bp/api-contract/constants';
import { STOCK_TEXTS } from '../stock-texts';
import { useSavedSearchText } from './use-saved-search-text';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

export interface SavedSearchButtonsProps {
  /** The buyer's saved searches; undefined until they have arrived. */
  savedCount: number | undefined;
  onSave: () => void;
  onOpenList: () => void;
  /** Fetches the dialog's and drawer's code (pointer or focus on a button). */
  onPreload: () => void;
}

/**
 * "Save this search" and "Saved searches" (their dialog and drawer load on demand). Saving is
 * disabled, with the reason, once the buyer keeps SAVED_SEARCHES_MAX.
 */
export function SavedSearchButtons({ savedCount, onSave, onOpenList, onPreload }: SavedSearchButtonsProps) {
  const t = useSavedSearchText();
  const reasonId = useId();
  const full = savedCount !== undefined && savedCount >= SAVED_SEARCHES_MAX;
  const reason = t(STOCK_TEXTS.savedSearchLimitReached, { max: SAVED_SEARCHES_MAX });
  const save = (
    <Button
      icon={<StarOutlined aria-hidden />}
      aria-haspopup="dialog"
      disabled={full}
      aria-describedby={full ? reasonId : undefined}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onSave}
    >
      {t(STOCK_TEXTS.saveSearch)}
    </Button>
  );
  return (
    <>
      {full ? (
        // The wrapper's title shows on hover (a disabled button has no pointer events); a
        // tooltip component would add its code to the page's first download.
        <span title={reason} style={{ display: 'inline-block' }}>
          {save}
          <span id={reasonId} style={visuallyHidden}>
            {reason}
          </span>
        </span>
      ) : (
        save
      )}
      <Button icon={<FolderOpenOutlined aria-hidden />} aria-haspopup="dialog" onPointerEnter={onPreload} onFocus={onPreload} onClick={onOpenList}>
        {t(STOCK_TEXTS.savedSearches)}
      </Button>
    </>
  );
}
