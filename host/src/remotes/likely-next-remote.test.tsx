import { render, waitFor } from '@testing-library/react';
import { SPEC_SECTIONS } from '../test-utils/remote-sections';
import { SectionsProvider } from '../sections/SectionsProvider';
import { LAST_SECTION_KEY, likelyNextRemote, type RemoteEntryPreloader, rememberSection, usePreloadLikelyRemote } from './likely-next-remote';

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

/** A page of the signed-in area, as far as the preload is concerned. */
function PreloadProbe({ preload }: { preload: RemoteEntryPreloader }) {
  usePreloadLikelyRemote(preload);
  return null;
}

describe('preloading after sign-in', () => {
  it("fetches the likely next section's entry once the sections are known, and only that", async () => {
    const preload = jest.fn(async () => {});
    render(
      <SectionsProvider load={async () => SPEC_SECTIONS}>
        <PreloadProbe preload={preload} />
      </SectionsProvider>,
    );
    await waitFor(() => expect(preload).toHaveBeenCalledWith('orders'));
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
