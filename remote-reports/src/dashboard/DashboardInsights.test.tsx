import { baseApi, idTag, orderEventTags, setLanguage } from '@dukkan/shared';
import { ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { DashboardInsights as Insights } from './dashboard-insights-api';
import { DashboardInsights } from './DashboardInsights';

const hours = (values: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => values[hour] ?? 0);
const insights: Insights = {
  from: '2026-11-20',
  to: '2026-11-26',
  timeZone: 'Asia/Kuwait',
  currency: 'KWD',
  weekStartsOn: 'Saturday',
  revenue: {
    // decisions/dashboard-money.md: today's net is 8.550 gross less 0.625 of promotions and 0.300 refunded.
    today: { amount: 7.625, previous: 1.775, changePercent: 329.6, gross: 8.55, promotions: 0.625, refunds: 0.3, net: 7.625 },
    week: { amount: 12.375, previous: 0.45, changePercent: 2650, gross: 12.375, promotions: 0, refunds: 0, net: 12.375 },
    days7: { amount: 1.5, previous: 3, changePercent: -50, gross: 1.5, promotions: 0, refunds: 0, net: 1.5 },
    days30: { amount: 13.275, previous: 0, changePercent: null, gross: 13.275, promotions: 0, refunds: 0, net: 13.275 },
  },
  period: { revenue: 12.825, sales: 7, byStatus: { NEW: 1, ACCEPTED: 2, INTRANSIT: 0, DELIVERED: 4, CANCELLED: 1, REJECTED: 1 }, acceptSeconds: 900, deliverSeconds: 3900 },
  hourly: { day: '2026-11-26', weekBefore: '2026-11-19', orders: hours({ 0: 1, 8: 2 }), ordersWeekBefore: hours({ 9: 1 }) },
  topProducts: [{ id: 7, name: 'Eggs (30 pcs)', name_ar: 'بيض (30 حبة)', amount: 4.95, quantity: 3 }],
  topShops: [{ id: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش', amount: 6.55, orders: 6 }],
  lowStock: { atMost: 5, total: 2, items: [{ id: 9, name: 'Labneh', name_ar: 'لبنة', stock: 0 }] },
};

function server() {
  const asked: URLSearchParams[] = [];
  const handler = (request: StubRequest) => {
    asked.push(request.query);
    return ok({ ...insights, from: request.query.get('from'), to: request.query.get('to') });
  };
  return { asked, handler };
}

const renderPanel = (route = '/?period=custom&from=2026-11-20&to=2026-11-26') =>
  renderWithProviders(<DashboardInsights />, { route, path: '/', preloadedState: signedInState() });

// jsdom lays nothing out: the charts measure their labels (SVG text, canvas), so give them sizes of 0.
beforeAll(() => {
  Object.defineProperty(SVGElement.prototype, 'getComputedTextLength', { configurable: true, value: () => 0 });
  Object.defineProperty(SVGElement.prototype, 'getBBox', { configurable: true, value: () => ({ x: 0, y: 0, width: 0, height: 0 }) });
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, value: () => null });
});

afterEach(async () => {
  await setLanguage('en');
});

describe('the sales trends panel (decisions/reports-and-bulk.md)', () => {
  it('asks again when an order is placed or moved, and when a product it shows is edited', async () => {
    const api = server();
    stubFetch({ 'GET dashboard/insights': api.handler });
    const { store } = renderPanel();
    await screen.findByRole('list', { name: 'Revenue' });
    expect(api.asked).toHaveLength(1);
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 9, orderId: 41, from: 'NEW', to: 'ACCEPTED', at: '2026-11-26T09:00:00.000Z' }])));
    });
    await waitFor(() => expect(api.asked).toHaveLength(2));
    act(() => {
      store.dispatch(baseApi.util.invalidateTags([idTag('Product', 9)])); // Labneh, low on stock, restocked
    });
    await waitFor(() => expect(api.asked).toHaveLength(3));
  });

  it('asks for the period in the address and shows revenue to the fils against the period before', async () => {
    const api = server();
    stubFetch({ 'GET dashboard/insights': api.handler });
    renderPanel();
    const revenue = await screen.findByRole('list', { name: 'Revenue' });
    expect(api.asked[0].get('from')).toBe('2026-11-20');
    expect(api.asked[0].get('to')).toBe('2026-11-26');
    const today = within(revenue).getByText('Revenue today').closest('li') as HTMLElement;
    expect(today).toHaveTextContent('KWD 7.625');
    expect(today).toHaveTextContent('+329.6% against KWD 1.775 the period before');
    expect(within(revenue).getByText('Last 7 days').closest('li')).toHaveTextContent('-50.0% against KWD 3.000');
    expect(within(revenue).getByText('Last 30 days').closest('li')).toHaveTextContent('No sales the period before');
    expect(screen.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows under each net amount its gross, promotions and refunds, or that there were none (decisions/dashboard-money.md)', async () => {
    stubFetch({ 'GET dashboard/insights': server().handler });
    renderPanel();
    const revenue = await screen.findByRole('list', { name: 'Revenue' });
    const today = within(revenue).getByText('Revenue today').closest('li') as HTMLElement;
    const parts = within(today).getAllByRole('definition').map((amount) => `${amount.previousElementSibling?.textContent} ${amount.textContent}`);
    expect(parts).toEqual(['Gross KWD 8.550', 'Promotions KWD 0.625', 'Refunds KWD 0.300']);
    expect(within(revenue).getByText('This week (from Saturday)').closest('li')).toHaveTextContent('No promotions or refunds');
  });

  it('gives each chart a table for screen readers, and the average times', async () => {
    stubFetch({ 'GET dashboard/insights': server().handler });
    renderPanel();
    const byStatus = await screen.findByRole('table', { name: 'Orders by status' });
    expect(within(byStatus).getByRole('row', { name: 'Delivered 4' })).toBeInTheDocument();
    const hourly = screen.getByRole('table', { name: 'Orders per hour on 2026-11-26 against 2026-11-19' });
    expect(within(hourly).getByRole('row', { name: '08:00 2 0' })).toBeInTheDocument();
    expect(within(hourly).getByRole('row', { name: '09:00 0 1' })).toBeInTheDocument();
    expect(screen.getByText('Average time to accept: 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Average time to deliver: 1 h 5 min')).toBeInTheDocument();
  });

  it('ranks the top products and shops, and links the low-stock list to the filtered products', async () => {
    stubFetch({ 'GET dashboard/insights': server().handler });
    renderPanel();
    const products = await screen.findByRole('table', { name: 'Top 5 products by revenue' });
    expect(within(products).getByRole('row', { name: /Eggs \(30 pcs\).*3.*KWD 4.950/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top 5 shops by revenue' })).toHaveTextContent('Jabriya Fresh');
    expect(screen.getByRole('link', { name: 'Labneh' })).toHaveAttribute('href', '/products/edit/9');
    expect(screen.getByRole('link', { name: 'See all 2 low-stock products' })).toHaveAttribute('href', '/products?stockAtMost=5');
  });

  it('keeps the period picked in the address', async () => {
    const api = server();
    stubFetch({ 'GET dashboard/insights': api.handler });
    const { user, router } = renderPanel('/');
    await screen.findByRole('list', { name: 'Revenue' });
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Today' }));
    expect(router.state.location.search).toBe('?period=today');
    await screen.findByRole('tab', { name: 'Today', selected: true });
    const last = api.asked[api.asked.length - 1];
    expect(last.get('from')).toBe(last.get('to'));
  });

  it('speaks Arabic', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET dashboard/insights': server().handler });
    renderPanel();
    expect(await screen.findByRole('table', { name: 'الطلبات حسب الحالة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'مخصصة' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('متوسط وقت القبول: 15 دقيقة')).toBeInTheDocument();
    const today = within(screen.getByRole('list', { name: 'الإيرادات' })).getByText('إيرادات اليوم').closest('li') as HTMLElement;
    expect(within(today).getByText('العروض').nextElementSibling).toHaveTextContent('KWD 0.625');
  });

  it('keeps a change and an amount whole and left to right inside Arabic text ("-50.0%", "KWD 3.000")', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET dashboard/insights': server().handler });
    renderPanel();
    const tiles = await screen.findByRole('list', { name: 'الإيرادات' });
    for (const text of ['-50.0%', 'KWD 3.000', '+329.6%', 'KWD 1.775']) {
      const isolated = within(tiles).getByText(text, { exact: true });
      expect(isolated.tagName).toBe('BDI');
      expect(isolated).toHaveAttribute('dir', 'ltr');
    }
    expect(within(tiles).getByText('-50.0%').parentElement).toHaveTextContent('-50.0% مقارنة بـ KWD 3.000 في الفترة السابقة');
  });
});
