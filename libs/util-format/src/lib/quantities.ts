/**
 * An available quantity as buyers see it (spec 01 §2, §9 'Max displayed quantity', 03 §9): above the
 * tenant's maxItemQuantityToBeDisplayed it shows as 'N+', so a seller's real stock level stays
 * private. Without a positive maximum the quantity shows as it is. Every place that shows an
 * available quantity (stock rows and group totals, Buy/Offer and alert dialogs, /stock-alerts, cart
 * rows) uses this one function.
 */
export function displayQuantity(quantity: number, maxItemQuantityToBeDisplayed: number | null | undefined): string {
  if (maxItemQuantityToBeDisplayed && maxItemQuantityToBeDisplayed > 0 && quantity > maxItemQuantityToBeDisplayed) return `${maxItemQuantityToBeDisplayed}+`;
  return String(quantity);
}
