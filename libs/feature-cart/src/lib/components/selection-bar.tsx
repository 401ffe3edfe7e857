import { Button, Checkbox, theme } from 'antd';
import { OnDemandPopconfirm, PHONE_BAR_HEIGHT, useSnackbarClearance } from '@bp/ui-kit';
import type { CheckState, SelectionTotals } from '../cart-model';
import { type CartText } from '../cart-texts';
import { DANGER_OUTLINE } from './cart-row';

const SELECTION_BAR = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 12 } as const;
const STICKY_BOTTOM_BAR = { position: 'sticky', bottom: PHONE_BAR_HEIGHT, zIndex: 3, marginBottom: 0, padding: '8px 0' } as const;

export interface SelectionBarProps {
  /** How many of the shown entries are ticked. */
  checkState: CheckState;
  /** The shown entries that can be ticked (Select all ticks these). */
  selectableIds: readonly string[];
  selectedCount: number;
  totals: SelectionTotals;
  /** Offered on the 'Offers awaiting your review' tab. */
  showMoveToCart: boolean;
  moving: boolean;
  deleting: boolean;
  /** A narrow screen: the bar sticks to the bottom, above the shell's bottom bar. */
  sticky: boolean;
  formatMinor: (minor: bigint) => string;
  t: CartText;
  onSelect: (offerIds: readonly string[], selected: boolean) => void;
  onMoveToCart: () => void;
  onDeleteSelected: () => void;
}

/**
 * Select all, the bulk actions and the ticked entries' count, quantity and subtotal (spec 01 §2).
 * On a narrow screen the page puts it after the list, where it sticks to the bottom so the totals
 * stay in sight while the buyer ticks rows.
 */
export function SelectionBar({
  checkState,
  selectableIds,
  selectedCount,
  totals,
  showMoveToCart,
  moving,
  deleting,
  sticky,
  formatMinor,
  t,
  onSelect,
  onMoveToCart,
  onDeleteSelected,
}: SelectionBarProps) {
  const { token } = theme.useToken();
  const clearanceRef = useSnackbarClearance();
  const nothingSelected = selectedCount === 0;
  return (
    <div
      ref={sticky ? clearanceRef : undefined}
      style={
        sticky
          ? { ...SELECTION_BAR, ...STICKY_BOTTOM_BAR, background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }
          : SELECTION_BAR
      }
    >
      <Checkbox
        checked={checkState === 'all'}
        indeterminate={checkState === 'some'}
        disabled={selectableIds.length === 0}
        onChange={(event) => onSelect(selectableIds, event.target.checked)}
      >
        {t('selectAll')}
      </Checkbox>
      {showMoveToCart && (
        <Button type="primary" loading={moving} onClick={onMoveToCart}>
          {t('moveToCart')}
        </Button>
      )}
      <OnDemandPopconfirm
        title={t('deleteSelectedConfirm')}
        okText={t('delete')}
        cancelText={t('cancel')}
        onConfirm={onDeleteSelected}
        disabled={nothingSelected}
      >
        <Button style={nothingSelected ? undefined : DANGER_OUTLINE} disabled={nothingSelected} loading={deleting}>
          {t('deleteSelected')}
        </Button>
      </OnDemandPopconfirm>
      <dl aria-label={t('selectionSummary')} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', margin: '0 0 0 auto' }}>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t('selectedItems')}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{totals.count}</dd>
        </div>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t('selectedQuantity')}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{totals.quantity}</dd>
        </div>
        <div style={{ display: 'flex', gap: 4 }}>
          <dt>{t('subtotal')}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{formatMinor(totals.subtotalMinor)}</dd>
        </div>
      </dl>
    </div>
  );
}
