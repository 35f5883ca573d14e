/** The catalog remote's catalogue in English: spec texts word for word. Arabic: ar.ts, same keys. */
export const catalogEn = {
  title: 'Catalog',
} as const;
