import { MESSAGE_CODE_TEXTS } from '@bp/data-access-api';
import { COMMON_TEXTS } from '@bp/feature-shell/testing';
import { ONBOARDING_TEXTS, SAME_AS_BILLING_LABEL } from '@bp/feature-onboarding/testing';
import { STOCK_PAGE_TEXTS, STOCK_TEXTS } from '@bp/feature-stocklist/testing';
import { registeredNamespaces, type Texts } from '@bp/ui-kit';
import { ProofOfExportText } from '@bp/ui-kit/testing';
// Every page module, so every namespace registers as the app's pages register them.
import './pages/account-details';
import './pages/auth';
import './pages/cart';
import './pages/checkout';
import './pages/not-found-page';
import './pages/onboarding';
import './pages/order-detail';
import './pages/orders';
import './pages/other-order-pages';
import './pages/quick-order';
import './pages/returns';
import './pages/sign-in';
import './pages/signed-in';
import './pages/stocklist';

/** Namespaces keyed by English text (or by code) ship no English catalogue: their keys are listed here. */
const ENGLISH_KEYED: Record<string, readonly string[]> = {
  stock: [...Object.values(STOCK_TEXTS), ...STOCK_PAGE_TEXTS],
  onboarding: [...Object.values(ONBOARDING_TEXTS), SAME_AS_BILLING_LABEL],
  proofOfExport: Object.values(ProofOfExportText),
  common: COMMON_TEXTS,
  // Keyed by the API's message codes.
  messages: Object.keys(MESSAGE_CODE_TEXTS),
};

/** Spanish's plural forms (CLDR): a plural key of the English catalogue needs each of them. */
const SPANISH_PLURAL_FORMS = new Intl.PluralRules('es').resolvedOptions().pluralCategories;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys a catalogue of `en` must have in Spanish. */
function spanishKeysOf(english: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const key of english) {
    if (PLURAL.test(key)) SPANISH_PLURAL_FORMS.forEach((form) => keys.add(key.replace(PLURAL, `_${form}`)));
    else keys.add(key);
  }
  return [...keys];
}

async function loaded(load: () => Promise<{ default: Texts } | Texts>): Promise<Texts> {
  const module = await load();
  return ('default' in module && typeof module.default === 'object' ? module.default : module) as Texts;
}

const namespaces = [...registeredNamespaces()];

describe('the Spanish catalogues', () => {
  it('cover every namespace the pages register', () => {
    expect(namespaces.map(([ns]) => ns).sort()).toEqual(
      ['auth', 'cart', 'checkout', 'common', 'messages', 'onboarding', 'options', 'orders', 'proofOfExport', 'quickOrder', 'returns', 'shell', 'stock'].sort(),
    );
    for (const [ns, { loaders }] of namespaces) expect([ns, typeof loaders.es]).toEqual([ns, 'function']);
  });

  it.each(namespaces)('have a Spanish text for every English key of %s, and no other', async (ns, { en, loaders }) => {
    const english = ENGLISH_KEYED[ns] ?? Object.keys(en);
    expect(english.length).toBeGreaterThan(0);
    const spanish = await loaded(loaders.es);

    const expected = spanishKeysOf(english);
    expect(expected.filter((key) => !spanish[key]?.trim())).toEqual([]);
    expect(Object.keys(spanish).filter((key) => !expected.includes(key))).toEqual([]);
  });

  it('keep the placeholders of the English texts', async () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}|\{\w+\}/g) ?? []).sort();
    const mismatches: string[] = [];
    for (const [ns, { en, loaders }] of namespaces) {
      const spanish = await loaded(loaders.es);
      const englishOf = (key: string) =>
        ns === 'messages'
          ? MESSAGE_CODE_TEXTS[key as keyof typeof MESSAGE_CODE_TEXTS]
          : ENGLISH_KEYED[ns]
            ? key
            : (en[key] ?? en[key.replace(PLURAL, '_other')]);
      for (const [key, text] of Object.entries(spanish)) {
        const english = englishOf(key);
        // A plural form may write its count out ('1 unit'), so only the other placeholders must match.
        const withoutCount = (list: string[]) => list.filter((placeholder) => !/count/.test(placeholder));
        if (english !== undefined && JSON.stringify(withoutCount(placeholders(english))) !== JSON.stringify(withoutCount(placeholders(text)))) {
          mismatches.push(`${ns}: ${key}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
