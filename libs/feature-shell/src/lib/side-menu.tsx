import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { shellRoutes, type ShellLinks } from './routes';
import type { ShellText } from './shell-texts';
import type { SideMenuItem } from './side-menu-items';
import { useShellText } from './use-shell-text';

interface MenuEntry {
  to: string;
  label: ShellText;
  icon: ReactNode;
}

/** Spec 01 §2 Shell: the side menu's links and labels. */
export function sideMenuEntries(links: ShellLinks): Record<SideMenuItem, MenuEntry> {
  return {
    Home: { to: shellRoutes.home, label: 'Menu', icon: <HomeOutlined /> },
    StockList: { to: links.stock, label: 'Stocklist', icon: <AppstoreOutlined /> },
    Cart: { to: links.cart, label: 'Cart and Offers', icon: <ShoppingCartOutlined /> },
    Auctions: { to: shellRoutes.auctions, label: 'Auctions', icon: <TrophyOutlined /> },
    PreOrders: { to: shellRoutes.preorders, label: 'Pre Orders', icon: <ClockCircleOutlined /> },
    Orders: { to: links.orders, label: 'Orders', icon: <FileTextOutlined /> },
    Returns: { to: shellRoutes.returns, label: 'Returns', icon: <RollbackOutlined /> },
    Alert: { to: links.stockAlerts, label: 'Alert', icon: <BellOutlined /> },
  };
}

/** A highlight that works on the tenant's menu colour, light or dark. */
function activeBackground(textColour: string): string {
  return textColour === '#ffffff' ? 'rgba(255, 255, 255, 0.16)' : 'rgba(0, 0, 0, 0.06)';
}

export interface SideMenuProps {
  items: readonly SideMenuItem[];
  links: ShellLinks;
  textColour: string;
  /** The phone bar shows only some entries, in a row. */
  layout?: 'column' | 'row';
  label: string;
}

/** A plain navigation list (links, not an ARIA menu): Tab reaches each entry, the current page is marked. */
export function SideMenu({ items, links, textColour, layout = 'column', label }: SideMenuProps) {
  const t = useShellText();
  const { token } = theme.useToken();
  const entries = sideMenuEntries(links);
  const linkStyle = ({ isActive }: { isActive: boolean }): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    gap: token.marginSM,
    padding: `${token.paddingSM}px ${token.padding}px`,
    color: textColour,
    textDecoration: 'none',
    fontWeight: isActive ? token.fontWeightStrong : undefined,
    background: isActive ? activeBackground(textColour) : undefined,
    borderInlineStart: layout === 'column' ? `3px solid ${isActive ? textColour : 'transparent'}` : undefined,
  });
  return (
    <nav aria-label={label}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: layout,
          justifyContent: layout === 'row' ? 'space-around' : undefined,
        }}
      >
        {items.map((item) => (
          <li key={item}>
            <NavLink to={entries[item].to} end={item === 'Home'} style={linkStyle}>
              <span aria-hidden="true">{entries[item].icon}</span>
              <span>{t(entries[item].label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
