import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** A data router, so remotes can use data-router hooks such as useBlocker (unsaved forms). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
