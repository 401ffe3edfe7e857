import { Grid, Layout, theme } from 'antd';
import { memo, useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { isOtherRole, selectSessionUser } from '@bp/data-access-api';
import { shellColoursFromTenantConfig } from '@bp/ui-kit';
import { shellRoutes, type ShellLinks } from './routes';
import { BroadcastBanners, BuyerStartupData } from './session-preloads';
import { SessionDataGate, useSessionData } from './session-data';
import { SideMenu } from './side-menu';
import { useStartup } from './startup-context';
import { TopMenu } from './top-menu';
import { useShellText } from './use-shell-text';

const SIDE_MENU_ID = 'side-menu';

// The layout reads the location (menu open on all but the dashboard), so it renders again on every
// query-string change, e.g. each stock list filter; memoised parts with stable props skip that.
const MemoTopMenu = memo(TopMenu);
const MemoSideMenu = memo(SideMenu);

/** Spec 03 §2: the menu is open on all but the dashboard (and /help, which shows the dashboard). */
function useSideMenuOpen(): [open: boolean, toggle: () => void] {
  const { pathname } = useLocation();
  const onDashboard = pathname === shellRoutes.dashboard || pathname === shellRoutes.help;
  const onPhone = Boolean(Grid.useBreakpoint().xs);
  const openByDefault = !onDashboard && !onPhone;
  // The buyer's own choice holds until they move between dashboard and other pages.
  const [choice, setChoice] = useState<{ onDashboard: boolean; open: boolean }>();
  const open = choice?.onDashboard === onDashboard ? choice.open : openByDefault;
  const toggle = useCallback(() => setChoice({ onDashboard, open: !open }), [onDashboard, open]);
  return [open, toggle];
}

/**
 * Spec 01 §2 dashboard layout: top menu, side menu and main area; on phones the Alert link also
 * sits in a bar at the bottom. Users needing account setup get the top menu only.
 */
function DashboardLayout({ links }: { links: ShellLinks }) {
  const t = useShellText();
  const { token } = theme.useToken();
  const { user, sideMenuItems } = useSessionData();
  const { config } = useStartup();
  const colours = useMemo(() => shellColoursFromTenantConfig(config), [config]);
  const [menuOpen, toggleMenu] = useSideMenuOpen();
  const onPhone = Boolean(Grid.useBreakpoint().xs);
  const hasSideMenu = user.isSignedIn;
  const phoneBarItems = useMemo(() => (onPhone && hasSideMenu ? sideMenuItems.filter((item) => item === 'Alert') : []), [onPhone, hasSideMenu, sideMenuItems]);
  const sideMenuToggle = useMemo(() => (hasSideMenu ? { open: menuOpen, onToggle: toggleMenu, controls: SIDE_MENU_ID } : undefined), [hasSideMenu, menuOpen, toggleMenu]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: colours.headerBackground, paddingInline: token.padding }}>
        <MemoTopMenu links={links} colours={colours} sideMenuToggle={sideMenuToggle} />
      </Layout.Header>
      <Layout>
        {hasSideMenu && menuOpen ? (
          <Layout.Sider id={SIDE_MENU_ID} width={220} style={{ background: colours.menuBackground }}>
            <MemoSideMenu items={sideMenuItems} links={links} textColour={colours.menuText} label={t('Side menu')} />
          </Layout.Sider>
        ) : null}
        <Layout.Content style={{ padding: token.paddingLG, paddingBottom: phoneBarItems.length > 0 ? 72 : token.paddingLG }}>
          {hasSideMenu ? <BroadcastBanners username={user.username} /> : null}
          <Outlet />
        </Layout.Content>
      </Layout>
      {phoneBarItems.length > 0 ? (
        <div style={{ position: 'fixed', insetInline: 0, bottom: 0, background: colours.menuBackground }}>
          <MemoSideMenu items={phoneBarItems} links={links} textColour={colours.menuText} layout="row" label={t('Quick links')} />
        </div>
      ) : null}
      {hasSideMenu ? <BuyerStartupData username={user.username} /> : null}
    </Layout>
  );
}

/**
 * Layout route of the signed-in screens: loads the session data, then the dashboard layout. Anyone
 * who may not see the shell falls through to the guard routes below, which send them to sign-in.
 */
export function SignedInLayout({ links }: { links: ShellLinks }) {
  const user = useSelector(selectSessionUser);
  if (!user || isOtherRole(user)) return <Outlet />;
  return (
    <SessionDataGate user={user}>
      <DashboardLayout links={links} />
    </SessionDataGate>
  );
}
