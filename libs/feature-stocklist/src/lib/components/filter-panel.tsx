import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { Button } from 'antd';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import type { AttributeValueFacet, StockFacets, WarehouseGroup } from '@bp/api-contract';
import { MIN_TAP_GAP } from '@bp/ui-kit';
import { changeCategory, changeFilters, changeWarehouseGroup, EMPTY_ATTRIBUTE_VALUE, toggleValue, type StockUrlState } from '../stock-url-state';
import { FacetOption } from './facet-option';
import { GroupInfo } from './group-info';

const fieldsetStyle = { border: 0, padding: 0, margin: '0 0 16px' } as const;
const legendStyle = { fontWeight: 600, fontSize: 14, marginBottom: 4 } as const;
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const gradeGroupHeaderStyle = { fontWeight: 500, fontSize: 13, marginTop: 6 } as const;
const gradeGroupFooterStyle = { color: '#666', fontSize: 12, marginBottom: 4 } as const;
const columnStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const outOfStockStyle = { marginTop: 8 } as const;

/** One checkbox per facet value; the empty-value choice (searchEmptyValues) shows its label in italics. */
function ValueCheckboxes({
  values,
  selected,
  onToggle,
}: {
  values: AttributeValueFacet[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <>
      {values.map((value) => {
        const checked = selected.includes(value.value);
        return (
          <FacetOption
            key={value.value}
            type="checkbox"
            value={value.value}
            label={value.label}
            count={value.count}
            italicLabel={value.value === EMPTY_ATTRIBUTE_VALUE}
            checked={checked}
            disabled={value.count === 0 && !checked}
            onToggle={onToggle}
          />
        );
      })}
    </>
  );
}

/** The attribute a level's or the grade filter's boxes change, passed back with each toggle. */
const AttributeValueCheckboxes = memo(function AttributeValueCheckboxes({
  attribute,
  values,
  selected,
  onToggle,
}: {
  attribute: string;
  values: AttributeValueFacet[];
  selected: readonly string[];
  onToggle: (attribute: string, value: string, checked: boolean) => void;
}) {
  const onToggleValue = useCallback((value: string, checked: boolean) => onToggle(attribute, value, checked), [onToggle, attribute]);
  return <ValueCheckboxes values={values} selected={selected} onToggle={onToggleValue} />;
});

const NO_VALUES: readonly string[] = [];

interface SellerChoiceProps {
  groups: WarehouseGroup[];
  /** Items per group, in the order of groups (undefined: not known yet). */
  counts: readonly (number | undefined)[];
  selectedId: string | undefined;
  disabled: boolean;
  t: (text: string) => string;
  onSelect: (pxnsParticipantId: string) => void;
}

/** The counts are a new array every render: equal when each count is, so the radios skip a filter change. */
const sameSellerChoice = (before: SellerChoiceProps, after: SellerChoiceProps) =>
  before.groups === after.groups &&
  before.selectedId === after.selectedId &&
  before.disabled === after.disabled &&
  before.t === after.t &&
  before.onSelect === after.onSelect &&
  before.counts.length === after.counts.length &&
  before.counts.every((count, index) => count === after.counts[index]);

/** Warehouse group radios (native, as the other choices) with their descriptions in a lazily loaded Popover: a handful, re-rendered only when they change. */
const SellerChoice = memo(function SellerChoice({ groups, counts, selectedId, disabled, t, onSelect }: SellerChoiceProps) {
  const groupLegend = useId();
  const onToggle = useCallback((value: string, checked: boolean) => checked && onSelect(value), [onSelect]);
  return (
    <fieldset style={fieldsetStyle}>
      <legend id={groupLegend} style={legendStyle}>
        {t('Seller')}
      </legend>
      {/* Each seller's About button sits beside its radio: the rows keep buttons a thumb's gap apart. */}
      <div role="radiogroup" aria-labelledby={groupLegend} style={{ display: 'flex', flexDirection: 'column', gap: MIN_TAP_GAP }}>
        {groups.map((group, index) => (
          <span key={group.pxnsParticipantId} style={{ display: 'inline-flex', alignItems: 'center', gap: MIN_TAP_GAP }}>
            <FacetOption
              type="radio"
              name={groupLegend}
              value={group.pxnsParticipantId}
              label={group.warehouseGroupName}
              count={counts[index]}
              checked={selectedId === group.pxnsParticipantId}
              disabled={disabled}
              onToggle={onToggle}
            />
            {group.warehouseGroupDescription && (
              <GroupInfo title={group.warehouseGroupName} description={group.warehouseGroupDescription} label={`${t('About')} ${group.warehouseGroupName}`} />
            )}
          </span>
        ))}
      </div>
    </fieldset>
  );
}, sameSellerChoice);

const GradeOverviewButton = memo(function GradeOverviewButton({ t, onShowGrades }: { t: (text: string) => string; onShowGrades: () => void }) {
  return <Button type="text" size="small" icon={<InfoCircleOutlined aria-hidden />} aria-label={t('Grade overview')} onClick={onShowGrades} />;
});

export interface FilterPanelProps {
  state: StockUrlState;
  facets: StockFacets | undefined;
  groups: WarehouseGroup[];
  selectedGroup: WarehouseGroup | undefined;
  canSwitchGroups: boolean;
  itemCounts: Readonly<Record<string, number>>;
  showGradeIcon: boolean;
  t: (text: string) => string;
  onChange: (next: StockUrlState) => void;
  onShowGrades: () => void;
}

/**
 * Warehouse group radios (resellers switch; others see their own), warehouse checkboxes with
 * totals (disabled at 0), out-of-stock toggle, category, up to three attribute levels (with the
 * searchEmptyValues choice where allowed) and the grade filter in its gradeFilterGroups (header
 * above, footer below). Every change goes to the URL through onChange and returns to page 1.
 */
export const FilterPanel = memo(function FilterPanel({
  state,
  facets,
  groups,
  selectedGroup,
  canSwitchGroups,
  itemCounts,
  showGradeIcon,
  t,
  onChange,
  onShowGrades,
}: FilterPanelProps) {
  const categoryName = useId();
  // The boxes' handlers read the latest state and onChange through a ref, so they stay the same
  // functions across changes and the memoised boxes re-render only when their own values change.
  const latest = useRef({ state, onChange });
  useLayoutEffect(() => {
    latest.current = { state, onChange };
  });
  const onWarehouse = useCallback((code: string, checked: boolean) => {
    const { state: current, onChange: change } = latest.current;
    change(changeFilters(current, { warehouses: toggleValue(current.warehouses, code, checked) }));
  }, []);
  const onOutOfStock = useCallback((_: string, checked: boolean) => {
    const { state: current, onChange: change } = latest.current;
    change(changeFilters(current, { includeOutOfStock: checked }));
  }, []);
  const onCategory = useCallback((category: string) => {
    const { state: current, onChange: change } = latest.current;
    change(changeCategory(current, category || undefined));
  }, []);
  const onAttribute = useCallback((attribute: string, value: string, checked: boolean) => {
    const { state: current, onChange: change } = latest.current;
    change(changeFilters(current, { attributes: { ...current.attributes, [attribute]: toggleValue(current.attributes[attribute] ?? [], value, checked) } }));
  }, []);
  const onSeller = useCallback((pxnsParticipantId: string) => {
    const { state: current, onChange: change } = latest.current;
    change(changeWarehouseGroup(current, pxnsParticipantId));
  }, []);
  const gradeFacet = facets?.grades;
  const selectedGrades = gradeFacet ? (state.attributes[gradeFacet.attribute] ?? NO_VALUES) : NO_VALUES;
  const countOf = (group: WarehouseGroup) =>
    itemCounts[group.pxnsParticipantId] ?? facets?.participants?.find((entry) => entry.pxnsParticipantId === group.pxnsParticipantId)?.itemsCount;
  return (
    <aside aria-label={t('Filters')} style={{ minWidth: 220, maxWidth: 280 }}>
      {groups.length > 0 && (
        <SellerChoice
          groups={groups}
          counts={groups.map(countOf)}
          selectedId={selectedGroup?.pxnsParticipantId}
          disabled={!canSwitchGroups}
          t={t}
          onSelect={onSeller}
        />
      )}

      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>
          {t('Warehouses')}
          {showGradeIcon && <GradeOverviewButton t={t} onShowGrades={onShowGrades} />}
        </legend>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {(facets?.warehouses ?? []).map((warehouse) => (
            <FacetOption
              key={warehouse.code}
              type="checkbox"
              value={warehouse.code}
              label={warehouse.label}
              count={warehouse.total}
              checked={state.warehouses.includes(warehouse.code)}
              disabled={warehouse.total === 0 && !state.warehouses.includes(warehouse.code)}
              onToggle={onWarehouse}
            />
          ))}
        </div>
        <FacetOption
          type="checkbox"
          value="includeOutOfStock"
          label={t('Include out of stock')}
          checked={state.includeOutOfStock}
          style={outOfStockStyle}
          onToggle={onOutOfStock}
        />
      </fieldset>

      {(facets?.categories.length ?? 0) > 0 && (
        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('Category')}</legend>
          <div role="radiogroup" aria-label={t('Category')} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <FacetOption type="radio" name={categoryName} value="" label={t('All categories')} checked={!state.category} onToggle={onCategory} />
            {facets?.categories.map((category) => (
              <FacetOption
                key={category.category}
                type="radio"
                name={categoryName}
                value={category.category}
                label={category.label}
                count={category.count}
                checked={state.category === category.category}
                onToggle={onCategory}
              />
            ))}
          </div>
        </fieldset>
      )}

      {(facets?.levels ?? []).slice(0, 3).map((level) => {
        const selected = state.attributes[level.attribute] ?? NO_VALUES;
        return (
          <fieldset key={level.attribute} style={fieldsetStyle}>
            <legend style={legendStyle}>
              {level.label}
              <span style={visuallyHidden}>{` (${t('level')} ${level.level})`}</span>
            </legend>
            <div style={{ ...columnStyle, maxHeight: 260, overflowY: 'auto' }}>
              <AttributeValueCheckboxes attribute={level.attribute} values={level.values} selected={selected} onToggle={onAttribute} />
            </div>
          </fieldset>
        );
      })}

      {gradeFacet && gradeFacet.groups.length > 0 && (
        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{gradeFacet.label}</legend>
          {gradeFacet.groups.map((group, position) => (
            <div key={group.header || `group-${position}`} role="group" aria-label={group.header || gradeFacet.label} style={columnStyle}>
              {group.header && (
                <div aria-hidden style={gradeGroupHeaderStyle}>
                  {group.header}
                </div>
              )}
              <AttributeValueCheckboxes attribute={gradeFacet.attribute} values={group.values} selected={selectedGrades} onToggle={onAttribute} />
              {group.footer && <div style={gradeGroupFooterStyle}>{group.footer}</div>}
            </div>
          ))}
        </fieldset>
      )}
    </aside>
  );
});
