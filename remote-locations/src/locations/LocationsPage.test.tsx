import { setLanguage } from '@dukkan/shared';
import { fail, networkError, signedInState } from '@dukkan/shared/test-utils';
import { renderWithProviders } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { stubLocationsApi } from '../test-utils/fake-locations-api';
import { LocationsPage } from './LocationsPage';

function renderPage() {
  return renderWithProviders(<LocationsPage />, { route: '/locations', preloadedState: signedInState() });
}

const item = (name: string) => screen.findByRole('treeitem', { name: new RegExp(`^${name}\\b`) });
const queryItem = (name: string) => screen.queryByRole('treeitem', { name: new RegExp(`^${name}\\b`) });

describe('LocationsPage (spec §2 /locations)', () => {
  it("shows 'Loading locations...', then each governorate with its Arabic name in brackets, a type badge, Edit and Delete", async () => {
    stubLocationsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations Management' })).toBeInTheDocument();
    expect(screen.getByText('Manage governorates, areas and blocks in a hierarchy')).toBeInTheDocument();
    expect(screen.getByText('Loading locations...')).toBeInTheDocument();

    const hawalli = await item('Hawalli');
    expect(screen.queryByText('Loading locations...')).not.toBeInTheDocument();
    expect(within(hawalli).getByText('(حولي)')).toBeInTheDocument();
    expect(within(hawalli).getByText('Governorate')).toBeInTheDocument();
    expect(within(hawalli).getByRole('button', { name: 'Edit Hawalli' })).toHaveTextContent('Edit');
    expect(within(hawalli).getByRole('button', { name: 'Delete Hawalli' })).toHaveTextContent('Delete');
    expect(screen.getAllByRole('treeitem')).toHaveLength(2);
    for (const label of ['Add Governorate', 'Add Area', 'Add Block']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('leads with the Arabic name in Arabic, the English one in brackets', async () => {
    await act(() => setLanguage('ar'));
    try {
      stubLocationsApi();
      renderPage();
      const hawalli = await screen.findByRole('treeitem', { name: /^حولي / });
      expect(within(hawalli).getByText('(Hawalli)')).toBeInTheDocument();
      expect(within(hawalli).queryByText('(حولي)')).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("shows 'No locations found' and the hint when there is no governorate", async () => {
    stubLocationsApi({}, { governorates: [], areas: [], blocks: [] });
    renderPage();
    expect(await screen.findByText('No locations found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first governorate')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch governorates' when the server refuses, and retries", async () => {
    let calls = 0;
    const { api } = stubLocationsApi({
      'GET location/governorates': () => (++calls === 1 ? fail(500, '') : { status: 200, body: { success: true, data: { items: [{ id: 1, name: 'Hawalli', name_ar: 'حولي' }] } } }),
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch governorates');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await item('Hawalli')).toBeInTheDocument();
    expect(api.callsTo('GET location/governorates')).toHaveLength(2);
  });

  it("says 'Error loading governorates' when no answer comes", async () => {
    stubLocationsApi({ 'GET location/governorates': networkError() });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading governorates');
  });
});

describe('the location tree (spec §2, §4 Location tree)', () => {
  it('loads areas only when a governorate is expanded, and blocks only when an area is', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    const hawalli = await item('Hawalli');
    expect(api.callsTo('GET location/governorates/:id/areas')).toHaveLength(0);
    expect(hawalli).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(hawalli).getByText('Hawalli'));
    const salmiya = await item('Salmiya');
    expect(hawalli).toHaveAttribute('aria-expanded', 'true');
    expect(within(salmiya).getByText('Area')).toBeInTheDocument();
    expect(api.callsTo('GET location/governorates/:id/areas').map((c) => c.params.id)).toEqual(['1']);
    expect(api.callsTo('GET location/areas/:id/blocks')).toHaveLength(0);

    await user.click(within(salmiya).getByText('Salmiya'));
    const block = await item('Block 1');
    expect(within(block).getByText('(قطعة 1)')).toBeInTheDocument();
    expect(within(block).getByText('Block')).toBeInTheDocument();
    expect(block).not.toHaveAttribute('aria-expanded');
    expect(api.callsTo('GET location/areas/:id/blocks').map((c) => c.params.id)).toEqual(['10']);
  });

  it('keeps only one governorate and one area expanded at a time', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await user.click(within(await item('Hawalli')).getByText('Hawalli'));
    await user.click(within(await item('Salmiya')).getByText('Salmiya'));
    await item('Block 1');

    // A sibling area closes the open one.
    await user.click(within(await item('Jabriya')).getByText('Jabriya'));
    expect(await item('Block 5')).toBeInTheDocument();
    expect(queryItem('Block 1')).not.toBeInTheDocument();
    expect(await item('Salmiya')).toHaveAttribute('aria-expanded', 'false');

    // Another governorate closes the first one and everything under it.
    await user.click(within(await item('Capital')).getByText('Capital'));
    expect(await item('Sharq')).toBeInTheDocument();
    expect(queryItem('Salmiya')).not.toBeInTheDocument();
    expect(queryItem('Block 5')).not.toBeInTheDocument();
    expect(await item('Hawalli')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('treeitem', { expanded: true })).toHaveLength(1);
  });

  it('is a real tree for the keyboard: arrows move, Right opens, Left closes', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    const hawalli = await item('Hawalli');
    hawalli.focus();
    await user.keyboard('{ArrowDown}');
    expect(await item('Capital')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(await item('Salmiya')).toBeInTheDocument();
    expect(hawalli).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(await item('Salmiya')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(hawalli).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(queryItem('Salmiya')).not.toBeInTheDocument());
  });

  it('serves a governorate opened again from the cache instead of asking again', async () => {
    const { api } = stubLocationsApi();
    const { user } = renderPage();
    await user.click(within(await item('Hawalli')).getByText('Hawalli'));
    await item('Salmiya');
    await user.click(within(await item('Capital')).getByText('Capital'));
    await item('Sharq');
    await user.click(within(await item('Hawalli')).getByText('Hawalli'));
    expect(await item('Salmiya')).toBeInTheDocument();
    expect(api.callsTo('GET location/governorates/:id/areas').map((c) => c.params.id)).toEqual(['1', '2']);
  });

  it("says 'Failed to fetch blocks' inside an area whose blocks cannot be loaded", async () => {
    stubLocationsApi({ 'GET location/areas/:id/blocks': fail(500, '') });
    const { user } = renderPage();
    await user.click(within(await item('Hawalli')).getByText('Hawalli'));
    await user.click(within(await item('Salmiya')).getByText('Salmiya'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blocks');
  });

  it("says 'No areas yet' under a governorate without areas", async () => {
    stubLocationsApi({}, { governorates: [{ id: 5, name: 'Jahra', name_ar: 'الجهراء' }], areas: [], blocks: [] });
    const { user } = renderPage();
    await user.click(within(await item('Jahra')).getByText('Jahra'));
    expect(await screen.findByText('No areas yet')).toBeInTheDocument();
  });
});

describe('decisions/search.md: the location finder', () => {
  it('finds a block by name, shows the path to it, and opens the tree down to it', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await item('Hawalli');
    await user.type(screen.getByRole('searchbox'), 'block 2');
    const results = await screen.findByRole('list', { name: 'Matching locations' }, { timeout: 3000 });
    const match = within(results).getByRole('button', { name: /Block 2 — Hawalli › Salmiya/ });
    await user.click(match);
    expect(await item('Salmiya')).toHaveAttribute('aria-expanded', 'true');
    expect(await item('Block 2')).toBeInTheDocument();
  });

  it('says when no location matches', async () => {
    stubLocationsApi();
    const { user } = renderPage();
    await item('Hawalli');
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No locations match this name', undefined, { timeout: 3000 })).toBeInTheDocument();
  });
});
