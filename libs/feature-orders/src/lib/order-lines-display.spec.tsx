import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrderLineItem } from '@bp/api-contract/testing';
import { jsonResponse } from '@bp/data-access-api/testing';
import { BrandingProvider, DEFAULT_BRANDING } from '@bp/ui-kit';
import { setWindowWidth } from '@bp/ui-kit/testing';
import type { ReactNode } from 'react';
import { OrderDetailPage } from './order-detail-page';
import { aManifestSummary, anOrderDetail, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

// How the order's lines show (spec 03 §5 available quantity, spec 02 §9 currency precision) and
// how they stack on a phone.

afterEach(() => cleanupPages());

const phoneA = anOrderLineItem({
  itemNumberWarehouse: 'A-100-MIA',
  itemNumber: 'A-100',
  itemDescription: 'Phone A',
  orderedQuantity: 10,
  availableQuantity: 41,
  incrementSize: 1,
  unitPrice: 20,
  extendedPrice: 200,
});
const phoneB = anOrderLineItem({
  itemNumberWarehouse: 'B-200-MIA',
  itemNumber: 'B-200',
  itemDescription: 'Phone B',
  orderedQuantity: 3,
  availableQuantity: 40,
  incrementSize: 1,
  unitPrice: 0.125,
  extendedPrice: 0.38,
});
const twoLines = { items: [phoneA, phoneB], itemNumberItems: { [phoneA.itemNumberWarehouse]: phoneA, [phoneB.itemNumberWarehouse]: phoneB } };

function renderLines({
  precision = 2,
  maxShown = 40,
  wrap = (page: ReactNode) => page,
}: { precision?: number; maxShown?: number; wrap?: (page: ReactNode) => ReactNode } = {}) {
  return renderPage({
    path: '/orders/100001',
    route: {
      path: '/orders/:orderNumber',
      element: wrap(
        <BrandingProvider branding={{ ...DEFAULT_BRANDING, currencyPrecision: precision }}>
          <OrderDetailPage />
        </BrandingProvider>,
      ),
    },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () => jsonResponse(anOrderDetail(twoLines)),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
      'GET /px-api-gateway/inventory/settings': () => jsonResponse({ warehouseLabels: {}, maxItemQuantityToBeDisplayed: maxShown }),
    },
  });
}

const tableRowOf = (description: string) => within(screen.getByRole('table', { name: 'Order items' })).getByRole('row', { name: new RegExp(description) });

describe('OrderDetailPage: the lines', () => {
  it("shows an available quantity above the tenant's maximum as '{max}+', as the stock list and cart do", async () => {
    renderLines();
    await screen.findByRole('table', { name: 'Order items' });

    expect(await within(tableRowOf('Phone A')).findByRole('cell', { name: '40+' })).toBeInTheDocument();
    expect(within(tableRowOf('Phone B')).getByRole('cell', { name: '40' })).toBeInTheDocument();
  });

  it("totals each line at the tenant's currency precision, exactly", async () => {
    const user = userEvent.setup();
    renderLines({ precision: 3 });
    await screen.findByRole('table', { name: 'Order items' });

    expect(within(tableRowOf('Phone B')).getByRole('cell', { name: '$0.375' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit B-200' }));
    const field = screen.getByRole('textbox', { name: 'Quantity of B-200' });
    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(within(tableRowOf('Phone B')).getByRole('cell', { name: '$0.875' })).toBeInTheDocument();
  });

  it('on a 390 px phone shows each line as a card: item, description, quantity with its edit, unit price, total, and its buttons', async () => {
    const user = userEvent.setup();
    const restore = setWindowWidth(390);
    try {
      renderLines();
      const lines = await screen.findByRole('list', { name: 'Order items' });
      expect(screen.queryByRole('table', { name: 'Order items' })).not.toBeInTheDocument();
      const card = within(lines).getByRole('listitem', { name: 'A-100' });
      expect(card).toHaveTextContent('A-100');
      expect(card).toHaveTextContent('Phone A');
      expect(card).toHaveTextContent('Ordered10');
      await waitFor(() => expect(card).toHaveTextContent('Available40+'));
      expect(card).toHaveTextContent('Unit price$20.00');
      expect(card).toHaveTextContent('Total$200.00');
      expect(within(card).getByRole('button', { name: 'Remove A-100' })).toBeEnabled();

      await user.click(within(card).getByRole('button', { name: 'Edit A-100' }));
      const field = within(card).getByRole('textbox', { name: 'Quantity of A-100' });
      await user.clear(field);
      await user.type(field, '12');
      expect(within(card).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      await user.click(within(card).getByRole('button', { name: 'Done' }));

      expect(card).toHaveTextContent('Ordered12');
      expect(card).toHaveTextContent('Total$240.00');
      expect(within(lines).getByRole('listitem', { name: 'B-200' })).toHaveTextContent('Phone B');
    } finally {
      restore();
    }
  });
});
