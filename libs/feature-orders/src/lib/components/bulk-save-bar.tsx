import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { PHONE_BAR_HEIGHT, useNarrowScreen, useSnackbarClearance } from '@bp/ui-kit';
import { useOrdersText } from '../orders-texts';

/** Spec 03 §9: the count animates for 3 seconds after it changes. */
export const COUNT_ANIMATION_MS = 3000;

/**
 * The bulk-save bar (spec 03 §4 Line editing): the pending change count with Save and Cancel,
 * stuck to the bottom of the page while there is something to save.
 */
export function BulkSaveBar({ count, saving, onSave, onCancel }: { count: number; saving: boolean; onSave: () => void; onCancel: () => void }) {
  const t = useOrdersText();
  const narrow = useNarrowScreen();
  const clearanceRef = useSnackbarClearance();
  const [animatedCount, setAnimatedCount] = useState<number | null>(null);
  const animating = animatedCount === count;
  useEffect(() => {
    if (count === 0) return undefined;
    // The highlight is an effect of the count change itself, switched off again after 3 s.
    const start = setTimeout(() => setAnimatedCount(count), 0);
    const stop = setTimeout(() => setAnimatedCount(null), COUNT_ANIMATION_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [count]);
  if (count === 0) return null;
  return (
    <div
      ref={clearanceRef}
      role="region"
      aria-label={t('unsavedChanges', { n: count })}
      style={{
        position: 'sticky',
        bottom: narrow ? PHONE_BAR_HEIGHT : 0,
        zIndex: 5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: 12,
        background: '#fff',
        boxShadow: '0 -2px 8px rgba(0,0,0,0.12)',
      }}
    >
      <strong
        data-animating={animating || undefined}
        style={{ transition: 'transform 0.3s', transform: animating ? 'scale(1.15)' : 'none', display: 'inline-block' }}
      >
        {t('unsavedChanges', { n: count })}
      </strong>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('cancelChanges')}
        </Button>
        <Button type="primary" onClick={onSave} loading={saving}>
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
