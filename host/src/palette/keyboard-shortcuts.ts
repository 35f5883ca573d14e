import { NAV_ITEMS, type NavItem } from '../layout/nav-items';

// Issue 17: the panel's keyboard shortcuts, in one table that the handler and the help dialog
// ('?') both read. A shortcut never fires while the user types in a field.

/** `g` then a letter goes to a screen: g o → Orders. */
export const GO_TO: Readonly<Record<string, NavItem['key']>> = {
  d: 'dashboard',
  s: 'shops',
  c: 'categories',
  p: 'products',
  o: 'orders',
  l: 'locations',
  u: 'users',
};

/** The screen path of a `g` letter, or null. */
export const goToPath = (letter: string): string | null => NAV_ITEMS.find((item) => item.key === GO_TO[letter.toLowerCase()])?.to ?? null;

/** How long after `g` the second key counts. */
export const SEQUENCE_MS = 1500;

/** Whether a key press lands in something that takes text (where letters are letters, not shortcuts). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/** Ctrl+K, or ⌘K on a Mac: the command palette, from anywhere (also while typing). */
export const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/** The list search of the page (the first search box in the main area), for `/`. */
export const listSearchBox = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>('main input[type="search"]');
