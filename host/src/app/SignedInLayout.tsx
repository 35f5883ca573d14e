import { AdminLayout } from '../layout/AdminLayout';
import { usePreloadLikelyRemote } from '../remotes/likely-next-remote';

/** The guarded area's frame; while staff look at its first page, the section they likely open next loads (decisions/phone-speed.md). */
export function SignedInLayout() {
  usePreloadLikelyRemote();
  return <AdminLayout />;
}
