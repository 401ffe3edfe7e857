import { Checkbox, Tag } from 'antd';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@bp/api-contract/constants';
import { checkStateOf } from '../cart-model';
import { type CartText } from '../cart-texts';

export interface StatusChipsProps {
  statuses: ReadonlyArray<{ status: OfferStatus; count: number }>;
  /** Per status, the ids of its entries that can be ticked. */
  statusSelectable: ReadonlyMap<OfferStatus, string[]>;
  statusFilter: ReadonlySet<OfferStatus>;
  selected: Readonly<Record<string, true>>;
  t: CartText;
  onSelect: (offerIds: readonly string[], selected: boolean) => void;
  onFilter: (status: OfferStatus, on: boolean) => void;
}

/** Spec 01 §2: a chip per offer status with its count toggles a view filter; its box ticks the status's entries. */
export function StatusChips({ statuses, statusSelectable, statusFilter, selected, t, onSelect, onFilter }: StatusChipsProps) {
  return (
    <div role="group" aria-label={t('statuses')} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}>
      {statuses.map(({ status, count }) => {
        const label = t(OFFER_STATUS_LABELS[status]);
        const ids = statusSelectable.get(status) ?? [];
        const statusState = checkStateOf(ids, selected);
        return (
          <span key={status} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <Checkbox
              checked={statusState === 'all'}
              indeterminate={statusState === 'some'}
              disabled={ids.length === 0}
              aria-label={`${t('selectAll')} ${label}`}
              onChange={(event) => onSelect(ids, event.target.checked)}
            />
            <Tag.CheckableTag checked={statusFilter.has(status)} onChange={(on) => onFilter(status, on)} aria-label={`${label} ${count}`}>
              {label} {count}
            </Tag.CheckableTag>
          </span>
        );
      })}
    </div>
  );
}
