import { memo, useId } from 'react';
import { Button, Checkbox, Popover, Radio } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { AttributeValueFacet, StockFacets, WarehouseGroup } from '@bp/api-contract';
import { changeCategory, changeFilters, changeWarehouseGroup, EMPTY_ATTRIBUTE_VALUE, toggleValue, type StockUrlState } from '../stock-url-state';

const fieldsetStyle = { border: 0, padding: 0, margin: '0 0 16px' } as const;
const legendStyle = { fontWeight: 600, fontSize: 14, marginBottom: 4 } as const;
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;
const gradeGroupHeaderStyle = { fontWeight: 500, fontSize: 13, marginTop: 6 } as const;
const gradeGroupFooterStyle = { color: '#666', fontSize: 12, marginBottom: 4 } as const;
const columnStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const;

/** One checkbox per facet value; the empty-value choice (searchEmptyValues) shows its label in italics. */
function ValueCheckboxes({ values, selected, onToggle }: { values: AttributeValueFacet[]; selected: readonly string[]; onToggle: (value: string, checked: boolean) => void }) {
  return (
    <>
      {values.map((value) => {
        const checked = selected.includes(value.value);
        return (
          <Checkbox key={value.value} checked={checked} disabled={value.count === 0 && !checked} onChange={(event) => onToggle(value.value, event.target.checked)}>
            <span style={value.value === EMPTY_ATTRIBUTE_VALUE ? { fontStyle: 'italic' } : undefined}>{value.label}</span> ({value.count})
          </Checkbox>
        );
      })}
    </>
  );
}

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
export const FilterPanel = memo(function FilterPanel({ state, facets, groups, selectedGroup, canSwitchGroups, itemCounts, showGradeIcon, t, onChange, onShowGrades }: FilterPanelProps) {
  const groupLegend = useId();
  const gradeFacet = facets?.grades;
  const selectedGrades = gradeFacet ? (state.attributes[gradeFacet.attribute] ?? []) : [];
  const countOf = (group: WarehouseGroup) => itemCounts[group.pxnsParticipantId] ?? facets?.participants?.find((entry) => entry.pxnsParticipantId === group.pxnsParticipantId)?.itemsCount;
  return (
    <aside aria-label={t('Filters')} style={{ minWidth: 220, maxWidth: 280 }}>
      {groups.length > 0 && (
        <fieldset style={fieldsetStyle}>
          <legend id={groupLegend} style={legendStyle}>
            {t('Seller')}
          </legend>
          <Radio.Group
            aria-labelledby={groupLegend}
            value={selectedGroup?.pxnsParticipantId}
            disabled={!canSwitchGroups}
            onChange={(event) => onChange(changeWarehouseGroup(state, event.target.value as string))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            {groups.map((group) => {
              const count = countOf(group);
              return (
                <span key={group.pxnsParticipantId} style={{ display: 'inline-flex', alignItems: 'center' }}>
                  <Radio value={group.pxnsParticipantId}>
                    {group.warehouseGroupName}
                    {count !== undefined && ` (${count})`}
                  </Radio>
                  {group.warehouseGroupDescription && (
                    <Popover content={group.warehouseGroupDescription} title={group.warehouseGroupName} trigger="click">
                      <Button type="text" size="small" icon={<InfoCircleOutlined aria-hidden />} aria-label={`${t('About')} ${group.warehouseGroupName}`} />
                    </Popover>
                  )}
                </span>
              );
            })}
          </Radio.Group>
        </fieldset>
      )}

      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>
          {t('Warehouses')}
          {showGradeIcon && <Button type="text" size="small" icon={<InfoCircleOutlined aria-hidden />} aria-label={t('Grade overview')} onClick={onShowGrades} />}
        </legend>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {(facets?.warehouses ?? []).map((warehouse) => (
            <Checkbox
              key={warehouse.code}
              checked={state.warehouses.includes(warehouse.code)}
              disabled={warehouse.total === 0 && !state.warehouses.includes(warehouse.code)}
              onChange={(event) => onChange(changeFilters(state, { warehouses: toggleValue(state.warehouses, warehouse.code, event.target.checked) }))}
            >
              {warehouse.label} ({warehouse.total})
            </Checkbox>
          ))}
        </div>
        <Checkbox style={{ marginTop: 8 }} checked={state.includeOutOfStock} onChange={(event) => onChange(changeFilters(state, { includeOutOfStock: event.target.checked }))}>
          {t('Include out of stock')}
        </Checkbox>
      </fieldset>

      {(facets?.categories.length ?? 0) > 0 && (
        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('Category')}</legend>
          <div role="radiogroup" aria-label={t('Category')} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Radio checked={!state.category} onChange={() => onChange(changeCategory(state, undefined))}>
              {t('All categories')}
            </Radio>
            {facets?.categories.map((category) => (
              <Radio key={category.category} checked={state.category === category.category} onChange={() => onChange(changeCategory(state, category.category))}>
                {category.label} ({category.count})
              </Radio>
            ))}
          </div>
        </fieldset>
      )}

      {(facets?.levels ?? []).slice(0, 3).map((level) => {
        const selected = state.attributes[level.attribute] ?? [];
        return (
          <fieldset key={level.attribute} style={fieldsetStyle}>
            <legend style={legendStyle}>
              {level.label}
              <span style={visuallyHidden}>{` (${t('level')} ${level.level})`}</span>
            </legend>
            <div style={{ ...columnStyle, maxHeight: 260, overflowY: 'auto' }}>
              <ValueCheckboxes
                values={level.values}
                selected={selected}
                onToggle={(value, checked) => onChange(changeFilters(state, { attributes: { ...state.attributes, [level.attribute]: toggleValue(selected, value, checked) } }))}
              />
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
              <ValueCheckboxes
                values={group.values}
                selected={selectedGrades}
                onToggle={(value, checked) => onChange(changeFilters(state, { attributes: { ...state.attributes, [gradeFacet.attribute]: toggleValue(selectedGrades, value, checked) } }))}
              />
              {group.footer && <div style={gradeGroupFooterStyle}>{group.footer}</div>}
            </div>
          ))}
        </fieldset>
      )}
    </aside>
  );
});
