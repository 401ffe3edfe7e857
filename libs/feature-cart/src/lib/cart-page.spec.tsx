import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@bp/data-access-api/testing';
import { readCheckoutHandover } from '@bp/data-access-api';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { anEntry, anOffer, cartSelectionOf, cleanupCart, PARTNER_ID, renderCart } from './cart-test-harness';

afterEach(() => cleanupCart());

const DAY = 24 * 60 * 60 * 1000;

const reviewEntries = () => [
  anEntry(
    'C1',
    { itemDescription: 'Countered phone' },
    {
      offerStatus: 'COUNTERED',
      offerState: 'AWAITING_BUYER_REVIEW',
      offerQuantity: 5,
      offerPrice: 200,
      counterPrice: 220,
      minimumCheckoutQuantity: 8,
      checkOutQuantity: 8,
      checkOutPrice: 220,
      acceptedOrCounteredExpirationDate: new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 5 * 60_000 + 30_000).toISOString(),
    },
  ),
  anEntry('R1', { itemDescription: 'Rejected phone' }, { offerStatus: 'NOT_ACCEPTED', offerState: 'AWAITING_BUYER_REVIEW', offerQuantity: 3, offerPrice: 180 }),
  anEntry(
    'A1',
    { itemDescription: 'Accepted phone', warehouse: 'LAX' },
    {
      offerStatus: 'ACCEPTED',
      offerState: 'AWAITING_BUYER_REVIEW',
      offerQuantity: 4,
      offerPrice: 210.4,
      acceptedOrCounteredExpirationDate: new Date(Date.now() + DAY + 60_000 * 61 + 30_000).toISOString(),
    },
  ),
];

function selectionSummary() {
  return screen.getByLabelText('Selection summary');
}

function summaryValue(name: string): string {
  return within(selectionSummary()).getByText(name).nextSibling?.textContent ?? '';
}

