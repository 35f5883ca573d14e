import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { ok, renderWithProviders, signedInState, stubFetch } from '../../test-utils';
import { AuditLog } from './AuditLog';

const entry = {
  id: 41,
  at: '2026-11-25T09:30:00.000Z',
  actor: { id: 1, name: 'Dukkan Admin' },
  action: 'update',
  entity: 'product',
  entityId: 7,
  // What the API answers: numeric(12,3) read from JSON, so 0.500 arrives as 0.5.
  before: { price: 0.45, name: 'Milk' },
  after: { price: 0.5, name: 'Fresh Milk' },
  requestId: 'req-1',
  clientAddress: '127.0.0.1',
  entityName: 'Fresh Milk',
  entityNameAr: 'حليب طازج',
};

describe('AuditLog (decisions/roles-and-audit.md)', () => {
  it("shows an entry's changes field by field, amounts in KWD to the fils", async () => {
    stubFetch({ 'GET audit': ok({ items: [entry], total: 1, page: 1, pages: 1, limit: 20, nextCursor: null }) });
    const { user } = renderWithProviders(<AuditLog filter={{ entity: 'product', entityId: '7' }} ariaLabel="History" showEntity={false} />, {
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Show 2 changes' }));
    const changes = within(screen.getByRole('table', { name: /41/ }));
    expect(changes.getByRole('row', { name: /price/ })).toHaveTextContent('priceKWD 0.450KWD 0.500');
    expect(changes.getByRole('row', { name: /name/ })).toHaveTextContent('nameMilkFresh Milk');
  });

  it('names the record, not its number, and writes the time in the one format of each language', async () => {
    const olives = { ...entry, id: 42, entityId: 64, entityName: 'Green Olives (500 g)', entityNameAr: 'زيتون أخضر (500 غ)' };
    const order = { ...entry, id: 43, entity: 'order', entityId: 5012, entityName: null, entityNameAr: null };
    stubFetch({ 'GET audit': ok({ items: [olives, order], total: 2, page: 1, pages: 1, limit: 20, nextCursor: null }) });
    renderWithProviders(<AuditLog filter={{}} ariaLabel="Activity" />, { preloadedState: signedInState() });
    expect(await screen.findByText('Green Olives (500 g)')).toBeInTheDocument();
    expect(screen.queryByText('#64')).not.toBeInTheDocument();
    // A record without a name (an order) keeps its number.
    expect(screen.getByText('#5012')).toBeInTheDocument();
    // 09:30 UTC is 12:30 pm in Kuwait.
    expect(screen.getAllByText('25 Nov 2026, 12:30 pm')).toHaveLength(2);

    await act(() => setLanguage('ar'));
    expect(await screen.findByText('زيتون أخضر (500 غ)')).toBeInTheDocument();
    expect(screen.getAllByText('\u206725 نوفمبر 2026، 12:30 م\u2069')).toHaveLength(2);
    await act(() => setLanguage('en'));
  });
});
