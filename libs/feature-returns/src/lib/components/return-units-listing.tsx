import { useMemo, type ReactNode } from 'react';
import { theme } from 'antd';
import type { ReturnUnit } from '@bp/api-contract';
import { DataTable, useCurrencyFormatter, useNarrowScreen, type DataTableColumn } from '@bp/ui-kit';
import { REASON_TEXTS, useReturnsText } from '../returns-texts';
import { ReturnStatusChip } from './return-status-chip';

const unitKey = (unit: ReturnUnit) => unit.unitId;

/** A return's units: a table on wide screens, a card each on a phone. */
export function ReturnUnitsListing({ units }: { units: readonly ReturnUnit[] }) {
  const t = useReturnsText();
  const narrow = useNarrowScreen();
  const { token } = theme.useToken();
  const { format } = useCurrencyFormatter();
  const facts = useMemo<Array<{ key: string; title: string; render: (unit: ReturnUnit) => ReactNode }>>(
    () => [
      { key: 'imei', title: t('imei'), render: (unit) => unit.imei },
      { key: 'item', title: t('item'), render: (unit) => unit.itemDescription || unit.itemNumberWarehouse },
      { key: 'grade', title: t('grade'), render: (unit) => unit.grade ?? '—' },
      { key: 'reason', title: t('reason'), render: (unit) => t(REASON_TEXTS[unit.reason]) },
      { key: 'status', title: t('status'), render: (unit) => <ReturnStatusChip status={unit.status} /> },
      { key: 'rejection', title: t('rejectionReason'), render: (unit) => unit.rejectionReason ?? '—' },
      { key: 'credited', title: t('credited'), render: (unit) => (unit.creditedAmount === null ? '—' : format(unit.creditedAmount)) },
    ],
    [t, format],
  );
  if (!narrow) {
    const columns: DataTableColumn<ReturnUnit>[] = facts.map((fact) => ({ ...fact, align: fact.key === 'credited' ? 'right' : 'left' }));
    return <DataTable<ReturnUnit> aria-label={t('units')} rowKey={unitKey} columns={columns} rows={units} size="small" />;
  }
  return (
    <ul aria-label={t('units')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {units.map((unit) => (
        <li key={unit.unitId} aria-label={unit.imei} style={{ padding: 12, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8 }}>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', margin: 0, alignItems: 'center' }}>
            {facts.map((fact) => (
              <div key={fact.key} style={{ display: 'contents' }}>
                <dt>{fact.title}</dt>
                <dd style={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{fact.render(unit)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
