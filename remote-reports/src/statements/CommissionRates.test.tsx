import { formatDay, kuwaitDay, setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubHandlers } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { CommissionRates } from './CommissionRates';
import type { CommissionRate, CommissionRates as Rates } from './statements-api';

// decisions/shop-statements.md: a shop's commission rates on the statements page, with the network stubbed. Dates are
// set from today (Kuwait), so the rates in effect, past and to come stay so whenever the test runs.

const DAY_MS = 86_400_000;
const day = (offset: number) => kuwaitDay(new Date(Date.now() + offset * DAY_MS));
const TODAY = day(0);

const rate = (id: number, effectiveFrom: string, percent: number, feePerOrder: number): CommissionRate => ({
  id,
  shopId: 2,
  percent,
  feePerOrder,
  effectiveFrom,
  createdBy: { id: 1, name: 'Owner One' },
  createdAt: '2026-01-01T08:00:00.000Z',
});

const FUTURE = rate(3, day(10), 12.5, 0.25);
const CURRENT = rate(2, day(-30), 10, 0);
const PAST = rate(1, day(-90), 8.75, 0.125);
const RATES: Rates = { rates: [FUTURE, CURRENT, PAST], currentId: CURRENT.id };

function ratesServer(answer: Rates = RATES, more: StubHandlers = {}) {
  return stubFetch({ 'GET shops/:id/commission-rates': () => ok(answer), ...more });
}

const renderRates = (user = testUser) => renderWithProviders(<CommissionRates shopId={2} />, { preloadedState: signedInState(user) });

const table = () => screen.findByRole('table', { name: 'Commission rates' });
const form = () => screen.getByRole('form', { name: 'Add rate' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: false });

