import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { theme } from 'antd';
import type { OrderUnit } from '@bp/api-contract';
import { DataTable, type DataTableColumn } from '@bp/ui-kit';
import { RETURN_STATUS_TEXTS, returnPathOf } from '../order-returns-rules';
import { useOrdersText } from '../orders-texts';
import { UNIT_FACTS } from './unit-facts';

const unitKey = (unit: OrderUnit) => unit.unitId;

/** The open return a unit is claimed in, linked, with the unit's state there. */
function UnitReturn({ unit }: { unit: OrderUnit }) {
  const t = useOrdersText();
  if (!unit.returnNumber) return null;
  const status = unit.returnStatus ? t(RETURN_STATUS_TEXTS[unit.returnStatus]) : '';
  return (
    <div>
      <Link to={returnPathOf(unit.returnNumber)}>
        {status ? t('unitInReturn', { number: unit.returnNumber, status }) : t('returnNumber', { number: unit.returnNumber })}
      </Link>
    </div>
  );
}

/** A wide screen's units: a column per fact, the second IMEI under the first. */
export function OrderUnitsTable({ units, emptyText }: { units: readonly OrderUnit[]; emptyText: string }) {
  const t = useOrdersText();
  const { token } = theme.useToken();
  const columns = useMemo<DataTableColumn<OrderUnit>[]>(
    () => [
      {
        key: 'imei',
        title: t('imei'),
        render: (unit) => (
          <>
            <div>{unit.imei}</div>
            {unit.imei2 && (
              <div style={{ color: token.colorTextDescription }}>
                {t('imei2')}: {unit.imei2}
              </div>
            )}
            <UnitReturn unit={unit} />
          </>
        ),
      },
      ...UNIT_FACTS.map((fact) => ({ key: fact.key, title: t(fact.label), render: (unit: OrderUnit) => fact.render(unit, t) })),
    ],
    [t, token.colorTextDescription],
  );
  return <DataTable<OrderUnit> aria-label={t('units')} rowKey={unitKey} columns={columns} rows={units} emptyText={emptyText} size="small" />;
}

const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
const FACTS = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', margin: 0, alignItems: 'center' } as const;
const VALUE = { margin: 0, textAlign: 'right', overflowWrap: 'anywhere' } as const;

/** A phone's units: one card each, its facts as label and value (as the order's line cards). */
export function OrderUnitCards({ units, emptyText }: { units: readonly OrderUnit[]; emptyText: string }) {
  const t = useOrdersText();
  const { token } = theme.useToken();
  if (units.length === 0) return <p style={{ textAlign: 'center', margin: 0, padding: '16px 0', color: token.colorTextDescription }}>{emptyText}</p>;
  return (
    <ul aria-label={t('units')} style={LIST}>
      {units.map((unit) => (
        <li key={unit.unitId} aria-label={unit.imei} style={{ padding: 12, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 8 }}>
          <dl style={FACTS}>
            <dt>{t('imei')}</dt>
            <dd style={VALUE}>{unit.imei}</dd>
            {unit.imei2 && (
              <>
                <dt>{t('imei2')}</dt>
                <dd style={VALUE}>{unit.imei2}</dd>
              </>
            )}
            {UNIT_FACTS.map((fact) => (
              <div key={fact.key} style={{ display: 'contents' }}>
                <dt>{t(fact.label)}</dt>
                <dd style={VALUE}>{fact.render(unit, t)}</dd>
              </div>
            ))}
            {unit.returnNumber && (
              <>
                <dt>{t('unitReturn')}</dt>
                <dd style={VALUE}>
                  <UnitReturn unit={unit} />
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
