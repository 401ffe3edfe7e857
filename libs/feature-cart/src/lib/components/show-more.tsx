import { Button } from 'antd';
import { type CartText } from '../cart-texts';
import { useSentinel } from '../use-scroll-helpers';

/**
 * The end of the rendered batch (spec 01 §2 "Items render in batches of 20"): the next batch
 * renders as it scrolls near, or on its button.
 */
export function ShowMore({ hiddenCount, t, onShowMore }: { hiddenCount: number; t: CartText; onShowMore: () => void }) {
  const sentinel = useSentinel(onShowMore, hiddenCount > 0);
  return (
    <div ref={sentinel} style={{ textAlign: 'center', padding: 12 }}>
      <Button onClick={onShowMore}>
        {t('showMore')} ({hiddenCount})
      </Button>
    </div>
  );
}
