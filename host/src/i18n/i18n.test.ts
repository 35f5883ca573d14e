import { ar } from './ar';
import { en } from './en';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('host catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('translate every text into Arabic', () => {
    const english = new Map(keys(en).map((k) => [k, k.split('.').reduce<any>((o, p) => o[p], en)]));
    for (const key of keys(ar)) {
      const arabic = key.split('.').reduce<any>((o, p) => o[p], ar) as string;
      expect(arabic).not.toEqual(english.get(key));
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
