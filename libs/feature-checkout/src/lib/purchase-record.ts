import type { SalesOrder } from '@bp/api-contract';

// Spec 02 §4 step 5 records a released purchase without naming where. It goes where a web shop's
// purchases go: a GA4 'purchase' event on the page's data layer (window.dataLayer), which a tag
// manager added to the portal reads; without one nothing leaves the browser. The tenant knows its
// currency only as a symbol, so the event carries no ISO currency code.

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value?: number;
    tax?: number;
    shipping?: number;
    items: { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The event of an order; only its number when the created order could not be fetched (spec 02 §4 step 4). */
export function purchaseEventOf(phonexOrderNumber: string, order: SalesOrder | undefined): PurchaseEvent {
  if (!order) return { event: 'purchase', ecommerce: { transaction_id: phonexOrderNumber, items: [] } };
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.phonexOrderNumber,
      value: order.total,
      tax: order.tax,
      shipping: order.freight,
      items: order.items.map((line) => ({ item_id: line.itemNumber, item_name: line.itemDescription, price: line.unitPrice, quantity: line.orderedQuantity })),
    },
  };
}

/** Pushes the purchase onto the data layer, after clearing the last ecommerce object as tag managers expect. */
export function recordPurchase(phonexOrderNumber: string, order: SalesOrder | undefined): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(purchaseEventOf(phonexOrderNumber, order));
}
