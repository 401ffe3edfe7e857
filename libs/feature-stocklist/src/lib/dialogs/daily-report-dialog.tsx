import { StockModal } from './stock-modal';
import { Button, Spin } from 'antd';
import { useGetDailyReportQuery, useSetDailyReportMutation } from '../api/stocklist-api';
import { STOCK_TEXTS } from '../stock-texts';

export interface DailyReportDialogProps {
  username: string;
  t: (text: string) => string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Subscribe to or unsubscribe from the daily report (spec 01 §2, §7 Daily report). Failures are only logged. */
export function DailyReportDialog({ username, t, onClose, onDone }: DailyReportDialogProps) {
  const preference = useGetDailyReportQuery(username);
  const [setDailyReport, saving] = useSetDailyReportMutation();
  const subscribed = preference.data?.stockReportNotification === true;

  const toggle = async () => {
    const stockReportNotification = !subscribed;
    try {
      await setDailyReport({ stockReportNotification }).unwrap();
      onDone(t(stockReportNotification ? STOCK_TEXTS.dailyReportOn : STOCK_TEXTS.dailyReportOff));
    } catch (error) {
      console.error('Changing the daily report failed', error);
    }
  };

  return (
    <StockModal
      open
      title={t('Daily Report')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('Cancel')}
        </Button>,
        <Button key="toggle" type="primary" loading={saving.isLoading} disabled={preference.isLoading} onClick={toggle}>
          {subscribed ? t('Unsubscribe') : t('Subscribe')}
        </Button>,
      ]}
    >
      {preference.isLoading ? (
        <Spin />
      ) : (
        <p>
          {subscribed
            ? t('You are subscribed to a daily spreadsheet report on all new inventory availability and price drops.')
            : t('Subscribe to receive a daily spreadsheet report on all new inventory availability and price drops.')}
        </p>
      )}
    </StockModal>
  );
}
