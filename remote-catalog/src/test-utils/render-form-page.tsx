import { renderWithProviders, signedInState, stubFetch, type StubHandlers } from '@dukkan/shared/test-utils';
import type { ReactElement } from 'react';

/**
 * A catalog add or edit page at its route (`<list>/add`, or `<list>/edit/<id>`), signed in, the
 * API stubbed with `handlers`; the list a save or Cancel goes back to shows `listText`.
 */
export function renderFormPage(
  page: ReactElement,
  { mode, list, id, listText, handlers }: { mode: 'create' | 'edit'; list: string; id: number; listText: string; handlers: StubHandlers },
) {
  const api = stubFetch(handlers);
  const view = renderWithProviders(page, {
    route: mode === 'create' ? `${list}/add` : `${list}/edit/${id}`,
    path: mode === 'create' ? `${list}/add` : `${list}/edit/:id`,
    preloadedState: signedInState(),
    otherRoutes: { [list]: <p>{listText}</p> },
  });
  return { api, ...view };
}
