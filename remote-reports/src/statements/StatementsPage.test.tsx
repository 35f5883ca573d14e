import { baseApi, orderEventTags, setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubHandlers, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { Statement, StatementLine, StatementWeek } from './statements-api';
import { StatementsPage } from './StatementsPage';
import { STATEMENT_PRINT_CSS } from './useStatementsStyles.styles';

// decisions/shop-statements.md: /statements, with the network stubbed. The API's weeks, newest first: the current one
// open, the two before it closed.

const CURRENT: StatementWeek = { weekStart: '2026-11-28', weekEnd: '2026-12-04', status: 'open', closedAt: null };
const LAST: StatementWeek = { weekStart: '2026-11-21', weekEnd: '2026-11-27', status: 'closed', closedAt: '2026-11-28T06:00:00.000Z' };
const EARLIER: StatementWeek = { weekStart: '2026-11-14', weekEnd: '2026-11-20', status: 'closed', closedAt: '2026-11-21T06:00:00.000Z' };
const WEEKS = [CURRENT, LAST, EARLIER];

const SHOPS = [
  { id: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش' },
  { id: 5, name: 'Salmiya Market', name_ar: 'سوق السالمية' },
  { id: 7, name: 'Hawalli Bakery', name_ar: 'مخبز حولي' },
];

const line = (orderId: number, fields: Partial<StatementLine> = {}): StatementLine => ({
  orderId,
  deliveredAt: '2026-11-22T09:15:00.000Z',
  paymentMethod: 'KNET',
  sales: 12.5,
  deliveryFees: 1,
  promotionsShop: 0,
  promotionsPlatform: 0,
  commission: 1.15,
  refundsShop: 0,
  refundsPlatform: 0,
  netPayout: 10.35,
  ...fields,
});

// decisions/promotions.md: #41 had a platform-funded discount of KWD 1.000 (paid back to the shop in its net), #42 a
// shop-funded one of KWD 0.500 (its sales are already after it).
const LINES = [
  line(41, { promotionsPlatform: 1, netPayout: 11.35 }),
  line(42, { deliveredAt: '2026-11-23T17:40:00.000Z', paymentMethod: 'CASH', sales: 7.25, deliveryFees: 0.75, promotionsShop: 0.5, commission: 0.65, refundsShop: 1.5, netPayout: 4.35 }),
  // An order of an earlier week refunded in this one: a correction.
  line(30, { deliveredAt: null, paymentMethod: 'CARD', sales: 0, deliveryFees: 0, commission: 0, refundsShop: 2.25, refundsPlatform: 0.5, netPayout: -2.25 }),
];

/** The API's statement of a shop's week: its totals are the lines' sums. */
function statementOf(shopId: number, week: StatementWeek, lines: StatementLine[] = LINES): Statement {
  const shop = SHOPS.find((each) => each.id === shopId) ?? SHOPS[0];
  const sum = (key: 'sales' | 'deliveryFees' | 'promotionsShop' | 'promotionsPlatform' | 'commission' | 'refundsShop' | 'refundsPlatform' | 'netPayout') =>
    Math.round(lines.reduce((total, each) => total + each[key] * 1000, 0)) / 1000;
  return {
    shop: { id: shop.id, name: shop.name, nameAr: shop.name_ar },
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    status: week.status,
    periodStart: `${week.weekStart}T00:00:00.000Z`,
    periodEnd: week.closedAt ?? '2026-11-28T07:00:00.000Z',
    closedAt: week.closedAt,
    closedBy: week.closedAt ? { id: 1, name: 'Owner One' } : null,
    totals: {
      orders: lines.filter((each) => each.deliveredAt).length,
      sales: sum('sales'),
      deliveryFees: sum('deliveryFees'),
      promotionsShop: sum('promotionsShop'),
      promotionsPlatform: sum('promotionsPlatform'),
      commission: sum('commission'),
      refundsShop: sum('refundsShop'),
      refundsPlatform: sum('refundsPlatform'),
      netPayout: sum('netPayout'),
      netPayoutFils: Math.round(sum('netPayout') * 1000),
    },
    lines,
  };
}

/** Our API: the weeks, the shops (a page of matches, one by id), each statement by its shop and week, no rates. */
function statementsServer(more: StubHandlers = {}, { weeks = WEEKS, lines = LINES }: { weeks?: StatementWeek[]; lines?: StatementLine[] } = {}) {
  return stubFetch({
    'GET statements/weeks': () => ok(weeks),
    'GET shop': ok({ items: SHOPS, total: SHOPS.length, page: 1, pages: 1, limit: 20 }),
    'GET shop/:id': (request: StubRequest) => ok(SHOPS.find((shop) => shop.id === Number(request.params.id))),
    'GET shops/:id/statements/:weekStart': (request: StubRequest) => {
      const week = weeks.find((each) => each.weekStart === request.params.weekStart);
      return week ? ok(statementOf(Number(request.params.id), week, lines)) : fail(404, 'Statement not found');
    },
    'GET shops/:id/commission-rates': ok({ rates: [], currentId: null }),
    ...more,
  });
}

const renderStatements = (route = '/statements', user = testUser) =>
  renderWithProviders(<StatementsPage />, { route, path: '/statements', preloadedState: signedInState(user) });

const sheet = () => screen.findByRole('region', { name: /^Statement: / });

/** The declarations the page's print rules give `element` (jsdom lays nothing out: the rules are read where a printer would apply them). */
function printDeclarations(element: Element): Record<string, string> {
  const found: Record<string, string> = {};
  for (const sheetOf of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheetOf.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== 'print') continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          for (const name of Array.from(inner.style)) found[name] = inner.style.getPropertyValue(name);
        }
      }
    }
  }
  return found;
}

