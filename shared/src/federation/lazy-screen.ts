import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/**
 * A remote's screen whose code downloads when its route is opened, not with every other screen of
 * the remote (decisions/installable.md: a remote's first route carried all of them). The import
 * names its chunk after the route, `screenChunkName(path)` (shared/federation/contract-check.cjs),
 * with a `webpackChunkName` comment:
 *
 *   guardedRoute('/shops/add', 'shops.write', lazyScreen(() => import(/* webpackChunkName: "screen-shops-add" *\/ '../shops/ShopFormPage'), 'ShopFormPage', { mode: 'create' }))
 *
 * so the remote's manifest lists each route's files (`screens`) and the host's first frame
 * preloads the opened route's alone; a `screen-…` chunk named for no route fails the build. The
 * host renders the element inside Suspense (RemoteRoute).
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  // The screen's props: optional when it needs none.
  ...props: Module[Name] extends ComponentType<infer Props> ? (Record<never, never> extends Props ? [Props?] : [Props]) : never
): ReactElement {
  const Screen = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> })));
  return createElement(Screen, props[0] ?? {});
}
