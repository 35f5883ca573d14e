import { Button } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { useNotifiedCall } from './use-notified-call';

function Actions() {
  const run = useNotifiedCall();
  const texts = { success: 'Shop resumed', failed: 'Failed to resume the shop' };
  return (
    <>
      <Button onClick={() => void run(async () => {}, texts)}>works</Button>
      <Button onClick={() => void run(() => Promise.reject(new Error('boom')), texts)}>fails</Button>
    </>
  );
}

describe('useNotifiedCall', () => {
  it('says the success, or the failure in the screen’s words when the server gave none', async () => {
    const { user } = renderWithProviders(<Actions />);
    await user.click(screen.getByRole('button', { name: 'works' }));
    expect(await screen.findByText('Shop resumed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fails' }));
    expect(await screen.findByText(/Failed to resume the shop|boom/)).toBeInTheDocument();
  });
});
