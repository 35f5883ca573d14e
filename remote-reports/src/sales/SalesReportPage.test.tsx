import { baseApi, orderEventTags, setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { defaultSalesRange } from './sales-range';
import { SalesReportPage } from './SalesReportPage';
import type { SalesReport } from './sales-report-api';

const report: SalesReport = {
  from: '2026-05-01',
  to: '2026-05-03',
  timeZone: 'Asia/Kuwait',
  currency: 'KWD',
  totals: { orders: 4, items: 10, amount: 6.55 },
  byDay: [
    { day: '2026-05-01', orders: 3, items: 7, amount: 3.575 },
    { day: '2026-05-02', orders: 1, items: 3, amount: 2.975 },
    { day: '2026-05-03', orders: 0, items: 0, amount: 0 },
  ],
  byShop: [
    { shopId: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش', orders: 2, items: 6, amount: 4.325 },
    { shopId: null, name: null, name_ar: null, orders: 2, items: 4, amount: 2.225 },
  ],
  rows: [
    { day: '2026-05-01', shopId: null, name: null, name_ar: null, orders: 2, items: 4, amount: 2.225 },
    { day: '2026-05-01', shopId: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش', orders: 1, items: 3, amount: 1.35 },
    { day: '2026-05-02', shopId: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش', orders: 1, items: 3, amount: 2.975 },
  ],
};

function reportsServer(answer: SalesReport) {
  const asked: URLSearchParams[] = [];
  const handler = (request: StubRequest) => {
    asked.push(request.query);
    return ok({ ...answer, from: request.query.get('from'), to: request.query.get('to') });
  };
  return { asked, handler };
}

const renderReport = (route = '/reports/sales?from=2026-05-01&to=2026-05-03') =>
  renderWithProviders(<SalesReportPage />, { route, path: '/reports/sales', preloadedState: signedInState() });

afterEach(async () => {
  await setLanguage('en');
});

describe('the sales report (decisions/sections.md)', () => {
  it('shows the totals, each shop and each day of the range in tables, amounts in KWD with 3 decimals', async () => {
    const server = reportsServer(report);
    stubFetch({ 'GET reports/sales': server.handler });
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Sales report' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Total: 4 orders, 10 items, KWD 6.550');
    expect(server.asked[0].get('from')).toBe('2026-05-01');
    expect(server.asked[0].get('to')).toBe('2026-05-03');

    const shops = screen.getByRole('table', { name: 'Sales by shop' });
    const shopRows = within(shops).getAllByRole('row').slice(1);
    expect(shopRows[0]).toHaveTextContent('Jabriya Fresh');
    expect(shopRows[0]).toHaveTextContent('KWD 4.325');
    expect(shopRows[1]).toHaveTextContent('No shop');

    const days = screen.getByRole('table', { name: 'Sales by day' });
    const dayRows = within(days).getAllByRole('row').slice(1);
    expect(dayRows).toHaveLength(3);
    expect(dayRows[0]).toHaveTextContent('2026-05-01');
    expect(dayRows[0]).toHaveTextContent('KWD 3.575');
    expect(dayRows[2]).toHaveTextContent('KWD 0.000');
  });

  it('asks again when an order is placed or moved (the live stream’s step invalidates the orders’ tags)', async () => {
    const server = reportsServer(report);
    stubFetch({ 'GET reports/sales': server.handler });
    const { store } = renderReport();
    await screen.findByRole('status');
    expect(server.asked).toHaveLength(1);
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 9, orderId: 41, from: null, to: 'NEW', at: '2026-05-03T09:00:00.000Z' }])));
    });
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it('asks for the last seven Kuwait days when the address names no range', async () => {
    const server = reportsServer(report);
    stubFetch({ 'GET reports/sales': server.handler });
    renderReport('/reports/sales');
    await screen.findByRole('status');
    expect({ from: server.asked[0].get('from'), to: server.asked[0].get('to') }).toEqual(defaultSalesRange(new Date()));
  });

  it('keeps a new range in the address and asks for it', async () => {
    const server = reportsServer(report);
    stubFetch({ 'GET reports/sales': server.handler });
    const { router } = renderReport();
    await screen.findByRole('status');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-04-01&to=2026-05-03'));
    await waitFor(() => expect(server.asked.at(-1)?.get('from')).toBe('2026-04-01'));
  });

  it('says what failed, with the API’s message for a refused range', async () => {
    stubFetch({ 'GET reports/sales': fail(400, 'A report covers at most 366 days', { errors: { to: 'A report covers at most 366 days' } }) });
    renderReport('/reports/sales?from=2020-01-01&to=2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('A report covers at most 366 days');
  });

  it('reads in Arabic, right to left, with shop names in Arabic and amounts kept left to right', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET reports/sales': reportsServer(report).handler });
    renderReport();
    expect(await screen.findByRole('heading', { name: 'تقرير المبيعات' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('الإجمالي');
    const shops = screen.getByRole('table', { name: 'المبيعات حسب المتجر' });
    expect(within(shops).getByText('الجابرية فريش')).toBeInTheDocument();
    expect(within(shops).getByText('KWD 4.325').closest('bdi')).toHaveAttribute('dir', 'ltr');
    // The total's amount too, inside the Arabic sentence.
    expect(within(screen.getByRole('status')).getByText('KWD 6.550', { exact: true })).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
