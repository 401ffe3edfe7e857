import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockFacets } from '@bp/api-contract';
import { EMPTY_STOCK_URL_STATE, type StockUrlState } from '../stock-url-state';
import { FilterPanel } from './filter-panel';

const facets: StockFacets = {
  warehouses: [{ code: 'LON', label: 'London', total: 4 }],
  categories: [{ category: 'Phones', label: 'Phones', count: 4 }],
  levels: [
    {
      attribute: 'capacity',
      label: 'Capacity',
      level: 1,
      values: [
        { value: '128GB', label: '128GB', count: 3 },
        { value: '__EMPTY__', label: 'Not specified', count: 1 },
      ],
    },
  ],
  grades: {
    attribute: 'grade',
    label: 'Grade',
    groups: [
      { header: 'Certified', footer: 'Refurbished with a new battery', values: [{ value: 'CPO', label: 'Certified pre-owned', count: 1 }] },
      {
        header: 'Used',
        footer: 'Graded as found',
        values: [
          { value: 'G1', label: 'Grade 1', count: 3 },
          { value: 'G2', label: 'Grade 2', count: 0 },
        ],
      },
    ],
  },
};

function renderPanel(state: StockUrlState = EMPTY_STOCK_URL_STATE) {
  const onChange = jest.fn<void, [StockUrlState]>();
  render(
    <FilterPanel
      state={state}
      facets={facets}
      groups={[]}
      selectedGroup={undefined}
      canSwitchGroups={false}
      itemCounts={{}}
      showGradeIcon={false}
      t={(text) => text}
      onChange={onChange}
      onShowGrades={() => undefined}
    />,
  );
  return onChange;
}

describe('FilterPanel', () => {
  it('shows the grade filter in its groups with header and footer, and filters by grade', async () => {
    const onChange = renderPanel({ ...EMPTY_STOCK_URL_STATE, page: 3 });
    const grade = screen.getByRole('group', { name: 'Grade' });
    const certified = within(grade).getByRole('group', { name: 'Certified' });
    expect(within(certified).getByText('Certified')).toBeInTheDocument();
    expect(within(certified).getByText('Refurbished with a new battery')).toBeInTheDocument();
    const used = within(grade).getByRole('group', { name: 'Used' });
    expect(within(used).getByRole('checkbox', { name: 'Grade 2 (0)' })).toBeDisabled();

    await userEvent.click(within(used).getByRole('checkbox', { name: 'Grade 1 (3)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STOCK_URL_STATE, attributes: { grade: ['G1'] }, page: 1 });
  });

  it('keeps a selected grade checkable even at count 0', () => {
    renderPanel({ ...EMPTY_STOCK_URL_STATE, attributes: { grade: ['G2'] } });
    const box = screen.getByRole('checkbox', { name: 'Grade 2 (0)' });
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
  });

  it('offers items with an empty attribute under the configured label (searchEmptyValues)', async () => {
    const onChange = renderPanel();
    const empty = within(screen.getByRole('group', { name: /^Capacity/ })).getByRole('checkbox', { name: 'Not specified (1)' });
    await userEvent.click(empty);
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_STOCK_URL_STATE, attributes: { capacity: ['__EMPTY__'] } });
  });
});
