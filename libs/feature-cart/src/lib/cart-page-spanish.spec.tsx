import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, portalI18n } from '@bp/ui-kit';
import { anEntry, cleanupCart, renderCart } from './cart-test-harness';

// The cart as a buyer who chose Español sees it: Spanish texts (loaded on demand) and Spanish
// number marks with the tenant's currency symbol.

beforeEach(() => changeLocale(portalI18n, 'es'));
afterEach(async () => {
  cleanupCart();
  await changeLocale(portalI18n, 'en');
});

it('shows the cart in Spanish, with Spanish number marks', async () => {
  const user = userEvent.setup();
  const entries = [anEntry('B1', { itemDescription: 'Phone B1', listPrice: 6000 }, { offerPrice: 6000, checkOutPrice: 6000 })];
  renderCart({ entries });

  expect(await screen.findByRole('heading', { level: 1, name: 'Carrito y ofertas' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Volver a la lista de stock/ })).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: 'Select Phone B1' }));

  const summary = screen.getByLabelText('Resumen de la selección');
  expect(within(summary).getByText('Subtotal').nextSibling?.textContent).toBe('$12.000');
  expect(document.documentElement.lang).toBe('es');
});
