/** The orders remote's catalogue in English: spec texts word for word. Arabic: ar.ts, same keys. */
export const ordersEn = {
  title: 'Orders',
} as const;
