import { baseApi, orderClaimHeard, orderNotesTag } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import type { OrderNote } from '@dukkan/shared';
import { makeOrder } from '../test-utils/test-orders';
import { FATIMA, slow } from '../test-utils/test-orders-page';
import { OrderItemsPage } from './OrderItemsPage';

// decisions/order-workspace.md on the order page: its claim, live; its internal notes, listed, added, live.

function renderPage(id: number, order = makeOrder({ id })) {
  return renderWithProviders(<OrderItemsPage />, {
    route: '/from-popup',
    path: '/order-items/:id',
    preloadedState: signedInState(),
    otherRoutes: { '/orders': <p>Orders list</p>, '/from-popup': <Navigate to={`/order-items/${id}`} state={{ order }} /> },
  });
}

const note = (id: number, body: string, author = FATIMA): OrderNote => ({ id, orderId: 70, body, author, at: '2025-03-05T08:30:00.000Z' });

describe('the order page: claim and internal notes (decisions/order-workspace.md)', () => {
  it('lists the notes oldest first with author, Kuwait time and the text in its own direction', async () => {
    stubFetch({ 'GET orders/:id/notes': ok({ items: [note(1, 'Customer asked to call before'), note(2, 'العميل طلب الاتصال')] }) });
    renderPage(70);
    const list = await screen.findByRole('list', { name: 'Internal notes of order #70' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Fatima Al-Sabah.+ · 05 Mar 2025, 11:30 am(Customer asked to call before)$/),
      expect.stringMatching(/^Fatima Al-Sabah.+العميل طلب الاتصال$/),
    ]);
    expect(within(items[1]).getByText('العميل طلب الاتصال')).toHaveAttribute('dir', 'auto');
  });

  it('adds a note: trimmed, the button disabled while saving, shown at once without asking again', async () => {
    let release!: () => void;
    const saving = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({
      'GET orders/:id/notes': ok({ items: [] }),
      'POST orders/:id/notes': async (req) => {
        await saving;
        return ok(note(9 + api.callsTo('POST orders/:id/notes').length, (req.body as { body: string }).body, { id: 1, name: 'Staff Member' }));
      },
    });
    const { user } = renderPage(70);
    expect(await screen.findByText('No notes yet', undefined, slow)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '  Leave at the door  ');
    const add = screen.getByRole('button', { name: 'Add note' });
    await user.click(add);
    await waitFor(() => expect(add).toBeDisabled(), slow);
    release();
    expect(await screen.findByText('Leave at the door', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Note added', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/notes')[0].body).toEqual({ body: 'Leave at the door' });
    expect(api.callsTo('GET orders/:id/notes')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');

    // The next note is written straight after.
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Customer called back');
    await waitFor(() => expect(add).toBeEnabled(), slow);
    await user.click(add);
    expect(await screen.findByText('Customer called back', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/notes')[1].body).toEqual({ body: 'Customer called back' });
  });

  it("says what is wrong under the field: the form's rule, or the API's message for the field", async () => {
    const api = stubFetch({
      'GET orders/:id/notes': ok({ items: [] }),
      'POST orders/:id/notes': fail(400, 'Validation failed', { errors: { body: 'A note is at most 1000 characters (this one is 1200)' } }),
    });
    const { user } = renderPage(70);
    await screen.findByText('No notes yet', undefined, slow);
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('POST orders/:id/notes')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Too long for the API');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('A note is at most 1000 characters (this one is 1200)', undefined, slow)).toBeInTheDocument();
  });

  it("asks for the notes again when the stream says one was written on this order, and shows the stream's claims", async () => {
    let notes = [note(1, 'First')];
    const api = stubFetch({ 'GET orders/:id/notes': () => ok({ items: notes }) });
    const { store } = renderPage(70);
    expect(await screen.findByText('First', undefined, slow)).toBeInTheDocument();
    notes = [...notes, note(2, 'Second')];
    act(() => void store.dispatch(baseApi.util.invalidateTags([orderNotesTag(71)])));
    act(() => void store.dispatch(baseApi.util.invalidateTags([orderNotesTag(70)])));
    expect(await screen.findByText('Second', undefined, slow)).toBeInTheDocument();
    expect(api.callsTo('GET orders/:id/notes')).toHaveLength(2);

    expect(screen.getByText('Not claimed')).toBeInTheDocument();
    act(() => void store.dispatch(orderClaimHeard({ id: 80, orderId: 70, action: 'claim', holder: FATIMA, by: { ...FATIMA, kind: 'staff' }, at: '2025-03-05T08:10:00.000Z' })));
    expect(await screen.findByText('Claimed by Fatima Al-Sabah', undefined, slow)).toBeInTheDocument();
    // The order handed over by the popup is still not asked for.
    expect(api.callsTo('GET orders/:id')).toHaveLength(0);
  });
});
