import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartEntry } from '@bp/api-contract';
import { OfferState, OfferStatus } from '@bp/api-contract/constants';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { aStockGroup, aStockItem, aStockQueryResult } from '@bp/api-contract/testing';
import { cleanupStockArea, renderStockArea, requestsTo, type RenderStockOptions } from '../stock-test-harness';
import { aPendingOfferEntry } from './offer-test-data';

// Buy/offer saving, the in-cart button and the edit-in-cart dialog of the stock list (spec 01 §2,
// §4, §5, §8), against a stubbed API that keeps the buyer's cart entries.

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => {
  cleanupStockArea();
  fetchStub?.restore();
  fetchStub = undefined;
});

const galaxy = aStockItem({ itemNumber: 'S21', groupItemDescription: 'Galaxy S21', quantityAvailable: 23, incrementSize: 5, listPrice: 120 });
const stockWithGalaxy = () => aStockQueryResult({ groups: [aStockGroup({ items: [galaxy] })] });

interface SavedRequest {
  method: string;
  path: string;
  body: unknown;
  participant: string | null;
}

/** A cart on the stub: GET answers the entries, POST/PUT change them as the API would. */
function cartStub(initial: CartEntry[] = [], answers: { post?: () => Response; put?: () => Response } = {}) {
  let entries = [...initial];
  const saved: SavedRequest[] = [];
  const record = async (request: Request) => {
    const body = (await request.json()) as { itemNumberWarehouse: string; offerQuantity: number; offerPrice: number };
    saved.push({
      method: request.method,
      path: new URL(request.url, 'http://localhost').pathname,
      body,
      participant: request.headers.get('pxns-participant-id'),
    });
    return body;
  };
  const answerWith = (body: { itemNumberWarehouse: string; offerQuantity: number; offerPrice: number }, offerId: string) => {
    const listPrice = galaxy.listPrice;
    const buy = body.offerPrice >= listPrice;
    const entry = aPendingOfferEntry(
      {
        offerId,
        offerStatus: buy ? OfferStatus.BUY_AT_LIST : OfferStatus.PENDING_ACCEPTANCE,
        offerState: buy ? OfferState.READY_TO_CHECKOUT : OfferState.AWAITING_TENANT_REVIEW,
        offerQuantity: body.offerQuantity,
        offerPrice: buy ? listPrice : body.offerPrice,
      },
      body.itemNumberWarehouse,
    );
    entries = [...entries.filter((existing) => existing.itemNumberWarehouse !== body.itemNumberWarehouse), entry];
    return entry.stocklistOffer;
  };
  const routes: RenderStockOptions['routes'] = {
    'GET /px-api-gateway/stocklist/offers': () => jsonResponse(entries),
    'POST /px-api-gateway/stocklist/offer': async (request) => {
      const body = await record(request);
      return answers.post?.() ?? jsonResponse(answerWith(body, 'offer-new'), { status: 201 });
    },
    'POST /px-api-gateway/pxnr/offer': async (request) => {
      const body = await record(request);
      return jsonResponse(answerWith(body, 'offer-partner'), { status: 201 });
    },
    'PUT /px-api-gateway/stocklist/offer/offer-1': async (request) => {
      const body = await record(request);
      return answers.put?.() ?? jsonResponse(answerWith(body, 'offer-1'));
    },
  };
  return { routes, saved };
}

function renderPage(options: RenderStockOptions) {
  const rendered = renderStockArea({ query: stockWithGalaxy, ...options });
  fetchStub = rendered.fetchStub;
  return rendered;
}

async function expandFirstGroup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Show items/ }));
}

