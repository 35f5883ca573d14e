import { screen, within } from '@testing-library/react';
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
};

describe('AuditLog (issue 18)', () => {
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
});
