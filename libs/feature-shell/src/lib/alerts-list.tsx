import { Button, theme } from 'antd';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { SavedSearchAlert } from '@bp/api-contract';
import { useGetSavedSearchAlertsQuery, useMarkSavedSearchAlertsReadMutation, useWarehouseLabelOf } from '@bp/data-access-api';
import { useCurrencyFormatter, useTranslation } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 } as const;
const lineStyle = { display: 'block' } as const;

const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * When an alert was raised, short and in the portal's language (Intl: util-format's spec formats
 * bring moment-timezone, which the shell loads only for its error screen).
 */
function shortDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, SHORT_DATE_TIME).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', SHORT_DATE_TIME).format(date);
  }
}

export interface AlertsListProps {
  username: string;
  /** The stock list's path: an alert opens it on its saved search's query. */
  stockPath: string;
  /** Closes the panel or drawer (an alert was opened). */
  onClose: () => void;
}

/** The buyer's saved-search alerts, newest first: what matched, at what price, and which search found it. */
export function AlertsList({ username, stockPath, onClose }: AlertsListProps) {
  const t = useShellText();
  const { token } = theme.useToken();
  const alerts = useGetSavedSearchAlertsQuery(username);
  const [markRead, marking] = useMarkSavedSearchAlertsReadMutation();
  const warehouseLabel = useWarehouseLabelOf(username);
  const { format } = useCurrencyFormatter();
  const { language } = useTranslation();

  if (!alerts.data) {
    return alerts.isError ? <p role="alert">{t('Your alerts could not be loaded.')}</p> : <p role="status">{t('Loading alerts')}</p>;
  }
  const { alerts: list, unread } = alerts.data;
  const open = (alert: SavedSearchAlert) => {
    if (!alert.read) void markRead({ ids: [alert.id] });
    onClose();
  };

  return (
    <div>
      {list.length > 0 ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: token.marginXS }}>
          {/* Never disabled: a button disabled under the focus drops it out of the panel. */}
          <Button size="small" loading={marking.isLoading} onClick={() => unread > 0 && void markRead({})}>
            {t('Mark all as read')}
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? (
        <p style={{ margin: 0 }}>{t('No alerts yet. Saved searches with alerts tell you here when new stock matches or a price drops.')}</p>
      ) : (
        <ul style={listStyle} aria-label={t('Alerts')}>
          {list.map((alert) => (
            <li key={alert.id}>
              <Link
                to={`${stockPath}?${alert.query}`}
                onClick={() => open(alert)}
                style={{
                  display: 'block',
                  padding: token.paddingXS,
                  borderRadius: token.borderRadius,
                  color: token.colorText,
                  background: alert.read ? undefined : token.colorPrimaryBg,
                }}
              >
                <span style={{ ...lineStyle, fontWeight: token.fontWeightStrong }}>
                  {alert.read ? null : <span style={visuallyHidden}>{t('Unread')}: </span>}
                  {alert.kind === 'PRICE_BELOW' ? t('Price below your alert') : t('New stock')}
                </span>
                <span style={lineStyle}>{alert.skuDescription}</span>
                <span style={{ ...lineStyle, color: token.colorTextSecondary }}>
                  {t('Grade {{grade}}', { grade: alert.grade })} · {warehouseLabel(alert.warehouse, alert.participantId)}
                </span>
                <span style={lineStyle}>
                  {alert.kind === 'PRICE_BELOW' && alert.previousListPrice !== null ? (
                    <>
                      <del style={{ color: token.colorTextSecondary }}>
                        <span style={visuallyHidden}>{t('Previous price')}: </span>
                        {format(alert.previousListPrice)}
                      </del>{' '}
                    </>
                  ) : null}
                  <strong>{format(alert.listPrice)}</strong> · {t('{{quantity}} available', { quantity: alert.quantityAvailable })}
                </span>
                <span style={{ ...lineStyle, color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                  {t('Saved search: {{name}}', { name: alert.savedSearchName })} ·{' '}
                  <time dateTime={alert.createdAt}>{shortDateTime(alert.createdAt, language)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface AlertsPanelProps extends AlertsListProps {
  open: boolean;
  title: string;
  /** The bell and the panel: a press outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  /** Closes the panel; `returnFocus` puts the focus back on the bell (Escape). */
  onDismiss: (returnFocus: boolean) => void;
}

/**
 * The list under the bell on wider screens: right after the bell in the page, so Tab goes from the
 * bell into it; Escape or a press outside closes it.
 */
export function AlertsPanel({ open, title, container, onDismiss, ...listProps }: AlertsPanelProps) {
  const { token } = theme.useToken();
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onDismiss(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, onDismiss]);
  if (!open) return null;
  return (
    <div
      role="dialog"
      aria-label={title}
      style={{
        position: 'absolute',
        top: '100%',
        insetInlineEnd: 0,
        zIndex: 1050,
        width: 380,
        maxHeight: 'min(70vh, 560px)',
        overflowY: 'auto',
        marginTop: token.marginXXS,
        padding: token.padding,
        background: token.colorBgElevated,
        color: token.colorText,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        lineHeight: token.lineHeight,
        textAlign: 'start',
      }}
    >
      <h2 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG }}>{title}</h2>
      <AlertsList {...listProps} />
    </div>
  );
}
