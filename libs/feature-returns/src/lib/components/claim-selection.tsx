import { Button, theme } from 'antd';
import { RETURN_REASONS, type ReturnReason } from '@bp/api-contract/constants';
import type { ClaimedUnit } from '../return-rules';
import { REASON_TEXTS, useReturnsText } from '../returns-texts';
import { useControlStyle } from './native-controls';

export interface ClaimSelectionProps {
  units: readonly ClaimedUnit[];
  /** After a refused submit: units without a reason are marked. */
  showErrors: boolean;
  onReason: (unitId: string, reason: ReturnReason | '') => void;
  onRemove: (unitId: string) => void;
}

/** The units chosen for the claim, each with its reason and a remove button. */
export function ClaimSelection({ units, showErrors, onReason, onRemove }: ClaimSelectionProps) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  const controlStyle = useControlStyle();
  return (
    <section aria-labelledby="claim-selection" style={{ display: 'grid', gap: 8 }}>
      <h2 id="claim-selection" style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
        {t('selection', { n: units.length })}
      </h2>
      {units.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextDescription }}>{t('noSelection')}</p>
      ) : (
        <ul aria-label={t('selection', { n: units.length })} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {units.map((unit) => {
            const invalid = showErrors && unit.reason === '';
            return (
              <li
                key={unit.unitId}
                aria-label={unit.imei}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  alignItems: 'center',
                  padding: 8,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: 8,
                }}
              >
                <span style={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{unit.imei}</strong> {unit.itemDescription}
                  {unit.grade ? ` · ${unit.grade}` : ''}
                </span>
                <select
                  aria-label={t('reasonOf', { imei: unit.imei })}
                  aria-invalid={invalid}
                  value={unit.reason}
                  onChange={(event) => onReason(unit.unitId, event.target.value as ReturnReason | '')}
                  style={{ ...controlStyle, borderColor: invalid ? token.colorError : controlStyle.borderColor }}
                >
                  <option value="">{t('chooseReason')}</option>
                  {RETURN_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(REASON_TEXTS[reason])}
                    </option>
                  ))}
                </select>
                <Button onClick={() => onRemove(unit.unitId)} aria-label={t('removeUnit', { imei: unit.imei })}>
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
