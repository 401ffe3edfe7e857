import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { checkoutApi, type CheckoutOffersArgs } from './checkout-api';

/**
 * The checkout load (POST stocklist/cart/{warehouse}) starts when the buyer points at or
 * focuses the cart's Checkout button, and at the latest with the click, instead of after the
 * checkout page's module has loaded and rendered. loadCheckout keeps nothing unused
 * (keepUnusedDataFor 0: every visit sees the offers as they are now), so a started load is held by
 * a subscription until the page subscribes itself (releaseCheckoutLoadAhead) or, when the buyer
 * never clicks, for LOAD_AHEAD_HOLD_MS.
 */
export const LOAD_AHEAD_HOLD_MS = 10_000;

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

interface Held {
  release: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** The held loads by their arguments (what RTK Query keys the cache entry by, in a stable order). */
const held = new Map<string, Held>();

const keyOf = ({ warehouseCode, offerIds, pxnsParticipantId }: CheckoutOffersArgs): string =>
  JSON.stringify([warehouseCode, offerIds, pxnsParticipantId ?? null]);

/**
 * Starts the checkout load for these arguments (the same ones the page passes to
 * useLoadCheckoutQuery) unless one is held already: RTK Query sends nothing while the same call is
 * under way or its answer is cached.
 */
export function startCheckoutLoadAhead(dispatch: AnyDispatch, args: CheckoutOffersArgs): void {
  const key = keyOf(args);
  if (held.has(key)) return;
  const subscription = dispatch(checkoutApi.endpoints.loadCheckout.initiate(args));
  const entry: Held = {
    release: () => {
      clearTimeout(entry.timer);
      held.delete(key);
      subscription.unsubscribe();
    },
    timer: setTimeout(() => entry.release(), LOAD_AHEAD_HOLD_MS),
  };
  held.set(key, entry);
}

/** The page has its own subscription now (or gave up): the load started ahead is no longer held. */
export function releaseCheckoutLoadAhead(args: CheckoutOffersArgs): void {
  held.get(keyOf(args))?.release();
}
