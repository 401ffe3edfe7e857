import { useEffect, useState } from 'react';
import { Button } from 'antd';
import type { OrderDetail } from '@bp/api-contract';
import { ORDER_SNACKBAR_AUTO_HIDE_MS } from '@bp/api-contract/constants';
import { useGetRacTermsQuery } from '@bp/data-access-api';
import { OnDemandAlert, Panel } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { deadlineText, latePaymentDeadline, showsLatePaymentSection } from '../late-payment-rules';
import { useOrdersText } from '../orders-texts';
import { AcceptTermsDialog } from './accept-terms-dialog';
import { RacTermsView } from './rac-terms-view';

/** The order's reservation and cancellation terms (one fetch shared by the snackbar and the section). */
function useRacTerms(detail: OrderDetail) {
  return useGetRacTermsQuery(detail.salesOrder.phonexOrderNumber, { skip: !showsLatePaymentSection(detail.permission) });
}

/**
 * Spec 03 §4 Late payment: the top snackbar while the fees are not agreed, 'Payment must be
 * received by {date}' (or the account text), with EXTEND TIME ON THIS ORDER when the order allows
 * it; hidden after ORDER_SNACKBAR_AUTO_HIDE_MS (§9) or when dismissed.
 */
export function LatePaymentSnackbar({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const terms = useRacTerms(detail);
  const [hidden, setHidden] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Rendered from the first opening on (its Modal loads then, or when the page was idle), so closing it still animates.
  const [dialogShown, setDialogShown] = useState(false);
  if (dialogOpen && !dialogShown) setDialogShown(true);
  const deadline = latePaymentDeadline(detail.salesOrder, detail.permission, terms.data);
  useEffect(() => {
    if (!deadline) return undefined;
    const timer = setTimeout(() => setHidden(true), ORDER_SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [deadline]);
  // Wait for the terms (or their failure): they decide between the payment and the account text.
  if (!deadline || hidden || terms.isLoading) return null;
  return (
    <>
      <OnDemandAlert
        type="warning"
        showIcon
        role="status"
        closable={{ 'aria-label': t('dismiss'), onClose: () => setHidden(true) }}
        title={t(deadlineText(terms.data), { date: formatPlainDate(deadline, 'SHORT_DATE_TIME') })}
        action={
          detail.permission.canExtendPaymentTime && terms.data ? (
            <Button size="small" type="primary" onClick={() => setDialogOpen(true)}>
              {t('extendTime')}
            </Button>
          ) : undefined
        }
        style={{ flexWrap: 'wrap', rowGap: 8 }}
        // The text keeps a readable width: on a phone the button wraps under it instead of squeezing
        // the text to a word per line (antd's section may otherwise shrink to nothing).
        styles={{ section: { minWidth: 'min(16em, 100%)' } }}
      />
      {terms.data && dialogShown ? <AcceptTermsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} terms={terms.data} /> : null}
    </>
  );
}

/**
 * Spec 03 §2 the late-payment policy section: the terms with the fee display rules of §9, and
 * 'Reservation and Cancellation Fees Accepted:' with the date once agreed; 'Failed to fetch
 * Reservation and Cancellation Terms.' when the terms cannot be read.
 */
export function LatePaymentSection({ detail }: { detail: OrderDetail }) {
  const t = useOrdersText();
  const terms = useRacTerms(detail);
  const order = detail.salesOrder;
  if (!showsLatePaymentSection(detail.permission)) return null;
  return (
    <Panel title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('sectionTitle')}</h2>}>
      <div style={{ display: 'grid', gap: 12 }}>
        {order.racFeeAgreed && (
          <strong>
            {t('feesAccepted')} {formatPlainDate(order.racFeeAgreedDate, 'LONG_DATE')}
          </strong>
        )}
        {terms.isError && <OnDemandAlert type="error" showIcon title={t('termsFetchFailed')} />}
        {terms.data && <RacTermsView terms={terms.data} />}
      </div>
    </Panel>
  );
}
