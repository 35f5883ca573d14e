import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest, stubWindowWidth } from '@dukkan/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { ServiceRow } from './shop-service-api';
import { ShopServicePanel } from './ShopServicePanel';

// decisions/dashboard-money.md: the dashboard's 'Shop service' panel, on a stubbed API.

type Row = Omit<ServiceRow, 'id'>;
const row = (id: number, name: string, nameAr: string, figures: Partial<Row> = {}): Row => ({
  shop: { id, name, nameAr },
  orders: 0,
  accepted: 0,
  acceptedMedianSeconds: null,
  acceptedP90Seconds: null,
  rejected: 0,
  rejectionRate: null,
  lines: 0,
  itemsOutOfStock: 0,
  outOfStockRate: null,
  ...figures,
});
const salmiya = row(2, 'Salmiya Grocer', 'بقالة السالمية', {
  orders: 4,
  accepted: 2,
  acceptedMedianSeconds: 250,
  acceptedP90Seconds: 456,
  rejected: 2,
  rejectionRate: 50,
  lines: 5,
  itemsOutOfStock: 2,
  outOfStockRate: 40,
});
const hawalli = row(3, 'Hawalli Market', 'سوق حولي', { orders: 2, accepted: 2, acceptedMedianSeconds: 45, acceptedP90Seconds: 3900, rejectionRate: 0, lines: 2, outOfStockRate: 0 });
const fintas = row(4, 'Fintas Corner', 'ركن الفنطاس');

/** The API over `shops` (the worst first already), paged by number as it pages. */
function server(shops: Row[]) {
  const asked: URLSearchParams[] = [];
  const handler = (request: StubRequest) => {
    asked.push(request.query);
    const limit = Number(request.query.get('limit'));
    const page = Number(request.query.get('page') ?? 1);
    const period = request.query.get('period');
    return ok({
      period,
      from: period === 'today' ? '2026-11-26' : '2026-11-20',
      to: '2026-11-26',
      shops: shops.slice((page - 1) * limit, page * limit),
      total: shops.length,
      page,
      pages: Math.max(1, Math.ceil(shops.length / limit)),
      limit,
    });
  };
  return { asked, handler };
}

const renderPanel = (route = '/') => renderWithProviders(<ShopServicePanel />, { route, path: '/', preloadedState: signedInState() });
const bodyRows = () => within(screen.getByRole('table', { name: 'Service by shop' })).getAllByRole('row').slice(1);

afterEach(async () => {
  await setLanguage('en');
});

describe('the shop service panel (decisions/dashboard-money.md)', () => {
  it('shows each shop’s figures, the worst first: time to accept, rejection rate, items out of stock', async () => {
    stubFetch({ 'GET dashboard/shop-service': server([salmiya, hawalli, fintas]).handler });
    renderPanel();
    await screen.findByRole('table', { name: 'Service by shop' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'S.No',
      'Shop',
      'Orders',
      'Time to accept (median)',
      'Rejection rate',
      'Items out of stock',
    ]);
    expect(bodyRows().map((cells) => within(cells).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Salmiya Grocer', '4', '4 min 10 s9 in 10 within 7 min 36 s', '50.0%2 of 4 decided', '240.0% of 5 lines'],
      ['2', 'Hawalli Market', '2', '45 s9 in 10 within 1 h 5 min', '0.0%0 of 2 decided', '00.0% of 2 lines'],
      ['3', 'Fintas Corner', '0', 'None yet', 'None yet', 'None yet'],
    ]);
    expect(screen.getByText('Showing 3 rows of 3')).toBeInTheDocument();
  });

  it('asks for the last 7 days first, and for the period picked, kept in the address', async () => {
    const api = server([salmiya]);
    stubFetch({ 'GET dashboard/shop-service': api.handler });
    const { user, router } = renderPanel();
    await screen.findByRole('table', { name: 'Service by shop' });
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    expect(api.asked[0].get('period')).toBe('7d');
    expect(api.asked[0].get('limit')).toBe('50');
    await user.click(screen.getByRole('tab', { name: 'This week' }));
    expect(router.state.location.search).toBe('?servicePeriod=week');
    await waitFor(() => expect(api.asked[api.asked.length - 1].get('period')).toBe('week'));
    expect(screen.getByRole('tab', { name: 'This week', selected: true })).toBeInTheDocument();
  });

  it('searches by the name in the address, and says when no shop matches, with a way back', async () => {
    const api = server([]);
    stubFetch({ 'GET dashboard/shop-service': api.handler });
    const { user, router } = renderPanel('/?serviceQ=nowhere&servicePeriod=30d');
    expect(await screen.findByText('No shop matches this search')).toBeInTheDocument();
    expect(api.asked[0].get('q')).toBe('nowhere');
    expect(api.asked[0].get('period')).toBe('30d');
    expect(screen.getByRole('searchbox', { name: 'Search shops' })).toHaveValue('nowhere');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('?servicePeriod=30d');
  });

  it('says when there is no shop at all, and when the figures failed to load', async () => {
    stubFetch({ 'GET dashboard/shop-service': server([]).handler });
    const { unmount } = renderPanel();
    expect(await screen.findByText('No shops yet')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET dashboard/shop-service': fail(500, 'Database unavailable') });
    renderPanel();
    // The server's reason, and a way to try again (the list's failed state, not "no shops").
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No shops yet')).not.toBeInTheDocument();
  });

  it('loads 50 shops at a time with Load More', async () => {
    const many = Array.from({ length: 60 }, (_, i) => row(100 + i, `Shop ${i + 1}`, `متجر ${i + 1}`));
    const api = server(many);
    stubFetch({ 'GET dashboard/shop-service': api.handler });
    const { user } = renderPanel();
    await screen.findByRole('table', { name: 'Service by shop' });
    expect(bodyRows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('No more shops to load')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(60);
    expect(api.asked.map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it('reads as cards on a phone (390 px)', async () => {
    const width = stubWindowWidth(390);
    try {
      stubFetch({ 'GET dashboard/shop-service': server([salmiya, fintas]).handler });
      renderPanel();
      const cards = within(await screen.findByRole('list', { name: 'Service by shop' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveTextContent('Salmiya Grocer');
      expect(cards[0]).toHaveTextContent('Time to accept (median)4 min 10 s9 in 10 within 7 min 36 s');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      width.restore();
    }
  });

  it('speaks Arabic: names, durations and rates', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET dashboard/shop-service': server([salmiya]).handler });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'الخدمة حسب المتجر' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['1', 'بقالة السالمية', '4', '4 د 10 ث9 من كل 10 خلال 7 د 36 ث', '50.0%2 من 4 تم البتّ فيها', '240.0% من 5 بنود']);
    expect(screen.getByRole('tab', { name: 'هذا الأسبوع' })).toBeInTheDocument();
    // '40.0%' stays whole and left to right inside Arabic.
    const rate = within(table).getByText('40.0%', { exact: true });
    expect(rate.tagName).toBe('BDI');
    expect(rate).toHaveAttribute('dir', 'ltr');
  });
});
