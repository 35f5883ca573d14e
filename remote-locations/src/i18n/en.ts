/** The locations remote's catalogue in English: spec texts word for word. Arabic: ar.ts, same keys. */
export const locationsEn = {
  title: 'Locations',
} as const;
