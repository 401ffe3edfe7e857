import { memo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';
import { SavedSearchButtons } from '../saved-searches/saved-search-buttons';
import type { StockPermissions } from '../stock-authorities';
import { ExportMenu } from './export-menu';

/** The cart feature's ordering-by-list page (features reach each other by URL, never by import). */
const QUICK_ORDER_PATH = '/quick-order';

export interface StockToolbarProps {
  permissions: StockPermissions;
  /** Navigation state of the cart link: the selected participant (null for own stock). */
  pxnsParticipantId: string | null;
  tutorialUrl: string | undefined;
  gradingScaleUrl: string | undefined;
  /** Opens Import Offers (spec 01 §2; shown with CAN_BUY_ONLINE). */
  onImport: () => void;
  t: (text: string) => string;
  onDailyReport: () => void;
  onExport: (choice: 'ALL' | 'FILTERED') => void;
  onTutorial: () => void;
  /** The buyer's saved searches (undefined until known): saving stops at SAVED_SEARCHES_MAX. */
  savedSearchCount: number | undefined;
  onSaveSearch: () => void;
  onOpenSavedSearches: () => void;
  onPreloadSavedSearches: () => void;
}

/** The cart icon, centred in its tap target on phones. */
const CART_ICON_STYLE = { fontSize: 22, lineHeight: 1, justifyContent: 'center' } as const;

/** Spec 01 §2 toolbar, each button per authority or configuration. */
export const StockToolbar = memo(function StockToolbar({
  permissions,
  pxnsParticipantId,
  tutorialUrl,
  gradingScaleUrl,
  onImport,
  t,
  onDailyReport,
  onExport,
  onTutorial,
  savedSearchCount,
  onSaveSearch,
  onOpenSavedSearches,
  onPreloadSavedSearches,
}: StockToolbarProps) {
  const navigate = useNavigate();
  return (
    <div role="toolbar" aria-label={t('Stock list actions')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <SavedSearchButtons savedCount={savedSearchCount} onSave={onSaveSearch} onOpenList={onOpenSavedSearches} onPreload={onPreloadSavedSearches} />
      {permissions.canSetAlerts && (
        <Button icon={<BellOutlined aria-hidden />} onClick={() => navigate('/stock-alerts')}>
          {t('Stock Alerts')}
        </Button>
      )}
      {permissions.canSubscribeDailyReport && (
        <Button icon={<FileTextOutlined aria-hidden />} onClick={onDailyReport}>
          {t('Daily Report')}
        </Button>
      )}
      {permissions.canBuyOnline && (
        <Button icon={<ImportOutlined aria-hidden />} onClick={onImport}>
          {t('Import')}
        </Button>
      )}
      {permissions.canBuyOnline && (
        <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => navigate(QUICK_ORDER_PATH)}>
          {t('Quick order')}
        </Button>
      )}
      <ExportMenu t={t} onExport={onExport} />
      {tutorialUrl && (
        <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={onTutorial}>
          {t('Tutorial')}
        </Button>
      )}
      {gradingScaleUrl && (
        <Button icon={<TrophyOutlined aria-hidden />} href={gradingScaleUrl} target="_blank" rel="noopener noreferrer">
          {t('Grading Scale')}
        </Button>
      )}
      {permissions.canBuyOnline ? (
        <Link to="/cart" state={{ pxnsParticipantId }} aria-label={t('Cart')} className={TAP_TARGET_CLASS} style={CART_ICON_STYLE}>
          <ShoppingCartOutlined aria-hidden />
        </Link>
      ) : (
        <span
          role="link"
          aria-disabled="true"
          aria-label={t('Cart')}
          title={t('Buying online is not enabled for your account')}
          className={TAP_TARGET_CLASS}
          style={{ ...CART_ICON_STYLE, color: '#bfbfbf' }}
        >
          <ShoppingCartOutlined aria-hidden />
        </span>
      )}
    </div>
  );
});
