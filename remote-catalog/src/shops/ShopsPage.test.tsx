import { setLanguage } from '@dukkan/shared';
import { fail, networkError, ok, renderWithProviders, signedInState, stubFetch, openDialog } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { shopFixture, shopPages } from '../test-utils/shop-fixtures';
import { coverageApi } from './delivery-coverage/coverage-api';
import { ShopsPage } from './ShopsPage';
import type { Shop } from './shops-api';

const table = () => screen.findByRole('table', { name: 'Shops' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);

function renderShops(route = '/shops') {
  return renderWithProviders(<ShopsPage />, {
    route,
    path: '/shops',
    preloadedState: signedInState(),
    otherRoutes: { '/shops/add': <p>Add shop screen</p>, '/shops/edit/:id': <p>Edit shop screen</p> },
  });
}

describe('shops list (spec §2 /shops)', () => {
  it('shows serial no, name, governorate, area, block, times and Open/Closed for each shop', async () => {
    stubFetch({
      'GET shop': shopPages([
        shopFixture(1),
        shopFixture(2, {
          isOpen: false,
          closeTime: null,
          name: 'Corner Store',
          availability: { state: 'closed', cause: 'manual', until: null, opensAt: null, reason: null, reasonAr: null, busyMinutes: null },
        }),
      ]),
    });
    renderShops();
    const headers = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['S.No', 'Name', 'Governorate', 'Area', 'Block', 'Open Time', 'Close Time', 'Status', 'Coverage', 'Actions']);
    const [first, second] = await bodyRows();
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual(['1', 'Shop 1', 'Capital', 'Sharq', 'Block 1', '08:00', '22:00', 'Open']);
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 8)).toEqual([
      '2', 'Corner Store', 'Capital', 'Sharq', 'Block 1', '08:00', 'N/A', 'Closed',
    ]);
  });

  it('asks for pages of 10 and appends the next page with Load More, then says there are no more', async () => {
    const shops = Array.from({ length: 12 }, (_, i) => shopFixture(i + 1));
    const api = stubFetch({ 'GET shop': shopPages(shops) });
    const { user } = renderShops();
    expect(await bodyRows()).toHaveLength(10);
    expect(api.callsTo('GET shop')[0].query.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(12));
    expect(api.callsTo('GET shop')[1].query.get('page')).toBe('2');
    expect(screen.getByText('No more shops to load')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("says 'No shops found' when there are none", async () => {
    stubFetch({ 'GET shop': shopPages([]) });
    renderShops();
    expect(await screen.findByText('No shops found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch shops data' when the server refuses the list, preferring its message", async () => {
    stubFetch({ 'GET shop': fail(500, '') });
    const { unmount } = renderShops();
    expect(await screen.findByText('Failed to fetch shops data')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET shop': fail(503, 'Maintenance in progress') });
    renderShops();
    expect(await screen.findByText('Maintenance in progress')).toBeInTheDocument();
  });

  it("says 'Error loading shops data' when no answer comes, and Retry asks again", async () => {
    let calls = 0;
    stubFetch({ 'GET shop': (request) => (++calls === 1 ? networkError() : shopPages([shopFixture(1)])(request)) });
    const { user } = renderShops();
    expect(await screen.findByText('Error loading shops data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await bodyRows()).toHaveLength(1);
  });

  it("opens the form from 'Create Shop' and a row's Edit", async () => {
    stubFetch({ 'GET shop': shopPages([shopFixture(7)]) });
    const { user, router } = renderShops();
    await user.click(await screen.findByRole('button', { name: 'Edit Shop 7' }));
    expect(router.state.location.pathname).toBe('/shops/edit/7');
    await act(() => router.navigate('/shops'));
    await user.click(await screen.findByRole('button', { name: 'Create Shop' }));
    expect(router.state.location.pathname).toBe('/shops/add');
  });

  it('deletes only after the confirm dialog, with the success toast, and the list refreshes', async () => {
    let shops = [shopFixture(1), shopFixture(2, { name: 'Fresh Market' })];
    const api = stubFetch({
      'GET shop': (request) => shopPages(shops)(request),
      'DELETE shop/:id': (request) => {
        shops = shops.filter((shop) => String(shop.id) !== request.params.id);
        return ok({ id: Number(request.params.id) });
      },
    });
    const { user } = renderShops();
    await user.click(await screen.findByRole('button', { name: 'Delete Fresh Market' }));
    const { dialog, button } = await openDialog('Delete shop');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the shop "Fresh Market"?');

    await user.click(button('Cancel'));
    expect(api.callsTo('DELETE shop/:id')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete Fresh Market' }));
    await user.click((await openDialog()).button('Delete'));
    expect(await screen.findByText('Shop "Fresh Market" deleted successfully')).toBeInTheDocument();
    expect(api.callsTo('DELETE shop/:id').map((call) => call.params.id)).toEqual(['2']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
  });

  it("shows the server's reason when a delete is refused, else 'Failed to delete shop'", async () => {
    stubFetch({
      'GET shop': shopPages([shopFixture(1), shopFixture(2)]),
      'DELETE shop/1': fail(409, 'This shop still has 2 categories'),
      'DELETE shop/2': fail(500, ''),
    });
    const { user } = renderShops();
    await user.click(await screen.findByRole('button', { name: 'Delete Shop 1' }));
    await user.click((await openDialog()).button('Delete'));
    expect(await screen.findByText('This shop still has 2 categories')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete Shop 2' }));
    await user.click((await openDialog()).button('Delete'));
    expect(await screen.findByText('Failed to delete shop')).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(2);
  });
});

describe('a shop paused for unanswered orders (decisions/live-desk.md)', () => {
  it('says so with the reason, and Resume orders makes it take orders again', async () => {
    const reason = 'Paused: 3 orders left unanswered for over 15 minutes';
    const paused = shopFixture(1, {
      pausedAt: '2026-11-24T10:00:00.000Z',
      pausedReason: reason,
      availability: { state: 'paused', cause: 'pause', until: null, opensAt: null, reason, reasonAr: null, busyMinutes: null },
    });
    const api = stubFetch({
      'GET shop': shopPages([paused, shopFixture(2)]),
      'POST shop/:id/resume': () => ok({ ...paused, pausedAt: null, pausedReason: null }),
    });
    const { user } = renderShops();
    const [first, second] = await bodyRows();
    expect(within(first).getByText('Paused')).toBeInTheDocument();
    expect(within(first).getByText('Paused: 3 orders left unanswered for over 15 minutes')).toBeInTheDocument();
    expect(within(second).queryByText('Paused')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Resume orders of Shop 1' }));
    expect(await screen.findByText('Shop 1 takes orders again')).toBeInTheDocument();
    expect(api.callsTo('POST shop/:id/resume')).toHaveLength(1);
  });
});

describe('decisions/availability.md: availability in the list', () => {
  const at = (hhmm: string, day = '2026-11-26') => `${day}T${hhmm}:00+03:00`;
  const availability = (fields: Partial<NonNullable<Shop['availability']>>): Shop['availability'] => ({
    state: 'open',
    cause: 'hours',
    until: null,
    opensAt: null,
    reason: null,
    reasonAr: null,
    busyMinutes: null,
    ...fields,
  });

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(at('12:00')), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  });
  afterEach(() => jest.useRealTimers());

  it('says busy, paused until and closed until in Kuwait time with the reason, keeping the spec’s Open and Closed', async () => {
    stubFetch({
      'GET shop': shopPages([
        shopFixture(1),
        shopFixture(2, { availability: availability({ state: 'busy', cause: 'busy', busyMinutes: 20, until: at('14:00'), reason: 'Thursday rush', reasonAr: 'زحمة الخميس' }) }),
        shopFixture(3, { availability: availability({ state: 'paused', cause: 'pause', until: at('12:30'), reason: 'Oven broken' }) }),
        shopFixture(4, { availability: availability({ state: 'closed', cause: 'override', until: at('19:00', '2026-11-27'), reason: 'Eid', reasonAr: 'العيد' }) }),
        shopFixture(5, { isOpen: false, availability: availability({ state: 'closed', cause: 'manual' }) }),
      ]),
    });
    renderShops();
    const rows = await bodyRows();
    const status = (row: HTMLElement) => within(row).getAllByRole('cell')[7].textContent;
    expect(rows.map(status)).toEqual(['Open', 'Busy · +20 minThursday rush', 'Paused until 12:30 pmOven brokenResume orders', 'Closed until 27 Nov 2026, 7:00 pmEid', 'Closed']);
    expect(within(rows[2]).getByRole('button', { name: 'Resume orders of Shop 3' })).toBeInTheDocument();
  });
});

describe('a shop’s advanced hours in the list', () => {
  it('shows the week as saved (split shifts, past midnight, closed days) instead of the plain open and close time', async () => {
    const split = [
      { opens: '08:00', closes: '13:00' },
      { opens: '16:00', closes: '23:00' },
    ];
    stubFetch({
      'GET shop': shopPages([
        shopFixture(1, {
          openTime: '08:00',
          closeTime: '23:00',
          hours: [...[0, 1, 2, 3, 4].flatMap((weekday) => split.map((interval) => ({ weekday, ...interval }))), { weekday: 5, opens: '18:00', closes: '02:00' }],
        }),
        shopFixture(2),
      ]),
    });
    renderShops();
    const [scheduled, plain] = await bodyRows();
    const cells = within(scheduled).getAllByRole('cell');
    expect(within(cells[5]).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sun–Thu 08:00–13:00, 16:00–23:00',
      'Fri 18:00–02:00 (next day)',
      'Sat Closed',
    ]);
    expect(cells[6]).toHaveTextContent('Advanced hours');
    expect(within(plain).getAllByRole('cell').map((cell) => cell.textContent).slice(5, 7)).toEqual(['08:00', '22:00']);
  });
});

describe('decisions/search.md: search and filters', () => {
  it('searches by name and narrows by governorate and open flag, in the address, and clears them', async () => {
    const api = stubFetch({
      'GET shop': (request) => shopPages(request.query.get('q') === 'corner' ? [shopFixture(2, { name: 'Corner Store' })] : [shopFixture(1), shopFixture(2, { name: 'Corner Store' })])(request),
      'GET location/governorates': ok({ items: [{ id: 1, name: 'Capital', name_ar: 'العاصمة' }], total: 1, page: 1, pages: 1 }),
      'GET views': ok([]),
    });
    const { user, router } = renderShops();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox'), 'corner');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Governorate' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Open or closed' }), 'false');
    await waitFor(() =>
      expect(api.callsTo('GET shop').some((call) => call.query.get('q') === 'corner' && call.query.get('governorateId') === '1' && call.query.get('isOpen') === 'false')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it("narrows to the shops that should be open but are not taking orders, as the dashboard's link asks (decisions/reports-and-bulk.md)", async () => {
    const api = stubFetch({
      'GET shop': (request) => shopPages(request.query.get('notTakingOrders') === 'true' ? [shopFixture(2, { name: 'Closed Corner', isOpen: false })] : [shopFixture(1), shopFixture(2, { name: 'Closed Corner', isOpen: false })])(request),
      'GET location/governorates': ok({ items: [], total: 0, page: 1, pages: 1 }),
      'GET views': ok([]),
    });
    const { user, router } = renderShops('/shops?notTakingOrders=true');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const toggle = screen.getByRole('checkbox', { name: 'Should be open, not taking orders' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    await user.click(toggle);
    expect(router.state.location.search).toBe('?notTakingOrders=true');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(api.callsTo('GET shop')[0].query.get('notTakingOrders')).toBe('true');
  });
});

describe('decisions/delivery-coverage.md: each shop’s coverage in the list', () => {
  const shops = () => [
    shopFixture(1, { coverage: { zones: 12, maxFee: 0.35, aboveCap: false } }),
    shopFixture(2, { coverage: { zones: 0, maxFee: null, aboveCap: false } }),
    shopFixture(3, { coverage: { zones: 1, maxFee: 0.75, aboveCap: true } }),
  ];

  it('counts the zones, says a shop without any uses the platform defaults, and marks a fee above the cap', async () => {
    stubFetch({ 'GET shop': shopPages(shops()) });
    renderShops();
    const coverage = (row: HTMLElement) => within(row).getAllByRole('cell')[8].textContent;
    expect((await bodyRows()).map(coverage)).toEqual(['12 areas', 'None: uses the platform defaults', '1 areaAbove fee cap']);
  });

  it('asks for the list again when a shop’s coverage is saved', async () => {
    let saved = false;
    const api = stubFetch({
      'GET shop': (request) => shopPages(saved ? [shopFixture(1, { coverage: { zones: 3, maxFee: 0.25, aboveCap: false } })] : shops())(request),
      'PUT shop/:id/coverage': () => {
        saved = true;
        return ok({ zones: [], deliveryFeeCap: 0.5, aboveCap: false });
      },
    });
    const { store } = renderShops();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    await act(() => store.dispatch(coverageApi.endpoints.saveShopCoverage.initiate({ shopId: 1, coverage: { zones: [] } })));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect((await bodyRows())[0]).toHaveTextContent('3 areas');
    expect(api.callsTo('GET shop')).toHaveLength(2);
  });

  it('keeps it on a phone’s cards, in Arabic too', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      stubFetch({ 'GET shop': shopPages(shops()) });
      renderShops();
      const cards = within(await screen.findByRole('list', { name: 'Shops' })).getAllByRole('listitem');
      expect(cards[0]).toHaveTextContent('Coverage12 areas');
      expect(cards[2]).toHaveTextContent('Coverage1 areaAbove fee cap');
      await act(() => setLanguage('ar'));
      expect(within(screen.getByRole('list', { name: 'المتاجر' })).getAllByRole('listitem')[2]).toHaveTextContent('نطاق التوصيلمنطقة واحدةفوق الحد الأقصى');
    } finally {
      window.matchMedia = original;
      await act(() => setLanguage('en'));
    }
  });
});
