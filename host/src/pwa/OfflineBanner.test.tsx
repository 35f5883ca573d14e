import { signedInState } from '@dukkan/shared/test-utils';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../test-utils/render-app';

const OFFLINE = 'You are offline. The panel shows what it loaded last and reconnects by itself when the network is back.';

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the offline banner', () => {
  it('says the panel is offline on every page while there is no network, and goes when it is back', async () => {
    await renderApp({ route: '/', preloadedState: signedInState() });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();

    setOnline(false);
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('shows on the sign-in page too', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp({ route: '/auth' });
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  });
});
