import { fail, networkError, openDialog, renderWithProviders, signedInState, type StubHandler } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { stubLocationsApi } from '../../test-utils/fake-locations-api';
import { LocationsPage } from '../LocationsPage';

function renderPage() {
  return renderWithProviders(<LocationsPage />, { route: '/locations', preloadedState: signedInState() });
}

const item = (name: string) => screen.findByRole('treeitem', { name: new RegExp(`^${name}\\b`) });
const queryItem = (name: string) => screen.queryByRole('treeitem', { name: new RegExp(`^${name}\\b`) });
/** An open dialog (the shared openDialog, tolerant of jsdom's stale Tabster state), once focus has moved into it. */
async function dialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const { dialog: surface } = await openDialog(name, role);
  await waitFor(() => expect(surface).toContainElement(document.activeElement as HTMLElement));
  return surface;
}

// Inside an open dialog, queries pass `hidden: true`: in jsdom, Fluent's focus manager (tabster)
// marks a modal aria-hidden on its 250 ms refresh (even the kit's ConfirmDialog), so a query made
// after that would miss it on a loaded machine. The dialog itself was found accessible above.
const HIDDEN_OK = { hidden: true } as const;
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);

type User = ReturnType<typeof renderPage>['user'];

async function openPath(user: User, ...names: string[]) {
  for (const name of names) await user.click(within(await item(name)).getByText(name));
}

describe('Add Governorate (spec §2, §5 Locations)', () => {
  it('needs the English name, sends both names, says so, and shows the new governorate', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await item('Hawalli');
    await user.click(screen.getByRole('button', { name: 'Add Governorate' }));
    const form = await dialog('Add Governorate');
    const add = within(form).getByRole('button', { name: 'Add', ...HIDDEN_OK });
    expect(add).toBeDisabled();
    await user.type(field(form, /^Name/), '   ');
    expect(add).toBeDisabled();
    await user.type(field(form, /^Name/), 'Ahmadi');
    expect(add).toBeEnabled();
    await user.type(field(form, /^Arabic Name/), 'الأحمدي');
    await user.click(add);

    expect(await screen.findByText('Governorate added successfully')).toBeInTheDocument();
    expect(api.callsTo('POST location/governorates')[0].body).toEqual({ name: 'Ahmadi', name_ar: 'الأحمدي' });
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN_OK)).not.toBeInTheDocument());
    // The governorates list was invalidated and asked again.
    expect(await item('Ahmadi')).toBeInTheDocument();
    expect(api.callsTo('GET location/governorates')).toHaveLength(2);
  });

  it('adds with the Arabic name left empty', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Governorate' }));
    const form = await dialog('Add Governorate');
    await user.type(field(form, /^Name/), 'Jahra{Enter}');
    expect(await screen.findByText('Governorate added successfully')).toBeInTheDocument();
    expect(api.callsTo('POST location/governorates')[0].body).toEqual({ name: 'Jahra', name_ar: '' });
  });

  it('closes on Cancel without a call', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Governorate' }));
    const form = await dialog('Add Governorate');
    await user.type(field(form, /^Name/), 'Jahra');
    await user.click(within(form).getByRole('button', { name: 'Cancel', ...HIDDEN_OK }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN_OK)).not.toBeInTheDocument());
    expect(api.callsTo('POST location/governorates')).toHaveLength(0);
  });
});

