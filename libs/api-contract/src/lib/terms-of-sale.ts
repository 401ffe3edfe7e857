import Type from 'typebox';

// The tenant's terms of sale (spec 02 §2 Terms: the late-payment terms link falls back to
// /terms-of-sale). The spec shows no shape: title, last-updated date and sections are chosen here,
// plus the late-payment figures that apply to the buyer's orders, so the page and the order's
// rac-terms never disagree.

const PercentNumber = Type.Number({ minimum: 0, maximum: 100 });

export const TermsOfSaleSectionSchema = Type.Object(
  { heading: Type.String({ minLength: 1, maxLength: 200 }), paragraphs: Type.Array(Type.String({ minLength: 1, maxLength: 4000 }), { maxItems: 50 }) },
  { additionalProperties: false },
);
export type TermsOfSaleSection = Type.Static<typeof TermsOfSaleSectionSchema>;

/** GET px-api-gateway/terms-of-sale. */
export const TermsOfSaleSchema = Type.Object(
  {
    title: Type.String(),
    /** The day the tenant last changed its terms (YYYY-MM-DD). */
    lastUpdated: Type.String({ format: 'date' }),
    sections: Type.Array(TermsOfSaleSectionSchema),
    /** The figures of the tenant's own orders: the reservation fee in % of the order total per 24 hours (spec 03 'per 24 HRS'), the cancellation fee in % of the order total. */
    latePayment: Type.Object(
      {
        reservationFeePercent: PercentNumber,
        cancellationFeePercent: PercentNumber,
        /** Hours a buyer has to pay a held or released order before the fees apply; null when the tenant gives no grace period. */
        gracePeriodHours: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'TermsOfSale', additionalProperties: false },
);
export type TermsOfSale = Type.Static<typeof TermsOfSaleSchema>;

/**
 * Placeholders a tenant's terms text may use; the server fills them with the figures above so the
 * text follows the configuration.
 */
export const TermsOfSalePlaceholder = {
  reservationFeePercent: '{reservationFeePercent}',
  cancellationFeePercent: '{cancellationFeePercent}',
  gracePeriodHours: '{gracePeriodHours}',
} as const;
