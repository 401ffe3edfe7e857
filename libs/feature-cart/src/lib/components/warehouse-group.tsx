import { memo } from 'react';
import { Button, Checkbox, theme } from 'antd';
import type { CartItem } from '@bp/data-access-api';
import { OnDemandTooltip } from '@bp/ui-kit';
import type { CheckState, WarehouseGroup } from '../cart-model';
import { CartRow, type CartRowContext } from './cart-row';

export interface WarehouseGroupViewProps {
  group: WarehouseGroup;
  /** The rows of this batch (the group's first N entries). */
  rows: readonly CartItem[];
  checkState: CheckState;
  selectableCount: number;
  /** Offered on the Cart tab: the group's selected entries go to checkout. */
  showCheckout: boolean;
  highlighted: boolean;
  context: CartRowContext;
  onToggleGroup: (group: WarehouseGroup, selected: boolean) => void;
  onCheckout: (group: WarehouseGroup) => void;
  /** The buyer points at or focuses Checkout: the checkout can start loading. */
  onCheckoutIntent?: (group: WarehouseGroup) => void;
}

/** One warehouse of a tab with its anchor (spec 01 §2 "#warehouse-{label without spaces}"). */
export const WarehouseGroupView = memo(function WarehouseGroupView({
  group,
  rows,
  checkState,
  selectableCount,
  showCheckout,
  highlighted,
  context,
  onToggleGroup,
  onCheckout,
  onCheckoutIntent,
}: WarehouseGroupViewProps) {
  const { t } = context;
  const { token } = theme.useToken();
  const headingId = `${group.anchorId}-heading`;
  const checkoutButton = (
    <Button
      type="primary"
      disabled={checkState === 'none'}
      onClick={() => onCheckout(group)}
      onPointerEnter={() => onCheckoutIntent?.(group)}
      onFocus={() => onCheckoutIntent?.(group)}
      aria-label={`${t('checkout')} ${group.label}`}
    >
      {t('checkout')}
    </Button>
  );
  return (
    <section
      id={group.anchorId}
      data-warehouse-section=""
      aria-labelledby={headingId}
      style={{
        scrollMarginTop: 80,
        marginBottom: 16,
        padding: '8px 12px',
        borderRadius: 8,
        border: `1px solid ${highlighted ? token.colorPrimary : token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Checkbox
          checked={checkState === 'all'}
          indeterminate={checkState === 'some'}
          disabled={selectableCount === 0}
          aria-label={`${t('selectAll')} ${group.label}`}
          onChange={(event) => onToggleGroup(group, event.target.checked)}
        />
        <h2 id={headingId} style={{ margin: 0, fontSize: 18, flex: 1 }}>
          {group.label} <span style={{ fontWeight: 400, fontSize: 14 }}>({group.entries.length})</span>
        </h2>
        {showCheckout &&
          (checkState === 'none' ? (
            // Only the disabled button explains itself: the enabled one is never wrapped, so the
            // tooltip's late arrival cannot replace it under the pointer.
            <OnDemandTooltip title={t('checkoutNeedsSelection')}>{checkoutButton}</OnDemandTooltip>
          ) : (
            checkoutButton
          ))}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((entry) => (
          <CartRow key={entry.stocklistOffer.offerId} entry={entry} context={context} />
        ))}
      </ul>
    </section>
  );
});
