import { memo, type CSSProperties } from 'react';
import { Tabs, theme } from 'antd';
import { badgeCount, type CartTabIndex, type TabVisibility } from '../cart-model';
import type { CartText } from '../cart-texts';
import { tabText } from '../hooks/use-cart-actions';

export interface CartTabsProps {
  tabIndex: CartTabIndex;
  tabs: readonly TabVisibility[];
  t: CartText;
  onChange: (key: string) => void;
}

/**
 * antd Badge's look for a count (Badge and its scrolling digits would cost /cart 4 KB gzip; a
 * tab's count never animates). The count is at most BADGE_MAXIMUM (badgeCount), so no "+".
 */
function CountBadge({ count, background }: { count: number; background: string }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    display: 'inline-block',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    background,
    color: token.colorTextLightSolid,
    fontSize: token.fontSizeSM,
    fontWeight: 'normal',
    lineHeight: '20px',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
  };
  return <span style={style}>{count}</span>;
}

/**
 * Spec 01 §2: the three tabs with their count badges (at most 999999), an empty tab disabled
 * except the first. Memoised: a tick of a checkbox must not re-render antd's Tabs.
 */
export const CartTabs = memo(function CartTabs({ tabIndex, tabs, t, onChange }: CartTabsProps) {
  const { token } = theme.useToken();
  return (
    <Tabs
      activeKey={String(tabIndex)}
      onChange={onChange}
      items={tabs.map((tab) => ({
        key: String(tab.index),
        disabled: tab.disabled,
        label: (
          <span>
            {t(tabText(tab.state))} <CountBadge count={badgeCount(tab.count)} background={tab.disabled ? '#bfbfbf' : token.colorError} />
          </span>
        ),
      }))}
    />
  );
});
