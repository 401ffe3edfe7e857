import type { SpanishTexts } from './catalogues';
import { changeLocale, createPortalI18n, keyOfText, registerTexts } from './portal-i18n';

const UNIT_TEXTS = {
  heading: 'Units',
  unitCount_one: '{{count}} unit',
  unitCount_other: '{{count}} units',
  left: 'Returns accepted until {{date}}',
} as const;

const SPANISH: SpanishTexts<typeof UNIT_TEXTS> = {
  heading: 'Unidades',
  unitCount_one: '{{count}} unidad',
  unitCount_many: '{{count}} de unidades',
  unitCount_other: '{{count}} unidades',
  left: 'Devoluciones aceptadas hasta el {{date}}',
};

const loadSpanish = jest.fn(async () => ({ default: SPANISH }));
registerTexts('units-test', UNIT_TEXTS, { es: loadSpanish });
registerTexts('english-keyed-test', {}, { es: async () => ({ 'Required field': 'Campo obligatorio' }) }, { fallback: true });

describe('the portal i18n instance', () => {
  it('picks the English plural form by count and interpolates {{name}} values', () => {
    const i18n = createPortalI18n();
    const t = i18n.getFixedT('en', 'units-test');

    expect(t('unitCount', { count: 1 })).toBe('1 unit');
    expect(t('unitCount', { count: 0 })).toBe('0 units');
    expect(t('unitCount', { count: 12 })).toBe('12 units');
    expect(t('left', { date: 'Nov 24, 2026' })).toBe('Returns accepted until Nov 24, 2026');
  });

  it('loads the Spanish catalogue only when Spanish is chosen, with its three plural forms', async () => {
    const i18n = createPortalI18n();
    expect(loadSpanish).not.toHaveBeenCalled();

    await changeLocale(i18n, 'es');
    const t = i18n.getFixedT(null, 'units-test');

    expect(loadSpanish).toHaveBeenCalled();
    expect(t('heading')).toBe('Unidades');
    expect(t('unitCount', { count: 1 })).toBe('1 unidad');
    expect(t('unitCount', { count: 3 })).toBe('3 unidades');
    expect(t('unitCount', { count: 1_000_000 })).toBe('1000000 de unidades');
  });

  it('finds a text that travels as English in a fallback namespace, and reads it as itself where none has it', async () => {
    const i18n = createPortalI18n();
    await changeLocale(i18n, 'es');
    const t = i18n.getFixedT(null, 'units-test');

    expect(t('Required field')).toBe('Campo obligatorio');
    expect(t('Not translated anywhere')).toBe('Not translated anywhere');
  });

  it("puts the tenant's texts, keyed by English text, over the portal's in the tenant's language", async () => {
    const i18n = createPortalI18n({ translations: { language: 'es', translations: { Units: 'Equipos' } } });
    await changeLocale(i18n, 'es');

    expect(i18n.getFixedT(null, 'units-test')('heading')).toBe('Equipos');
    expect(i18n.getFixedT('en', 'units-test')('heading')).toBe('Units');
  });

  it('names a key by its English text', () => {
    expect(keyOfText('units-test', 'Units')).toBe('heading');
    expect(keyOfText('units-test', 'heading')).toBe('heading');
    expect(keyOfText('units-test', 'Something else')).toBe('Something else');
  });
});
