import { screen, waitFor, within } from '@testing-library/react';
import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '../../test-utils';
import { SavedViews } from './SavedViews';

// On a loaded machine the dialog's opening takes seconds, not milliseconds.
const slow = { timeout: 20_000 };
jest.setTimeout(60_000);

const view = (fields: object) => ({ list: 'orders', shared: false, owner: { id: 1, name: 'Dukkan Admin' }, mine: true, ...fields });

describe('SavedViews (decisions/search.md)', () => {
  it("lists one's own and the team's views, and applies the chosen one", async () => {
    stubFetch({
      'GET views': () => ok([view({ id: 1, name: 'KNET this week', query: 'payment=KNET' }), view({ id: 2, name: 'Big orders', query: 'minAmount=50', shared: true, mine: false, owner: { id: 9, name: 'Noura' } })]),
    });
    const applied: string[] = [];
    const { user } = renderWithProviders(<SavedViews list="orders" query="" onApply={(query) => applied.push(query)} />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Big orders/ })).toHaveTextContent('by Noura');
    await user.click(within(menu).getByRole('menuitem', { name: /KNET this week/ }));
    expect(applied).toEqual(['payment=KNET']);
  });

  it('saves the current filters under a name, shared if asked, and deletes one of its own', async () => {
    const views = [view({ id: 1, name: 'Old view', query: 'q=x' })];
    const api = stubFetch({
      'GET views': () => ok(views),
      'POST views': (request: StubRequest) => {
        const body = request.body as { name: string; query: string; shared: boolean };
        views.push(view({ id: 2, ...body }));
        return ok(views[1], 201);
      },
      'DELETE views/:id': (request: StubRequest) => ok({ id: Number(request.params.id) }),
    });
    const { user } = renderWithProviders(<SavedViews list="orders" query="payment=CASH&sort=amount-desc" onApply={() => {}} />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    // The menu re-renders when the saved views arrive: click its items only after that, or the
    // click can land on an item already replaced.
    await screen.findByRole('menuitem', { name: /Old view/ });
    await user.click(screen.getByRole('menuitem', { name: 'Save current view…' }));
    // By its text and hidden-tolerant (test-utils/open-dialog.ts): in jsdom Tabster may leave the
    // surface aria-hidden, so a query by accessible name can miss a dialog that is open.
    const dialog = await waitFor(() => {
      const open = screen.getAllByRole('dialog', { hidden: true }).find((element) => element.textContent?.includes('Save this view'));
      if (!open) throw new Error('no dialog titled Save this view');
      return open;
    }, slow);
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Save', hidden: true }));
    expect(api.callsTo('POST views')).toHaveLength(0);
    await user.type(inDialog.getByRole('textbox', { name: /Name/, hidden: true }), 'Cash by amount');
    await user.click(inDialog.getByRole('switch', { name: 'Share with the whole team', hidden: true }));
    await user.click(inDialog.getByRole('button', { name: 'Delete view Old view', hidden: true }));
    await waitFor(() => expect(api.callsTo('DELETE views/:id')).toHaveLength(1));
    await user.click(inDialog.getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(api.callsTo('POST views')).toHaveLength(1));
    expect(api.callsTo('POST views')[0].body).toEqual({ list: 'orders', name: 'Cash by amount', query: 'payment=CASH&sort=amount-desc', shared: true });
    expect(await screen.findByText('View “Cash by amount” saved')).toBeInTheDocument();
  });
});
