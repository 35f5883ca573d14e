import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_NS } from '../i18n';

// The host's RemoteRoute (host/src/remotes/remote-contract.ts), copied: remotes never import the host.
interface RemoteRoute {
  path: string;
  element: ReactElement;
}

function Placeholder() {
  const { t } = useTranslation(CATALOG_NS);
  return <h1>{t('title')}</h1>;
}

const routes: RemoteRoute[] = [
  { path: '/shops', element: <Placeholder /> },
  { path: '/shops/add', element: <Placeholder /> },
  { path: '/shops/edit/:id', element: <Placeholder /> },
  { path: '/categories', element: <Placeholder /> },
  { path: '/categories/add', element: <Placeholder /> },
  { path: '/categories/edit/:id', element: <Placeholder /> },
  { path: '/products', element: <Placeholder /> },
  { path: '/products/add', element: <Placeholder /> },
  { path: '/products/edit/:id', element: <Placeholder /> },
  { path: '/products/category/:categoryId', element: <Placeholder /> },
];
export default routes;
