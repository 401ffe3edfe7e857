import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, theme } from 'antd';
import type { OrderUnit } from '@bp/api-contract';
import { RETURN_NOTE_MAX_LENGTH, type ReturnReason } from '@bp/api-contract/constants';
import { isApiError, useCreateReturnMutation, useGetOrderReturnsQuery } from '@bp/data-access-api';
import { Heading, LoadingScreen, OnDemandAlert, Panel, TAP_TARGET_CLASS, useFeedback, usePageTitle } from '@bp/ui-kit';
import { formatPlainDate } from '@bp/util-format';
import { ClaimSelection } from './components/claim-selection';
import { EvidenceUpload } from './components/evidence-upload';
import { ImeiPaste } from './components/imei-paste';
import { useControlStyle } from './components/native-controls';
import { UnitPicker } from './components/unit-picker';
import { useCanBuyOnline } from './hooks/use-can-buy-online';
import { useEvidenceUploads } from './hooks/use-evidence-uploads';
import { claimProblems, claimRequestOf, newIdempotencyKey, orderPathOf, returnPathOf, returnWindowOf, type ClaimedUnit } from './return-rules';
import { useReturnsText, type ReturnsText } from './returns-texts';

/** The order whose units are claimed travels as ?order=, so the order page links straight here. */
export const ORDER_PARAM = 'order';

/** /returns/new?order={n}: the claim of some of an order's shipped units, within its returns window. */
export function NewReturnPage() {
  const t = useReturnsText();
  usePageTitle(t('newReturnTitle'));
  const [params] = useSearchParams();
  const orderNumber = params.get(ORDER_PARAM)?.trim() ?? '';
  const orderReturns = useGetOrderReturnsQuery(orderNumber, { skip: !orderNumber });
  const canClaim = useCanBuyOnline();
  const heading = (
    <>
      <Link to="/returns" className={TAP_TARGET_CLASS}>
        <span aria-hidden="true">←</span> {t('backToReturns')}
      </Link>
      <Heading level={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {orderNumber ? t('newReturnFor', { number: orderNumber }) : t('newReturnTitle')}
      </Heading>
    </>
  );
  const page = (content: ReactNode) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {heading}
      {content}
    </div>
  );

  if (!orderNumber) return page(<p>{t('noOrderGiven')}</p>);
  if (orderReturns.isError) {
    return page(
      <OnDemandAlert type="error" showIcon role="alert" title={isApiError(orderReturns.error) ? orderReturns.error.message : t('orderReturnsFetchError')} />,
    );
  }
  if (!orderReturns.data) return <LoadingScreen />;
  const returnWindow = returnWindowOf(orderReturns.data);
  const orderLink = (
    <Link to={orderPathOf(orderNumber)} className={TAP_TARGET_CLASS}>
      {t('order')} {orderNumber}
    </Link>
  );
  if (returnWindow.kind !== 'open') {
    const text = returnWindow.kind === 'closed' ? t('windowClosed', { date: formatPlainDate(returnWindow.until, 'LONG_DATE') }) : t('notReturnable');
    return page(
      <>
        <OnDemandAlert type="warning" showIcon role="alert" title={text} />
        {orderLink}
      </>,
    );
  }
  return page(
    <>
      <p role="status" style={{ margin: 0 }}>
        {windowText(returnWindow.until, returnWindow.daysLeft, t)}
      </p>
      {canClaim ? <ClaimForm phonexOrderNumber={orderNumber} /> : orderLink}
    </>,
  );
}

export function windowText(until: string, daysLeft: number, t: ReturnsText): string {
  const date = formatPlainDate(until, 'LONG_DATE');
  return t('windowOpen', { date, count: daysLeft });
}

function claimedOf(unit: OrderUnit): ClaimedUnit {
  return { unitId: unit.unitId, imei: unit.imei, itemDescription: unit.model ?? unit.itemDescription, grade: unit.grade, reason: '' };
}

function ClaimForm({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const controlStyle = useControlStyle();
  const [units, setUnits] = useState<ClaimedUnit[]>([]);
  const [note, setNote] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const evidence = useEvidenceUploads(t);
  const [createReturn, creating] = useCreateReturnMutation();
  // One key per claim until the server answers it: a retry after a lost answer gets the same return.
  const idempotencyKey = useRef<string | null>(null);
  const chosen = new Set(units.map((unit) => unit.unitId));
  const problems = showErrors ? claimProblems(units) : [];

  const addUnits = (added: readonly OrderUnit[]) =>
    setUnits((current) => {
      const have = new Set(current.map((unit) => unit.unitId));
      return [...current, ...added.filter((unit) => !have.has(unit.unitId)).map(claimedOf)];
    });
  const removeUnit = (unitId: string) => setUnits((current) => current.filter((unit) => unit.unitId !== unitId));
  const setReason = (unitId: string, reason: ReturnReason | '') =>
    setUnits((current) => current.map((unit) => (unit.unitId === unitId ? { ...unit, reason } : unit)));

  const submit = async () => {
    setShowErrors(true);
    setRefusal(null);
    if (claimProblems(units).length > 0 || evidence.uploading) return;
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const created = await createReturn({
        request: claimRequestOf(phonexOrderNumber, units, note, evidence.fileIds),
        idempotencyKey: idempotencyKey.current,
      }).unwrap();
      void message.success(t('returnCreated', { number: created.returnNumber }));
      navigate(returnPathOf(created.returnNumber));
    } catch (error) {
      // A refusal is an answer: the buyer's next submit is a new claim. The form keeps everything.
      if (isApiError(error) && error.status >= 400 && error.status < 500) idempotencyKey.current = null;
      setRefusal(isApiError(error) ? error.message : t('orderReturnsFetchError'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      style={{ display: 'grid', gap: 16 }}
    >
      <Panel>
        <UnitPicker
          phonexOrderNumber={phonexOrderNumber}
          chosen={chosen}
          onToggle={(unit, checked) => (checked ? addUnits([unit]) : removeUnit(unit.unitId))}
        />
      </Panel>
      <Panel>
        <ImeiPaste phonexOrderNumber={phonexOrderNumber} onAdd={addUnits} />
      </Panel>
      <Panel>
        <ClaimSelection units={units} showErrors={showErrors} onReason={setReason} onRemove={removeUnit} />
      </Panel>
      <Panel>
        <div style={{ display: 'grid', gap: 12 }}>
          <label htmlFor="claim-note" style={{ fontWeight: 600 }}>
            {t('noteLabel')}
          </label>
          <textarea
            id="claim-note"
            rows={4}
            maxLength={RETURN_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby="claim-note-left"
            style={{ ...controlStyle, width: '100%', resize: 'vertical' }}
          />
          <span id="claim-note-left" style={{ color: token.colorTextSecondary }}>
            {t('charactersLeft', { n: RETURN_NOTE_MAX_LENGTH - note.length })}
          </span>
          <EvidenceUpload entries={evidence.entries} refusal={evidence.refusal} onAdd={evidence.add} onRemove={evidence.remove} />
        </div>
      </Panel>
      {problems.length > 0 && <OnDemandAlert type="error" showIcon role="alert" title={problems.map((problem) => t(problem)).join(' ')} />}
      {refusal && <OnDemandAlert type="error" showIcon role="alert" title={refusal} />}
      <Button type="primary" htmlType="submit" loading={creating.isLoading} disabled={evidence.uploading} style={{ justifySelf: 'end' }}>
        {t('submit')}
      </Button>
    </form>
  );
}
