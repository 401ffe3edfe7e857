import { memo } from 'react';
import { Badge, Tabs } from 'antd';
import { BADGE_MAXIMUM } from '@bp/api-contract/constants';
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
 * Spec 01 §2: the three tabs with their count badges (at most 999999), an empty tab disabled
 * except the first. Memoised: a tick of a checkbox must not re-render antd's Tabs.
 */
export const CartTabs = memo(function CartTabs({ tabIndex, tabs, t, onChange }: CartTabsProps) {
  return (
    <Tabs
      activeKey={String(tabIndex)}
      onChange={onChange}
      items={tabs.map((tab) => ({
        key: String(tab.index),
        disabled: tab.disabled,
        label: (
          <span>
            {t(tabText(tab.state))} <Badge count={badgeCount(tab.count)} overflowCount={BADGE_MAXIMUM} showZero color={tab.disabled ? '#bfbfbf' : undefined} />
          </span>
        ),
      }))}
    />
  );
});