describe('buy and offer from the stock list', () => {
  it("buys at list price: POST with the list price, 'Added to the Cart', then the in-cart button", async () => {
    const user = userEvent.setup();
    const cart = cartStub();
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Buy Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy at list price' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to the Cart')).toBeInTheDocument();
    // Saving applies the §5 rounding even without a blur: 12 → 10 (increments of 5).
    expect(cart.saved).toEqual([
      {
        method: 'POST',
        path: '/px-api-gateway/stocklist/offer',
        body: { itemNumberWarehouse: 'S21~MIA', offerQuantity: 10, offerPrice: 120 },
        participant: null,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'In cart: Galaxy S21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Galaxy S21' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("makes an offer after toggling from 'Buy at list price' and shows 'Added to the Cart'", async () => {
    const user = userEvent.setup();
    const cart = cartStub();
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Buy Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy at list price' });
    await user.click(within(dialog).getByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByRole('dialog', { name: 'Make an offer' })).toBeInTheDocument();
    const price = within(dialog).getByLabelText('Offer price');
    await user.clear(price);
    await user.type(price, '99.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Added to the Cart')).toBeInTheDocument();
    expect(cart.saved[0]?.body).toEqual({ itemNumberWarehouse: 'S21~MIA', offerQuantity: 5, offerPrice: 99.5 });
    expect(await screen.findByRole('button', { name: 'In cart: Galaxy S21' })).toHaveAttribute('title', expect.stringContaining('Offered'));
  });

  it('cuts a quantity above the stock to the available increments and warns after adding', async () => {
    const user = userEvent.setup();
    const cart = cartStub();
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Buy Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy at list price' });
    await user.clear(within(dialog).getByLabelText('Quantity'));
    // Straight from typing to Add to cart: the quantity is cut as the field loses focus.
    await user.type(within(dialog).getByLabelText('Quantity'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to the Cart')).toBeInTheDocument();
    expect(screen.getByText('Your quantity was updated, quantity reduced to match available stock')).toBeInTheDocument();
    expect(cart.saved[0]?.body).toMatchObject({ offerQuantity: 20 });
  });

  it('keeps the dialog open with the input and an inline error when the save fails, and only logs it', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = cartStub([], {
      post: () =>
        jsonResponse(
          {
            status: 422,
            message: 'This item is out of stock',
            messageCode: 'BUSINESS_RULE_FAILED',
            params: [],
            errors: [{ messageCode: 'OFFER_OUT_OF_STOCK', messageDescription: 'This item is out of stock' }],
          },
          { status: 422 },
        ),
    });
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Offer Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const price = within(dialog).getByLabelText('Offer price');
    await user.clear(price);
    await user.type(price, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This item is out of stock');
    expect(within(dialog).getByLabelText('Offer price')).toHaveValue('80');
    expect(screen.queryByText('Added to the Cart')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Saving the offer failed', expect.objectContaining({ status: 422 }));
    log.mockRestore();
  });

  it("edits an offer from the in-cart button: PUT, 'Your offer was updated'", async () => {
    const user = userEvent.setup();
    const cart = cartStub([aPendingOfferEntry({ offerQuantity: 5, offerPrice: 90 }, 'S21~MIA')]);
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(await screen.findByRole('button', { name: 'In cart: Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item in the cart' });
    expect(within(dialog).getByLabelText('In your cart')).toHaveTextContent('Offered');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('5');
    const price = within(dialog).getByLabelText('Offer price');
    expect(price).toHaveValue('90');
    await user.clear(price);
    await user.type(price, '95');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Your offer was updated')).toBeInTheDocument();
    expect(cart.saved).toEqual([
      {
        method: 'PUT',
        path: '/px-api-gateway/stocklist/offer/offer-1',
        body: { itemNumberWarehouse: 'S21~MIA', offerQuantity: 5, offerPrice: 95 },
        participant: null,
      },
    ]);
  });

  it("edits the quantity of a buy at list price: 'Successfully updated to the Cart'", async () => {
    const user = userEvent.setup();
    const cart = cartStub([
      aPendingOfferEntry({ offerStatus: OfferStatus.BUY_AT_LIST, offerState: OfferState.READY_TO_CHECKOUT, offerQuantity: 5, offerPrice: 120 }, 'S21~MIA'),
    ]);
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(await screen.findByRole('button', { name: 'In cart: Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item in the cart' });
    expect(within(dialog).queryByLabelText('Offer price')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Successfully updated to the Cart')).toBeInTheDocument();
    expect(cart.saved[0]?.body).toEqual({ itemNumberWarehouse: 'S21~MIA', offerQuantity: 15, offerPrice: 120 });
  });

  it("shows the server's 422 message in the edit dialog and keeps it open", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = cartStub([aPendingOfferEntry({ offerQuantity: 5, offerPrice: 90 }, 'S21~MIA')], {
      put: () =>
        jsonResponse(
          {
            status: 422,
            message: 'Business rule failed',
            messageCode: 'BUSINESS_RULE_FAILED',
            params: [],
            errors: [{ messageCode: 'OFFER_PRICE_NOT_BELOW_LIST', messageDescription: 'New offer price should be less than the list price' }],
          },
          { status: 422 },
        ),
    });
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(await screen.findByRole('button', { name: 'In cart: Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item in the cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('New offer price should be less than the list price');
    expect(screen.getByRole('dialog', { name: 'Edit item in the cart' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('applies the buyer-edit rules before sending: a countered offer must go below the counter price', async () => {
    const user = userEvent.setup();
    const cart = cartStub([
      aPendingOfferEntry(
        {
          offerStatus: OfferStatus.COUNTERED,
          offerState: OfferState.AWAITING_BUYER_REVIEW,
          offerQuantity: 5,
          offerPrice: 90,
          counterPrice: 105,
          minimumCheckoutQuantity: 5,
        },
        'S21~MIA',
      ),
    ]);
    renderPage({ routes: cart.routes });
    await expandFirstGroup(user);
    await user.click(await screen.findByRole('button', { name: 'In cart: Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit item in the cart' });
    expect(within(dialog).getByLabelText('In your cart')).toHaveTextContent('Countered');
    expect(within(dialog).getByLabelText('In your cart')).toHaveTextContent('$105.00');
    const price = within(dialog).getByLabelText('Offer price');
    await user.clear(price);
    await user.type(price, '110');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('New offer price must be below the Countered price')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(cart.saved).toHaveLength(0);
  });

  it('saves partner stock through pxnr/offer with the selected seller', async () => {
    const user = userEvent.setup();
    const cart = cartStub();
    const groups = [
      {
        pxnParticipantId: 'p1',
        pxnsParticipantId: 'seller-1',
        warehouses: [],
        warehouseGroupName: 'North Seller',
        warehouseGroupDescription: '',
        isPxnr: false,
        isPxns: true,
        warehouseGroupSelectOrder: 1,
      },
    ];
    renderPage({
      pxnSettings: { isNetworkEnabled: true, isPxnr: true, pxStocklistId: 'seller-1' },
      routes: {
        ...cart.routes,
        'GET /px-api-gateway/pxnr/stocklist/warehouses': () => jsonResponse(groups),
        'GET /px-api-gateway/pxnr/stocklist/itemscount': () => jsonResponse([{ pxnsParticipantId: 'seller-1', itemsCount: 1 }]),
        'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
      },
    });
    await screen.findByRole('radio', { name: 'North Seller (1)' });
    await expandFirstGroup(user);
    await user.click(screen.getByRole('button', { name: 'Buy Galaxy S21' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Buy at list price' })).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to the Cart')).toBeInTheDocument();
    expect(cart.saved[0]).toMatchObject({ path: '/px-api-gateway/pxnr/offer', participant: 'seller-1' });
  });

  it('does not load offers without CAN_BUY_ONLINE', async () => {
    const user = userEvent.setup();
    const cart = cartStub([aPendingOfferEntry({}, 'S21~MIA')]);
    const { fetchStub: stub } = renderPage({ authorities: ['CAN_SET_STOCKLIST_ALERT'], routes: cart.routes });
    await expandFirstGroup(user);
    expect(screen.queryByRole('button', { name: /In cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Galaxy S21' })).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(stub.requests, 'stocklist/alert/items')).toHaveLength(1));
    expect(requestsTo(stub.requests, 'stocklist/offers')).toHaveLength(0);
  });
});
