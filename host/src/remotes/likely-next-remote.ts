import { useEffect } from 'react';
import type { RemoteSectionInfo } from '../sections/remote-sections';
import { useRemoteSections } from '../sections/SectionsProvider';
import { useRemoteScreens } from './RemoteLoaderProvider';

/** The section this browser opened last (the host's own key beside the session's). */
export const LAST_SECTION_KEY = 'dukkan.lastSection';

/** Remembers the section just opened: the likely next one on the next visit. */
export function rememberSection(remote: string): void {
  try {
    globalThis.localStorage?.setItem(LAST_SECTION_KEY, remote);
  } catch {
    // Storage may be unavailable (private mode): nothing to remember then.
  }
}

function lastSection(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_SECTION_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The section staff most likely open next: the one this browser opened last; on a first visit
 * the one whose navigation carries the count of new orders (ops staff come to accept orders,
 * issue 16), else the first deployed. A section built against another contract never loads.
 */
export function likelyNextRemote(sections: readonly RemoteSectionInfo[]): string | null {
  const loadable = sections.filter((section) => !section.skew);
  const last = lastSection();
  if (last && loadable.some((section) => section.id === last)) return last;
  const desk = loadable.find((section) => section.manifest.nav.some((entry) => entry.badge === 'newOrders'));
  return (desk ?? loadable[0])?.id ?? null;
}

/**
 * After sign-in, once the page is idle: loads the likely next section's code (its remoteEntry.js
 * and routes), so opening it shows the screen instead of a spinner.
 */
export function usePreloadLikelyRemote(): void {
  const { status, sections } = useRemoteSections();
  const screens = useRemoteScreens();
  useEffect(() => {
    if (status !== 'ready') return;
    const remote = likelyNextRemote(sections);
    if (!remote) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => screens.preload(remote), { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => screens.preload(remote), 1000);
    return () => clearTimeout(timer);
  }, [status, sections, screens]);
}
