/** The users remote's catalogue in English: spec texts word for word. Arabic: ar.ts, same keys. */
export const usersEn = {
  title: 'Users',
} as const;
