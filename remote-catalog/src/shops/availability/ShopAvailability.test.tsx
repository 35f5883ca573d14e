import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationHandlers, shopFixture } from '../../test-utils/shop-fixtures';
import { ShopFormPage } from '../ShopFormPage';
import { ShopsCalendarPage } from '../ShopsCalendarPage';
import type { Shop } from '../shops-api';
import { nextKuwaitTime } from './availability-text';

// decisions/availability.md on the shop page (availability, pause, busy, Advanced hours, special dates) and the
// platform calendar (/shops/calendar).

const slow = { timeout: 5000 };
const paused = (shop: Shop, until: string | null, reason?: string, reasonCode?: string): Shop => ({
  ...shop,
  pausedAt: '2026-11-26T09:00:00Z',
  availability: { state: 'paused', cause: 'pause', until, opensAt: null, reasonCode: reasonCode ?? null, reason: reason ?? null, reasonAr: null, busyMinutes: null },
});

function renderShopPage(extra: Record<string, (request: StubRequest) => unknown> = {}) {
  let shop = shopFixture(3);
  const api = stubFetch({
    ...locationHandlers,
    'GET shop/:id': () => ok(shop),
    'GET availability/overrides': () => ok([]),
    'POST shop/:id/pause': (request: StubRequest) => {
      const body = request.body as { minutes?: number; reason?: string; reasonCode?: string };
      shop = paused(shop, body.minutes ? new Date(Date.now() + body.minutes * 60_000).toISOString() : null, body.reason, body.reasonCode);
      return ok(shop);
    },
    'POST shop/:id/resume': () => {
      shop = shopFixture(3);
      return ok(shop);
    },
    // As the API answers it: the shop with the week saved.
    'PUT shop/:id/hours': (request: StubRequest) => {
      shop = { ...shop, hours: (request.body as { hours: Shop['hours'] }).hours };
      return ok(shop);
    },
    ...extra,
  } as never);
  const view = renderWithProviders(<ShopFormPage mode="edit" />, { route: '/shops/edit/3', path: '/shops/edit/:id', preloadedState: signedInState() });
  return { api, ...view };
}

