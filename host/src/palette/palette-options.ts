import type { Language } from '@dukkan/shared';
import type { NavEntry } from '../sections/nav-entries';
import type { PaletteHit } from './palette-api';

/** One thing the palette can open. */
export interface PaletteOption {
  id: string;
  group: 'screens' | 'orders' | 'products' | 'shops' | 'users';
  label: string;
  /** A second line: the English name under an Arabic one, or an email. */
  hint?: string;
  to: string;
}

/** The least a search needs before the palette asks the API. */
export const MIN_SEARCH_LENGTH = 2;

const normal = (text: string) => text.trim().toLowerCase();

/**
 * The palette's options for `text`: the screens (the navigation's entries, from the remotes'
 * manifests) whose name (in either language) holds it, the
 * order when it reads as an id (48213 or #48213), then what the API found.
 */
export function paletteOptions(
  text: string,
  screens: readonly NavEntry[],
  names: { order: (id: number) => string },
  language: Language,
  found: { products?: PaletteHit[]; shops?: PaletteHit[]; users?: PaletteHit[] },
): PaletteOption[] {
  const q = normal(text);
  const options: PaletteOption[] = [];
  for (const item of screens) {
    const label = item.label[language];
    const other = item.label[language === 'ar' ? 'en' : 'ar'];
    const id = `screen:${item.remote ? `${item.remote}.` : ''}${item.id}`;
    if (!q || normal(label).includes(q) || normal(other).includes(q)) options.push({ id, group: 'screens', label, hint: other, to: item.path });
  }
  const orderId = /^#?(\d{1,10})$/.exec(q)?.[1];
  if (orderId) options.push({ id: `order:${orderId}`, group: 'orders', label: names.order(Number(orderId)), to: `/order-items/${Number(orderId)}` });
  const named = (hit: PaletteHit) => (language === 'ar' && hit.name_ar ? hit.name_ar : (hit.name ?? hit.name_ar ?? ''));
  const second = (hit: PaletteHit) => (language === 'ar' ? hit.name : hit.name_ar) || undefined;
  for (const hit of found.products ?? []) options.push({ id: `product:${hit.id}`, group: 'products', label: named(hit), hint: second(hit), to: `/products/edit/${hit.id}` });
  for (const hit of found.shops ?? []) options.push({ id: `shop:${hit.id}`, group: 'shops', label: named(hit), hint: second(hit), to: `/shops/edit/${hit.id}` });
  // Users have no page of their own (yet): the users list, searched for them.
  for (const hit of found.users ?? []) {
    options.push({ id: `user:${hit.id}`, group: 'users', label: hit.name ?? '', hint: hit.email ?? undefined, to: `/users?q=${encodeURIComponent(hit.email ?? hit.name ?? '')}` });
  }
  return options;
}