describe('Add Area', () => {
  it('needs a governorate chosen, then adds under it and opens that governorate', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await item('Hawalli');
    await user.click(screen.getByRole('button', { name: 'Add Area' }));
    const form = await dialog('Add Area');
    const add = within(form).getByRole('button', { name: 'Add', ...HIDDEN_OK });
    await user.type(field(form, /^Name/), 'Rumaithiya');
    // spec §5: no governorate, nothing happens and no message is shown.
    expect(add).toBeDisabled();
    await user.type(field(form, /^Name/), '{Enter}');
    expect(api.callsTo('POST location/governorates/:id/areas')).toHaveLength(0);
    expect(screen.queryByRole('alert', HIDDEN_OK)).not.toBeInTheDocument();

    const governorate = field(form, /^Governorate/);
    await waitFor(() => expect(within(governorate).getByRole('option', { name: 'Capital (العاصمة)', ...HIDDEN_OK })).toBeInTheDocument());
    await user.selectOptions(governorate, 'Hawalli (حولي)');
    await user.click(add);

    expect(await screen.findByText('Area added successfully')).toBeInTheDocument();
    const [call] = api.callsTo('POST location/governorates/:id/areas');
    expect(call.params.id).toBe('1');
    expect(call.body).toEqual({ name: 'Rumaithiya', name_ar: '' });
    expect(await item('Rumaithiya')).toBeInTheDocument();
    expect(await item('Hawalli')).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the server's message and keeps the dialog open when the add is refused", async () => {
    stubLocationsApi({ 'POST location/governorates/:id/areas': fail(400, 'Name must be at most 100 characters') });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Area' }));
    const form = await dialog('Add Area');
    const governorate = field(form, /^Governorate/);
    await waitFor(() => expect(within(governorate).getAllByRole('option', { ...HIDDEN_OK })).toHaveLength(3));
    await user.selectOptions(governorate, 'Capital (العاصمة)');
    await user.type(field(form, /^Name/), 'Too long{Enter}');
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Area', ...HIDDEN_OK })).toBeInTheDocument();
  });

  it.each<[string, StubHandler, string]>([
    ['the server refuses without a message', fail(500, ''), 'Failed to add area'],
    ['no answer comes', networkError(), 'Error adding area'],
  ])("says the spec's text when %s", async (_case, answer, text) => {
    stubLocationsApi({ 'POST location/governorates/:id/areas': answer });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Area' }));
    const form = await dialog('Add Area');
    const governorate = field(form, /^Governorate/);
    await waitFor(() => expect(within(governorate).getAllByRole('option', { ...HIDDEN_OK })).toHaveLength(3));
    await user.selectOptions(governorate, 'Capital (العاصمة)');
    await user.type(field(form, /^Name/), 'Mirqab{Enter}');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('Add Block', () => {
  it('keeps the area disabled until a governorate is chosen, lists that governorate’s areas, and adds under the area', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await item('Hawalli');
    await user.click(screen.getByRole('button', { name: 'Add Block' }));
    const form = await dialog('Add Block');
    const governorate = field(form, /^Governorate/);
    const area = field(form, /^Area/);
    const add = within(form).getByRole('button', { name: 'Add', ...HIDDEN_OK });
    expect(area).toBeDisabled();

    await waitFor(() => expect(within(governorate).getAllByRole('option', { ...HIDDEN_OK })).toHaveLength(3));
    await user.selectOptions(governorate, 'Capital (العاصمة)');
    expect(area).toBeEnabled();
    await waitFor(() => expect(within(area).getByRole('option', { name: 'Sharq (شرق)', ...HIDDEN_OK })).toBeInTheDocument());
    await user.selectOptions(area, 'Sharq (شرق)');

    // Another governorate: the area choice starts over, from that governorate's areas.
    await user.selectOptions(governorate, 'Hawalli (حولي)');
    expect(area).toHaveValue('');
    await waitFor(() => expect(within(area).getByRole('option', { name: 'Salmiya (السالمية)', ...HIDDEN_OK })).toBeInTheDocument());
    expect(within(area).queryByRole('option', { name: 'Sharq (شرق)', ...HIDDEN_OK })).not.toBeInTheDocument();

    await user.type(field(form, /^Name/), 'Block 12');
    expect(add).toBeDisabled();
    await user.selectOptions(area, 'Salmiya (السالمية)');
    await user.type(field(form, /^Arabic Name/), 'قطعة 12');
    await user.click(add);

    expect(await screen.findByText('Block added successfully')).toBeInTheDocument();
    const [call] = api.callsTo('POST location/areas/:id/blocks');
    expect(call.params.id).toBe('10');
    expect(call.body).toEqual({ name: 'Block 12', name_ar: 'قطعة 12' });
    // The tree opens Hawalli > Salmiya, where the new block is.
    expect(await item('Block 12')).toBeInTheDocument();
    expect(await item('Salmiya')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Edit (spec §5: saves only a real change)', () => {
  it('just closes when nothing changed', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await user.click(within(await item('Hawalli')).getByRole('button', { name: 'Edit Hawalli' }));
    const form = await dialog('Edit Governorate');
    expect(field(form, /^Name/)).toHaveValue('Hawalli');
    expect(field(form, /^Arabic Name/)).toHaveValue('حولي');
    await user.click(within(form).getByRole('button', { name: 'Save', ...HIDDEN_OK }));
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN_OK)).not.toBeInTheDocument());
    expect(api.callsTo('PUT location/governorates/:id')).toHaveLength(0);
    expect(screen.queryByText('Governorate updated successfully')).not.toBeInTheDocument();
  });

  it('cannot save an empty name', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await user.click(within(await item('Hawalli')).getByRole('button', { name: 'Edit Hawalli' }));
    const form = await dialog('Edit Governorate');
    await user.clear(field(form, /^Name/));
    expect(within(form).getByRole('button', { name: 'Save', ...HIDDEN_OK })).toBeDisabled();
  });

  it('saves a change of the Arabic name alone', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await user.click(within(await item('Capital')).getByRole('button', { name: 'Edit Capital' }));
    const form = await dialog('Edit Governorate');
    await user.clear(field(form, /^Arabic Name/));
    await user.type(field(form, /^Arabic Name/), 'محافظة العاصمة');
    await user.click(within(form).getByRole('button', { name: 'Save', ...HIDDEN_OK }));
    expect(await screen.findByText('Governorate updated successfully')).toBeInTheDocument();
    const [call] = api.callsTo('PUT location/governorates/:id');
    expect(call.params.id).toBe('2');
    expect(call.body).toEqual({ name: 'Capital', name_ar: 'محافظة العاصمة' });
    expect(await within(await item('Capital')).findByText('(محافظة العاصمة)')).toBeInTheDocument();
  });

  it('renames a block under its area and keeps the tree open at its parent path', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await openPath(user, 'Hawalli', 'Salmiya');
    await user.click(within(await item('Block 2')).getByRole('button', { name: 'Edit Block 2' }));
    const form = await dialog('Edit Block');
    await user.clear(field(form, /^Name/));
    await user.type(field(form, /^Name/), 'Block 2A{Enter}');

    expect(await screen.findByText('Block updated successfully')).toBeInTheDocument();
    const [call] = api.callsTo('PUT location/areas/:areaId/blocks/:id');
    expect(call.params).toEqual({ areaId: '10', id: '101' });
    expect(call.body).toEqual({ name: 'Block 2A', name_ar: 'قطعة 2' });
    expect(await item('Block 2A')).toBeInTheDocument();
    expect(await item('Hawalli')).toHaveAttribute('aria-expanded', 'true');
    expect(await item('Salmiya')).toHaveAttribute('aria-expanded', 'true');
    // The open lists were invalidated and asked again.
    expect(api.callsTo('GET location/areas/:id/blocks').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Failed to update area' and keeps the dialog when the server refuses without a message", async () => {
    stubLocationsApi({ 'PUT location/governorates/:governorateId/areas/:id': fail(500, '') });
    const { user } = renderPage();
    await openPath(user, 'Hawalli');
    await user.click(within(await item('Salmiya')).getByRole('button', { name: 'Edit Salmiya' }));
    const form = await dialog('Edit Area');
    await user.type(field(form, /^Name/), 'h{Enter}');
    expect(await screen.findByText('Failed to update area')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Area', ...HIDDEN_OK })).toBeInTheDocument();
  });
});

