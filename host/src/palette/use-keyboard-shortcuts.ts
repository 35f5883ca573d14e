import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavEntries } from '../sections/nav-entries';
import { goToPath, isPaletteKey, isTypingTarget, listSearchBox, SEQUENCE_MS, shortcutKey } from './keyboard-shortcuts';

/**
 * decisions/search.md: the panel-wide keys. Ctrl+K / ⌘K opens the command palette anywhere; outside fields,
 * `/` focuses the page's list search, `g` then a letter goes to a screen, `?` lists the keys.
 */
export function useKeyboardShortcuts() {
  const navigate = useNavigate();
  const { entries } = useNavEntries();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const pendingGo = useRef(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (isPaletteKey(event)) {
        event.preventDefault();
        setPaletteOpen((open) => !open);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      // A dialog of the page (a confirmation, the palette itself) owns the keyboard.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = shortcutKey(event);
      if (Date.now() - pendingGo.current < SEQUENCE_MS) {
        pendingGo.current = 0;
        const path = goToPath(entries, key);
        if (path) {
          event.preventDefault();
          navigate(path);
        }
        return;
      }
      if (key === 'g') {
        pendingGo.current = Date.now();
      } else if (key === '/') {
        const search = listSearchBox();
        if (search) {
          event.preventDefault();
          search.focus();
        }
      } else if (key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, entries]);

  return { paletteOpen, setPaletteOpen, helpOpen, setHelpOpen };
}
