import { memo } from 'react';
import { useSelector } from 'react-redux';
import { Button, Checkbox, Tag, theme } from 'antd';
import { OFFER_STATUS_LABELS, OfferState, OfferStatus } from '@bp/api-contract/constants';
import type { CartItem } from '@bp/data-access-api';
import { MIN_TAP_GAP, MIN_TAP_SIZE } from '@bp/ui-kit';
import { lineTotal } from '@bp/util-money';
import { formatRemaining, isSelectable, lineAmount, remainingUntil } from '../cart-model';
import { selectCartSelection, type StateWithCart } from '../cart-slice';
import { type CartText } from '../cart-texts';

/** What every row shares; one object per page render, so memoised rows compare one reference. */
export interface CartRowContext {
  state: OfferState;
  /** Minute tick of the expiry countdown. */
  now: number;
  precision: number;
  /** A narrow screen: the row's amounts and buttons go below its description. */
  narrow: boolean;
  /** Whole currency, no decimals (spec 01 §2). */
  formatPrice: (value: number) => string;
  formatMinor: (minor: bigint) => string;
  /** An available quantity, 'N+' above the tenant's maxItemQuantityToBeDisplayed. */
  formatAvailable: (quantity: number) => string;
  t: CartText;
  onToggle: (offerId: string, selected: boolean) => void;
  onEdit: (entry: CartItem) => void;
  onDelete: (entry: CartItem) => void;
}

const STATUS_COLOURS: Partial<Record<OfferStatus, string>> = {
  ACCEPTED: 'green',
  COUNTERED: 'gold',
  NOT_ACCEPTED: 'red',
  EXPIRED: 'default',
  PRICE_DROPPED: 'blue',
  PENDING_ACCEPTANCE: 'processing',
  BUY_AT_LIST: 'cyan',
  OUT_OF_STOCK: 'default',
};

/** A dark red (antd red-9) for destructive outline buttons: antd's danger red is 3.3:1 on white. */
export const DANGER_OUTLINE = { color: '#a8071a', borderColor: '#a8071a' } as const;

/** Under the description, in line with it (past the checkbox's tap target on a phone and the 12 px gap). */
const PAST_CHECKBOX = MIN_TAP_SIZE + 12;
const NARROW_AMOUNTS = { flexBasis: `calc(100% - ${PAST_CHECKBOX}px)`, marginInlineStart: PAST_CHECKBOX } as const;
const NARROW_BUTTONS = { marginInlineStart: PAST_CHECKBOX } as const;

/** Spec 01 §2 status texts on entries. */
export function statusText(entry: CartItem, context: Pick<CartRowContext, 'now' | 'formatPrice' | 't'>): string[] {
  const { t, formatPrice, now } = context;
  const offer = entry.stocklistOffer;
  const remaining = remainingUntil(offer.acceptedOrCounteredExpirationDate, now);
  const duration = remaining ? formatRemaining(remaining) : '--';
  switch (offer.offerStatus) {
    case OfferStatus.NOT_ACCEPTED:
      return [t('rejected', { price: formatPrice(offer.offerPrice) })];
    case OfferStatus.ACCEPTED:
      return [
        remaining?.expired ? t('expiredAlready') : t('accepted', { duration }),
        t('acceptedDetails', { price: formatPrice(offer.offerPrice), quantity: offer.minimumCheckoutQuantity ?? offer.offerQuantity }),
      ];
    case OfferStatus.COUNTERED:
      return [
        t('countered'),
        remaining?.expired
          ? t('expiredAlready')
          : t('counterDetails', {
              price: formatPrice(offer.counterPrice ?? offer.checkOutPrice),
              quantity: offer.minimumCheckoutQuantity ?? offer.offerQuantity,
              duration,
            }),
      ];
    case OfferStatus.PRICE_DROPPED:
      return [t('priceDropped')];
    case OfferStatus.EXPIRED:
      return [t('expired')];
    default:
      return [];
  }
}

export interface CartRowProps {
  entry: CartItem;
  context: CartRowContext;
}

interface RowCheckboxProps {
  offerId: string;
  selectable: boolean;
  label: string;
  onToggle: CartRowContext['onToggle'];
}

/**
 * The row's tick reads the store itself: a select-all over 2,000 entries re-renders only the
 * checkboxes of the rendered rows, not the rows.
 */
function RowCheckbox({ offerId, selectable, label, onToggle }: RowCheckboxProps) {
  const selected = useSelector((state: StateWithCart) => selectCartSelection(state)[offerId] === true);
  return <Checkbox checked={selected && selectable} disabled={!selectable} aria-label={label} onChange={(event) => onToggle(offerId, event.target.checked)} />;
}

/** One cart entry. Memoised on its entry and the shared context (its tick lives in RowCheckbox). */
export const CartRow = memo(function CartRow({ entry, context }: CartRowProps) {
  const { t, formatPrice, formatMinor, state, precision, narrow } = context;
  const { token } = theme.useToken();
  const offer = entry.stocklistOffer;
  const selectable = isSelectable(entry);
  const line = lineAmount(entry, state);
  const texts = statusText(entry, context);
  const description = entry.itemDescription;
  return (
    <li
      style={{
        display: 'flex',
        flexWrap: narrow ? 'wrap' : undefined,
        gap: 12,
        alignItems: 'flex-start',
        padding: '10px 0',
        borderTop: `1px solid ${token.colorSplit}`,
      }}
      aria-label={description}
    >
      <RowCheckbox offerId={offer.offerId} selectable={selectable} label={`${t('Select')} ${description}`} onToggle={context.onToggle} />
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div style={{ fontWeight: 600 }}>{description}</div>
        <div style={{ color: token.colorTextSecondary, fontSize: 13 }}>
          {t('itemNumber')} {offer.pxnItemNumber ?? entry.itemNumber} · {t('Grade')} {entry.grade} · {t('available')}{' '}
          {context.formatAvailable(entry.quantityAvailable)} · {t('listPrice')} {formatPrice(entry.listPrice)}
        </div>
        <div style={{ marginTop: 4 }}>
          {/* Tinted tag, body-coloured text: antd's tinted text (e.g. gold) is below 4.5:1. */}
          <Tag color={STATUS_COLOURS[offer.offerStatus]} style={{ color: token.colorText }}>
            {t(OFFER_STATUS_LABELS[offer.offerStatus])}
          </Tag>
          {!selectable && <Tag>{t('notAvailable')}</Tag>}
          {texts.map((text) => (
            <span key={text} style={{ marginRight: 8 }}>
              {text}
            </span>
          ))}
        </div>
      </div>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 8,
          margin: 0,
          fontSize: 13,
          minWidth: 170,
          ...(narrow ? NARROW_AMOUNTS : undefined),
        }}
      >
        <dt>{t('quantity')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{line.quantity}</dd>
        <dt>{state === OfferState.READY_TO_CHECKOUT ? t('price') : t('offerPrice')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatPrice(line.price)}</dd>
        <dt>{t('lineTotal')}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }}>{formatMinor(lineTotal(line.price, line.quantity, precision))}</dd>
      </dl>
      <div style={{ display: 'flex', flexDirection: narrow ? 'row' : 'column', gap: narrow ? MIN_TAP_GAP : 4, ...(narrow ? NARROW_BUTTONS : undefined) }}>
        <Button size="small" aria-label={`${t('edit')} ${description}`} disabled={!selectable} onClick={() => context.onEdit(entry)}>
          {t('edit')}
        </Button>
        <Button size="small" style={DANGER_OUTLINE} aria-label={`${t('delete')} ${description}`} onClick={() => context.onDelete(entry)}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
});
