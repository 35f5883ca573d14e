import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { defaultReconciliationRange } from './reconciliation-rules';
import { ReconciliationPage } from './ReconciliationPage';
import { reconciliationServer } from '../test-utils/reconciliation-server';

// decisions/reconciliation.md: /reconciliation's days, with the network stubbed.

const renderPage = (route = '/reconciliation?from=2026-11-21&to=2026-11-22') =>
  renderWithProviders(<ReconciliationPage />, { route, path: '/reconciliation', preloadedState: signedInState() });

const daysTable = () => screen.findByRole('table', { name: 'Expected and received by day and method' });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the reconciliation’s days (decisions/reconciliation.md)', () => {
  it('shows each day and method: expected, received, the difference with its status in words, the unmatched lines', async () => {
    const api = reconciliationServer();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('What the ledger expects against what the gateways settled and the drivers handed in, by Kuwait day and payment method.')).toBeInTheDocument();

    const table = await daysTable();
    expect(api.callsTo('GET reconciliation/days').map((call) => call.url.search)).toEqual(['?from=2026-11-21&to=2026-11-22']);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Day',
      'Method',
      'Expected',
      'Received',
      'Difference',
      'Status',
      'Unmatched lines',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['22 Nov 2026', 'KNET', 'KWD 125.500', 'KWD 120.250', 'KWD -5.250', 'Short', '2'],
      ['22 Nov 2026', 'Card', 'KWD 40.000', 'KWD 42.500', 'KWD 2.500', 'Over', '1'],
      ['22 Nov 2026', 'Cash', 'KWD 18.750', 'KWD 18.750', 'KWD 0.000', 'Balanced', '—'],
      ['21 Nov 2026', 'KNET', 'KWD 60.125', 'KWD 60.125', 'KWD 0.000', 'Balanced', '0'],
      ['21 Nov 2026', 'Card', 'KWD 0.000', 'KWD 0.000', 'KWD 0.000', 'Nothing', '0'],
      ['21 Nov 2026', 'Cash', 'KWD 7.500', 'KWD 0.000', 'KWD -7.500', 'Short', '—'],
    ]);
    // The difference takes its status's colour: short and over are not the same as balanced.
    const difference = (row: HTMLElement) => within(row).getAllByRole('cell')[4].querySelector('bdi') as HTMLElement;
    expect(difference(rows[0]).className).not.toBe(difference(rows[1]).className);
    expect(difference(rows[0]).className).toBe(difference(rows[5]).className);
    expect(difference(rows[2]).className).not.toBe(difference(rows[0]).className);
    // A count of unmatched lines is a link, named for what it shows.
    expect(within(rows[0]).getByRole('link', { name: 'Show the 2 unmatched KNET lines of 22 Nov 2026' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Show the 1 unmatched Card line of 22 Nov 2026' })).toBeInTheDocument();
    expect(within(rows[3]).queryByRole('link')).not.toBeInTheDocument();
    expect(api.unhandled).toEqual([]);
  });

  it('asks for the last 14 Kuwait days when the address names none', async () => {
    const api = reconciliationServer();
    renderPage('/reconciliation');
    await daysTable();
    const { from, to } = defaultReconciliationRange(new Date());
    expect(api.callsTo('GET reconciliation/days')[0].url.search).toBe(`?from=${from}&to=${to}`);
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
  });

  it('narrows the lines below to a day’s unmatched ones of its method when its count is followed, and moves there', async () => {
    const api = reconciliationServer();
    const { user, router } = renderPage('/reconciliation?from=2026-11-21&to=2026-11-22&status=resolved');
    const table = await daysTable();
    await user.click(within(table).getByRole('link', { name: 'Show the 2 unmatched KNET lines of 22 Nov 2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-21&to=2026-11-22&method=KNET&date=2026-11-22'));
    expect(router.state.location.hash).toBe('#settlement-lines');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Settlement lines', level: 2 })).toHaveFocus());
    await waitFor(() => expect(api.callsTo('GET reconciliation/lines').at(-1)?.url.search).toBe('?status=unmatched&method=KNET&date=2026-11-22'));
    const lines = await screen.findByRole('table', { name: 'Settlement lines' });
    expect(within(lines).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['DK-9999', '#1041', 'RF-77']);
    expect(screen.getByRole('tab', { name: 'Unmatched' })).toHaveAttribute('aria-selected', 'true');
    // The days stay as they were.
    expect(api.callsTo('GET reconciliation/days')).toHaveLength(1);
  });

  it('says so when nothing was expected or received on the days, nothing waits and nothing was imported', async () => {
    reconciliationServer({}, { days: [], lines: [], imports: [] });
    renderPage();
    expect(await screen.findByText('Nothing was expected or received on these days.')).toBeInTheDocument();
    expect(screen.getByText('Choose other days, or import a settlement file.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Expected and received by day and method' })).not.toBeInTheDocument();
    expect(await screen.findByText('No line is waiting to be resolved.')).toBeInTheDocument();
    expect(await screen.findByText('No settlement file has been imported yet.')).toBeInTheDocument();
  });

  it('shows the API’s refusal of the range under the date it names', async () => {
    reconciliationServer({ 'GET reconciliation/days': fail(400, 'Validation failed', { errors: { to: 'Choose at most 62 days' } }) });
    renderPage('/reconciliation?from=2026-01-01&to=2026-11-22');
    expect(await screen.findByText('Choose at most 62 days')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a failed load with Retry, and reads the days again', async () => {
    let answers = 0;
    reconciliationServer({
      'GET reconciliation/days': () => {
        answers += 1;
        return answers === 1 ? fail(503, 'The database is busy, try again') : ok([]);
      },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy, try again');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing was expected or received on these days.')).toBeInTheDocument();
  });

  it('shows the days as cards on a 390 px phone, in Arabic too', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      reconciliationServer();
      renderPage();
      const cards = within(await screen.findByRole('list', { name: 'Expected and received by day and method' })).getAllByRole('listitem');
      expect(cards).toHaveLength(6);
      expect(cards[0]).toHaveTextContent('22 Nov 2026KNETExpectedKWD 125.500ReceivedKWD 120.250DifferenceKWD -5.250StatusShortUnmatched lines2');
      await act(() => setLanguage('ar'));
      const arabic = within(screen.getByRole('list', { name: 'المتوقع والمستلم حسب اليوم وطريقة الدفع' })).getAllByRole('listitem');
      expect(arabic[0]).toHaveTextContent('ناقص');
      expect(arabic[1]).toHaveTextContent('زائد');
      expect(arabic[2]).toHaveTextContent('متوازن');
      expect(screen.getByRole('heading', { name: 'التسوية', level: 1 })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
