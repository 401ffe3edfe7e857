import type { RacTerms } from '@bp/api-contract';
import { PaymentOutcome } from '@bp/api-contract/constants';
import { isApiError, useAcceptRacTermsMutation } from '@bp/data-access-api';
import { OnDemandModal, useFeedback } from '@bp/ui-kit';
import { useOrdersText } from '../orders-texts';
import { RacTermsView } from './rac-terms-view';

/**
 * EXTEND TIME ON THIS ORDER: the terms, then accepting posts them as fetched (spec 03 §7); the
 * order reloads (the mutation invalidates it). A refusal shows the server's description, a failed
 * call its error message (§8). Its Modal loads when the page is idle.
 */
export function AcceptTermsDialog({ open, onClose, terms }: { open: boolean; onClose: () => void; terms: RacTerms }) {
  const t = useOrdersText();
  const { message } = useFeedback();
  const [acceptRacTerms, accepting] = useAcceptRacTermsMutation();
  const accept = async () => {
    try {
      const answer = await acceptRacTerms({ phonexOrderNumber: terms.phonexOrderNumber, terms }).unwrap();
      if (answer.status !== PaymentOutcome.SUCCESS) {
        void message.error(answer.description ?? answer.status);
        return;
      }
      onClose();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <OnDemandModal
      open={open}
      title={t('termsTitle')}
      okText={t('acceptFees')}
      cancelText={t('notNow')}
      confirmLoading={accepting.isLoading}
      onOk={() => void accept()}
      onCancel={onClose}
      width={560}
    >
      <RacTermsView terms={terms} />
    </OnDemandModal>
  );
}
