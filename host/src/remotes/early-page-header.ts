import type { RemotePageHeader } from '@dukkan/shared';

/**
 * The header of the section the page opened on, when the first frame's inline script
 * (prerender/early-start.ts) found it in the section's manifest before the app ran: the frame
 * shows it, so the app's first render does too.
 */
export function earlyPageHeader(pathname: string): RemotePageHeader | undefined {
  const header = typeof window === 'undefined' ? undefined : window.__DUKKAN_EARLY__?.header;
  return header && header.path === pathname ? { title: header.title, ...(header.subtitle ? { subtitle: header.subtitle } : {}) } : undefined;
}
