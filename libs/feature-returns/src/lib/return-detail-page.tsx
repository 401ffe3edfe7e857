import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, theme } from 'antd';
import type { ReturnDetail } from '@bp/api-contract';
import { RETURN_NOTE_MAX_LENGTH, ReturnMessageCode } from '@bp/api-contract/constants';
import { isApiError, useDownloadReturnEvidenceMutation, useGetReturnQuery, usePostReturnMessageMutation } from '@bp/data-access-api';
import { Heading, LoadingScreen, OnDemandAlert, Panel, TAP_TARGET_CLASS, useFeedback, usePageTitle } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { useControlStyle } from './components/native-controls';
import { ReturnStatusChip } from './components/return-status-chip';
import { ReturnUnitsListing } from './components/return-units-listing';
import { useCanBuyOnline } from './hooks/use-can-buy-online';
import { orderPathOf } from './return-rules';
import { RETURNS_TEXTS, useReturnsText } from './returns-texts';

const FACTS_ROW = { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' } as const;

/** /returns/{returnNumber}: a return with its units, evidence and messages. */
export function ReturnDetailPage() {
  const { returnNumber = '' } = useParams();
  const t = useReturnsText();
  usePageTitle(t('returnTitle', { number: returnNumber }));
  const detail = useGetReturnQuery(returnNumber, { skip: !returnNumber });
  if (detail.isError) {
    const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.messageCode === ReturnMessageCode.NOT_FOUND);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <BackLink />
        <Heading level={1} style={{ margin: 0 }}>
          {missing ? t('noReturn', { number: returnNumber }) : t('returnFetchError')}
        </Heading>
        {!missing && isApiError(detail.error) && <OnDemandAlert type="error" showIcon role="alert" title={detail.error.message} />}
      </div>
    );
  }
  if (!detail.data) return <LoadingScreen />;
  return <ReturnView detail={detail.data} />;
}

function BackLink() {
  const t = useReturnsText();
  return (
    <Link to="/returns" className={TAP_TARGET_CLASS}>
      <span aria-hidden="true">←</span> {t('backToReturns')}
    </Link>
  );
}

function ReturnView({ detail }: { detail: ReturnDetail }) {
  const t = useReturnsText();
  const canWrite = useCanBuyOnline();
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <BackLink />
      <div style={FACTS_ROW}>
        <Heading level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {t('returnTitle', { number: detail.returnNumber })}
        </Heading>
        <ReturnStatusChip status={detail.status} />
      </div>
      <div style={FACTS_ROW}>
        <span>
          {t('order')}:{' '}
          <Link to={orderPathOf(detail.phonexOrderNumber)} className={TAP_TARGET_CLASS}>
            {detail.phonexOrderNumber}
          </Link>
        </span>
        <span>
          {t('created')}: {formatPlainDate(detail.createdAt, 'SHORT_DATE_TIME')}
        </span>
        {detail.rmaNumber && (
          <span>
            {t('rmaNumber')}: {detail.rmaNumber}
          </span>
        )}
      </div>
      {/* Only while an approved unit is still to be sent back. */}
      {detail.rmaNumber && detail.shipBy && detail.units.some((unit) => unit.status === 'APPROVED') && (
        <OnDemandAlert type="info" showIcon title={t('shipBy', { date: formatPlainDate(detail.shipBy, 'LONG_DATE'), rma: detail.rmaNumber })} />
      )}
      {detail.note && (
        <Panel>
          <Heading level={2} style={{ marginTop: 0 }}>
            {t('note')}
          </Heading>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{detail.note}</p>
        </Panel>
      )}
      <Panel>
        <Heading level={2} style={{ marginTop: 0 }}>
          {t('units')}
        </Heading>
        <ReturnUnitsListing units={detail.units} />
      </Panel>
      <EvidenceFiles detail={detail} />
      <Messages detail={detail} canWrite={canWrite} />
    </div>
  );
}

function EvidenceFiles({ detail }: { detail: ReturnDetail }) {
  const t = useReturnsText();
  const { message } = useFeedback();
  const [download] = useDownloadReturnEvidenceMutation();
  const onDownload = async (fileId: string, fileName: string) => {
    try {
      await download({ returnNumber: detail.returnNumber, fileId, fileName }).unwrap();
    } catch (error) {
      void message.error(isApiError(error) ? error.message : t('downloadFailed'));
    }
  };
  return (
    <Panel>
      <section aria-labelledby="return-evidence">
        <Heading level={2} id="return-evidence" style={{ marginTop: 0 }}>
          {t('evidence')}
        </Heading>
        {detail.evidence.length === 0 ? (
          <p style={{ margin: 0 }}>{t('noEvidence')}</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {detail.evidence.map((file) => (
              <li key={file.fileId}>
                <Button
                  type="link"
                  aria-label={t('download', { name: file.fileName })}
                  onClick={() => void onDownload(file.fileId, file.fileName)}
                  style={{ paddingInline: 0 }}
                >
                  {file.fileName}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Panel>
  );
}

function Messages({ detail, canWrite }: { detail: ReturnDetail; canWrite: boolean }) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const controlStyle = useControlStyle();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, posting] = usePostReturnMessageMutation();
  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setRefusal(null);
    try {
      await post({ returnNumber: detail.returnNumber, text: trimmed }).unwrap();
      setText('');
      void message.success(t('messageSent'));
    } catch (error) {
      // What was typed stays for another try.
      setRefusal(isApiError(error) ? error.message : t('returnFetchError'));
    }
  };
  return (
    <Panel>
      <section aria-labelledby="return-messages" style={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id="return-messages" style={{ margin: 0 }}>
          {t('messages')}
        </Heading>
        {detail.messages.length === 0 ? (
          <p style={{ margin: 0 }}>{t('noMessages')}</p>
        ) : (
          <ol aria-label={t('messages')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {detail.messages.map((entry, index) => (
              <li
                key={index}
                style={{
                  padding: token.paddingSM,
                  borderRadius: token.borderRadiusLG,
                  background: entry.author === 'BUYER' ? token.colorPrimaryBg : token.colorFillQuaternary,
                  justifySelf: entry.author === 'BUYER' ? 'end' : 'start',
                  maxWidth: '85%',
                }}
              >
                <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                  {t(entry.author === 'BUYER' ? RETURNS_TEXTS.you : RETURNS_TEXTS.seller)} · {formatPlainDate(entry.createdAt, 'SHORT_DATE_TIME')}
                </div>
                <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</div>
              </li>
            ))}
          </ol>
        )}
        {canWrite && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
            style={{ display: 'grid', gap: 8 }}
          >
            <textarea
              aria-label={t('message')}
              rows={3}
              maxLength={RETURN_NOTE_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              style={{ ...controlStyle, width: '100%', resize: 'vertical' }}
            />
            {refusal && <OnDemandAlert type="error" showIcon role="alert" title={refusal} />}
            <Button type="primary" htmlType="submit" loading={posting.isLoading} disabled={!text.trim()} style={{ justifySelf: 'end' }}>
              {t('send')}
            </Button>
          </form>
        )}
      </section>
    </Panel>
  );
}
