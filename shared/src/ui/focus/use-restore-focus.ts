import { useLayoutEffect } from 'react';

/** How long a closing dialog may take (its exit motion, a busy opener) before focus stops waiting. */
const WAIT_MS = 2000;
const STEP_MS = 25;

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The element the focus may go back to: still on the page, and taking the focus. */
function focusIfAble(element: HTMLElement | null): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return element.ownerDocument.activeElement === element;
}

/**
 * Once the dialog has gone, puts the focus back on `opener`, or on `fallback` when the opener went
 * with its row (a deleted shop). Waits while the focus is still inside the closing dialog or lost
 * on the body, and while the opener cannot take it yet (a switch disabled while its call runs);
 * leaves the focus alone if the user has put it somewhere else meanwhile.
 */
function returnFocus(opener: HTMLElement, fallback: HTMLElement | null) {
  const doc = opener.ownerDocument;
  const deadline = Date.now() + WAIT_MS;
  const step = () => {
    const active = doc.activeElement as HTMLElement | null;
    const lost = !active || active === doc.body;
    const dialog = active?.closest(DIALOG);
    const closing = !!dialog && !dialog.contains(opener);
    if (!lost && !closing) return;
    if (lost && (focusIfAble(opener) || (!opener.isConnected && focusIfAble(fallback)))) return;
    if (Date.now() < deadline) setTimeout(step, STEP_MS);
  };
  setTimeout(step, 0);
}

/**
 * WCAG 2.4.3: when a dialog closes, the focus returns to what opened it. Fluent's Dialog does so
 * only when opened by a DialogTrigger; ours open from state (a row's Delete, a switch, Accept's
 * Reject), so each calls this with its `open`. Remembers the focused element as the dialog opens
 * (a layout effect runs before Fluent moves the focus in) and gives it back when `open` turns
 * false or the dialog unmounts; the page's <main> stands in for an opener that is gone.
 */
export function useRestoreFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return;
    const fallback = active.closest('main');
    return () => returnFocus(active, fallback);
  }, [open]);
}
