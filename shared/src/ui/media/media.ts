import { useCallback, useSyncExternalStore } from 'react';

/**
 * The phone width (decisions/phone-speed.md): below it every list reads as cards and every action is a 44 × 44 px
 * touch target (WCAG 2.5.5). One number for the kit's hook, its styles and the screens' styles.
 */
export const PHONE_QUERY = '(max-width: 640px)';

/** `PHONE_QUERY` as a makeStyles key: `{ [PHONE]: { … } }`. */
export const PHONE = `@media ${PHONE_QUERY}`;

/**
 * Tablets and narrow laptop windows: below 1240 px a list of many columns (the orders' eleven)
 * does not fit beside the navigation, and a table scrolled sideways hides which row a button acts
 * on. Such a list reads as cards up to this width (ResponsiveTable's `cardsUpTo="tablet"`).
 */
export const TABLET_QUERY = '(max-width: 1239px)';

/** `TABLET_QUERY` as a makeStyles key, for a screen's card styles of such a list. */
export const TABLET = `@media ${TABLET_QUERY}`;

/**
 * Where fingers act: a phone's width, or any screen whose main pointer is coarse (a tablet held
 * by ops staff at 1024 px is touched, not clicked). Every action there is a 44 × 44 px target.
 */
export const TOUCH_QUERY = `${PHONE_QUERY}, (pointer: coarse)`;

/**
 * Whether a media query matches, following the window as it resizes. Read during render
 * (useSyncExternalStore), so the first paint already has the right layout. Without matchMedia
 * (jsdom) nothing matches: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** True below the phone width: a list's filters fold (FilterBar), the live desk's banners take two lines. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** The widest screen on which a list reads as cards: a phone's, or a tablet's for a list of many columns. */
export type CardsUpTo = 'phone' | 'tablet';

/** True where a list (or its loading placeholder) is cards rather than a table. */
export function useCardsLayout(upTo: CardsUpTo = 'phone'): boolean {
  return useMediaQuery(upTo === 'tablet' ? TABLET_QUERY : PHONE_QUERY);
}
