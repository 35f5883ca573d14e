import { screen, waitFor, within } from '@testing-library/react';

/**
 * The open confirm dialog (or, with `role`, form dialog) whose text includes `title`. `hidden: true`, and matching by text rather
 * than by accessible name, because in jsdom Tabster's window-wide state outlives a test: once an
 * earlier test in the same file rendered and unmounted a FluentProvider, a later dialog's surface
 * can be marked aria-hidden, and React ids (which restart per root) can collide. A browser has one
 * root and never does this; the e2e journeys query the dialog the strict way.
 */
export async function openDialog(title?: string, role: 'alertdialog' | 'dialog' = 'alertdialog') {
  const dialog = await waitFor(() => {
    const open = screen.getAllByRole(role, { hidden: true }).filter((element) => !title || element.textContent?.includes(title));
    if (open.length === 0) throw new Error(`no open dialog${title ? ` titled '${title}'` : ''}`);
    return open[open.length - 1];
  });
  return {
    dialog,
    button: (label: string) => within(dialog).getByRole('button', { name: label, hidden: true }),
  };
}
