import { useEffect, useState } from 'react';
import { Spin, theme } from 'antd';
import type { OrderUnit } from '@bp/api-contract';
import { UNIT_SEARCH_MAX_LENGTH, UNITS_PER_PAGE } from '@bp/api-contract/constants';
import { isApiError, useGetOrderUnitsQuery } from '@bp/data-access-api';
import { OnDemandAlert, Pager, SearchField, TAP_TARGET_CLASS } from '@bp/ui-kit';
import { RETURN_SEARCH_DEBOUNCE_MS } from '../return-rules';
import { useReturnsText } from '../returns-texts';
import { ReturnStatusChip } from './return-status-chip';

export interface UnitPickerProps {
  phonexOrderNumber: string;
  chosen: ReadonlySet<string>;
  onToggle: (unit: OrderUnit, chosen: boolean) => void;
}

/**
 * The order's shipped units, a server page at a time, searched by IMEI, each with a checkbox; a
 * unit already in an open return is shown disabled with that return's number.
 */
export function UnitPicker({ phonexOrderNumber, chosen, onToggle }: UnitPickerProps) {
  const t = useReturnsText();
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = typed.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, RETURN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const units = useGetOrderUnitsQuery({ phonexOrderNumber, ...(search ? { search } : {}), offset: (page - 1) * UNITS_PER_PAGE, limit: UNITS_PER_PAGE });

  return (
    <section aria-labelledby="claim-units" style={{ display: 'grid', gap: 12 }}>
      <h2 id="claim-units" style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
        {t('chooseUnits')}
      </h2>
      <SearchField
        aria-label={t('searchUnits')}
        placeholder={t('searchUnits')}
        searchLabel={t('searchUnits')}
        clearLabel={t('clearSearch')}
        maxLength={UNIT_SEARCH_MAX_LENGTH}
        value={typed}
        onChange={setTyped}
        style={{ maxWidth: 420 }}
      />
      {units.isError && <OnDemandAlert type="error" showIcon role="alert" title={isApiError(units.error) ? units.error.message : t('unitsFetchError')} />}
      {units.data && (
        <Spin spinning={units.isFetching}>
          {units.data.units.length === 0 ? (
            <p style={{ margin: 0, color: token.colorTextDescription }}>{t('noMatchingUnit')}</p>
          ) : (
            <ul aria-label={t('chooseUnits')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {units.data.units.map((unit) => (
                <li key={unit.unitId} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                  <label className={TAP_TARGET_CLASS} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center', minHeight: 40 }}>
                    <input
                      type="checkbox"
                      aria-label={t('selectUnit', { imei: unit.imei })}
                      checked={chosen.has(unit.unitId)}
                      disabled={unit.returnNumber !== null}
                      onChange={(event) => onToggle(unit, event.target.checked)}
                      style={{ width: 20, height: 20 }}
                    />
                    <strong>{unit.imei}</strong>
                    <span>{unit.model ?? unit.itemDescription}</span>
                    {unit.grade && <span style={{ color: token.colorTextSecondary }}>{unit.grade}</span>}
                    {unit.returnNumber && (
                      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                        {t('inReturn', { number: unit.returnNumber })}
                        {unit.returnStatus && <ReturnStatusChip status={unit.returnStatus} />}
                      </span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pageSize={UNITS_PER_PAGE}
            total={units.data.total}
            onChange={setPage}
            labels={{
              pagination: t('pagination'),
              previous: t('previousPage'),
              next: t('nextPage'),
              page: t('pageNumber'),
            }}
          />
        </Spin>
      )}
    </section>
  );
}
