import { memo, useId } from 'react';
import { Button } from 'antd';
import BellFilled from '@ant-design/icons/BellFilled';
import BellOutlined from '@ant-design/icons/BellOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import type { StockGroup, StockItem } from '@bp/api-contract';
import { MIN_TAP_GAP, TAP_TARGET_CLASS } from '@bp/ui-kit';
import { OFFER_STATUS_LABELS } from '@bp/api-contract/constants';
import { displayQuantity } from '@bp/util-format';
import { canOfferOn, displayItemNumber, itemDescription, minPriceLabel, summariseGroup, type ItemDescriptionRules } from '../display-rules';
import type { OffersByItem, StockOfferSummary } from '../offers-seam';
import { orangeTagStyle, plainTagStyle } from './plain-tag-style';

/** The pending orders of a partner's item, after its description. */
const pendingTagStyle = { ...orangeTagStyle, marginInlineStart: 8 } as const;

export type TradeMode = 'buy' | 'offer';

/**
 * The show/hide toggle: a plain button styled as antd's link button. Every change of the list
 * mounts 24 new cards, and antd's Button (theme token, style cache, wave effect) made up a good
 * part of that; a native button costs next to nothing.
 */
const toggleStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 0',
  border: 0,
  background: 'none',
  color: 'var(--ant-color-primary, #1677ff)',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/**
 * The toggle's chevron: antd's DownOutlined path drawn directly (pointing up when open). Every
 * change of the list mounts 24 cards; an antd icon component per card (icon context, style
 * insertion, an SVG built from its definition) cost more than the rest of a collapsed card.
 */
const chevronStyle = { width: '1em', height: '1em', fill: 'currentColor', flex: 'none' } as const;
const CHEVRON_PATH =
  'M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z';
const CHEVRON_DOWN = (
  <svg viewBox="64 64 896 896" aria-hidden focusable="false" style={chevronStyle}>
    <path d={CHEVRON_PATH} />
  </svg>
);
const CHEVRON_UP = (
  <svg viewBox="64 64 896 896" aria-hidden focusable="false" style={{ ...chevronStyle, transform: 'rotate(180deg)' }}>
    <path d={CHEVRON_PATH} />
  </svg>
);

/**
 * The card's top-right attribute, drawn like antd's default Tag: every change of the list mounts
 * 24 cards, and antd's Tag registers its CSS-in-JS style and reads the theme on each mount.
 */
const cardTagStyle = { ...plainTagStyle, flex: 'none' } as const;

/** What every card shares; kept referentially stable by the page so memoised cards skip re-renders. */
export interface StockCardContext {
  maxItemQuantityToBeDisplayed: number | undefined;
  warehouseAcceptingOffer: readonly string[];
  warehouseLabels: Readonly<Record<string, string>>;
  descriptionRules: ItemDescriptionRules | undefined;
  canBuyOnline: boolean;
  canSetAlerts: boolean;
  isPartnerStock: boolean;
  /** A narrow screen: each item's row stacks its values under the description. */
  narrow: boolean;
  formatPrice: (value: number) => string;
  t: (text: string) => string;
  onTrade: (item: StockItem, mode: TradeMode) => void;
  /** The in-cart button: edit the item's cart entry. */
  onEditInCart: (item: StockItem, entry: StockOfferSummary) => void;
  onAlert: (item: StockItem) => void;
  /** Opens or closes a card (the page keeps which are open: an open card needs every item). */
  onToggle: (groupId: string) => void;
}

export interface StockGroupCardProps {
  /** The group as the list sent it: at most itemsPerGroup items, totals in `matching`. */
  group: StockGroup;
  /** The same group with every item (up to the API's default), once the page has loaded it. */
  allItems: StockGroup | undefined;
  expanded: boolean;
  context: StockCardContext;
  /** itemNumberWarehouse keys of the buyer's alerts. */
  alertKeys: ReadonlySet<string>;
  offers: OffersByItem;
}

