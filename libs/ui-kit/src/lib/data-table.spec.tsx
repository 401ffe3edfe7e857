import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './data-table';
import { Pager, pageItemsOf } from './pager';

interface Phone {
  id: string;
  model: string;
  price: number;
}

const phones: Phone[] = Array.from({ length: 23 }, (_, index) => ({ id: `P${index + 1}`, model: `Model ${index + 1}`, price: 100 + index }));

const columns: DataTableColumn<Phone>[] = [
  { key: 'model', title: 'Model', render: (row) => row.model },
  { key: 'price', title: 'Price', render: (row) => `$${row.price}`, align: 'right' },
];

function PagedTable({ rows = phones, onRowClick }: { rows?: Phone[]; onRowClick?: (row: Phone) => void }) {
  const [page, setPage] = useState(1);
  return (
    <DataTable<Phone>
      aria-label="Phones"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      onRowClick={onRowClick}
      emptyText="No phones"
      pagination={{ page, pageSize: 10, onChange: setPage }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Phones' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('is a table named by its label, with a column header per column and a row of cells per row', () => {
    render(<DataTable<Phone> aria-label="Phones" columns={columns} rows={phones.slice(0, 2)} rowKey={(row) => row.id} />);

    const table = screen.getByRole('table', { name: 'Phones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Price']);
    expect(
      bodyRows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Model 1', '$100'],
      ['Model 2', '$101'],
    ]);
    expect(bodyRows()[1]).toHaveAttribute('data-row-key', 'P2');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text in one cell across the columns when there are no rows', () => {
    render(<PagedTable rows={[]} />);

    const cell = screen.getByRole('cell', { name: 'No phones' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a page of rows and turns pages with the pager', async () => {
    const user = userEvent.setup();
    render(<PagedTable />);

    expect(bodyRows()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Model 21', 'Model 22', 'Model 23']);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(bodyRows()[0]).toHaveTextContent('Model 11');
  });

  it('shows the last page when asked for a page past the end', () => {
    render(
      <DataTable<Phone>
        aria-label="Phones"
        columns={columns}
        rows={phones}
        rowKey={(row) => row.id}
        pagination={{ page: 9, pageSize: 10, onChange: jest.fn() }}
      />,
    );

    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('calls onRowClick with the clicked row', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<PagedTable onRowClick={onRowClick} />);

    await user.click(screen.getByRole('cell', { name: '$102' }));

    expect(onRowClick).toHaveBeenCalledWith(phones[2]);
  });

  it('re-renders only the rows that sameRow says changed, though the page rebuilds every row', () => {
    const rendered: string[] = [];
    const counted: DataTableColumn<Phone>[] = [
      {
        key: 'model',
        title: 'Model',
        render: (row) => {
          rendered.push(row.id);
          return row.model;
        },
      },
    ];
    const table = (rows: Phone[]) => (
      <DataTable<Phone> aria-label="Phones" columns={counted} rows={rows} rowKey={(row) => row.id} sameRow={(row, previous) => row.model === previous.model} />
    );
    const { rerender } = render(table(phones.slice(0, 3).map((phone) => ({ ...phone }))));
    rendered.length = 0;

    rerender(table(phones.slice(0, 3).map((phone) => (phone.id === 'P2' ? { ...phone, model: 'Model 2 Pro' } : { ...phone }))));

    expect(rendered).toEqual(['P2']);
    expect(bodyRows()[1]).toHaveTextContent('Model 2 Pro');
  });

  it('scrolls sideways in its own box', () => {
    render(<PagedTable />);

    expect(screen.getByRole('table', { name: 'Phones' }).parentElement).toHaveClass('bp-table-scroll');
  });
});

describe('Pager', () => {
  it('names its buttons with the labels given', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Pager
        page={1}
        pageSize={50}
        total={120}
        onChange={onChange}
        labels={{ pagination: 'Seiten', previous: 'Zurück', next: 'Weiter', page: 'Seite {page}' }}
      />,
    );

    const pager = screen.getByRole('navigation', { name: 'Seiten' });
    await user.click(within(pager).getByRole('button', { name: 'Weiter' }));
    await user.click(within(pager).getByRole('button', { name: 'Seite 3' }));
    await user.click(within(pager).getByRole('button', { name: 'Seite 1' }));

    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('hides on a single page unless told otherwise', () => {
    const { rerender } = render(<Pager page={1} pageSize={50} total={50} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    rerender(<Pager page={1} pageSize={50} total={50} onChange={jest.fn()} hideOnSinglePage={false} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageItemsOf(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItemsOf(1, 100)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 100]);
    expect(pageItemsOf(50, 100)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
    expect(pageItemsOf(100, 100)).toEqual([1, 'gap', 95, 96, 97, 98, 99, 100]);
  });
});
