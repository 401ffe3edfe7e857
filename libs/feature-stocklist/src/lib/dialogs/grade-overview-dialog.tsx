import { StockModal } from './stock-modal';
import { useId, useState } from 'react';
import { Button, Spin } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { WarehouseGroup } from '@bp/api-contract';
import { useGetSellerGradesQuery } from '../api/stocklist-api';
import { gradesFromSeller, type GradeEntry } from './grades';

export { gradesFromSeller, gradesFromSettings, type GradeEntry } from './grades';

export interface GradeOverviewDialogProps {
  /**
   * Seller-network variant (the buyer is a reseller, isPxnr): the warehouse groups whose grades
   * the dialog shows, one participant at a time. Absent: the generic variant over `grades`.
   */
  participants?: readonly WarehouseGroup[];
  /** The participant shown first (the selected warehouse group). */
  selectedParticipantId?: string | null;
  /** Generic variant: the list's grade labels and descriptions (gradeLabelDescriptions). */
  grades: GradeEntry[];
  t: (text: string) => string;
  onClose: () => void;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

interface StepperProps {
  /** Accessible names: 'grade' or 'seller'. */
  what: string;
  options: { key: string; label: string }[];
  index: number;
  t: (text: string) => string;
  onIndex: (index: number) => void;
}

/** Previous/next arrows around a dropdown (spec 01 §2: both variants step this way). */
function Stepper({ what, options, index, t, onIndex }: StepperProps) {
  const selectId = useId();
  const name = what === 'seller' ? t('Seller') : t('Grade');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={what === 'seller' ? t('Previous seller') : t('Previous grade')}
        disabled={index === 0}
        onClick={() => onIndex(index - 1)}
      />
      <label htmlFor={selectId} style={visuallyHidden}>
        {name}
      </label>
      <select id={selectId} value={index} onChange={(event) => onIndex(Number(event.target.value))} style={{ flex: 1, padding: 4 }}>
        {options.map((option, position) => (
          <option key={option.key} value={position}>
            {option.label}
          </option>
        ))}
      </select>
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={what === 'seller' ? t('Next seller') : t('Next grade')}
        disabled={index === options.length - 1}
        onClick={() => onIndex(index + 1)}
      />
    </div>
  );
}

function GradeList({ grades, label }: { grades: GradeEntry[]; label: string }) {
  return (
    <dl aria-label={label}>
      {grades.map((grade) => (
        <div key={grade.grade}>
          <dt style={{ fontWeight: 600 }}>{grade.label}</dt>
          <dd style={{ marginInlineStart: 0, marginBottom: 8, whiteSpace: 'pre-line' }}>{grade.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Generic variant: one grade at a time (arrows, dropdown), and the whole scale below. */
function GenericGrades({ grades, t }: { grades: GradeEntry[]; t: (text: string) => string }) {
  const [index, setIndex] = useState(0);
  if (grades.length === 0) return <p>{t('No grade descriptions are available.')}</p>;
  const current = grades[Math.min(index, grades.length - 1)];
  return (
    <>
      <Stepper what="grade" options={grades.map((grade) => ({ key: grade.grade, label: grade.label }))} index={index} t={t} onIndex={setIndex} />
      <h3 style={{ marginTop: 0 }}>{current.label}</h3>
      <p style={{ whiteSpace: 'pre-line' }}>{current.description}</p>
      <GradeList grades={grades} label={t('All grades')} />
    </>
  );
}

/** Seller-network variant: one participant at a time (arrows, dropdown) with that seller's grades (pxnr/stocklist/grades). */
function SellerGrades({
  participants,
  selectedParticipantId,
  t,
}: {
  participants: readonly WarehouseGroup[];
  selectedParticipantId?: string | null;
  t: (text: string) => string;
}) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      participants.findIndex((group) => group.pxnsParticipantId === selectedParticipantId),
    ),
  );
  const participant = participants[Math.min(index, participants.length - 1)];
  const grades = useGetSellerGradesQuery(participant?.pxnsParticipantId ?? '', { skip: !participant });
  if (!participant) return <p>{t('No grade descriptions are available.')}</p>;
  const entries = gradesFromSeller(grades.data ?? []);
  return (
    <>
      <Stepper
        what="seller"
        options={participants.map((group) => ({ key: group.pxnsParticipantId, label: group.warehouseGroupName }))}
        index={index}
        t={t}
        onIndex={setIndex}
      />
      <h3 style={{ marginTop: 0 }}>{participant.warehouseGroupName}</h3>
      {grades.isFetching && !grades.data ? (
        <Spin aria-label={t('Loading...')} />
      ) : entries.length === 0 ? (
        <p>{t('No grade descriptions are available.')}</p>
      ) : (
        <GradeList grades={entries} label={`${t('Grades of')} ${participant.warehouseGroupName}`} />
      )}
    </>
  );
}

/**
 * Grade Overview (spec 01 §2): for a reseller (isPxnr) the grades of each network participant
 * (seller grades), otherwise the list's generic grade labels and descriptions; both step with
 * previous/next arrows and a dropdown.
 */
export function GradeOverviewDialog({ participants, selectedParticipantId, grades, t, onClose }: GradeOverviewDialogProps) {
  const sellerVariant = participants !== undefined && participants.length > 0;
  return (
    <StockModal open title={sellerVariant ? t('Grade Overview by seller') : t('Grade Overview')} onCancel={onClose} footer={null}>
      {sellerVariant ? (
        <SellerGrades participants={participants} selectedParticipantId={selectedParticipantId} t={t} />
      ) : (
        <GenericGrades grades={grades} t={t} />
      )}
    </StockModal>
  );
}
