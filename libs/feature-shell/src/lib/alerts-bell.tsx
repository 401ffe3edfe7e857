import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button } from 'antd';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useGetSavedSearchAlertsQuery } from '@bp/data-access-api';
import { MountOnFirstOpen, OnDemandDrawer, preloadDrawer, runWhenIdle, useNarrowScreen } from '@bp/ui-kit';
import { useAfterPageCalls } from './session-preloads';
import { useShellText } from './use-shell-text';

/** The bell asks for new alerts this often while the tab is in front (and again when it comes back). */
export const ALERTS_POLLING_MS = 60_000;

// The list (with its dates, prices and warehouse names, 1.7 KB) downloads when the bell is first
// opened, not with the shell: the bell and its count are all the first paint needs, and fetched
// ahead it was found among a slow page's first downloads on a loaded machine.
const AlertsPanel = lazy(() => import('./alerts-list').then((module) => ({ default: module.AlertsPanel })));
const AlertsList = lazy(() => import('./alerts-list').then((module) => ({ default: module.AlertsList })));

const badgeStyle = {
  position: 'absolute',
  top: 2,
  insetInlineEnd: 2,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: '#cf1322',
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
} as const;

export interface AlertsBellProps {
  username: string;
  /** The stock list's path: an alert opens it on its saved search. */
  stockPath: string;
  /** The header's text colour. */
  colour: string;
}

/**
 * The bell of a buyer who may set stock alerts: how many saved-search alerts are unread (polled),
 * and their list in a panel under it (a drawer on a phone).
 */
export function AlertsBell({ username, stockPath, colour }: AlertsBellProps) {
  const t = useShellText();
  const narrow = useNarrowScreen();
  const afterPageCalls = useAfterPageCalls();
  const alerts = useGetSavedSearchAlertsQuery(username, {
    skip: !afterPageCalls,
    pollingInterval: ALERTS_POLLING_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => (narrow ? runWhenIdle(preloadDrawer) : undefined), [narrow]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const unread = alerts.data?.unread ?? 0;
  const listProps = { username, stockPath, onClose: () => close(false) };
  return (
    <span ref={wrapperRef} style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        ref={buttonRef}
        type="text"
        icon={<BellOutlined aria-hidden style={{ fontSize: 20 }} />}
        aria-label={unread > 0 ? t('Alerts, {{count}} unread', { count: unread }) : t('Alerts')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        style={{ color: colour, position: 'relative' }}
      >
        {unread > 0 ? (
          <span aria-hidden="true" style={badgeStyle}>
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      {narrow ? (
        <OnDemandDrawer open={open} onClose={() => close(true)} placement="right" size="min(400px, 100vw)" title={t('Alerts')}>
          <AlertsList {...listProps} />
        </OnDemandDrawer>
      ) : (
        <MountOnFirstOpen open={open}>
          <AlertsPanel {...listProps} open={open} title={t('Alerts')} container={wrapperRef} onDismiss={close} />
        </MountOnFirstOpen>
      )}
    </span>
  );
}