/** Sunday becomes a split shift, 08:00–13:00 and 16:00–23:00. */
async function splitSunday(hours: HTMLElement, user: ReturnType<typeof renderWithProviders>['user']) {
  fireEvent.change(within(hours).getByLabelText('Sunday Closes'), { target: { value: '13:00' } });
  await user.click(within(hours).getByRole('button', { name: 'Add an interval on Sunday' }));
  fireEvent.change(within(hours).getAllByLabelText('Sunday Opens')[1], { target: { value: '16:00' } });
  fireEvent.change(within(hours).getAllByLabelText('Sunday Closes')[1], { target: { value: '23:00' } });
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the shop page’s availability (decisions/availability.md)', () => {
  it('pauses for 30 minutes with a reason, says so, and resumes', async () => {
    const { api, user } = renderShopPage();
    const panel = await screen.findByRole('region', { name: 'Availability' }, slow);
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Oven broken');
    await user.click(within(panel).getByRole('button', { name: '30 min' }));
    await waitFor(() => expect(api.callsTo('POST shop/:id/pause')).toHaveLength(1));
    expect(api.callsTo('POST shop/:id/pause')[0].body).toEqual({ minutes: 30, reason: 'Oven broken' });
    expect(await screen.findByText('Shop 3 is paused', undefined, slow)).toBeInTheDocument();
    expect(await within(panel).findByText(/^Paused until .*\d:\d\d [ap]m$/, undefined, slow)).toBeInTheDocument();
    expect(within(panel).getByText('Oven broken')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resume orders' }));
    await waitFor(() => expect(api.callsTo('POST shop/:id/resume')).toHaveLength(1));
  });

  // The issue changed what this pins: a shop without a week now starts from its open and close time
  // on every day (Add on a day that has hours starts a blank second interval).
  it('saves the advanced hours and shows the API’s overlap message under the day', async () => {
    const { api, user } = renderShopPage({
      'PUT shop/:id/hours': () => fail(400, 'Validation failed', { errors: { 'hours.1': '08:00–22:00 overlaps 08:00–22:00' } }),
    });
    const hours = await screen.findByRole('region', { name: 'Advanced hours' }, slow);
    await user.click(within(hours).getByRole('button', { name: 'Add an interval on Monday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    // A blank interval is named on its day, not dropped.
    expect(await within(hours).findByRole('alert')).toHaveTextContent('Enter both the opening and the closing time');
    expect(api.callsTo('PUT shop/:id/hours')).toHaveLength(0);
    const [opens, closes] = [within(hours).getAllByLabelText('Monday Opens')[1], within(hours).getAllByLabelText('Monday Closes')[1]];
    fireEvent.change(opens, { target: { value: '08:00' } });
    fireEvent.change(closes, { target: { value: '22:00' } });
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/hours')).toHaveLength(1));
    expect(await within(hours).findByRole('alert')).toHaveTextContent('08:00–22:00 overlaps 08:00–22:00');
  });

  it('changing Sunday leaves Monday to Saturday as they were (the open and close time), and saves them so', async () => {
    const { api, user } = renderShopPage();
    const hours = await screen.findByRole('region', { name: 'Advanced hours' }, slow);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(within(hours).getByLabelText(`${day} Opens`)).toHaveValue('08:00');
      expect(within(hours).getByLabelText(`${day} Closes`)).toHaveValue('22:00');
    }
    await splitSunday(hours, user);
    expect(within(hours).getByLabelText('Monday Closes')).toHaveValue('22:00');
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/hours')).toHaveLength(1));
    expect(api.callsTo('PUT shop/:id/hours')[0].body).toEqual({
      hours: [
        { weekday: 0, opens: '08:00', closes: '13:00' },
        { weekday: 0, opens: '16:00', closes: '23:00' },
        ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' })),
      ],
    });
  });

  it('copies a day to the weekdays (Sunday to Thursday, not the weekend) and to every day; the reopened form shows the saved week', async () => {
    const { api, user } = renderShopPage();
    const hours = await screen.findByRole('region', { name: 'Advanced hours' }, slow);
    fireEvent.change(within(hours).getByLabelText('Friday Opens'), { target: { value: '16:00' } });
    fireEvent.change(within(hours).getByLabelText('Friday Closes'), { target: { value: '02:00' } });
    await splitSunday(hours, user);
    await user.click(within(hours).getByRole('button', { name: 'Copy to weekdays (Sunday to Thursday) from Sunday' }));
    expect(within(hours).getByRole('status')).toHaveTextContent('Sunday’s hours copied to Sunday to Thursday. Save to keep them.');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) {
      expect(within(hours).getAllByLabelText(`${day} Opens`).map((input) => (input as HTMLInputElement).value)).toEqual(['08:00', '16:00']);
      expect(within(hours).getAllByLabelText(`${day} Closes`).map((input) => (input as HTMLInputElement).value)).toEqual(['13:00', '23:00']);
    }
    expect(within(hours).getAllByLabelText('Friday Opens').map((input) => (input as HTMLInputElement).value)).toEqual(['16:00']);
    expect(within(hours).getAllByLabelText('Saturday Opens').map((input) => (input as HTMLInputElement).value)).toEqual(['08:00']);
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/hours')).toHaveLength(1));
    const saved = (api.callsTo('PUT shop/:id/hours')[0].body as { hours: { weekday: number }[] }).hours;
    expect(saved.filter((interval) => interval.weekday <= 4)).toHaveLength(10);
    expect(saved.filter((interval) => interval.weekday === 5)).toEqual([{ weekday: 5, opens: '16:00', closes: '02:00' }]);
    expect(saved.filter((interval) => interval.weekday === 6)).toEqual([{ weekday: 6, opens: '08:00', closes: '22:00' }]);

    // The shop form says the week applies and shows it as saved, split shifts and past midnight.
    const form = await screen.findByRole('form', { name: 'Edit Shop' });
    await waitFor(() => expect(form).toHaveTextContent('Sun–Thu 08:00–13:00, 16:00–23:00'));
    expect(form).toHaveTextContent('Fri 16:00–02:00 (next day)');
    expect(form).toHaveTextContent('Sat 08:00–22:00');

    await user.click(within(hours).getByRole('button', { name: 'Same every day as Saturday' }));
    for (const day of ['Sunday', 'Monday', 'Friday']) {
      expect(within(hours).getAllByLabelText(`${day} Opens`).map((input) => (input as HTMLInputElement).value)).toEqual(['08:00']);
    }
  });

  it('shows a preset pause reason in the reader’s language, and sends its code', async () => {
    const { api, user } = renderShopPage();
    const panel = await screen.findByRole('region', { name: 'Availability' }, slow);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Common reason' }), 'Kitchen busy');
    expect(within(panel).getByRole('textbox', { name: 'Reason' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Until resumed' }));
    await waitFor(() => expect(api.callsTo('POST shop/:id/pause')).toHaveLength(1));
    expect(api.callsTo('POST shop/:id/pause')[0].body).toEqual({ reasonCode: 'busy_kitchen' });
    expect(await within(panel).findByText('Kitchen busy', { selector: 'bdi' }, slow)).toBeInTheDocument();
    await setLanguage('ar');
    expect(await within(screen.getByRole('region', { name: 'التوفر' })).findByText('المطبخ مشغول', { selector: 'bdi' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await setLanguage('ar');
    renderShopPage();
    const panel = await screen.findByRole('region', { name: 'التوفر' }, slow);
    expect(within(panel).getByRole('button', { name: 'حتى الاستئناف' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ساعات متقدمة' })).toBeInTheDocument();
  });
});

describe('the platform calendar (/shops/calendar, decisions/availability.md)', () => {
  it('adds special dates for every shop and deletes them after a confirmation', async () => {
    const overrides: object[] = [];
    const api = stubFetch({
      'GET availability/overrides': () => ok(overrides),
      'POST availability/overrides': (request: StubRequest) => {
        const created = { id: 7, ...(request.body as object) };
        overrides.push(created);
        return ok(created, 201);
      },
      'DELETE availability/overrides/:id': () => {
        overrides.pop();
        return ok({ id: 7 });
      },
    });
    const { user } = renderWithProviders(<ShopsCalendarPage />, { route: '/shops/calendar', preloadedState: signedInState() });
    expect(await screen.findByText('No special dates ahead', undefined, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add special dates' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(api.callsTo('POST availability/overrides')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^From/), '2027-02-20');
    await user.type(screen.getByLabelText(/^To/), '2027-03-20');
    await user.click(screen.getByRole('checkbox', { name: 'Closed all day' }));
    await user.type(screen.getByLabelText(/^Opens/), '19:00');
    await user.type(screen.getByLabelText(/^Closes/), '03:00');
    await user.type(screen.getAllByRole('textbox', { name: /^Reason/ })[0], 'Ramadan hours');
    await user.type(screen.getByLabelText(/Reason \(Arabic\)/), 'ساعات رمضان');
    await user.click(screen.getByRole('button', { name: 'Add special dates' }));
    await waitFor(() => expect(api.callsTo('POST availability/overrides')).toHaveLength(1));
    expect(api.callsTo('POST availability/overrides')[0].body).toEqual({
      shopId: null,
      startsOn: '2027-02-20',
      endsOn: '2027-03-20',
      closed: false,
      hours: [{ opens: '19:00', closes: '03:00' }],
      reason: 'Ramadan hours',
      reasonAr: 'ساعات رمضان',
    });
    const list = await screen.findByRole('list', { name: 'Special dates' }, slow);
    expect(list).toHaveTextContent('Ramadan hours');
    await user.click(within(list).getByRole('button', { name: 'Delete Ramadan hours' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(api.callsTo('DELETE availability/overrides/:id')).toHaveLength(1));
  });
});

describe('nextKuwaitTime', () => {
  it('is today’s time in Kuwait, or tomorrow’s once it has passed, whatever the browser’s zone', () => {
    const now = new Date('2026-11-26T12:00:00+03:00');
    expect(nextKuwaitTime('14:30', now)).toBe('2026-11-26T11:30:00.000Z');
    expect(nextKuwaitTime('09:00', now)).toBe('2026-11-27T06:00:00.000Z');
  });
});
