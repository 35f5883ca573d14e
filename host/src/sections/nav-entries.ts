import { type BilingualText, can, type RemoteDashboardCard, type RemoteNavEntry, selectCurrentUser, type SessionUser, useAppSelector } from '@dukkan/shared';
import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { useBilingual } from '../i18n/use-bilingual';
import type { RemoteSectionInfo } from './remote-sections';
import { useRemoteSections } from './SectionsProvider';

/** One entry of the side navigation (also the palette's screens and the `g` shortcuts). */
export interface NavEntry extends RemoteNavEntry {
  /** The remote it belongs to; none for the host's own Dashboard. */
  remote?: string;
}

/** The host's own entry: the dashboard, first (spec §1); a driver (decisions/dispatch.md) has none. */
function dashboardEntry(label: BilingualText): NavEntry {
  return { id: 'dashboard', label, icon: 'Home', path: '/', order: 0, shortcut: 'd', permission: 'dashboard.read' };
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The navigation: the Dashboard, then every deployed remote's entries by their order; decisions/roles-and-audit.md:
 * only those whose permission the user has (`user`: the signed-in user).
 */
export function navEntriesOf(sections: readonly RemoteSectionInfo[], dashboardLabel: BilingualText, user: SessionUser | null = null): NavEntry[] {
  const remoteEntries = sections.flatMap((section) => section.manifest.nav.map((entry) => ({ ...entry, remote: section.id })));
  return [dashboardEntry(dashboardLabel), ...remoteEntries.sort(byOrder)].filter((entry) => can(user, entry.permission));
}

/** The dashboard's cards: every deployed remote's the user may see, by their order. */
export function dashboardCardsOf(sections: readonly RemoteSectionInfo[], user: SessionUser | null = null): RemoteDashboardCard[] {
  return sections
    .flatMap((section) => section.manifest.dashboardCards ?? [])
    .filter((card) => can(user, card.permission))
    .sort(byOrder);
}

/**
 * The entry a page belongs to ('/shops/add' → Shops, '/order-items/7' → Orders): the remote whose
 * routes match it, then its entry with the longest path the page starts with (else its first).
 */
export function entryForPath(pathname: string, entries: readonly NavEntry[], sections: readonly RemoteSectionInfo[]): NavEntry | null {
  if (pathname === '/') return entries.find((entry) => entry.id === 'dashboard' && !entry.remote) ?? null;
  const owner = sections.find((section) => section.manifest.routes.some((pattern) => matchPath(pattern, pathname)));
  if (!owner) return null;
  const own = entries.filter((entry) => entry.remote === owner.id);
  const within = own.filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return within.sort((a, b) => b.path.length - a.path.length)[0] ?? own[0] ?? null;
}

/** The navigation of the deployed remotes, with the host's Dashboard. */
export function useNavEntries(): { entries: NavEntry[]; sections: readonly RemoteSectionInfo[]; status: 'loading' | 'ready' } {
  const { status, sections } = useRemoteSections();
  const { en, ar } = useBilingual();
  const dashboardEn = en('nav.dashboard');
  const dashboardAr = ar('nav.dashboard');
  const user = useAppSelector(selectCurrentUser);
  const entries = useMemo(() => navEntriesOf(sections, { en: dashboardEn, ar: dashboardAr }, user), [sections, dashboardEn, dashboardAr, user]);
  return { entries, sections, status };
}