describe('Delete (spec §2 confirmation)', () => {
  it('asks with the matching type, deletes the block, and keeps its area open', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await openPath(user, 'Hawalli', 'Salmiya');
    await user.click(within(await item('Block 1')).getByRole('button', { name: 'Delete Block 1' }));
    const confirm = await dialog('Delete Block', 'alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this block? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete', ...HIDDEN_OK }));

    expect(await screen.findByText('Block deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE location/areas/:areaId/blocks/:id')[0].params).toEqual({ areaId: '10', id: '100' });
    await waitFor(() => expect(queryItem('Block 1')).not.toBeInTheDocument());
    expect(await item('Block 2')).toBeInTheDocument();
    expect(await item('Salmiya')).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks about an area and a governorate in their own words', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await openPath(user, 'Hawalli');
    await user.click(within(await item('Salmiya')).getByRole('button', { name: 'Delete Salmiya' }));
    const area = await dialog('Delete Area', 'alertdialog');
    expect(area).toHaveTextContent('Are you sure you want to delete this area? This action cannot be undone.');
    await user.click(within(area).getByRole('button', { name: 'Cancel', ...HIDDEN_OK }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN_OK)).not.toBeInTheDocument());
    await user.click(within(await item('Capital')).getByRole('button', { name: 'Delete Capital' }));
    expect(await dialog('Delete Governorate', 'alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this governorate? This action cannot be undone.',
    );
  });

  it("shows the server's reason when a delete is refused, and keeps the node", async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await openPath(user, 'Hawalli');
    await user.click(within(await item('Salmiya')).getByRole('button', { name: 'Delete Salmiya' }));
    await user.click(within(await dialog('Delete Area', 'alertdialog')).getByRole('button', { name: 'Delete', ...HIDDEN_OK }));
    expect(await screen.findByText('This area still has blocks')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', HIDDEN_OK)).not.toBeInTheDocument());
    expect(await item('Salmiya')).toBeInTheDocument();
  });

  it.each<[string, StubHandler, string]>([
    ['the server refuses without a message', fail(500, ''), 'Failed to delete block'],
    ['no answer comes', networkError(), 'Error deleting block'],
  ])("says the spec's text when %s", async (_case, answer, text) => {
    stubLocationsApi({ 'DELETE location/areas/:areaId/blocks/:id': answer });
    const { user } = renderPage();
    await openPath(user, 'Hawalli', 'Jabriya');
    await user.click(within(await item('Block 5')).getByRole('button', { name: 'Delete Block 5' }));
    await user.click(within(await dialog('Delete Block', 'alertdialog')).getByRole('button', { name: 'Delete', ...HIDDEN_OK }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