/** Types the form's fields (a date input takes its value whole). */
async function fill(user: ReturnType<typeof renderRates>['user'], values: { percent?: string; fee?: string; from?: string }) {
  if (values.percent !== undefined) {
    await user.clear(field('Percent'));
    if (values.percent) await user.type(field('Percent'), values.percent);
  }
  if (values.fee !== undefined) {
    await user.clear(field('Fee per order (KWD)'));
    if (values.fee) await user.type(field('Fee per order (KWD)'), values.fee);
  }
  if (values.from !== undefined) fireEvent.change(field('From'), { target: { value: values.from } });
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('a shop’s commission rates (decisions/shop-statements.md)', () => {
  it('lists the rates newest first: the one in effect and the one to come marked, Delete only on the one to come', async () => {
    const api = ratesServer();
    renderRates();
    expect(screen.getByRole('heading', { name: 'Commission', level: 2 })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(api.callsTo('GET shops/:id/commission-rates').map((call) => call.path)).toEqual(['shops/2/commission-rates']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [formatDay(FUTURE.effectiveFrom, 'en'), '12.5%', 'KWD 0.250', 'Upcoming', 'Delete'],
      [formatDay(CURRENT.effectiveFrom, 'en'), '10%', 'KWD 0.000', 'In effect', ''],
      [formatDay(PAST.effectiveFrom, 'en'), '8.75%', 'KWD 0.125', '', ''],
    ]);
    expect(within(rows[0]).getByRole('button', { name: /^Delete the rate from / })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
  });

  it('says a shop without a rate pays no commission', async () => {
    ratesServer({ rates: [], currentId: null });
    renderRates();
    expect(await screen.findByText('No commission rate yet: this shop pays no commission.')).toBeInTheDocument();
  });

  it("adds a rate: 'Save rate' sends it as numbers, says 'Rate saved', reads the rates again and empties the form", async () => {
    let rates = RATES;
    const api = stubFetch({
      'GET shops/:id/commission-rates': () => ok(rates),
      'POST shops/:id/commission-rates': () => {
        const added = rate(4, day(20), 15, 1.5);
        rates = { ...rates, rates: [added, ...rates.rates] };
        return ok(added, 201);
      },
    });
    const { user } = renderRates();
    await table();
    // A new rate starts today unless told, with no fee.
    expect(field('From')).toHaveValue(TODAY);
    expect(field('Fee per order (KWD)')).toHaveValue('0');
    await fill(user, { percent: '15', fee: '1.5', from: day(20) });
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
    const [sent] = api.callsTo('POST shops/:id/commission-rates');
    expect(sent.path).toBe('shops/2/commission-rates');
    expect(sent.body).toEqual({ percent: 15, feePerOrder: 1.5, effectiveFrom: day(20) });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Commission rates' })).getAllByRole('row')).toHaveLength(5));
    expect(field('Percent')).toHaveValue('');
  });

  it('checks the API’s rules before sending, with its messages under the fields', async () => {
    const api = ratesServer();
    const { user } = renderRates();
    await table();
    await fill(user, { percent: '100.5', fee: '0.1234', from: day(-1) });
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await within(form()).findByText('Enter a percentage from 0 to 100, with at most 2 decimals')).toBeInTheDocument();
    expect(within(form()).getByText('Enter a fee from 0 to 100 KWD, with at most 3 decimals')).toBeInTheDocument();
    expect(within(form()).getByText('A new rate starts today or later')).toBeInTheDocument();
    expect(field('Percent')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST shops/:id/commission-rates')).toEqual([]);
  });

  it('shows the server’s field messages under their fields, and its 409 as a toast', async () => {
    let answer = fail(400, 'Validation failed', { errors: { percent: 'Enter a percentage from 0 to 100, with at most 2 decimals', effectiveFrom: 'A new rate starts today or later' } });
    ratesServer(RATES, { 'POST shops/:id/commission-rates': () => answer });
    const { user } = renderRates();
    await table();
    await fill(user, { percent: '12' });
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await within(form()).findByText('Enter a percentage from 0 to 100, with at most 2 decimals')).toBeInTheDocument();
    expect(within(form()).getByText('A new rate starts today or later')).toBeInTheDocument();

    answer = fail(409, 'The shop has a commission rate from this date already', { code: 'COMMISSION_DATE_TAKEN' });
    await fill(user, { percent: '13', from: day(10) });
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('The shop has a commission rate from this date already')).toBeInTheDocument();
    expect(screen.queryByText('Rate saved')).not.toBeInTheDocument();
  });

  it("deletes a rate to come after 'Delete this rate?', says 'Rate deleted' and reads the rates again", async () => {
    let rates = RATES;
    const api = stubFetch({
      'GET shops/:id/commission-rates': () => ok(rates),
      'DELETE shops/:id/commission-rates/:rateId': () => {
        rates = { ...rates, rates: rates.rates.filter((each) => each.id !== FUTURE.id) };
        return ok({ id: FUTURE.id });
      },
    });
    const { user } = renderRates();
    await user.click(within(await table()).getByRole('button', { name: /^Delete the rate from / }));
    const dialog = await openDialog('Delete this rate?');
    expect(dialog.dialog).toHaveTextContent(/12\.5% and KWD 0\.250 per order\) will never take effect\./);
    await user.click(dialog.button('Delete'));
    expect(await screen.findByText('Rate deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE shops/:id/commission-rates/:rateId').map((call) => call.path)).toEqual(['shops/2/commission-rates/3']);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Commission rates' })).getAllByRole('row')).toHaveLength(3));
  });

  it('says the API’s refusal of a rate already in effect', async () => {
    ratesServer(RATES, { 'DELETE shops/:id/commission-rates/:rateId': fail(409, 'A rate in effect cannot be deleted: add a new one instead', { code: 'COMMISSION_IN_EFFECT' }) });
    const { user } = renderRates();
    await user.click(within(await table()).getByRole('button', { name: /^Delete the rate from / }));
    await user.click((await openDialog('Delete this rate?')).button('Delete'));
    expect(await screen.findByText('A rate in effect cannot be deleted: add a new one instead')).toBeInTheDocument();
  });

  it('shows the rates without Delete or the form to whoever may only read them (money.read)', async () => {
    ratesServer();
    renderRates({ ...testUser, role: 'shop_staff', permissions: ['money.read'], shopIds: [2] });
    await table();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rate' })).not.toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    await act(() => setLanguage('ar'));
    ratesServer();
    renderRates();
    expect(screen.getByRole('heading', { name: 'العمولة', level: 2 })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'نسب العمولة' })).getAllByRole('row');
    expect(within(rows[2]).getByText('سارية')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: /^حذف النسبة/ })).toBeInTheDocument();
    expect(within(rows[1]).getByText('12.5٪')).toHaveAttribute('dir', 'ltr');
    const adding = screen.getByRole('form', { name: 'إضافة نسبة' });
    expect(within(adding).getByLabelText('النسبة المئوية', { exact: false })).toBeInTheDocument();
    expect(within(adding).getByLabelText('رسوم لكل طلب (د.ك)', { exact: false })).toBeInTheDocument();
    expect(within(adding).getByLabelText('من تاريخ', { exact: false })).toBeInTheDocument();
    expect(within(adding).getByRole('button', { name: 'حفظ النسبة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the rates as cards on a phone', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      ratesServer();
      renderRates();
      const cards = within(await screen.findByRole('list', { name: 'Commission rates' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(cards[1]).toHaveTextContent(/Percent10%Fee per order \(KWD\)KWD 0\.000StatusIn effect$/);
      expect(within(cards[0]).getByRole('button', { name: /^Delete the rate from / })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
