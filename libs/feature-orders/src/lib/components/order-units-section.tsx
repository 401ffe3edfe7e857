import { useEffect, type CSSProperties } from 'react';
import { Spin, theme } from 'antd';
import type { OrderUnitsPage } from '@bp/api-contract';
import { UNIT_CONDITIONS, UNIT_SEARCH_MAX_LENGTH, UNITS_PER_PAGE, type UnitCondition } from '@bp/api-contract/constants';
import { isApiError, useGetOrderUnitsQuery } from '@bp/data-access-api';
import { Heading, OnDemandAlert, Pager, Panel, SearchField, pageCountOf, useNarrowScreen, useTranslation } from '@bp/ui-kit';
import { useUnitFilters } from '../hooks/use-unit-filters';
import { formatCount, isFiltered, unitsQueryOf, type UnitFilters } from '../order-unit-rules';
import { ORDERS_TEXTS, useOrdersText, type OrdersText } from '../orders-texts';
import { OrderUnitCards, OrderUnitsTable } from './order-units-listing';

const CONDITION_TEXTS: Record<UnitCondition, string> = {
  CLEAN: ORDERS_TEXTS.conditionClean,
  CARRIER_LOCKED: ORDERS_TEXTS.conditionCarrierLocked,
  BLACKLISTED: ORDERS_TEXTS.conditionBlacklisted,
  ACTIVATION_LOCKED: ORDERS_TEXTS.conditionActivationLocked,
  UNCHECKED: ORDERS_TEXTS.conditionUnchecked,
};

const HEADING_ID = 'order-units-heading';
const CONTROLS = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

/**
 * The order's shipped units with their facts, one server page (UNITS_PER_PAGE) at a time:
 * searched by IMEI or serial, filtered by grade and condition, in a table on wide screens and
 * as cards on a phone. The search, filters and page are in the URL (useUnitFilters).
 */
export function OrderUnitsSection({ phonexOrderNumber }: { phonexOrderNumber: string }) {
  const t = useOrdersText();
  const narrow = useNarrowScreen();
  const { filters, typed, setTyped, setGrade, setCondition, setPage } = useUnitFilters();
  const units = useGetOrderUnitsQuery(unitsQueryOf(phonexOrderNumber, filters));
  const page = units.data;

  // A page past the last (a link kept while units were filtered out) moves to the last one.
  const pages = page ? pageCountOf(page.total, UNITS_PER_PAGE) : 1;
  useEffect(() => {
    if (page && page.total > 0 && filters.page > pages) setPage(pages);
  }, [page, pages, filters.page, setPage]);

  const emptyText = t('noMatchingUnit');
  const selectStyle = useSelectStyle();
  return (
    <Panel>
      <section aria-labelledby={HEADING_ID} style={{ display: 'grid', gap: 12 }}>
        <Heading level={2} id={HEADING_ID} style={{ margin: 0 }}>
          {t('units')}
        </Heading>
        <div style={CONTROLS}>
          <SearchField
            aria-label={t('searchUnits')}
            placeholder={t('searchUnits')}
            searchLabel={t('searchUnits')}
            clearLabel={t('clearSearch')}
            maxLength={UNIT_SEARCH_MAX_LENGTH}
            value={typed}
            onChange={setTyped}
            style={{ flex: narrow ? '1 1 100%' : '0 1 360px', minWidth: 0 }}
          />
          <select aria-label={t('gradeFilter')} value={filters.grade ?? ''} onChange={(event) => setGrade(event.target.value || undefined)} style={selectStyle}>
            <option value="">{t('allGrades')}</option>
            {gradeChoices(page, filters).map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
          <select
            aria-label={t('conditionFilter')}
            value={filters.condition ?? ''}
            onChange={(event) => setCondition((event.target.value || undefined) as UnitCondition | undefined)}
            style={selectStyle}
          >
            <option value="">{t('allConditions')}</option>
            {UNIT_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {t(CONDITION_TEXTS[condition])}
              </option>
            ))}
          </select>
        </div>
        {units.isError ? (
          <OnDemandAlert type="error" showIcon role="alert" title={t(isApiError(units.error) ? units.error.message : ORDERS_TEXTS.unitsFetchError)} />
        ) : !page ? (
          <UnitsLoading t={t} />
        ) : (
          <>
            <UnitCount page={page} filtered={isFiltered(filters)} />
            <Spin spinning={units.isFetching}>
              {narrow ? <OrderUnitCards units={page.units} emptyText={emptyText} /> : <OrderUnitsTable units={page.units} emptyText={emptyText} />}
            </Spin>
            <Pager
              page={filters.page}
              pageSize={UNITS_PER_PAGE}
              total={page.total}
              onChange={setPage}
              labels={{
                pagination: t('pagination'),
                previous: t('previousPage'),
                next: t('nextPage'),
                page: t('pageNumber'),
              }}
            />
          </>
        )}
      </section>
    </Panel>
  );
}

/** The order's grades, and the one the URL asks for even when this page's answer lacks it (so the select shows it). */
function gradeChoices(page: OrderUnitsPage | undefined, filters: UnitFilters): string[] {
  const grades = page?.grades ?? [];
  return filters.grade && !grades.includes(filters.grade) ? [...grades, filters.grade] : grades;
}

function UnitCount({ page, filtered }: { page: OrderUnitsPage; filtered: boolean }) {
  const t = useOrdersText();
  const { language } = useTranslation();
  const total = formatCount(page.totalUnits, language);
  let text: string;
  if (filtered) text = t('unitCountFiltered', { shown: formatCount(page.total, language), total });
  else text = t('unitCount', { count: page.totalUnits, total });
  return (
    <p role="status" style={{ margin: 0 }}>
      {text}
    </p>
  );
}

function UnitsLoading({ t }: { t: OrdersText }) {
  return (
    <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Spin aria-hidden size="small" /> {t('loadingUnits')}
    </div>
  );
}

/** A native select in antd's control look, the theme's control height tall (40 px on a phone). */
function useSelectStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    minHeight: token.controlHeight,
    paddingInline: token.paddingSM,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
  };
}