/** Whether `element` is on paper: neither it nor anything holding it is left out by a print rule. */
function printed(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) if (printDeclarations(at).display === 'none') return false;
  return true;
}
/** The value of one of the statement's totals, by its term. */
const total = (term: string) => within(screen.getByRole('region', { name: /^Statement: / })).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the shops’ statements (decisions/shop-statements.md)', () => {
  it('opens on the first shop’s latest closed week: the shop, week, period and status, its totals and each order’s part', async () => {
    const api = statementsServer();
    renderStatements();
    expect(screen.getByRole('heading', { name: 'Statements', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('What each shop sold, what the platform keeps, and what the shop is paid, week by week (Saturday to Friday).')).toBeInTheDocument();

    const statement = await sheet();
    expect(api.callsTo('GET shops/:id/statements/:weekStart').map((call) => call.path)).toEqual(['shops/2/statements/2026-11-21']);
    expect(within(statement).getByRole('heading', { name: 'Statement: Jabriya Fresh Closed' })).toBeInTheDocument();
    expect(within(statement).getByText('Sat 21 Nov – Fri 27 Nov 2026')).toBeInTheDocument();
    expect(within(statement).getByText(/^Period:/)).toHaveTextContent('Period: 21 Nov 2026, 3:00 am to 28 Nov 2026, 9:00 am');
    expect(within(statement).getByText(/^Closed by Owner One/)).toHaveTextContent('Closed by Owner One · 28 Nov 2026, 9:00 am');

    expect(total('Orders')).toHaveTextContent('2');
    expect(total('Sales')).toHaveTextContent('KWD 19.750');
    expect(total('Delivery fees')).toHaveTextContent('KWD 1.750');
    // decisions/promotions.md: the discounts the shop paid for, and those the platform did (paid back in the net).
    expect(total('Promotions (shop)')).toHaveTextContent('KWD 0.500');
    expect(total('Promotions (platform)')).toHaveTextContent('KWD 1.000');
    expect(total('Commission')).toHaveTextContent('KWD 1.800');
    expect(total('Refunds borne by the shop')).toHaveTextContent('KWD 3.750');
    expect(total('Refunds borne by the platform')).toHaveTextContent('KWD 0.500');
    expect(total('Net payout')).toHaveTextContent('KWD 13.450');
    // The figure the statement is for stands out.
    expect(within(total('Net payout')).getByText('KWD 13.450').closest('strong')).not.toBeNull();

    const table = within(statement).getByRole('table', { name: 'Orders of this statement' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order',
      'Delivered',
      'Payment',
      'Sales',
      'Delivery fee',
      'Promotions (shop)',
      'Promotions (platform)',
      'Commission',
      'Refunds (shop)',
      'Refunds (platform)',
      'Net',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Order #41', '22 Nov 2026, 12:15 pm', 'KNET', 'KWD 12.500', 'KWD 1.000', 'KWD 0.000', 'KWD 1.000', 'KWD 1.150', 'KWD 0.000', 'KWD 0.000', 'KWD 11.350'],
      ['Order #42', '23 Nov 2026, 8:40 pm', 'Cash', 'KWD 7.250', 'KWD 0.750', 'KWD 0.500', 'KWD 0.000', 'KWD 0.650', 'KWD 1.500', 'KWD 0.000', 'KWD 4.350'],
      ['Order #30', '—Correction', 'Card', 'KWD 0.000', 'KWD 0.000', 'KWD 0.000', 'KWD 0.000', 'KWD 0.000', 'KWD 2.250', 'KWD 0.500', 'KWD -2.250'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/order-items/41');

    // The week picker: every week, newest first, with its status; the chosen one's badge beside it.
    const week = screen.getByRole('combobox', { name: 'Week' });
    expect(week).toHaveValue('2026-11-21');
    expect(within(week).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sat 28 Nov – Fri 04 Dec 2026 · Open',
      'Sat 21 Nov – Fri 27 Nov 2026 · Closed',
      'Sat 14 Nov – Fri 20 Nov 2026 · Closed',
    ]);
    expect(api.unhandled).toEqual([]);
  });

  it('opens on the current week when no week is closed yet', async () => {
    const api = statementsServer({}, { weeks: [CURRENT] });
    renderStatements();
    expect(await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Open' })).toBeInTheDocument();
    expect(api.callsTo('GET shops/:id/statements/:weekStart').map((call) => call.path)).toEqual(['shops/2/statements/2026-11-28']);
  });

  it('reads the shop and the week from the address, and keeps a new choice there whole', async () => {
    const api = statementsServer();
    const { user, router } = renderStatements('/statements?shop=5&week=2026-11-14');
    expect(await screen.findByRole('heading', { name: 'Statement: Salmiya Market Closed' })).toBeInTheDocument();
    expect(api.callsTo('GET shops/:id/statements/:weekStart').map((call) => call.path)).toEqual(['shops/5/statements/2026-11-14']);
    // The chosen shop is named by id; the shops' list is not asked for.
    expect(api.callsTo('GET shop')).toEqual([]);
    expect(await screen.findByText('Salmiya Market')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue('2026-11-14');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), '2026-11-28');
    await waitFor(() => expect(router.state.location.search).toBe('?shop=5&week=2026-11-28'));
    expect(await screen.findByRole('heading', { name: 'Statement: Salmiya Market Open' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Statement to show' })).getByText('Open')).toBeInTheDocument();
  });

  it('opens a shop’s own staff on their first shop', async () => {
    const api = statementsServer();
    renderStatements('/statements', { ...testUser, role: 'shop_staff', permissions: ['money.read'], shopIds: [7, 2] });
    expect(await screen.findByRole('heading', { name: 'Statement: Hawalli Bakery Closed' })).toBeInTheDocument();
    expect(api.callsTo('GET shops/:id/statements/:weekStart').map((call) => call.path)).toEqual(['shops/7/statements/2026-11-21']);
    expect(api.callsTo('GET shop')).toEqual([]);
  });

  it('reads an open week again when an order moves (the live stream’s step), a closed one never', async () => {
    const api = statementsServer();
    const { store, router } = renderStatements('/statements?shop=2&week=2026-11-28');
    await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Open' });
    const asked = () => api.callsTo('GET shops/:id/statements/:weekStart').map((call) => call.path);
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 9, orderId: 41, from: 'INTRANSIT', to: 'DELIVERED', at: '2026-11-28T07:00:00.000Z' }])));
    });
    await waitFor(() => expect(asked()).toEqual(['shops/2/statements/2026-11-28', 'shops/2/statements/2026-11-28']));

    await act(() => router.navigate('/statements?shop=2&week=2026-11-21'));
    await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Closed' });
    // What an order's step would read again: the open week's statement (still cached), not the closed one on screen.
    const stale = baseApi.util.selectInvalidatedBy(store.getState(), orderEventTags([{ id: 10, orderId: 42, from: 'INTRANSIT', to: 'DELIVERED', at: '2026-11-28T07:01:00.000Z' }]));
    const statements = stale.filter((query) => query.endpointName === 'getStatement').map((query) => query.originalArgs);
    expect(statements).toEqual([{ shopId: 2, weekStart: '2026-11-28' }]);
  });

  it('says so when a week has no order delivered or refunded', async () => {
    statementsServer({}, { lines: [] });
    renderStatements();
    const statement = await sheet();
    expect(within(statement).getByText('No orders delivered or refunded in this week.')).toBeInTheDocument();
    expect(within(statement).queryByRole('table')).not.toBeInTheDocument();
    expect(total('Net payout')).toHaveTextContent('KWD 0.000');
  });

  it('downloads the statement’s CSV as the API sends it: its bytes (the byte order mark for Excel) and its file name', async () => {
    const csv = '\uFEFFOrder,Sales\r\n41,12.500\r\n';
    const saved: { name: string; text: Promise<string> }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:statement';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, text: lastBlob.arrayBuffer().then((bytes) => Buffer.from(bytes).toString('utf8')) });
    });
    const api = statementsServer({
      'GET shops/:id/statements/:weekStart/csv': () =>
        new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="statement-2-2026-11-21.csv"' } }),
    });
    const { user } = renderStatements();
    await user.click(within(await sheet()).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('GET shops/:id/statements/:weekStart/csv').map((call) => call.path)).toEqual(['shops/2/statements/2026-11-21/csv']);
    expect(saved[0].name).toBe('statement-2-2026-11-21.csv');
    expect(await saved[0].text).toBe(csv);
  });

  it('says why a CSV could not be had', async () => {
    statementsServer({ 'GET shops/:id/statements/:weekStart/csv': fail(404, 'Shop not found') });
    const { user } = renderStatements();
    await user.click(within(await sheet()).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Shop not found')).toBeInTheDocument();
  });

  it('prints the statement alone: the host’s navigation, the page’s header, pickers, buttons and rates are left out', async () => {
    statementsServer();
    const print = jest.fn();
    window.print = print;
    // The page inside a frame like the host's; the page's print rules as the browser gets them (Griffel's test build
    // leaves static styles out).
    const style = document.createElement('style');
    style.textContent = STATEMENT_PRINT_CSS;
    document.head.append(style);
    try {
      const { user } = renderWithProviders(
        <div>
          <nav aria-label="Main navigation">Dashboard</nav>
          <main>
            <StatementsPage />
          </main>
        </div>,
        { route: '/statements', preloadedState: signedInState() },
      );
      const statement = await sheet();
      await screen.findByRole('region', { name: 'Commission' });
      await user.click(within(statement).getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);

      expect(printed(statement)).toBe(true);
      expect(printed(within(statement).getByRole('table', { name: 'Orders of this statement' }))).toBe(true);
      expect(printed(within(statement).getByText('Net payout'))).toBe(true);
      expect(printed(within(statement).getByText('Promotions (platform)', { selector: 'dt' }))).toBe(true);
      expect(printed(screen.getByRole('navigation', { name: 'Main navigation' }))).toBe(false);
      expect(printed(screen.getByRole('heading', { name: 'Statements', level: 1 }))).toBe(false);
      expect(printed(screen.getByRole('group', { name: 'Statement to show' }))).toBe(false);
      expect(printed(screen.getByRole('region', { name: 'Commission' }))).toBe(false);
      expect(printed(within(statement).getByRole('button', { name: 'Download CSV' }))).toBe(false);
      // What holds the statement loses its frame, so the sheet starts at the paper's top.
      expect(printDeclarations(screen.getByRole('main'))).toMatchObject({ display: 'block', padding: '0' });
      expect(STATEMENT_PRINT_CSS).toMatch(/@page \{ size: A4 portrait;/);
    } finally {
      style.remove();
    }
  });

  it("closes an open week after 'Close this week?', says 'Week closed' and reads the weeks and the statement again", async () => {
    let weeks = WEEKS;
    const api = statementsServer({
      'GET statements/weeks': () => ok(weeks),
      'GET shops/:id/statements/:weekStart': (request: StubRequest) => ok(statementOf(2, weeks.find((week) => week.weekStart === request.params.weekStart) ?? CURRENT)),
      'POST statements/weeks/:weekStart/close': () => {
        const closed: StatementWeek = { ...CURRENT, status: 'closed', closedAt: '2026-11-28T07:10:00.000Z' };
        weeks = [closed, LAST, EARLIER];
        return ok(closed);
      },
    });
    const { user } = renderStatements('/statements?shop=2&week=2026-11-28');
    await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Open' });
    await user.click(screen.getByRole('button', { name: 'Close week' }));
    const dialog = await openDialog('Close this week?');
    expect(dialog.dialog).toHaveTextContent(
      "A closed week never changes: anything after it lands on the next week's statement. If the week is not over, its statement ends now.",
    );
    expect(api.callsTo('POST statements/weeks/:weekStart/close')).toEqual([]);
    await user.click(dialog.button('Close week'));
    expect(await screen.findByText('Week closed')).toBeInTheDocument();
    expect(api.callsTo('POST statements/weeks/:weekStart/close').map((call) => call.path)).toEqual(['statements/weeks/2026-11-28/close']);
    await waitFor(() => expect(api.callsTo('GET statements/weeks')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Closed' })).toBeInTheDocument();
    expect(api.callsTo('GET shops/:id/statements/:weekStart')).toHaveLength(2);
    // A closed week cannot be closed again.
    expect(screen.queryByRole('button', { name: 'Close week' })).not.toBeInTheDocument();
  });

  it("says the API's refusal when the week before is still open", async () => {
    statementsServer({ 'POST statements/weeks/:weekStart/close': fail(409, 'Close the week before it first', { code: 'EARLIER_WEEK_OPEN' }) });
    const { user } = renderStatements('/statements?shop=2&week=2026-11-28');
    await user.click(await screen.findByRole('button', { name: 'Close week' }));
    await user.click((await openDialog('Close this week?')).button('Close week'));
    expect(await screen.findByText('Close the week before it first')).toBeInTheDocument();
    expect(screen.queryByText('Week closed')).not.toBeInTheDocument();
  });

  it('offers Close week only to owners (money.manage), and only on an open week', async () => {
    statementsServer();
    const { unmount } = renderStatements('/statements?shop=2&week=2026-11-28', { ...testUser, permissions: ['money.read'] });
    await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Open' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close week' })).not.toBeInTheDocument();
    unmount();

    renderStatements('/statements?shop=2&week=2026-11-21');
    await screen.findByRole('heading', { name: 'Statement: Jabriya Fresh Closed' });
    expect(screen.queryByRole('button', { name: 'Close week' })).not.toBeInTheDocument();
  });

  it('offers Retry when the statement could not be loaded', async () => {
    let down = true;
    statementsServer({
      'GET shops/:id/statements/:weekStart': (request: StubRequest) => (down ? { status: 500, body: { success: false } } : ok(statementOf(Number(request.params.id), LAST))),
    });
    const { user } = renderStatements();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the statement');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await sheet()).toBeInTheDocument();
  });

  it('reads in Arabic, right to left: the shop’s Arabic name, the week’s days, amounts kept left to right', async () => {
    await act(() => setLanguage('ar'));
    statementsServer();
    renderStatements();
    expect(screen.getByRole('heading', { name: 'كشوف الحساب', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ما باعه كل متجر، وما تحتفظ به المنصة، وما يُدفع للمتجر، أسبوعاً بأسبوع (من السبت إلى الجمعة).')).toBeInTheDocument();
    const statement = await screen.findByRole('region', { name: /^كشف حساب: / });
    expect(within(statement).getByRole('heading', { name: 'كشف حساب: الجابرية فريش مغلق' })).toBeInTheDocument();
    expect(within(statement).getByText('السبت \u206721 نوفمبر\u2069 – الجمعة \u206727 نوفمبر 2026\u2069')).toBeInTheDocument();
    const net = within(statement).getByText('صافي المستحق', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(net).getByText('KWD 13.450')).toHaveAttribute('dir', 'ltr');
    for (const term of ['الطلبات', 'المبيعات', 'رسوم التوصيل', 'العروض (المتجر)', 'العروض (المنصة)', 'العمولة', 'مبالغ مستردة يتحملها المتجر', 'مبالغ مستردة تتحملها المنصة']) {
      expect(within(statement).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    const table = within(statement).getByRole('table', { name: 'طلبات هذا الكشف' });
    expect(within(table).getByText('تصحيح')).toBeInTheDocument();
    expect(within(table).getByText('كي نت')).toBeInTheDocument();
    expect(within(statement).getByRole('button', { name: 'تنزيل CSV' })).toBeInTheDocument();
    expect(within(statement).getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الأسبوع' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'المتجر' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the lines as cards on a phone, each naming its order and its figures', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      statementsServer();
      renderStatements();
      const statement = await sheet();
      const cards = within(within(statement).getByRole('list', { name: 'Orders of this statement' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[0]).getByRole('link', { name: 'Order #41' })).toHaveAttribute('href', '/order-items/41');
      expect(cards[0]).toHaveTextContent(/Promotions \(shop\)KWD 0\.000Promotions \(platform\)KWD 1\.000Commission/);
      expect(cards[2]).toHaveTextContent(
        'Order #30Delivered—CorrectionPaymentCardSalesKWD 0.000Delivery feeKWD 0.000Promotions (shop)KWD 0.000Promotions (platform)KWD 0.000CommissionKWD 0.000Refunds (shop)KWD 2.250Refunds (platform)KWD 0.500NetKWD -2.250',
      );
    } finally {
      window.matchMedia = original;
    }
  });
});
