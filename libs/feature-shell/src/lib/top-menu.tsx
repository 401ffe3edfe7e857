import DownOutlined from '@ant-design/icons/DownOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Button, theme } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Authority } from '@bp/api-contract/constants';
import { MenuButton, TAP_TARGET_CLASS, lazyWithPreload, runWhenIdle, useBranding, type MenuButtonItem, type ShellColours } from '@bp/ui-kit';
import { AlertsBell } from './alerts-bell';
import { initialsColour, userInitials } from './initials';
import { shellRoutes, type ShellLinks } from './routes';
import { useSessionData } from './session-data';
import { useAccountLocale, usePortalLocale, localeName } from './use-portal-locale';
import { useShellText } from './use-shell-text';

const LOGOUT_ITEM = 'logout';
const LOCALE_ITEM_PREFIX = 'locale:';

export interface SideMenuToggle {
  open: boolean;
  onToggle: () => void;
  /** id of the element the toggle shows and hides. */
  controls: string;
}

// The logout confirmation (antd's Modal) is downloaded when the page is idle, not with the shell,
// and mounted once first opened, so closing it still animates.
const LogoutDialog = lazyWithPreload(() => import('./logout-dialog').then((module) => module.LogoutDialog));

/**
 * Spec 03 §2 Top menu: the logo links to /; signed-in users get My Account (Account Details) and
 * their initials badge (My Preferences, Logout); users needing account setup see only Logout.
 * Buyers who may set stock alerts also get the bell of their saved searches' alerts.
 */
export function TopMenu({ links, colours, sideMenuToggle }: { links: ShellLinks; colours: ShellColours; sideMenuToggle?: SideMenuToggle }) {
  const t = useShellText();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { logo, tenantName } = useBranding();
  const { user, userInfo, authorities } = useSessionData();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [logoutOpened, setLogoutOpened] = useState(false);
  if (confirmingLogout && !logoutOpened) setLogoutOpened(true);
  useEffect(() => runWhenIdle(LogoutDialog.preload), []);

  const initials = userInitials(userInfo.firstName, userInfo.lastName, user.email);
  const fullName = [userInfo.firstName, userInfo.lastName].filter(Boolean).join(' ') || user.email;
  const onHeader = { color: colours.headerText };
  const accountItems: MenuButtonItem[] = [{ key: links.accountDetails, label: t('Account Details') }];
  useAccountLocale(userInfo.locale);
  const { locale, offered, choose } = usePortalLocale(user.username);
  // The tenant's languages, each in its own words, when it offers more than one.
  const localeItems: MenuButtonItem[] =
    offered.length > 1
      ? offered.map((offer, index) => ({
          key: `${LOCALE_ITEM_PREFIX}${offer}`,
          label: localeName(offer),
          lang: offer,
          checked: offer === locale,
          heading: index === 0 ? t('Language') : undefined,
        }))
      : [];
  const userItems: MenuButtonItem[] = [{ key: links.preferences, label: t('My Preferences') }, ...localeItems, { key: LOGOUT_ITEM, label: t('Logout') }];
  const showsBell = user.isSignedIn && authorities.includes(Authority.CAN_SET_STOCKLIST_ALERT);
  const openItem = (key: string) => {
    if (key === LOGOUT_ITEM) setConfirmingLogout(true);
    else if (key.startsWith(LOCALE_ITEM_PREFIX)) choose(key.slice(LOCALE_ITEM_PREFIX.length));
    else void navigate(key);
  };

  return (
    // Plain flex rows (antd's Flex with its gaps: small 8 px, middle 16 px) keep antd's Flex out of the shell's download.
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.padding, height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: token.paddingXS, minWidth: 0 }}>
        {sideMenuToggle ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={sideMenuToggle.open ? t('Hide the menu') : t('Show the menu')}
            aria-expanded={sideMenuToggle.open}
            aria-controls={sideMenuToggle.controls}
            onClick={sideMenuToggle.onToggle}
            style={onHeader}
          />
        ) : null}
        <Link
          to={shellRoutes.home}
          aria-label={t('{{tenantName}} home', { tenantName })}
          className={TAP_TARGET_CLASS}
          // A long tenant name wraps on a phone: at the header's 64 px line height its lines spilled out of it.
          style={{
            ...onHeader,
            display: 'flex',
            alignItems: 'center',
            fontSize: token.fontSizeLG,
            fontWeight: token.fontWeightStrong,
            lineHeight: 1.25,
            textDecoration: 'none',
          }}
        >
          {logo ? <img src={logo} alt="" style={{ maxHeight: 40 }} /> : tenantName}
        </Link>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: token.paddingXS }}>
        {user.requiresAccountSetup ? (
          <Button type="text" style={onHeader} onClick={() => setConfirmingLogout(true)}>
            {t('Logout')}
          </Button>
        ) : (
          <>
            {showsBell ? <AlertsBell username={user.username} stockPath={links.stock} colour={colours.headerText} /> : null}
            <MenuButton items={accountItems} onSelect={openItem} buttonProps={{ type: 'text', style: onHeader }}>
              {t('My Account')} <DownOutlined aria-hidden="true" />
            </MenuButton>
            <MenuButton
              items={userItems}
              onSelect={openItem}
              // Starts with the visible initials, so speech input can name the button by what it shows.
              aria-label={`${initials}, ${t('User menu of {{name}}', { name: fullName })}`}
              buttonProps={{
                shape: 'circle',
                style: { background: initialsColour(initials), color: '#ffffff', borderColor: '#ffffff', fontWeight: token.fontWeightStrong },
              }}
            >
              {initials}
            </MenuButton>
          </>
        )}
      </div>
      {logoutOpened ? (
        <Suspense fallback={null}>
          <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
