import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useRemoteSections } from '../sections/SectionsProvider';
import { earlyPageHeader } from './early-page-header';
import { RemoteLoading, RemoteSection } from './RemoteSection';

/**
 * Every route of the deployed remotes (decisions/sections.md), from their manifests: the host's route table
 * names none of them. Rendered for any path the host's own table does not know; a path no remote
 * claims goes to /auth, as every unknown path does (spec §2). Two remotes claiming one path: the
 * first listed in remotes.json keeps it.
 */
export function RemoteRoutes() {
  const { status, sections } = useRemoteSections();
  const { pathname } = useLocation();
  // Only remotes.json and the small manifests are awaited here, never a remote's code. The page's
  // inline script may already know the section's header (decisions/phone-speed.md): the frame showed it.
  if (status === 'loading') return <RemoteLoading header={earlyPageHeader(pathname)} />;
  const claimed = new Set<string>();
  const routes = sections.flatMap((section) =>
    section.manifest.routes.flatMap((path) => {
      if (claimed.has(path)) return [];
      claimed.add(path);
      return [<Route key={path} path={path} element={<RemoteSection section={section} path={path} />} />];
    }),
  );
  return (
    <Routes>
      {routes}
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}
