import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aShippingMethod, anOrderLineItem } from '@bp/api-contract/testing';
import { jsonResponse } from '@bp/data-access-api/testing';
import { ORDER_LINES_PER_PAGE } from './components/order-items-table';
import { OrderDetailPage } from './order-detail-page';
import { aManifestSummary, anOrderDetail, someOrderSettings } from './orders-fixtures';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(() => cleanupPages());

// A long order (spec 03 is silent on paging the items; decided: 50 lines a page, like the list).
const lines = Array.from({ length: ORDER_LINES_PER_PAGE + 10 }, (_, index) => {
  const itemNumber = `L-${String(index + 1).padStart(3, '0')}`;
  return anOrderLineItem({
    itemNumberWarehouse: `${itemNumber}-MIA`,
    itemNumber,
    itemDescription: `Phone ${itemNumber}`,
    orderedQuantity: 10,
    availableQuantity: 50,
    incrementSize: 1,
    unitPrice: 20,
    extendedPrice: 200,
  });
});

function renderLongOrder() {
  return renderPage({
    path: '/orders/100001',
    route: { path: '/orders/:orderNumber', element: <OrderDetailPage /> },
    calls: {
      'GET /px-api-gateway/sales-order/100001': () =>
        jsonResponse(
          anOrderDetail(
            { items: lines, itemNumberItems: Object.fromEntries(lines.map((line) => [line.itemNumberWarehouse, line])) },
            {},
            // 600 devices: a shipping method without a device limit, so none is deselected on opening.
            { otherShippingMethods: { ACME_STANDARD_SHIPPING: aShippingMethod({ maxDevicesInShipment: null }) } },
          ),
        ),
      'GET /px-api-gateway/sales-order/100001/manifest-summary': () => jsonResponse(aManifestSummary()),
      'GET /px-api-gateway/sales-order/settings': () => jsonResponse(someOrderSettings()),
    },
  });
}

const items = () => screen.getByRole('table', { name: 'Order items' });
const lineRows = () =>
  within(items())
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
// Queries scoped to one row: the page has a hundred buttons.
const rowOf = (itemNumber: string) => screen.getByText(`Phone ${itemNumber}`).closest('tr') as HTMLElement;
const editButton = (itemNumber: string) => within(rowOf(itemNumber)).getByRole('button', { name: `Edit ${itemNumber}` });
const removeButton = (itemNumber: string) => within(rowOf(itemNumber)).getByRole('button', { name: `Remove ${itemNumber}` });

async function setQuantity(user: ReturnType<typeof userEvent.setup>, itemNumber: string, value: string) {
  await user.click(editButton(itemNumber));
  const field = within(rowOf(itemNumber)).getByRole('textbox', { name: `Quantity of ${itemNumber}` });
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(rowOf(itemNumber)).getByRole('button', { name: 'Done' }));
}

describe('OrderItemsTable: a long order', () => {
  // A longer timeout: 50 rendered rows in jsdom take far longer than the two-line tests.
  it('pages the lines 50 at a time, and edits on any page add up in the pending changes', async () => {
    const user = userEvent.setup();
    renderLongOrder();
    await screen.findByRole('table', { name: 'Order items' });
    expect(lineRows()).toHaveLength(ORDER_LINES_PER_PAGE);

    await setQuantity(user, 'L-001', '12');
    // Cells skipped by the re-render still act on the latest state: the next edit starts enabled.
    await setQuantity(user, 'L-002', '13');
    expect(rowOf('L-001')).toHaveTextContent('$240.00');
    expect(rowOf('L-002')).toHaveTextContent('$260.00');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lineRows()).toHaveLength(10);
    await user.click(editButton('L-055'));
    expect(removeButton('L-056')).toBeDisabled();
    const field = within(rowOf('L-055')).getByRole('textbox', { name: 'Quantity of L-055' });
    await user.clear(field);
    await user.type(field, '30');
    await user.click(within(rowOf('L-055')).getByRole('button', { name: 'Done' }));
    expect(rowOf('L-055')).toHaveTextContent('$600.00');
    expect(removeButton('L-056')).toBeEnabled();
    await user.click(removeButton('L-056'));
    expect(screen.queryByText('Phone L-056')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '4 unsaved changes' })).toBeInTheDocument();
  }, 120_000);
});
