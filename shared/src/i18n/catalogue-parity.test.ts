import { commonAr } from './common-ar';
import { commonEn } from './common-en';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const baseKeys = (catalogue: object) => [...new Set(keysOf(catalogue).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

describe('common catalogue', () => {
  it('has the same keys in English and Arabic', () => {
    expect(baseKeys(commonAr)).toEqual(baseKeys(commonEn));
  });

  it('gives every counted phrase all six Arabic plural forms and both English ones', () => {
    const plural = keysOf(commonEn).filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, ''));
    expect(plural.length).toBeGreaterThan(0);
    const ar = new Set(keysOf(commonAr));
    const en = new Set(keysOf(commonEn));
    for (const key of new Set(plural)) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(ar).toContain(`${key}_${form}`);
      for (const form of ['one', 'other']) expect(en).toContain(`${key}_${form}`);
    }
  });

  it('has no empty text', () => {
    const texts = (catalogue: object): unknown[] =>
      Object.values(catalogue).flatMap((value) => (typeof value === 'object' && value !== null ? texts(value) : [value]));
    for (const text of [...texts(commonEn), ...texts(commonAr)]) expect(typeof text === 'string' && text.trim()).toBeTruthy();
  });
});
