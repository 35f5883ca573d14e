import { lazy, Suspense } from 'react';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

// The dialogs load on first use: the host's first load stays small (decisions/phone-speed.md).
const CommandPalette = lazy(() => import('./CommandPalette'));
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp'));

/** decisions/search.md: the panel's keys (Ctrl+K, /, g then a letter, ?) and the dialogs they open. */
export function KeyboardShortcuts() {
  const { paletteOpen, setPaletteOpen, helpOpen, setHelpOpen } = useKeyboardShortcuts();
  return (
    <Suspense fallback={null}>
      {paletteOpen ? <CommandPalette open onClose={() => setPaletteOpen(false)} /> : null}
      {helpOpen ? <ShortcutsHelp open onClose={() => setHelpOpen(false)} /> : null}
    </Suspense>
  );
}
