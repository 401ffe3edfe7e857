import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './menu-button';

const items = [
  { key: '/preferences', label: 'My Preferences' },
  { key: 'logout', label: 'Logout' },
];

function renderMenu() {
  const onSelect = jest.fn();
  render(
    <>
      <MenuButton items={items} onSelect={onSelect} aria-label="User menu of Bailey Buyer">
        BB
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'User menu of Bailey Buyer' }) };
}

describe('MenuButton', () => {
  it('opens on click and picks an item', async () => {
    const user = userEvent.setup();
    const { onSelect, button } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works with the keyboard alone: open, move, pick, and Escape back to the button', async () => {
    const user = userEvent.setup();
    const { onSelect, button } = renderMenu();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Preferences' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('/preferences');
    expect(button).toHaveFocus();
  });

  it('closes when the click lands elsewhere', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
