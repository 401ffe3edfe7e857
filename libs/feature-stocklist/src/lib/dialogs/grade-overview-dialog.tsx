import { StockModal } from './stock-modal';
import { useId, useState } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { SellerGrade, StocklistSettings } from '@bp/api-contract';


export interface GradeEntry {
  grade: string;
  label: string;
  description: string;
}

export function gradesFromSeller(grades: readonly SellerGrade[]): GradeEntry[] {
  return grades.map((grade) => ({ grade: grade.pxnrGrade, label: grade.pxnrGradeLabel, description: grade.pxnrGradeDescription }));
}

export function gradesFromSettings(descriptions: StocklistSettings['gradeLabelDescriptions'] | undefined): GradeEntry[] {
  return (descriptions ?? []).map((entry) => ({ grade: entry.grade, label: entry.gradeLabel, description: entry.gradeDescription }));
}

export interface GradeOverviewDialogProps {
  /** Seller-network variant: the participant whose grades these are; generic variant: undefined. */
  participantName?: string;
  grades: GradeEntry[];
  t: (text: string) => string;
  onClose: () => void;
}

/**
 * Grade Overview (spec 01 §2): a seller-network participant's grades, or the tenant's generic
 * grade labels and descriptions; one grade at a time with previous/next arrows and a dropdown.
 */
export function GradeOverviewDialog({ participantName, grades, t, onClose }: GradeOverviewDialogProps) {
  const [index, setIndex] = useState(0);
  const selectId = useId();
  const current = grades[index];
  const title = participantName ? `${t('Grade Overview')}: ${participantName}` : t('Grade Overview');
  return (
    <StockModal open title={title} onCancel={onClose} footer={null}>
      {grades.length === 0 ? (
        <p>{t('No grade descriptions are available.')}</p>
      ) : (
        <>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
            <Button icon={<LeftOutlined aria-hidden />} aria-label={t('Previous grade')} disabled={index === 0} onClick={() => setIndex(index - 1)} />
            <label htmlFor={selectId} className="bp-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {t('Grade')}
            </label>
            <select id={selectId} value={index} onChange={(event) => setIndex(Number(event.target.value))} style={{ flex: 1, padding: 4 }}>
              {grades.map((grade, position) => (
                <option key={grade.grade} value={position}>
                  {grade.label}
                </option>
              ))}
            </select>
            <Button icon={<RightOutlined aria-hidden />} aria-label={t('Next grade')} disabled={index === grades.length - 1} onClick={() => setIndex(index + 1)} />
          </div>
          <h3 style={{ marginTop: 0 }}>{current.label}</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{current.description}</p>
          {!participantName && (
            <dl aria-label={t('All grades')}>
              {grades.map((grade) => (
                <div key={grade.grade}>
                  <dt style={{ fontWeight: 600 }}>{grade.label}</dt>
                  <dd style={{ marginInlineStart: 0, marginBottom: 8 }}>{grade.description}</dd>
                </div>
              ))}
            </dl>
          )}
        </>
      )}
    </StockModal>
  );
}