const cardStyle = { border: '1px solid #d9d9d9', borderRadius: 8, padding: 12, marginBottom: 12 } as const;

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const stackedLabelStyle = { display: 'block', color: '#595959', fontSize: 12 } as const;

/**
 * A narrow screen's rows are small grids (description across, values two by two, actions across):
 * the six columns would not fit beside each other. The explicit roles keep the table's semantics,
 * which a changed display can drop; the visible labels repeat the hidden column headers.
 */
const stackedRowStyle = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4px 12px', padding: '8px 0', borderTop: '1px solid #f0f0f0' } as const;
const stackedWideCell = { gridColumn: '1 / -1' } as const;

function StackedLabel({ narrow, children }: { narrow: boolean; children: string }) {
  return narrow ? (
    <span aria-hidden style={stackedLabelStyle}>
      {children}
    </span>
  ) : null;
}

function StockItemRow({
  item,
  context,
  hasAlert,
  entry,
}: {
  item: StockItem;
  context: StockCardContext;
  hasAlert: boolean;
  entry: StockOfferSummary | undefined;
}) {
  const { t } = context;
  const description = itemDescription(item, context.descriptionRules);
  const canOffer = canOfferOn(item, context.warehouseAcceptingOffer);
  const pending = context.isPartnerStock ? (item.pendingOrderItemCount ?? 0) : 0;
  const { narrow } = context;
  const cellRole = narrow ? 'cell' : undefined;
  return (
    <tr role={narrow ? 'row' : undefined} style={narrow ? stackedRowStyle : undefined}>
      <td role={cellRole} style={narrow ? { ...stackedWideCell, fontWeight: 600 } : undefined}>
        {description}
        {pending > 0 && (
          <span style={pendingTagStyle}>
            {pending} {t(pending === 1 ? 'pending order' : 'pending orders')}
          </span>
        )}
      </td>
      <td role={cellRole}>
        <StackedLabel narrow={narrow}>{t('Item #')}</StackedLabel>
        {displayItemNumber(item)}
      </td>
      <td role={cellRole}>
        <StackedLabel narrow={narrow}>{t('Warehouse')}</StackedLabel>
        {context.warehouseLabels[item.warehouse] ?? item.warehouse}
      </td>
      <td role={cellRole}>
        <StackedLabel narrow={narrow}>{t('Quantity')}</StackedLabel>
        {displayQuantity(item.quantityAvailable, context.maxItemQuantityToBeDisplayed)}
      </td>
      <td role={cellRole}>
        <StackedLabel narrow={narrow}>{t('List price')}</StackedLabel>
        {context.formatPrice(item.listPrice)}
      </td>
      <td role={cellRole} style={narrow ? stackedWideCell : undefined}>
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: narrow ? MIN_TAP_GAP : 4 }}>
          {context.canBuyOnline &&
            (entry ? (
              <Button
                size="small"
                icon={<ShoppingCartOutlined aria-hidden />}
                aria-label={`${t('In cart')}: ${description}`}
                title={`${t('In cart')}: ${entry.offerQuantity} · ${t(OFFER_STATUS_LABELS[entry.offerStatus])}`}
                onClick={() => context.onEditInCart(item, entry)}
              >
                {t('In cart')}
              </Button>
            ) : (
              <>
                <Button
                  size="small"
                  type="primary"
                  disabled={item.quantityAvailable <= 0}
                  aria-label={`${t('Buy')} ${description}`}
                  onClick={() => context.onTrade(item, 'buy')}
                >
                  {t('Buy')}
                </Button>
                {canOffer && (
                  <Button size="small" aria-label={`${t('Offer')} ${description}`} onClick={() => context.onTrade(item, 'offer')}>
                    {t('Offer')}
                  </Button>
                )}
              </>
            ))}
          {context.canSetAlerts && (
            <Button
              size="small"
              type="text"
              icon={hasAlert ? <BellFilled data-testid="alert-on" aria-hidden /> : <BellOutlined data-testid="alert-off" aria-hidden />}
              aria-label={`${t(hasAlert ? 'Edit stock alert' : 'Set stock alert')}: ${description}`}
              aria-pressed={hasAlert}
              onClick={() => context.onAlert(item)}
            />
          )}
        </span>
      </td>
    </tr>
  );
}

