import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useCancelOfferImportMutation } from '@bp/data-access-api';
import { Spinner } from '@bp/ui-kit';
import type { PendingImportLookup } from './use-import-review';

export interface PendingImportNoticeProps {
  t: (text: string) => string;
  lookup: PendingImportLookup;
  onImportAgain: () => void;
  onRetry: () => void;
  /** Back to the list; a pending import stays on the server until the next upload or cancel. */
  onBack: () => void;
  /** After the server dropped the pending import. */
  onCancelled: () => void;
}

/** /stock?review=import when the server holds no pending import (cancelled or submitted elsewhere). */
export const NO_PENDING_IMPORT = 'There is no import waiting for your review. Import a file to review it.';
/** The pending import could not be read back (network or server failure). */
export const PENDING_IMPORT_UNREADABLE = 'The import waiting for your review could not be loaded. Try again, or cancel the import.';

/**
 * /stock?review=import without a review in memory (a reload, another tab): the review is read back
 * from the server; while it loads, when there is none, or when reading fails, the buyer gets a way
 * on (import again, retry, cancel, back) instead of a blank screen.
 */
export function PendingImportNotice({ t, lookup, onImportAgain, onRetry, onBack, onCancelled }: PendingImportNoticeProps) {
  const [cancelImport, cancelState] = useCancelOfferImportMutation();
  const [failed, setFailed] = useState(false);
  const cancel = async () => {
    setFailed(false);
    try {
      await cancelImport().unwrap();
      onCancelled();
    } catch (error) {
      // Spec 01 §8 Stock area: cancel failures are only logged; the buttons stay for another try.
      console.error('Cancelling the import failed', error);
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="pending-import-title" aria-busy={lookup === 'loading'}>
      <h1 id="pending-import-title" style={{ marginTop: 0, fontSize: 22 }}>
        {t('Review Import')}
      </h1>
      {lookup === 'loading' ? (
        <Spinner aria-label={t('Loading the import…')} />
      ) : (
        <>
          <Alert
            type={lookup === 'none' ? 'info' : 'warning'}
            showIcon
            title={t(lookup === 'none' ? NO_PENDING_IMPORT : PENDING_IMPORT_UNREADABLE)}
            style={{ marginBottom: 12 }}
          />
          {failed && <Alert type="error" showIcon title={t('The import could not be cancelled. Please try again.')} style={{ marginBottom: 12 }} />}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {lookup === 'none' ? (
              <Button type="primary" onClick={onImportAgain}>
                {t('Import')}
              </Button>
            ) : (
              <>
                <Button type="primary" onClick={onRetry}>
                  {t('Try again')}
                </Button>
                <Button loading={cancelState.isLoading} onClick={() => void cancel()}>
                  {t('CANCEL IMPORT')}
                </Button>
              </>
            )}
            <Button type="link" onClick={onBack}>
              {t('Back to the stock list')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
