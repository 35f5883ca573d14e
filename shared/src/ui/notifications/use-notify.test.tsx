import { Button, Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { APP_TOASTER_ID } from './toast-timing';
import { useNotify } from './use-notify';

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <Button onClick={() => notify.success('Shop created successfully')}>ok</Button>
      <Button onClick={() => notify.error('Failed to delete shop')}>bad</Button>
      <Button onClick={() => notify.info('Heads up')}>info</Button>
    </>
  );
}

/**
 * Another copy of Fluent's toast module (a remote bundling its own) numbers its toasts from 0 as this one does: the
 * ids a toast from it takes.
 */
function OtherCopysToasts() {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const show = () => {
    for (let id = 0; id < 50; id++) dispatchToast(<Toast><ToastTitle>{`Other ${id}`}</ToastTitle></Toast>, { toastId: String(id), timeout: -1 });
  };
  return <Button onClick={show}>other</Button>;
}

/** The toast's timer bar runs for the toast's lifetime. */
const lifetime = (text: string) =>
  (screen.getByText(text).closest('.fui-Toast')?.parentElement?.querySelector('[data-timer-status]') as HTMLElement | null)
    ?.style.animationDuration;

describe('useNotify (spec §9 toasts)', () => {
  it('keeps success 3 s, errors 4 s and the rest 5 s', async () => {
    const { user } = renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'bad' }));
    await user.click(screen.getByRole('button', { name: 'info' }));
    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
    expect(lifetime('Shop created successfully')).toBe('3000ms');
    expect(lifetime('Failed to delete shop')).toBe('4000ms');
    expect(lifetime('Heads up')).toBe('5000ms');
  });

  it('is shown while toasts numbered by another copy of Fluent are on screen', async () => {
    const { user } = renderWithProviders(
      <>
        <OtherCopysToasts />
        <Buttons />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'other' }));
    await screen.findByText('Other 49');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByText('Shop created successfully')).toBeInTheDocument();
  });

  it('sits at the bottom end', async () => {
    const { user } = renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'ok' }));
    const toast = await screen.findByText('Shop created successfully');
    expect(toast.closest('[data-toaster-position]')).toHaveAttribute('data-toaster-position', 'bottom-end');
  });

  it('moves focus to the notifications on Alt+T', async () => {
    const { user } = renderWithProviders(<Buttons />);
    await user.click(screen.getByRole('button', { name: 'bad' }));
    const toast = await screen.findByText('Failed to delete shop');
    expect(document.activeElement).toHaveAccessibleName('bad');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(document.activeElement).toHaveAttribute('role', 'listitem');
    expect(document.activeElement).toContainElement(toast);
  });
});
