import { useEffect } from 'react';
import type { RemoteSectionInfo } from '../sections/remote-sections';
import { useRemoteSections } from '../sections/SectionsProvider';
import { preloadRemoteEntry } from './federation-loader';
import { whenIdle } from '../common/when-idle';

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
 * decisions/phone-speed.md), else the first deployed. A section built against another contract never loads.
 */
export function likelyNextRemote(sections: readonly RemoteSectionInfo[]): string | null {
  const loadable = sections.filter((section) => !section.skew);
  const last = lastSection();
  if (last && loadable.some((section) => section.id === last)) return last;
  const desk = loadable.find((section) => section.manifest.nav.some((entry) => entry.badge === 'newOrders'));
  return (desk ?? loadable[0])?.id ?? null;
}

/** Fetches the likely next section's entry (`preloadRemoteEntry`; tests pass their own). */
export type RemoteEntryPreloader = (remote: string) => Promise<void>;

/**
 * After sign-in, once the page is idle: fetches the likely next section's entry, so opening it
 * waits for its screens' code only. Only the entry (~30 KiB): the whole section would compete
 * with the first page's own data on a phone's connection (decisions/phone-speed.md measured it).
 */
export function usePreloadLikelyRemote(preload: RemoteEntryPreloader = preloadRemoteEntry): void {
  const { status, sections } = useRemoteSections();
  useEffect(() => {
    if (status !== 'ready') return;
    const remote = likelyNextRemote(sections);
    if (!remote) return;
    return whenIdle(() => {
      preload(remote).catch(() => {}); // its route shows a failure when it opens
    }, 5000, 1000);
  }, [status, sections, preload]);
}
