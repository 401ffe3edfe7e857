import { FIELD_ERROR_STATUS_FAIL, type OfferMessageCode } from '@bp/api-contract/constants';
import type { ApiError } from './api-error';

/**
 * The portal's English texts of the message codes (message-texts.ts) are needed only once a call
 * fails, so they load on demand (the shell asks for them when the browser is idle). Until they are
 * there a failure reads as the API's own English message.
 */
let englishTexts: Readonly<Record<string, string>> | undefined;
let englishTextsLoading: Promise<void> | undefined;

/** Loads the English texts of the message codes once; resolves when resolveErrorMessage can use them. */
export function loadMessageTexts(): Promise<void> {
  englishTextsLoading ??= import('./message-texts').then(
    ({ MESSAGE_CODE_TEXTS }) => {
      englishTexts = MESSAGE_CODE_TEXTS;
    },
    () => {
      // A failed chunk load may succeed on a later failure.
      englishTextsLoading = undefined;
    },
  );
  return englishTextsLoading;
}

function englishTextOf(messageCode: string): string | undefined {
  return englishTexts && Object.hasOwn(englishTexts, messageCode) ? englishTexts[messageCode] : undefined;
}

/**
 * What the portal does with a failed call (spec 01 §8 General handling):
 * - SESSION_EXPIRED: a 401 of a signed-in call (after one token refresh): storage cleared, back to sign-in;
 * - UNAUTHORIZED: a 403 answered by the API (statusCode in the body): sign out, unauthorized dialog;
 * - REPORT: a red snackbar with the resolved message;
 * - SILENT: nothing global (the screen handles it, the spec says it is only logged, or a 403 at startup).
 */
export type FailureKind = 'SESSION_EXPIRED' | 'UNAUTHORIZED' | 'REPORT' | 'SILENT';

export interface FailureContext {
  /** A call made without a token (saas-config, saas-i18n, reset-password start). */
  anonymous: boolean;
  /** The endpoint opted out of the snackbar. */
  silent: boolean;
  /** The 403 came with the API's body (its statusCode/status), not from a proxy in front of it. */
  forbiddenByApi: boolean;
  /** 403 message codes that refuse this endpoint's action rather than the user (its PortalExtraOptions). */
  actionRefusals?: readonly string[];
}

/**
 * 403s that refuse one action rather than the user: the screen handles them, the session stays.
 * Spec 01 §6: a prospect not ready for checkout gets prospectCannotCheckoutContactSalesRep and a
 * dialog with the sales rep's contacts, not a sign-out.
 */
// The code itself, checked against the contract by its type: the contract's table of offer codes
// would bring the offer constants into the sign-in page's download.
const PROSPECT_CANNOT_CHECKOUT: (typeof OfferMessageCode)['PROSPECT_CANNOT_CHECKOUT'] = 'prospectCannotCheckoutContactSalesRep';
const ACTION_REFUSALS: readonly string[] = [PROSPECT_CANNOT_CHECKOUT];

export function classifyFailure(
  error: Pick<ApiError, 'status'> & Partial<Pick<ApiError, 'messageCode'>>,
  { anonymous, silent, forbiddenByApi, actionRefusals = [] }: FailureContext,
): FailureKind {
  if (error.status === 401 && !anonymous) return 'SESSION_EXPIRED';
  const refusal = error.messageCode !== undefined && (ACTION_REFUSALS.includes(error.messageCode) || actionRefusals.includes(error.messageCode));
  if (error.status === 403 && refusal) return silent ? 'SILENT' : 'REPORT';
  // Spec 01 §8: a 403 while loading the (anonymous) startup data is ignored.
  if (error.status === 403 && forbiddenByApi) return anonymous ? 'SILENT' : 'UNAUTHORIZED';
  return silent ? 'SILENT' : 'REPORT';
}

/** Whether an error body carries the given status code (`statusCode`, or `status` as this API sends it). */
export function bodyHasStatusCode(body: unknown, statusCode: number): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode: named, status } = body as { statusCode?: unknown; status?: unknown };
  return named === statusCode || status === statusCode;
}

/** Fills `{0}`, `{1}`… with the error's params, in order. */
export function fillMessageParams(text: string, params: readonly string[]): string {
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) => params[Number(index)] ?? placeholder);
}

/** Looks a key up in the tenant's translations; `defaultValue` when there is none. */
export type TranslateText = (key: string, defaultValue: string) => string;

/**
 * The text a buyer sees for a failure (spec 01 §8): a 422 shows its first error's messageCode when
 * that error's status is FAIL, else its messageDescription; otherwise the translation of the
 * messageCode (the server's message when there is none), filled with the params. A code shown
 * without the tenant's translation reads as the portal's English text, never as the bare code.
 */
export function resolveErrorMessage(error: ApiError, translate: TranslateText): string {
  const [firstError] = error.errors;
  if (error.status === 422 && firstError) {
    if (firstError.status !== FIELD_ERROR_STATUS_FAIL) return firstError.messageDescription;
    return translate(firstError.messageCode, englishTextOf(firstError.messageCode) ?? (firstError.messageDescription || firstError.messageCode));
  }
  return fillMessageParams(translate(error.messageCode, error.message || englishTextOf(error.messageCode) || error.messageCode), error.params);
}