/**
 * One item group (spec 01 §2): a collapsed summary (item count, total quantity with 'N+', minimum
 * price with '+' when partial, '--' without one) that expands to the item list. Memoised: the page
 * keeps its props stable, so typing in the search box or changing one card re-renders no others.
 */
export const StockGroupCard = memo(function StockGroupCard({ group: listed, allItems, expanded, context, alertKeys, offers }: StockGroupCardProps) {
  const { t } = context;
  const listId = useId();
  const headingId = useId();
  // The whole group once loaded (exact '+', every row); the listed items until then.
  const group = allItems ?? listed;
  const summary = summariseGroup(group, context.maxItemQuantityToBeDisplayed, context.warehouseAcceptingOffer);
  const topRight = group.groupAttributes.topRight;
  const bottomRight = group.groupAttributes.bottomRight;
  return (
    // An article, not a section: sections with a name are landmarks, and the cards of one model
    // share their title (the description tells the grades apart), which landmarks must not.
    <article aria-labelledby={headingId} style={cardStyle}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}>
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {/* After the page's h1: an h2 (an h3 skipped a level). */}
          <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {group.title}
          </h2>
          {group.groupDescription && <div style={{ color: '#666' }}>{group.groupDescription}</div>}
        </div>
        {topRight && <span style={cardTagStyle}>{topRight.label}</span>}
      </div>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: '8px 0' }} aria-label={t('Summary')}>
        <div>
          <dt>{t('Items')}</dt>
          <dd style={{ margin: 0 }}>{summary.countOfItems}</dd>
        </div>
        <div>
          <dt>{t('Quantity')}</dt>
          <dd style={{ margin: 0 }}>{summary.quantityLabel}</dd>
        </div>
        <div>
          <dt>{t('From')}</dt>
          <dd style={{ margin: 0 }}>{minPriceLabel(summary, context.formatPrice)}</dd>
        </div>
        {bottomRight && (
          <div>
            <dt>{t('Info')}</dt>
            <dd style={{ margin: 0 }}>{bottomRight.label}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className={TAP_TARGET_CLASS}
        style={toggleStyle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => context.onToggle(group.groupId)}
      >
        {expanded ? CHEVRON_UP : CHEVRON_DOWN}
        {expanded ? t('Hide items') : t('Show items')}
        <span className="bp-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {` ${group.title}`}
        </span>
      </button>
      {expanded && (
        <table
          id={listId}
          role={context.narrow ? 'table' : undefined}
          style={context.narrow ? { display: 'block', width: '100%' } : { width: '100%', borderCollapse: 'collapse' }}
          aria-label={`${t('Items of')} ${group.title}`}
        >
          {summary.countOfItems > group.items.length && (
            <caption style={{ captionSide: 'bottom', textAlign: 'start', color: '#666' }}>
              {t('Showing')} {group.items.length} {t('of')} {summary.countOfItems} {t('items; narrow the filters to see the others.')}
            </caption>
          )}
          <thead style={context.narrow ? visuallyHidden : undefined}>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Description')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Item #')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Warehouse')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Quantity')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('List price')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Actions')}
              </th>
            </tr>
          </thead>
          <tbody style={context.narrow ? { display: 'block' } : undefined}>
            {group.items.map((item) => (
              <StockItemRow
                key={item.itemNumberWarehouse}
                item={item}
                context={context}
                hasAlert={alertKeys.has(item.itemNumberWarehouse)}
                entry={Object.hasOwn(offers, item.itemNumberWarehouse) ? offers[item.itemNumberWarehouse] : undefined}
              />
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
});
