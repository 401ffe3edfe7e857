import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { StockAlert } from '@bp/api-contract';
import { useGetStocklistSettingsQuery } from '@bp/data-access-api';
import { Spinner, preloadFeedback, runWhenIdle, useFeedback, usePageTitle } from '@bp/ui-kit';
import { displayQuantity } from '@bp/util-format';
import { useDeleteStockAlertMutation, useGetStockAlertsQuery } from './api/stocklist-api';
import { StockAlertDialog } from './dialogs/lazy-dialogs';
import { useSessionUsername, useStockPermissions } from './stock-authorities';
import { SNACKBAR_SECONDS, STOCK_TEXTS } from './stock-texts';
import { useStockText } from './use-stock-text';

export interface StockAlertsPageProps {
  /** As StockListPage: by default read from GET security/authorities in the shared cache. */
  authorities?: readonly string[];
}

/** /stock-alerts (spec 01 §2 Stock alerts): the buyer's alerts, edit quantity, delete. */
export function StockAlertsPage({ authorities }: StockAlertsPageProps) {
  const t = useStockText();
  usePageTitle(t(STOCK_TEXTS.alertsPageTitle));
  const navigate = useNavigate();
  const username = useSessionUsername();
  const permissions = useStockPermissions(authorities);
  // Spec 01 §4: alerts are loaded only with CAN_SET_STOCKLIST_ALERT.
  const alerts = useGetStockAlertsQuery(username, { skip: !permissions.canSetAlerts || !username });
  const settings = useGetStocklistSettingsQuery(username, { skip: !username });
  const [deleteAlert] = useDeleteStockAlertMutation();
  const [editing, setEditing] = useState<StockAlert | undefined>(undefined);
  // The portal's snackbars (antd's message loads on first use) and the alert dialog are fetched
  // when the page is idle, not with the stock list's module.
  const { message: messageApi } = useFeedback();
  const notify = useCallback((text: string) => messageApi.open({ type: 'success', content: text, duration: SNACKBAR_SECONDS }), [messageApi]);
  useEffect(
    () =>
      runWhenIdle(() => {
        StockAlertDialog.preload();
        preloadFeedback();
      }),
    [],
  );

  const remove = async (alert: StockAlert) => {
    try {
      await deleteAlert({ itemNumberWarehouse: alert.itemNumberWarehouse, pxnsParticipantId: alert.pxnsParticipantId }).unwrap();
      notify(t(STOCK_TEXTS.alertDeleted));
    } catch (error) {
      // Spec 01 §8 Stock area: alert failures are only logged.
      console.error('Deleting the stock alert failed', error);
    }
  };

  const list = alerts.data ?? [];
  // Alerts on partner stock too: the tenant's own maximum masks them (the alert carries no partner settings).
  const maxItemQuantityToBeDisplayed = settings.data?.maxItemQuantityToBeDisplayed;
  return (
    <div>
      <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} style={{ paddingInline: 0 }} onClick={() => navigate('/stock')}>
        {t('Back to Stock List')}
      </Button>
      <h1 style={{ marginTop: 4 }}>{t(STOCK_TEXTS.alertsPageTitle)}</h1>
      {!permissions.ready || alerts.isLoading ? (
        <Spinner aria-label={t('Loading')} />
      ) : list.length === 0 ? (
        <p>{t(STOCK_TEXTS.noAlerts)}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('Your stock alerts')}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Description')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Alert quantity')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Available')}
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('Actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((alert) => (
              <tr key={alert.itemNumberWarehouse}>
                {/* A long unbroken description wraps inside its cell rather than widening a phone's page. */}
                <td style={{ overflowWrap: 'anywhere' }}>{alert.description}</td>
                <td>{alert.quantity}</td>
                <td>{displayQuantity(alert.quantityAvailable, maxItemQuantityToBeDisplayed)}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  <Button
                    type="text"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`${t('Edit alert')}: ${alert.description}`}
                    onClick={() => setEditing(alert)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t('Delete alert')}: ${alert.description}`}
                    onClick={() => remove(alert)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <Suspense fallback={null}>
          <StockAlertDialog
            target={{
              itemNumberWarehouse: editing.itemNumberWarehouse,
              description: editing.description,
              quantityAvailable: editing.quantityAvailable,
              incrementSize: editing.incrementSize || 1,
              pxnsParticipantId: editing.pxnsParticipantId,
              existingQuantity: editing.quantity,
            }}
            defaultQuantity={settings.data?.defaultAlertQuantity}
            maxItemQuantityToBeDisplayed={maxItemQuantityToBeDisplayed}
            t={t}
            onClose={() => setEditing(undefined)}
            onDone={(text) => {
              setEditing(undefined);
              notify(text);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
