import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test-utils';
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