describe('CartPage: tabs', () => {
  it('names the tabs, badges their counts, titles the page and links back to the stock list', async () => {
    renderCart({ entries: [anEntry('B1'), anEntry('B2'), ...reviewEntries()] });

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cart 2', 'Offers awaiting your review 3', "Offers awaiting the seller's review 0"]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeInTheDocument();
    expect(document.title).toMatch(/Cart$/);
    expect(screen.getByRole('link', { name: /Back to Stock List/ })).toHaveAttribute('href', '/stock');
    // Spec 01 §2: a tab with zero items is disabled, except the first.
    expect(screen.getByRole('tab', { name: /seller's review/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: /your review/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('resets an unknown tab value to 0 and follows the tab query', async () => {
    const { history } = renderCart({ path: '/cart?tab=7', entries: [anEntry('B1'), ...reviewEntries()] });

    await waitFor(() => expect(history.location.search).toBe('?tab=0'));
    expect(await screen.findByRole('tab', { name: /^Cart/, selected: true })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: /your review/ }));
    expect(history.location.search).toBe('?tab=1');
    expect(await screen.findByRole('listitem', { name: 'Countered phone' })).toBeInTheDocument();
  });

  it('keeps the first tab enabled when empty and hides empty offer tabs when no warehouse accepts offers', async () => {
    renderCart({ entries: [anEntry('B1')], cartSettings: { warehouseAcceptingOffer: [] } });

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cart 1']);
  });

  it('shows the empty cart with a GO TO STOCKLIST link', async () => {
    renderCart({ entries: [] });

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO STOCKLIST' })).toHaveAttribute('href', '/stock');
  });
});

describe('CartPage: groups, batches and chips', () => {
  it('groups entries per warehouse with #warehouse-{label} anchors when there are several', async () => {
    renderCart({ entries: [anEntry('B1'), anEntry('B2', { warehouse: 'LAX' })] });

    const nav = await screen.findByRole('navigation', { name: 'Warehouses' });
    expect(within(nav).getByRole('link', { name: 'Miami (1)' })).toHaveAttribute('href', '#warehouse-Miami');
    expect(within(nav).getByRole('link', { name: 'Los Angeles (1)' })).toHaveAttribute('href', '#warehouse-LosAngeles');
    expect(screen.getByRole('region', { name: /Los Angeles/ })).toHaveAttribute('id', 'warehouse-LosAngeles');
  });

  it('has no anchor links for a single warehouse', async () => {
    renderCart({ entries: [anEntry('B1'), anEntry('B2')] });

    await screen.findByRole('region', { name: /Miami/ });
    expect(screen.queryByRole('navigation', { name: 'Warehouses' })).not.toBeInTheDocument();
  });

  it('renders entries in batches of 20', async () => {
    const user = userEvent.setup();
    const entries = Array.from({ length: 45 }, (_, index) => anEntry(`B${index}`));
    renderCart({ entries });

    await screen.findByRole('region', { name: /Miami/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more items (25)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'Show more items (5)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /Show more items/ })).not.toBeInTheDocument();
  });

  it('shows a chip per status with its count that filters the view', async () => {
    const user = userEvent.setup();
    renderCart({ path: '/cart?tab=1', entries: reviewEntries() });

    const chips = await screen.findByRole('group', { name: 'Offer statuses' });
    await user.click(within(chips).getByText('Rejected 1'));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Rejected phone']);
    await user.click(within(chips).getByText('Accepted 1'));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(chips).getByText('Rejected 1'));
    await user.click(within(chips).getByText('Accepted 1'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the status texts of the spec, with the expiry countdown', async () => {
    renderCart({
      path: '/cart?tab=1',
      entries: [
        ...reviewEntries(),
        anEntry('P1', { itemDescription: 'Dropped phone' }, { offerStatus: 'PRICE_DROPPED', offerState: 'AWAITING_BUYER_REVIEW' }),
        anEntry('E1', { itemDescription: 'Expired phone' }, { offerStatus: 'EXPIRED', offerState: 'AWAITING_BUYER_REVIEW' }),
      ],
    });

    expect(await screen.findByRole('listitem', { name: 'Rejected phone' })).toHaveTextContent('your offer of $180 was rejected');
    expect(screen.getByRole('listitem', { name: 'Countered phone' })).toHaveTextContent(
      'seller counter price valid for 1 order with minimum quantity and expiry',
    );
    expect(screen.getByRole('listitem', { name: 'Countered phone' })).toHaveTextContent(
      'Counter price $220 · minimum quantity 8 · expires in 2 days, 3 hours, 5 minutes',
    );
    expect(screen.getByRole('listitem', { name: 'Accepted phone' })).toHaveTextContent(
      'new price valid for 1 order with a minimum quantity, expires in 1 day, 1 hour, 1 minute',
    );
    expect(screen.getByRole('listitem', { name: 'Dropped phone' })).toHaveTextContent('list price is now lower than your offer, checkout at the new price');
    expect(screen.getByRole('listitem', { name: 'Expired phone' })).toHaveTextContent('your offer expired');
  });
});

describe('CartPage: selection and totals', () => {
  it('selects per item, warehouse and status, skips unavailable items and totals offerQuantity × offerPrice on the review tab', async () => {
    const user = userEvent.setup();
    const entries = [
      ...reviewEntries(),
      anEntry('X1', { itemDescription: 'Sold out phone', quantityAvailable: 0 }, { offerStatus: 'ACCEPTED', offerState: 'AWAITING_BUYER_REVIEW' }),
    ];
    renderCart({ path: '/cart?tab=1', entries });

    expect(await screen.findByRole('checkbox', { name: 'Select Sold out phone' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Countered phone' }));
    expect(summaryValue('Selected items')).toBe('1');
    expect(summaryValue('Quantity')).toBe('5');
    expect(summaryValue('Subtotal')).toBe('$1,000');

    await user.click(screen.getByRole('checkbox', { name: 'Select all Los Angeles' }));
    // 5 × $200 + 4 × $210.40 = $1,841.60, shown rounded without decimals.
    expect(summaryValue('Selected items')).toBe('2');
    expect(summaryValue('Quantity')).toBe('9');
    expect(summaryValue('Subtotal')).toBe('$1,842');

    await user.click(screen.getByRole('checkbox', { name: 'Select all Rejected' }));
    expect(summaryValue('Selected items')).toBe('3');

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(summaryValue('Selected items')).toBe('0');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    // The sold-out entry cannot be selected.
    expect(summaryValue('Selected items')).toBe('3');
  });

  it('totals checkOutQuantity × checkOutPrice in the cart', async () => {
    const user = userEvent.setup();
    renderCart({
      entries: [
        anEntry(
          'B1',
          {},
          {
            offerStatus: 'COUNTERED',
            offerQuantity: 5,
            offerPrice: 200,
            checkOutQuantity: 8,
            checkOutPrice: 220.5,
            counterPrice: 220.5,
            minimumCheckoutQuantity: 8,
          },
        ),
      ],
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Select Phone B1' }));
    expect(summaryValue('Quantity')).toBe('8');
    expect(summaryValue('Subtotal')).toBe('$1,764');
  });
});

describe('CartPage: edit', () => {
  it('shows the countered-price rule on the review tab and the list-price rule for a rejected offer', async () => {
    const user = userEvent.setup();
    renderCart({ path: '/cart?tab=1', entries: reviewEntries() });

    await user.click(await screen.findByRole('button', { name: 'Edit Countered phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer' });
    const price = within(dialog).getByLabelText('Offer price');
    await user.clear(price);
    await user.type(price, '220');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New offer price must be below the Countered price');
    await user.clear(price);
    await user.type(price, '215');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Rejected phone' }));
    const second = await screen.findByRole('dialog', { name: 'Edit offer' });
    const secondPrice = within(second).getByLabelText('Offer price');
    await user.clear(secondPrice);
    await user.type(secondPrice, '400');
    await user.tab();
    // Capped at the list price on blur, which the rule rejects.
    expect(secondPrice).toHaveValue('250');
    expect(within(second).getByRole('alert')).toHaveTextContent('New offer price should be less than the list price');
  });

  it('shows the minimum-quantity rule for a countered offer in the cart', async () => {
    const user = userEvent.setup();
    renderCart({
      entries: [
        anEntry(
          'K1',
          { itemDescription: 'Countered in cart' },
          {
            offerStatus: 'COUNTERED',
            offerQuantity: 8,
            offerPrice: 200,
            counterPrice: 220,
            minimumCheckoutQuantity: 8,
            checkOutQuantity: 8,
            checkOutPrice: 220,
          },
        ),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Countered in cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '7');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New Quantity must be greater than or equal to minimum quantity');
  });

  it('moves a saved entry to the tab of its new state and names that section', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderCart({
      path: '/cart?tab=1',
      entries: reviewEntries(),
      routes: {
        'PUT /px-api-gateway/stocklist/offer/C1': async (request) => {
          const body = (await request.json()) as { offerQuantity: number; offerPrice: number };
          sent.push(body);
          return jsonResponse(
            anOffer('C1', {
              offerStatus: 'PENDING_ACCEPTANCE',
              offerState: 'AWAITING_TENANT_REVIEW',
              offerQuantity: body.offerQuantity,
              offerPrice: body.offerPrice,
            }),
          );
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Countered phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer' });
    await user.clear(within(dialog).getByLabelText('Offer price'));
    await user.type(within(dialog).getByLabelText('Offer price'), '210');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Your offer was updated and moved to Offers awaiting the seller's review")).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Countered phone' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /seller's review 1/ })).not.toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual([{ itemNumberWarehouse: 'C1~MIA', offerQuantity: 5, offerPrice: 210 }]);
  });

  it('checks an entry that lands in the cart after a save', async () => {
    const user = userEvent.setup();
    const { store } = renderCart({
      path: '/cart?tab=1',
      entries: reviewEntries(),
      routes: {
        'PUT /px-api-gateway/stocklist/offer/A1': () =>
          jsonResponse(
            anOffer('A1', {
              offerStatus: 'ACCEPTED',
              offerState: 'READY_TO_CHECKOUT',
              offerQuantity: 4,
              offerPrice: 210.4,
              checkOutQuantity: 4,
              checkOutPrice: 210.4,
            }),
          ),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Accepted phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit offer' })).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your offer was updated and moved to Cart')).toBeInTheDocument();
    expect(cartSelectionOf(store)).toEqual({ A1: true });
  });
});

describe('CartPage: move to cart and delete', () => {
  it('asks for a selection, then moves the selected offers to the cart', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderCart({
      path: '/cart?tab=1',
      entries: reviewEntries(),
      routes: {
        'PUT /px-api-gateway/stocklist/offer/movetocart': () =>
          jsonResponse([
            anEntry(
              'C1',
              { itemDescription: 'Countered phone' },
              { offerStatus: 'COUNTERED', offerState: 'READY_TO_CHECKOUT', checkOutQuantity: 8, checkOutPrice: 220 },
            ),
          ]),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Please select at least one item to move to the Cart tab')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Countered phone' }));
    await user.click(screen.getByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Successfully moved the selected items to the Cart tab')).toBeInTheDocument();
    expect(
      await fetchStub.requests
        .find((request) => request.method === 'PUT')
        ?.clone()
        .json(),
    ).toEqual(['C1']);
    expect(screen.getByRole('tab', { name: /^Cart 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Countered phone' })).not.toBeInTheDocument();
  });

  it('deletes one offer and one cart item with their messages', async () => {
    const user = userEvent.setup();
    renderCart({
      path: '/cart?tab=1',
      entries: [...reviewEntries(), anEntry('B1', { itemDescription: 'Bought phone' })],
      routes: {
        'DELETE /px-api-gateway/stocklist/offer/R1': () => new Response(null, { status: 204 }),
        'DELETE /px-api-gateway/stocklist/offer/B1': () => new Response(null, { status: 204 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Rejected phone' }));
    expect(await screen.findByText('Your offer was deleted from the Cart')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Rejected phone' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /your review 2/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete Bought phone' }));
    expect(await screen.findByText('Successfully removed from the cart')).toBeInTheDocument();
  });

  it('deletes the selected entries after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchStub } = renderCart({
      path: '/cart?tab=1',
      entries: reviewEntries(),
      routes: { 'DELETE /px-api-gateway/stocklist/offer': () => new Response(null, { status: 204 }) },
    });

    expect(await screen.findByRole('button', { name: 'Delete selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Countered phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Rejected phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('All the 2 offers deleted from the Cart')).toBeInTheDocument();
    expect(
      await fetchStub.requests
        .find((request) => request.method === 'DELETE')
        ?.clone()
        .json(),
    ).toEqual(['C1', 'R1']);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Accepted phone']);
  });
});

describe('CartPage: checkout', () => {
  it('goes to /checkout/{label} with the navigation state, or adds to an unshipped order', async () => {
    const user = userEvent.setup();
    const { history } = renderCart({ entries: [anEntry('B1'), anEntry('B2', { warehouse: 'LAX' })], onHold: ['LAX'] });

    expect(await screen.findByRole('button', { name: 'Checkout Miami' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all Miami' }));
    await user.click(screen.getByRole('button', { name: 'Checkout Miami' }));

    expect(history.location.pathname).toBe('/checkout/Miami');
    expect(history.location.state).toEqual({ fromCart: true, warehouseCode: 'MIA', warehouseId: 'wh-mia', pxParticipantId: null, isPxns: false });
    // The ticked entries reach checkout through local storage, so a reload of /checkout keeps them.
    expect(readCheckoutHandover(false)).toEqual({
      offerIds: ['B1'],
      warehouseCode: 'MIA',
      warehouseId: 'wh-mia',
      pxParticipantId: null,
      isPxns: false,
      salesOrder: null,
    });

    act(() => history.push('/cart'));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Phone B2' }));
    await user.click(screen.getByRole('button', { name: 'Checkout Los Angeles' }));
    expect(history.location.pathname).toBe('/checkout/add-to-unshipped-order/Los%20Angeles');
    expect(history.location.state).toMatchObject({ warehouseCode: 'LAX', warehouseId: 'wh-lax' });
    expect(readCheckoutHandover(true)).toMatchObject({ offerIds: ['B2'], warehouseCode: 'LAX', salesOrder: null });
  });

  it("names a partner seller's warehouse by its participant's label, as the stock list does: group, anchor, Checkout button and path", async () => {
    const user = userEvent.setup();
    const partnerEntry = anEntry('P1', { warehouse: 'GMT-LON', itemNumberWarehouse: 'GMT-PXN-1~GMT-LON' }, { pxnsParticipantId: PARTNER_ID });
    const { history } = renderCart({ entries: [anEntry('B1'), partnerEntry] });

    const nav = await screen.findByRole('navigation', { name: 'Warehouses' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'London (GMT) (1)' })).toHaveAttribute('href', '#warehouse-London(GMT)'));
    expect(within(nav).getByRole('link', { name: 'Miami (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'London (GMT) (1)' })).toBeInTheDocument();
    expect(screen.queryByText(/GMT-LON/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all London (GMT)' }));
    await user.click(screen.getByRole('button', { name: 'Checkout London (GMT)' }));

    expect(history.location.pathname).toBe('/checkout/London%20(GMT)');
    expect(history.location.state).toMatchObject({ warehouseCode: 'GMT-LON', pxParticipantId: PARTNER_ID, isPxns: true });
    expect(readCheckoutHandover(false)).toMatchObject({ offerIds: ['P1'], warehouseCode: 'GMT-LON', pxParticipantId: PARTNER_ID });
  });

  it('starts the checkout load of the ticked entries when the buyer points at Checkout, before the click', async () => {
    const user = userEvent.setup();
    const { fetchStub, history } = renderCart({
      entries: [anEntry('B1'), anEntry('B2')],
      routes: { 'POST /px-api-gateway/stocklist/cart/MIA': () => jsonResponse({}) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Phone B2' }));

    await user.hover(screen.getByRole('button', { name: 'Checkout Miami' }));

    await waitFor(() => expect(fetchStub.requests.some((request) => request.method === 'POST' && request.url.endsWith('/stocklist/cart/MIA'))).toBe(true));
    const load = fetchStub.requests.find((request) => request.method === 'POST' && request.url.endsWith('/stocklist/cart/MIA'));
    expect(await load?.clone().json()).toEqual(['B2']);
    expect(history.location.pathname).toBe('/cart');
  });

  it('shows a prospect that is not ready the sales rep instead of the checkout', async () => {
    const user = userEvent.setup();
    const { history } = renderCart({
      entries: [anEntry('B1')],
      userInfo: { prospectId: 'PR-1001', onboardingStatus: 'UNVERIFIED_PROSPECT', buyerType: 'UNVERIFIED_PROSPECT', readyForCheckout: false },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Select Phone B1' }));
    await user.click(screen.getByRole('button', { name: 'Checkout Miami' }));

    const dialog = await screen.findByRole('dialog', { name: 'Not Ready For Checkout' });
    expect(within(dialog).getByRole('link', { name: 'dana.whitfield@acme-devices.test' })).toHaveAttribute('href', 'mailto:dana.whitfield@acme-devices.test');
    expect(within(dialog).getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute('href', 'tel:+13055550142');
    expect(within(dialog).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/13055550142');
    expect(history.location.pathname).toBe('/cart');
  });
});

describe('CartPage: available quantities', () => {
  it('shows an available quantity above maxItemQuantityToBeDisplayed (100) as 100+, in the row and the edit dialog', async () => {
    const user = userEvent.setup();
    renderCart({
      entries: [
        anEntry('B1', { itemDescription: 'Plenty phone', quantityAvailable: 1009 }),
        anEntry('B2', { itemDescription: 'Few phone', quantityAvailable: 7 }),
      ],
    });

    expect(await screen.findByRole('listitem', { name: 'Plenty phone' })).toHaveTextContent('Available 100+ ·');
    expect(screen.getByRole('listitem', { name: 'Few phone' })).toHaveTextContent('Available 7 ·');
    await user.click(screen.getByRole('button', { name: 'Edit Plenty phone' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Available 100+ ·');
  });
});

describe('CartPage: on a 390 px phone', () => {
  let restoreWidth: () => void = () => undefined;
  beforeEach(() => {
    restoreWidth = setWindowWidth(390);
  });
  afterEach(() => restoreWidth());

  it('wraps each row under its description and keeps the selection bar after the list, stuck to the bottom', async () => {
    renderCart({ entries: [anEntry('B1', { itemDescription: 'Phone one' }), anEntry('B2', { itemDescription: 'Phone two', warehouse: 'LAX' })] });

    const row = await screen.findByRole('listitem', { name: 'Phone one' });
    expect(row).toHaveStyle({ flexWrap: 'wrap' });
    const bar = selectionSummary().parentElement as HTMLElement;
    expect(bar).toHaveStyle({ position: 'sticky' });
    expect(within(bar).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    const lastGroup = screen.getByRole('region', { name: /Los Angeles/ });
    expect(lastGroup.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the selection bar above the list on a wide screen', async () => {
    restoreWidth();
    restoreWidth = setWindowWidth(1280);
    renderCart({ entries: [anEntry('B1', { itemDescription: 'Phone one' })] });

    await screen.findByRole('listitem', { name: 'Phone one' });
    const bar = selectionSummary().parentElement as HTMLElement;
    expect(bar).not.toHaveStyle({ position: 'sticky' });
    expect(bar.compareDocumentPosition(screen.getByRole('region', { name: /Miami/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
