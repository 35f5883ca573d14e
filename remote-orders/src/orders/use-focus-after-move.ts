import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Order } from '../common/order-types';
import type { OrderAction } from '../common/order-actions';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** A row's action button, enabled: `[data-order-id] [data-action]` as the actions column marks them. */
function actionOf(panel: HTMLElement, id: number, action: OrderAction): HTMLElement | null {
  const row = panel.querySelector(`[data-order-id="${id}"]`);
  if (!row) return null;
  return row.querySelector<HTMLElement>(`[data-action="${action}"]:not([disabled])`) ?? row.querySelector<HTMLElement>('button:not([disabled])');
}

/** The focus is where the move left it (lost with its row, on <main>, in the list or a closing dialog), not moved on by the user. */
function leftByTheMove(panel: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.tagName === 'MAIN' || panel.contains(active) || !!active.closest(DIALOG);
}

/**
 * WCAG 2.4.3 on a desk worked by keyboard: an order accepted or rejected leaves its tab, and its
 * button with it. Once the list no longer holds it, the focus goes to the same action of the row
 * that took its place (the one before, when it was the last), or that row's first action, or to
 * the tab when the list is empty: never back to the top of the page. Cards and table alike.
 */
export function useFocusAfterMove(rows: readonly Order[], emptyTarget: () => HTMLElement | null): {
  panelRef: RefObject<HTMLDivElement | null>;
  /** Order `id` left the list by `action` (moved, or found moved by someone else). */
  moved: (id: number, action: OrderAction) => void;
} {
  const panelRef = useRef<HTMLDivElement>(null);
  // The rows before the last change too: the move's own answer may take the row out of the list
  // before `moved` is heard (the orders' cache drops it at once), and its place is where it was.
  const rowsRef = useRef({ rows, before: rows });
  if (rowsRef.current.rows !== rows) rowsRef.current = { rows, before: rowsRef.current.rows };
  const [pending, setPending] = useState<{ id: number; index: number; action: OrderAction } | null>(null);

  const moved = useCallback((id: number, action: OrderAction) => {
    const { rows: current, before } = rowsRef.current;
    const index = [current, before].map((list) => list.findIndex((order) => order.id === id)).find((found) => found >= 0);
    if (index !== undefined) setPending({ id, index, action });
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!pending || !panel || rows.some((order) => order.id === pending.id)) return;
    setPending(null);
    if (!leftByTheMove(panel)) return;
    const next = rows[Math.min(pending.index, rows.length - 1)];
    const target = (next ? actionOf(panel, next.id, pending.action) : null) ?? emptyTarget();
    target?.focus();
  }, [rows, pending, emptyTarget]);

  return { panelRef, moved };
}
