import { OfferStatus } from '@bp/api-contract';
import type { OfferRuleSettings, TenantSettings } from '../tenants/tenant-settings';
import { CENTS_PER_UNIT } from '@bp/util-money';

// The tenant's automatic answer to a new offer, as a pure
// function of the offer and list price in cents. Percentages become basis points (1 % = 100 bp)
// so every comparison is on whole numbers: offer * 10000 >= list * bp.

/**
 * Defaults (docs/decisions.md): a near-list offer (>= 95 %) is not worth a seller's time and is
 * accepted; 80–95 % is a negotiation the seller usually meets halfway, so it is countered at the
 * midpoint; below 80 % the seller decides. 48 h gives a buyer two working days to act.
 */
export const DEFAULT_OFFER_RULES: OfferRuleSettings = {
  enabled: true,
  autoAcceptAtPercent: 95,
  autoCounterFromPercent: 80,
  autoRejectBelowPercent: null,
  answerValidityHours: 48,
};

const HOUR_MS = 3_600_000;

const percentOrDefault = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : fallback;

/** The tenant's rules with every missing or unusable field taken from the defaults. */
export function offerRulesOf(settings: TenantSettings): OfferRuleSettings {
  const chosen = settings.portal?.offerRules ?? {};
  const autoAcceptAtPercent = percentOrDefault(chosen.autoAcceptAtPercent, DEFAULT_OFFER_RULES.autoAcceptAtPercent);
  const autoCounterFromPercent = Math.min(percentOrDefault(chosen.autoCounterFromPercent, DEFAULT_OFFER_RULES.autoCounterFromPercent), autoAcceptAtPercent);
  const reject = chosen.autoRejectBelowPercent;
  const hours = chosen.answerValidityHours;
  return {
    enabled: typeof chosen.enabled === 'boolean' ? chosen.enabled : DEFAULT_OFFER_RULES.enabled,
    autoAcceptAtPercent,
    autoCounterFromPercent,
    autoRejectBelowPercent:
      reject === null || reject === undefined ? DEFAULT_OFFER_RULES.autoRejectBelowPercent : Math.min(percentOrDefault(reject, 0), autoCounterFromPercent),
    answerValidityHours:
      typeof hours === 'number' && Number.isFinite(hours) && hours > 0 && hours <= 24 * 365 ? hours : DEFAULT_OFFER_RULES.answerValidityHours,
  };
}

/** When an answer given at `answeredAt` stops being valid. */
export function answerExpiry(rules: OfferRuleSettings, answeredAt: Date): Date {
  return new Date(answeredAt.getTime() + Math.round(rules.answerValidityHours * HOUR_MS));
}

const basisPoints = (percent: number): number => Math.round(percent * 100);

/** offerCents is at least `percent` % of listCents (whole-number comparison). */
const atLeastPercentOf = (offerCents: number, listCents: number, percent: number): boolean => offerCents * 10_000 >= listCents * basisPoints(percent);

/**
 * The counter price: the midpoint of offer and list rounded to whole currency units (a price a
 * seller would say); when that is not strictly between the two, the midpoint in cents (rounded
 * down); null when no cent lies strictly between them.
 */
export function counterPriceCents(offerCents: number, listCents: number): number | null {
  const midpoint = Math.floor((offerCents + listCents) / 2);
  const wholeUnits = Math.round((offerCents + listCents) / 2 / CENTS_PER_UNIT) * CENTS_PER_UNIT;
  if (wholeUnits > offerCents && wholeUnits < listCents) return wholeUnits;
  return midpoint > offerCents && midpoint < listCents ? midpoint : null;
}

export type RuleAnswer =
  | { status: typeof OfferStatus.ACCEPTED }
  | { status: typeof OfferStatus.COUNTERED; counterPriceCents: number; minimumCheckoutQuantity: number }
  | { status: typeof OfferStatus.NOT_ACCEPTED }
  | { status: typeof OfferStatus.PENDING_ACCEPTANCE };

/** What the rules answer to an offer of `offerCents` for `quantity` on an item listed at `listCents`. */
export function answerByRules(rules: OfferRuleSettings, offerCents: number, listCents: number, quantity: number): RuleAnswer {
  if (!rules.enabled || listCents <= 0) return { status: OfferStatus.PENDING_ACCEPTANCE };
  if (atLeastPercentOf(offerCents, listCents, rules.autoAcceptAtPercent)) return { status: OfferStatus.ACCEPTED };
  if (atLeastPercentOf(offerCents, listCents, rules.autoCounterFromPercent)) {
    const counter = counterPriceCents(offerCents, listCents);
    // No price between offer and list: meeting halfway is the offer itself.
    if (counter === null) return { status: OfferStatus.ACCEPTED };
    return { status: OfferStatus.COUNTERED, counterPriceCents: counter, minimumCheckoutQuantity: quantity };
  }
  if (rules.autoRejectBelowPercent !== null && !atLeastPercentOf(offerCents, listCents, rules.autoRejectBelowPercent))
    return { status: OfferStatus.NOT_ACCEPTED };
  return { status: OfferStatus.PENDING_ACCEPTANCE };
}
