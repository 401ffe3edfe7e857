import { networkFailure } from './api-error';
import { bodyHasStatusCode, classifyFailure, fillMessageParams, resolveErrorMessage, type TranslateText } from './failure-policy';

const signedIn = { anonymous: false, silent: false, forbiddenByApi: false };

describe('classifyFailure', () => {
  it('ends the session on a 401 of a signed-in call only', () => {
    expect(classifyFailure({ status: 401 }, signedIn)).toBe('SESSION_EXPIRED');
    expect(classifyFailure({ status: 401 }, { ...signedIn, anonymous: true })).toBe('REPORT');
  });

  it("treats the API's 403 as an unauthorized user, and ignores it on anonymous startup calls", () => {
    expect(classifyFailure({ status: 403 }, { ...signedIn, forbiddenByApi: true })).toBe('UNAUTHORIZED');
    expect(classifyFailure({ status: 403 }, { ...signedIn, forbiddenByApi: true, silent: true })).toBe('UNAUTHORIZED');
    expect(classifyFailure({ status: 403 }, { anonymous: true, silent: false, forbiddenByApi: true })).toBe('SILENT');
  });

  it("keeps the session on a prospect's checkout refusal: the screen shows it (spec 01 §6)", () => {
    const refusal = { status: 403, messageCode: 'prospectCannotCheckoutContactSalesRep' };
    expect(classifyFailure(refusal, { ...signedIn, forbiddenByApi: true, silent: true })).toBe('SILENT');
    expect(classifyFailure(refusal, { ...signedIn, forbiddenByApi: true })).toBe('REPORT');
  });

  it("keeps the session on a 403 the endpoint names as refusing its action, not on the user's own refusal", () => {
    const context = { ...signedIn, forbiddenByApi: true, silent: true, actionRefusals: ['FORBIDDEN'] };
    expect(classifyFailure({ status: 403, messageCode: 'FORBIDDEN' }, context)).toBe('SILENT');
    expect(classifyFailure({ status: 403, messageCode: 'UNAUTHORIZED_USER' }, context)).toBe('UNAUTHORIZED');
    expect(classifyFailure({ status: 403, messageCode: 'FORBIDDEN' }, { ...context, actionRefusals: undefined })).toBe('UNAUTHORIZED');
  });

  it("reports a 403 without the API's status code (a proxy's page) like any other failure", () => {
    expect(classifyFailure({ status: 403 }, signedIn)).toBe('REPORT');
  });

  it('reports other failures unless the endpoint is silent', () => {
    expect(classifyFailure({ status: 500 }, signedIn)).toBe('REPORT');
    expect(classifyFailure({ status: 418 }, { ...signedIn, silent: true })).toBe('SILENT');
  });
});

describe('bodyHasStatusCode', () => {
  it('reads statusCode or status from the body', () => {
    expect(bodyHasStatusCode({ statusCode: 403 }, 403)).toBe(true);
    expect(bodyHasStatusCode({ status: 403, message: 'Only buyers may use this portal' }, 403)).toBe(true);
    expect(bodyHasStatusCode('<html>403</html>', 403)).toBe(false);
    expect(bodyHasStatusCode(null, 403)).toBe(false);
  });
});

describe('resolveErrorMessage', () => {
  const translations: Record<string, string> = { INSUFFICIENT_STOCK: 'Only {0} left of {1}', QTY_TOO_LOW: 'Quantity is too low' };
  const translate: TranslateText = (key, defaultValue) => translations[key] ?? defaultValue;

  it('translates the message code and fills in the params', () => {
    const error = networkFailure({ status: 409, messageCode: 'INSUFFICIENT_STOCK', message: 'Not enough stock', params: ['3', 'APL-IP13'] });
    expect(resolveErrorMessage(error, translate)).toBe('Only 3 left of APL-IP13');
  });

  it("falls back to the server's message, still filling params", () => {
    const error = networkFailure({ status: 409, messageCode: 'CONFLICT', message: 'Offer {0} changed', params: ['O-1'] });
    expect(resolveErrorMessage(error, translate)).toBe('Offer O-1 changed');
  });

  it("shows a 422's first error: its messageCode when FAIL, else its description; an unknown untranslated code shows the description", () => {
    const failed = networkFailure({ status: 422, errors: [{ status: 'FAIL', messageCode: 'QTY_TOO_LOW', messageDescription: 'Quantity below 1' }] });
    const described = networkFailure({ status: 422, errors: [{ status: 'WARN', messageCode: 'QTY_TOO_LOW', messageDescription: 'Quantity below 1' }] });
    const untranslated = networkFailure({ status: 422, errors: [{ status: 'FAIL', messageCode: 'NO_SUCH_CODE', messageDescription: 'x' }] });

    expect(resolveErrorMessage(failed, translate)).toBe('Quantity is too low');
    expect(resolveErrorMessage(described, translate)).toBe('Quantity below 1');
    expect(resolveErrorMessage(untranslated, translate)).toBe('x');
  });

  it('leaves placeholders without a param as they are', () => {
    expect(fillMessageParams('{0} and {1}', ['A'])).toBe('A and {1}');
  });
});
