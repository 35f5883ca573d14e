import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { openDialog, renderWithProviders } from '../../test-utils';
import { useRestoreFocus } from './use-restore-focus';

/** A form dialog mounted only while open, as the location dialogs are. */
function AddDialog({ onClose }: { onClose: () => void }) {
  useRestoreFocus(true);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Add Governorate</DialogTitle>
          <Button onClick={onClose}>Cancel</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Page() {
  const [adding, setAdding] = useState(false);
  return (
    <main tabIndex={-1}>
      <Button onClick={() => setAdding(true)}>Add Governorate</Button>
      {adding ? <AddDialog onClose={() => setAdding(false)} /> : null}
    </main>
  );
}

/** A dialog whose opener is busy (disabled) for a moment after it closes, as the product switch is. */
function BusyOpener() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useRestoreFocus(open);
  return (
    <main tabIndex={-1}>
      <Button disabled={busy} onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Deactivate product</DialogTitle>
            <Button
              onClick={() => {
                setOpen(false);
                setBusy(true);
                setTimeout(() => setBusy(false), 200);
              }}
            >
              Confirm
            </Button>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </main>
  );
}

describe('useRestoreFocus', () => {
  it('gives the focus back to the opener when a dialog mounted while open goes away', async () => {
    const { user } = renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Add Governorate' });
    await user.click(opener);
    await user.click((await openDialog('Add Governorate', 'dialog')).button('Cancel'));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('waits for an opener that is disabled for a moment (its call running), then focuses it', async () => {
    const { user } = renderWithProviders(<BusyOpener />);
    const opener = screen.getByRole('button', { name: 'Deactivate' });
    await user.click(opener);
    await user.click((await openDialog('Deactivate product', 'dialog')).button('Confirm'));
    expect(opener).toBeDisabled();
    await waitFor(() => expect(opener).not.toBeDisabled());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves the focus alone when the user has moved it elsewhere', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Add Governorate' }));
    await openDialog('Add Governorate', 'dialog');
    // The dialog goes (e.g. the page navigated) and the user is already somewhere else.
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    await user.keyboard('{Escape}');
    act(() => elsewhere.focus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
