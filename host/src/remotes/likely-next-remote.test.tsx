import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SPEC_SECTIONS } from '../test-utils/remote-sections';
import { LAST_SECTION_KEY, likelyNextRemote, rememberSection } from './likely-next-remote';
import { createRemoteScreens } from './remote-screens';

describe('the section preloaded after sign-in', () => {
  it("is the one with the new-orders count on a browser's first visit", () => {
    expect(likelyNextRemote(SPEC_SECTIONS)).toBe('orders');
  });

  it('is the section this browser opened last, while it is still deployed', () => {
    rememberSection('locations');
    expect(localStorage.getItem(LAST_SECTION_KEY)).toBe('locations');
    expect(likelyNextRemote(SPEC_SECTIONS)).toBe('locations');
    expect(likelyNextRemote(SPEC_SECTIONS.filter((section) => section.id !== 'locations'))).toBe('orders');
  });

  it('is never a section built against another contract, and none when nothing is deployed', () => {
    const skewed = SPEC_SECTIONS.map((section) =>
      section.id === 'orders' ? { ...section, skew: { remoteVersion: '9.0.0', hostVersion: '1.0.0', missing: [] } } : section,
    );
    expect(likelyNextRemote(skewed)).toBe('catalog');
    expect(likelyNextRemote([])).toBeNull();
  });
});

describe('preloading a remote', () => {
  it('loads it once: the screen opened afterwards renders from the same load', async () => {
    const load = jest.fn(async () => [{ path: '/orders', element: <p>Orders screen</p> }]);
    const screens = createRemoteScreens(load, 1000);
    screens.preload('orders');
    screens.preload('orders');
    expect(load).toHaveBeenCalledTimes(1);
    const Screen = screens.screenFor('orders');
    render(
      <Suspense fallback="loading">
        <Screen path="/orders" />
      </Suspense>,
    );
    expect(await screen.findByText('Orders screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so opening the section reaches the network again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const screens = createRemoteScreens(load, 1000);
    screens.preload('orders');
    await Promise.resolve();
    await Promise.resolve();
    screens.preload('orders');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
