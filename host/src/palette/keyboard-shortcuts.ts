import type { NavEntry } from '../sections/nav-entries';

// decisions/search.md: the panel's keyboard shortcuts, in one table that the handler and the help dialog
// ('?') both read. A shortcut never fires while the user types in a field.

/**
 * `g` then a letter goes to a screen: g o → Orders. The letters are the navigation entries'
 * `shortcut`s (the remotes' manifests, decisions/sections.md); the first entry to claim a letter keeps it.
 */
export function goToEntries(entries: readonly NavEntry[]): NavEntry[] {
  const taken = new Set<string>();
  return entries.filter((entry) => {
    const letter = entry.shortcut?.toLowerCase();
    if (!letter || taken.has(letter)) return false;
    taken.add(letter);
    return true;
  });
}

/** The screen path of a `g` letter, or null. */
export const goToPath = (entries: readonly NavEntry[], letter: string): string | null =>
  goToEntries(entries).find((entry) => entry.shortcut?.toLowerCase() === letter.toLowerCase())?.path ?? null;

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

/**
 * The key a shortcut reads: the character typed on a Latin layout (AZERTY's letters stay theirs),
 * and on any other layout (Arabic: 'ل' on the G key) the physical key, so g o, Ctrl+K, / and ?
 * work whatever layout the staff member types Arabic with. Letters come lower-case.
 */
export function shortcutKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string {
  if (/^[\x21-\x7e]$/.test(event.key)) return event.key.toLowerCase();
  // The Arabic question mark sits where '?' does.
  if (event.key === '؟') return '?';
  const letter = /^Key([A-Z])$/.exec(event.code);
  if (letter) return letter[1].toLowerCase();
  if (event.code === 'Slash') return event.shiftKey ? '?' : '/';
  return event.key;
}

/** Ctrl+K, or ⌘K on a Mac: the command palette, from anywhere (also while typing). */
export const isPaletteKey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && shortcutKey(event) === 'k';

/** The list search of the page (the first search box in the main area), for `/`. */
export const listSearchBox = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>('main input[type="search"]');
