import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { openDialog, renderWithProviders } from '../../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

const MESSAGE =
  'Are you sure you want to delete this user? All data related to this user will be permanently removed. This action cannot be undone.';

function Harness({ busy = false, onConfirm = () => {} }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Delete user"
        message={MESSAGE}
        confirmLabel="Delete"
        busy={busy}
        destructive
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with Cancel and the confirm button', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('holds while busy: both buttons disabled, Escape does not close it', async () => {
    const { user } = renderWithProviders(<Harness busy />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});

/** A row's Delete opens the question; confirming removes the row (and its button) like a real delete. */
function Row() {
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button">Before</button>
      {deleted ? null : (
        <button type="button" onClick={() => setAsking(true)}>
          Delete Fresh Market
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Delete shop"
        message="Are you sure?"
        confirmLabel="Delete"
        onConfirm={() => {
          setAsking(false);
          setDeleted(true);
        }}
        onCancel={() => setAsking(false)}
      />
    </main>
  );
}

describe('ConfirmDialog and the focus (WCAG 2.4.3)', () => {
  it('gives the focus back to the button that opened it when cancelled, by click or by Escape', async () => {
    const { user } = renderWithProviders(<Row />);
    const opener = screen.getByRole('button', { name: 'Delete Fresh Market' });
    await user.click(opener);
    await user.click((await openDialog('Delete shop')).button('Cancel'));
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await openDialog('Delete shop');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('puts the focus on the page content when the opener went with its row', async () => {
    const { user } = renderWithProviders(<Row />);
    await user.click(screen.getByRole('button', { name: 'Delete Fresh Market' }));
    await user.click((await openDialog('Delete shop')).button('Delete'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Delete Fresh Market' })).not.toBeInTheDocument();
  });
});
