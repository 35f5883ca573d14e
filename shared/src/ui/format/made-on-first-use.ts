/**
 * A value made the first time it is asked for, then kept. For Intl formatters: making one costs ~0.5 ms on a
 * phone, and the first of its kind ~25 ms more (it loads the locale's data), so none is made while the bundles
 * are evaluated (the sign-in page never formats money) and none is made again for every row.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
