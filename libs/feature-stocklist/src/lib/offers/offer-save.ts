import { CartSnackbar, OfferStatus } from '@bp/api-contract/constants';
import { isApiError, resolveErrorMessage, type TranslateText } from '@bp/data-access-api';

/**
 * The snackbar after a save from the stock list (spec 01 §8 Messages):
 * - an item that had no cart entry: 'Added to the Cart' (a buy or a new offer — both land in Cart and Offers);
 * - an existing entry that is now a buy at list price: 'Successfully updated to the Cart';
 * - an existing entry that is (still) an offer: 'Your offer was updated'.
 */
export function savedOfferMessage(hadEntry: boolean, saved: { offerStatus: OfferStatus }): string {
  if (!hadEntry) return CartSnackbar.ADDED;
  return saved.offerStatus === OfferStatus.BUY_AT_LIST ? CartSnackbar.UPDATED : CartSnackbar.OFFER_UPDATED;
}

/** Shown when a failure carries nothing a buyer can read (a dropped connection). */
export const OFFER_SAVE_FAILED = 'Your request could not be saved. Please try again.';

/**
 * The text of a failed save for the dialog: the server's 422 rule message (spec 01 §8: first error's
 * messageDescription, or its messageCode when FAIL), else the resolved message.
 */
export function offerFailureText(error: unknown, translate: TranslateText): string {
  if (!isApiError(error)) return translate(OFFER_SAVE_FAILED, OFFER_SAVE_FAILED);
  return resolveErrorMessage(error, translate);
}
