import { TermsOfSalePlaceholder, type TermsOfSale, type TermsOfSaleSection } from '@bp/api-contract';
import { checkoutConfigOf } from '../checkout/checkout-config';
import type { DbExecutor } from '../db/database';
import { salesOrderSettings } from '../settings/settings-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// The tenant's terms of sale page (spec 02 §2 Terms). The texts are the tenant's (settings
// portal.termsOfSale, or the default below); the late-payment figures come from the same checkout
// configuration and order settings that price and time an order, and fill the texts' placeholders.

/** For a tenant that wrote no terms of its own: the late-payment terms every order carries. */
export const DEFAULT_TERMS_OF_SALE: { title: string; lastUpdated: string; sections: TermsOfSaleSection[] } = {
  title: 'Terms of Sale',
  lastUpdated: '2026-11-01',
  sections: [
    {
      heading: 'Orders',
      paragraphs: ['An order is binding once it is placed. Prices are those shown at checkout; freight, fees and taxes are computed when the order is placed.'],
    },
    {
      heading: 'Payment terms',
      paragraphs: ['Orders are paid with the payment method chosen at checkout. A held order is kept for a limited time only.'],
    },
    {
      heading: 'Late payment',
      paragraphs: [
        `An order not paid in time is charged a reservation fee of ${TermsOfSalePlaceholder.reservationFeePercent}% of the order total for every 24 hours it stays unpaid, and may be cancelled with a cancellation fee of ${TermsOfSalePlaceholder.cancellationFeePercent}% of the order total.`,
      ],
    },
  ],
};

/** A percentage text of the configuration ('1', '8.875') as a number of the answer. */
const percentOf = (text: string): number => Number(text);

function fill(text: string, figures: TermsOfSale['latePayment']): string {
  return text
    .split(TermsOfSalePlaceholder.reservationFeePercent)
    .join(String(figures.reservationFeePercent))
    .split(TermsOfSalePlaceholder.cancellationFeePercent)
    .join(String(figures.cancellationFeePercent))
    .split(TermsOfSalePlaceholder.gracePeriodHours)
    .join(figures.gracePeriodHours === null ? '0' : String(figures.gracePeriodHours));
}

/** GET terms-of-sale: the tenant's texts with its own stock's late-payment figures. */
export async function termsOfSaleOf(db: DbExecutor, tenant: ResolvedTenant): Promise<TermsOfSale> {
  const terms = tenant.settings.portal?.termsOfSale ?? DEFAULT_TERMS_OF_SALE;
  const { lateTerms } = await checkoutConfigOf(db, tenant.id, null);
  const latePayment: TermsOfSale['latePayment'] = {
    reservationFeePercent: percentOf(lateTerms.reservationFeePercent),
    cancellationFeePercent: percentOf(lateTerms.cancellationFeePercent),
    gracePeriodHours: salesOrderSettings(tenant).paymentCollectionSettings.gracePeriodHours,
  };
  return {
    title: terms.title,
    lastUpdated: terms.lastUpdated,
    sections: terms.sections.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map((paragraph) => fill(paragraph, latePayment)) })),
    latePayment,
  };
}
