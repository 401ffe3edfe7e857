import { Layout, theme } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { isOtherRole, selectSessionUser } from '@bp/data-access-api';
import { OnDemandDrawer, PHONE_BAR_HEIGHT, preloadDrawer, runWhenIdle, shellColoursFromTenantConfig, useNarrowScreen } from '@bp/ui-kit';
import { shellRoutes, type ShellLinks } from './routes';
import { BroadcastBanners, BuyerStartupData } from './session-preloads';
import { SessionDataGate, useSessionData } from './session-data';
import { SideMenu } from './side-menu';
import { useStartup } from './startup-context';
import { TopMenu } from './top-menu';
import { useShellText } from './use-shell-text';

const SIDE_MENU_ID = 'side-menu';

// Memoised parts with stable props skip the layout's own re-renders (a menu toggle, a resize).
const MemoTopMenu = memo(TopMenu);
const MemoSideMenu = memo(SideMenu);

/**
 * Spec 03 §2: the menu is open on all but the dashboard (and /help, which shows the dashboard).
 * On a narrow screen it starts closed and opens over the page, closing again on the next page.
 */
function useSideMenuOpen(narrow: boolean): [open: boolean, toggle: () => void] {
  const { pathname } = useLocation();
  const onDashboard = pathname === shellRoutes.dashboard || pathname === shellRoutes.help;
  const openByDefault = !onDashboard && !narrow;
  // The buyer's own choice holds until they move between dashboard and other pages (on a narrow
  // screen: until they move to another page).
  const choiceKey = narrow ? `narrow:${pathname}` : `wide:${String(onDashboard)}`;
  const [choice, setChoice] = useState<{ key: string; open: boolean }>();
  const open = choice?.key === choiceKey ? choice.open : openByDefault;
  const toggle = useCallback(() => setChoice({ key: choiceKey, open: !open }), [choiceKey, open]);
  return [open, toggle];
}

interface DashboardFrameProps {
  links: ShellLinks;
  narrow: boolean;
  menuOpen: boolean;
  toggleMenu: () => void;
}

/**
 * The location decides only whether the side menu is open; reading it re-renders on every URL
 * change, e.g. each stock list filter or search. This part reads it and hands the frame plain
 * props, so a query-string change re-renders the page (through the Outlet) and not the layout.
 */
function DashboardLayout({ links }: { links: ShellLinks }) {
  const narrow = useNarrowScreen();
  const [menuOpen, toggleMenu] = useSideMenuOpen(narrow);
  return <DashboardFrame links={links} narrow={narrow} menuOpen={menuOpen} toggleMenu={toggleMenu} />;
}

/**
 * Spec 01 §2 dashboard layout: top menu, side menu and main area; on phones the Alert link also
 * sits in a bar at the bottom. Users needing account setup get the top menu only.
 */
const DashboardFrame = memo(function DashboardFrame({ links, narrow, menuOpen, toggleMenu }: DashboardFrameProps) {
  const t = useShellText();
  const { token } = theme.useToken();
  const { user, sideMenuItems } = useSessionData();
  const { config } = useStartup();
  const colours = useMemo(() => shellColoursFromTenantConfig(config), [config]);
  // The menu drawer is not in the first download: fetch it when idle on a narrow screen.
  useEffect(() => (narrow ? runWhenIdle(preloadDrawer) : undefined), [narrow]);
  const hasSideMenu = user.isSignedIn;
  const phoneBarItems = useMemo(() => (narrow && hasSideMenu ? sideMenuItems.filter((item) => item === 'Alert') : []), [narrow, hasSideMenu, sideMenuItems]);
  const sideMenu = <MemoSideMenu items={sideMenuItems} links={links} textColour={colours.menuText} label={t('Side menu')} />;
  const contentPadding = narrow ? token.padding : token.paddingLG;
  const sideMenuToggle = useMemo(
    () => (hasSideMenu ? { open: menuOpen, onToggle: toggleMenu, controls: SIDE_MENU_ID } : undefined),
    [hasSideMenu, menuOpen, toggleMenu],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: colours.headerBackground, paddingInline: token.padding }}>
        <MemoTopMenu links={links} colours={colours} sideMenuToggle={sideMenuToggle} />
      </Layout.Header>
      <Layout>
        {hasSideMenu && menuOpen && !narrow ? (
          <Layout.Sider id={SIDE_MENU_ID} width={220} style={{ background: colours.menuBackground }}>
            {sideMenu}
          </Layout.Sider>
        ) : null}
        <Layout.Content
          style={{ padding: contentPadding, paddingBottom: phoneBarItems.length > 0 ? PHONE_BAR_HEIGHT + contentPadding : contentPadding, minWidth: 0 }}
        >
          {hasSideMenu ? <BroadcastBanners username={user.username} /> : null}
          <Outlet />
        </Layout.Content>
      </Layout>
      {hasSideMenu && narrow && menuOpen ? (
        // On a narrow screen the menu opens over the page instead of squeezing it; closed, it
        // leaves nothing behind (no hidden links for Tab or a screen reader to find).
        <OnDemandDrawer
          open
          onClose={toggleMenu}
          placement="left"
          size={260}
          title={t('Menu')}
          styles={{ body: { padding: 0, background: colours.menuBackground } }}
        >
          <div id={SIDE_MENU_ID}>{sideMenu}</div>
        </OnDemandDrawer>
      ) : null}
      {phoneBarItems.length > 0 ? (
        <div
          style={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 10,
            height: PHONE_BAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            background: colours.menuBackground,
          }}
        >
          <div style={{ flex: 1 }}>
            <MemoSideMenu items={phoneBarItems} links={links} textColour={colours.menuText} layout="row" label={t('Quick links')} />
          </div>
        </div>
      ) : null}
      {hasSideMenu ? <BuyerStartupData username={user.username} /> : null}
    </Layout>
  );
});

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
