import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { ActivityPage } from './ActivityPage';

const entry = {
  id: 9,
  at: '2026-11-26T14:50:31.959Z',
  actor: { id: 1, name: 'Dukkan Admin' },
  action: 'update',
  entity: 'product',
  entityId: 64,
  before: { price: 1.1 },
  after: { price: 1.15 },
  requestId: null,
  clientAddress: null,
  entityName: 'Green Olives (500 g)',
  entityNameAr: 'زيتون أخضر (500 غ)',
};

let auditQueries: URLSearchParams[];
beforeEach(() => {
  auditQueries = [];
  stubFetch({
    'GET audit': (request: StubRequest) => {
      auditQueries.push(request.query);
      return ok({ items: [entry], total: 1, page: 1, pages: 1, limit: 20, nextCursor: null });
    },
    'GET user': ok({ items: [{ id: 1, name: 'Dukkan Admin', email: 'admin@dukkan.kw', role: 'owner' }], total: 1, page: 1, pages: 1, limit: 100 }),
  });
});

const renderActivity = (route = '/activity') => renderWithProviders(<ActivityPage />, { route, path: '/activity', preloadedState: signedInState() });
const lastQuery = () => auditQueries[auditQueries.length - 1];

describe('Activity', () => {
  it('names each record and leaves sign-ins out until asked for', async () => {
    const { user } = renderActivity();
    expect(await screen.findByText('Green Olives (500 g)')).toBeInTheDocument();
    expect(lastQuery().get('hideSignIns')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Show sign-ins' }));
    await waitFor(() => expect(lastQuery().get('hideSignIns')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Show sign-ins' }));
    await waitFor(() => expect(lastQuery().get('hideSignIns')).toBe('true'));
    // Asking for sign-ins by their action shows them, whatever the box says.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'sign-in');
    await waitFor(() => expect(lastQuery().get('action')).toBe('sign-in'));
    expect(lastQuery().get('hideSignIns')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Show sign-ins' })).toBeChecked();
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      // A 390 px window: every max-width query of the kit matches.
      window.matchMedia = (query: string) =>
        ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('folds the filters after "Who" under one button, like every other list', async () => {
      const { user } = renderActivity('/activity?entity=product');
      await screen.findByText('Green Olives (500 g)');
      expect(screen.getByRole('combobox', { name: 'Who' })).toBeVisible();
      const record = screen.getByRole('combobox', { name: 'Record', hidden: true });
      expect(record).not.toBeVisible();
      const toggle = screen.getByRole('button', { name: 'Filters (1)' });
      await user.click(toggle);
      expect(record).toBeVisible();
      expect(record).toHaveValue('product');
    });
  });
});
