import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../i18n';

// The host's RemoteRoute (host/src/remotes/remote-contract.ts), copied: remotes never import the host.
interface RemoteRoute {
  path: string;
  element: ReactElement;
}

function Placeholder() {
  const { t } = useTranslation(LOCATIONS_NS);
  return <h1>{t('title')}</h1>;
}

const routes: RemoteRoute[] = [
  { path: '/locations', element: <Placeholder /> },
];
export default routes;
