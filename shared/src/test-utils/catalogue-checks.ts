import type { Catalogue } from '../i18n/i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function textAt(catalogue: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

const baseKeys = (catalogue: object) => [...new Set(keysOf(catalogue).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

/**
 * The checks every catalogue pair gets (shared, host and each remote): the same keys in both
 * languages, all six Arabic plural forms for each counted phrase, no empty text, and Arabic that is
 * Arabic (not an English text left behind). Call it at the top level of a test file.
 */
export function describeCatalogues(
  name: string,
  en: Catalogue | object,
  ar: Catalogue | object,
  options: { /** Keys whose Arabic text is rightly not Arabic (a language's own name, say). */ notArabic?: string[] } = {},
): void {
  const notArabic = new Set(options.notArabic ?? []);
  describe(`${name} catalogues`, () => {
    it('have the same keys in English and Arabic', () => {
      expect(baseKeys(ar)).toEqual(baseKeys(en));
    });

    it('give every counted phrase both English and all six Arabic plural forms', () => {
      const arKeys = new Set(keysOf(ar));
      const enKeys = new Set(keysOf(en));
      const counted = new Set(keysOf(en).filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const key of counted) {
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arKeys).toContain(`${key}_${form}`);
        for (const form of ['one', 'other']) expect(enKeys).toContain(`${key}_${form}`);
      }
    });

    it("name the lists' rows as indefinite Arabic plurals: 'لا توجد {{things}} أخرى للتحميل' must read right", () => {
      const things = keysOf(ar).filter((key) => key === 'things' || key.endsWith('.things'));
      for (const key of things) expect(`${key}: ${String(textAt(ar, key))}`).not.toMatch(/: ال|\sال\S*$/);
    });

    it('have no empty text, and every Arabic text is written in Arabic', () => {
      for (const key of keysOf(en)) expect(String(textAt(en, key)).trim()).not.toBe('');
      for (const key of keysOf(ar)) {
        const text = String(textAt(ar, key));
        // A text made only of placeholders or digits has nothing to translate.
        if (!notArabic.has(key) && /[A-Za-z\u0600-\u06FF]/.test(text.replace(/\{\{[^}]*\}\}/g, ''))) expect(`${key}: ${text}`).toMatch(ARABIC_LETTER);
        expect(text.trim()).not.toBe('');
      }
    });
  });
}
