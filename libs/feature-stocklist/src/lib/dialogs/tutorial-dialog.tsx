import { StockModal } from './stock-modal';
import { TUTORIAL_IFRAME_HEIGHT } from '../stock-texts';

/** The tenant's tutorial page, embedded 512 px tall (spec 01 §2, §9). */
export function TutorialDialog({ url, t, onClose }: { url: string; t: (text: string) => string; onClose: () => void }) {
  return (
    <StockModal open title={t('Tutorial')} onCancel={onClose} footer={null} width={900}>
      <iframe src={url} title={t('Tutorial')} style={{ width: '100%', height: TUTORIAL_IFRAME_HEIGHT, border: 0 }} />
    </StockModal>
  );
}
