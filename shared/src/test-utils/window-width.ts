/**
 * jsdom has no matchMedia, so the kit's lists always see a wide screen. This lends the
 * window one that answers `(max-width: Npx)` / `(min-width: Npx)` for a width the test sets, and
 * tells the listening hooks when the test "resizes" the window. Undone by the returned function.
 */
export function stubWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      width = next;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
