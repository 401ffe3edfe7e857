import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchField } from './search-field';

function Stock({ onSearch, enterButton }: { onSearch: (value: string) => void; enterButton?: string }) {
  const [value, setValue] = useState('');
  const button = enterButton ? { enterButton } : { searchLabel: 'Search' };
  return (
    <SearchField
      aria-label="Search stock"
      placeholder="Search"
      value={value}
      onChange={setValue}
      onSearch={onSearch}
      {...button}
      clearLabel="Clear"
      maxLength={20}
    />
  );
}

describe('SearchField', () => {
  it('is a search box named by its label that searches on Enter and on its button', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Stock onSearch={onSearch} enterButton="Search" />);

    const box = screen.getByRole('searchbox', { name: 'Search stock' });
    await user.type(box, 'iphone{Enter}');
    await user.type(box, ' 12');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch.mock.calls).toEqual([['iphone'], ['iphone 12']]);
  });

  it('offers Clear only while it holds text; clearing empties it, searches and keeps the focus', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Stock onSearch={onSearch} enterButton="Search" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search stock' });
    await user.type(box, 'pixel');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('takes no more than its maximum length', async () => {
    const user = userEvent.setup();
    render(<Stock onSearch={jest.fn()} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search stock' }), 'a'.repeat(25));

    expect(screen.getByRole('searchbox', { name: 'Search stock' })).toHaveValue('a'.repeat(20));
  });

  it('names its icon button when it has no button text', () => {
    render(<SearchField aria-label="Search orders" value="" onChange={jest.fn()} searchLabel="Search orders" clearLabel="Clear" />);

    expect(screen.getByRole('button', { name: 'Search orders' })).toBeInTheDocument();
  });
});
