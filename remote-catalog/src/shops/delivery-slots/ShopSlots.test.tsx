import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationHandlers, shopFixture } from '../../test-utils/shop-fixtures';
import { ShopFormPage } from '../ShopFormPage';
import type { ShopSlots, ShopSlotsBody, SlotTemplate } from './slots-api';

// decisions/delivery-slots.md on the shop page: whether the shop offers slots and on what terms, and its regular and
// Ramadan weeks of slots, edited in place and saved as a whole.

const slow = { timeout: 5000 };
const template = (id: number, timetable: SlotTemplate['timetable'], weekday: number, startsAt: string, endsAt: string, capacity: number): SlotTemplate => ({
  id,
  timetable,
  weekday,
  startsAt,
  endsAt,
  capacity,
});
const SAVED: ShopSlots = {
  enabled: true,
  cutoffMinutes: 60,
  leadMinutes: 45,
  daysAhead: 3,
  templates: [
    template(1, 'regular', 0, '09:00', '11:00', 10),
    template(2, 'regular', 0, '11:00', '13:00', 10),
    template(3, 'regular', 1, '16:00', '18:00', 5),
    template(4, 'ramadan', 0, '20:00', '22:00', 8),
  ],
};

/** The shop page of shop 3, its slots answered by `slots` and saved the way the API does (the set answered back, sorted). */
function renderSlots({ slots = SAVED, get, put }: { slots?: ShopSlots; get?: () => unknown; put?: (request: StubRequest) => unknown } = {}) {
  let current = slots;
  const api = stubFetch({
    ...locationHandlers,
    'GET shop/:id': () => ok(shopFixture(3)),
    'GET availability/overrides': () => ok([]),
    'GET shop/:id/coverage': () => ok({ zones: [], deliveryFeeCap: 0.5, aboveCap: false }),
    'GET shop/:id/slots': get ?? (() => ok(current)),
    'PUT shop/:id/slots':
      put ??
      ((request: StubRequest) => {
        const { templates, ...settings } = request.body as ShopSlotsBody;
        const order = (row: ShopSlotsBody['templates'][number]) => `${row.timetable === 'regular' ? 0 : 1}${row.weekday}${row.startsAt}`;
        current = { ...settings, templates: [...templates].sort((a, b) => order(a).localeCompare(order(b))).map((row, index) => ({ id: 100 + index, ...row })) };
        return ok(current);
      }),
  } as never);
  const view = renderWithProviders(<ShopFormPage mode="edit" />, { route: '/shops/edit/3', path: '/shops/edit/:id', preloadedState: signedInState() });
  const region = async () => {
    const section = await screen.findByRole('region', { name: 'Delivery slots' }, slow);
    await within(section).findByRole('tablist', undefined, slow);
    return section;
  };
  return { api, region, ...view };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** One day's part of the open tab, by its heading. */
const dayIn = (section: HTMLElement, day: string) => within(section).getByRole('heading', { name: day }).closest('li') as HTMLElement;
const timesOf = (day: HTMLElement) =>
  within(day)
    .queryAllByRole('row')
    .slice(1)
    // A time input has no role: its cell's inputs, in order (starts, ends, capacity).
    .map((row) => [...row.querySelectorAll('input')].map((input) => input.value));
const sentBody = (api: ReturnType<typeof stubFetch>) => api.callsTo('PUT shop/:id/slots').at(-1)?.body as ShopSlotsBody;
const saveButton = (section: HTMLElement) => within(section).getByRole('button', { name: 'Save slots' });

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('a shop’s delivery slots (decisions/delivery-slots.md)', () => {
  it('loads the settings and the regular week, Sunday first, each slot’s start, end and capacity; in Arabic too', async () => {
    const { region } = renderSlots();
    const section = await region();
    expect(within(section).getByRole('switch', { name: 'Offer delivery slots' })).toBeChecked();
    expect(within(section).getByLabelText('Cutoff (minutes before a slot)')).toHaveValue('60');
    expect(within(section).getByLabelText('Preparation lead (minutes)')).toHaveValue('45');
    expect(within(section).getByLabelText('Days shown to customers')).toHaveValue('3');
    expect(within(section).getByRole('tab', { name: 'Regular' })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const sunday = dayIn(section, 'Sunday');
    expect(within(sunday).getByRole('table', { name: 'Slots on Sunday' })).toBeInTheDocument();
    expect(within(sunday).getByLabelText('Sunday slot 1 starts')).toHaveValue('09:00');
    expect(within(sunday).getByLabelText('Sunday slot 2 ends')).toHaveValue('13:00');
    expect(within(sunday).getByLabelText('Sunday slot 2 capacity')).toHaveValue('10');
    expect(within(dayIn(section, 'Monday')).getByLabelText('Monday slot 1 starts')).toHaveValue('16:00');
    expect(dayIn(section, 'Tuesday')).toHaveTextContent('No slots on this day');

    await act(() => setLanguage('ar'));
    const arabic = await screen.findByRole('region', { name: 'مواعيد التوصيل' });
    expect(within(arabic).getByRole('tab', { name: 'عادي' })).toBeInTheDocument();
    expect(within(arabic).getByRole('table', { name: 'مواعيد يوم الأحد' })).toBeInTheDocument();
    expect(within(arabic).getByLabelText('بداية الموعد 1 يوم الأحد')).toHaveValue('09:00');
    expect(within(arabic).getByLabelText('بداية الموعد 1 يوم الأحد')).toHaveAttribute('dir', 'ltr');
  });

  it('starts a shop never saved from the defaults: slots off, no slots on any day', async () => {
    const { region } = renderSlots({ slots: { enabled: false, cutoffMinutes: 60, leadMinutes: 60, daysAhead: 3, templates: [] } });
    const section = await region();
    expect(within(section).getByRole('switch', { name: 'Offer delivery slots' })).not.toBeChecked();
    expect(within(section).getAllByText('No slots on this day')).toHaveLength(7);
    expect(within(section).getByRole('button', { name: 'Copy the slots of Sunday to all days' })).toBeDisabled();
  });

  it('edits the settings, adds a slot after the day’s last, removes one, and saves the whole set', async () => {
    const { api, region, user } = renderSlots();
    const section = await region();
    expect(saveButton(section)).toBeDisabled();
    type(within(section).getByLabelText('Cutoff (minutes before a slot)'), '30');
    type(within(section).getByLabelText('Days shown to customers'), '7');
    await user.click(within(section).getByRole('switch', { name: 'Offer delivery slots' }));
    // Sunday's next slot follows its last: as long, as many orders.
    await user.click(within(section).getByRole('button', { name: 'Add a slot on Sunday' }));
    expect(timesOf(dayIn(section, 'Sunday'))).toEqual([
      ['09:00', '11:00', '10'],
      ['11:00', '13:00', '10'],
      ['13:00', '15:00', '10'],
    ]);
    type(within(section).getByLabelText('Sunday slot 3 capacity'), '6');
    await user.click(within(section).getByRole('button', { name: 'Remove Monday slot 1' }));
    expect(dayIn(section, 'Monday')).toHaveTextContent('No slots on this day');
    expect(within(section).getByRole('status')).toHaveTextContent('Changes not saved yet');

    await user.click(saveButton(section));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(1));
    expect(sentBody(api)).toEqual({
      enabled: false,
      cutoffMinutes: 30,
      leadMinutes: 45,
      daysAhead: 7,
      templates: [
        { timetable: 'regular', weekday: 0, startsAt: '09:00', endsAt: '11:00', capacity: 10 },
        { timetable: 'regular', weekday: 0, startsAt: '11:00', endsAt: '13:00', capacity: 10 },
        { timetable: 'regular', weekday: 0, startsAt: '13:00', endsAt: '15:00', capacity: 6 },
        { timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 8 },
      ],
    });
    expect(await screen.findByText('Delivery slots saved')).toBeInTheDocument();
    expect(saveButton(section)).toBeDisabled();
    expect(within(section).getByRole('status')).toHaveTextContent('');
  });

  it('checks as it is typed with the API’s words, waits for Save on an empty field, and sends nothing until all is right', async () => {
    const { api, region, user } = renderSlots();
    const section = await region();
    const sunday = dayIn(section, 'Sunday');
    type(within(sunday).getByLabelText('Sunday slot 1 ends'), '08:30');
    expect(within(sunday).getByText('The slot must end after it starts')).toBeInTheDocument();
    expect(within(sunday).getByLabelText('Sunday slot 1 ends')).toHaveAttribute('aria-invalid', 'true');
    type(within(sunday).getByLabelText('Sunday slot 1 ends'), '11:30');
    expect(within(sunday).queryByText('The slot must end after it starts')).not.toBeInTheDocument();
    // 09:00–11:30 and 11:00–13:00: both are marked, either may be the one to move.
    expect(within(sunday).getAllByText('This slot overlaps another on the same day')).toHaveLength(2);
    type(within(sunday).getByLabelText('Sunday slot 2 capacity'), '501');
    expect(within(sunday).getByText('Enter a capacity from 1 to 500')).toBeInTheDocument();
    type(within(section).getByLabelText('Preparation lead (minutes)'), '1441');
    expect(within(section).getByText('Enter a whole number of minutes from 0 to 1440')).toBeInTheDocument();
    type(within(section).getByLabelText('Days shown to customers'), '15');
    expect(within(section).getByText('Enter a number of days from 1 to 14')).toBeInTheDocument();

    // A day's first slot starts empty: its messages wait for Save.
    await user.click(within(section).getByRole('button', { name: 'Add a slot on Tuesday' }));
    const tuesday = dayIn(section, 'Tuesday');
    expect(timesOf(tuesday)).toEqual([['', '', '']]);
    expect(within(tuesday).queryByText('Enter a time as HH:MM')).not.toBeInTheDocument();
    await user.click(saveButton(section));
    expect(within(tuesday).getAllByText('Enter a time as HH:MM')).toHaveLength(2);
    expect(within(tuesday).getByText('Enter a capacity from 1 to 500')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Please fix the errors in the slots before saving');
    expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(0);

    type(within(sunday).getByLabelText('Sunday slot 1 ends'), '11:00');
    type(within(sunday).getByLabelText('Sunday slot 2 capacity'), '12');
    type(within(section).getByLabelText('Preparation lead (minutes)'), '30');
    type(within(section).getByLabelText('Days shown to customers'), '14');
    await user.click(within(tuesday).getByRole('button', { name: 'Remove Tuesday slot 1' }));
    expect(within(section).queryByText('This slot overlaps another on the same day')).not.toBeInTheDocument();
    await user.click(saveButton(section));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(1));
    expect(sentBody(api)).toMatchObject({ leadMinutes: 30, daysAhead: 14 });
    expect(sentBody(api).templates[1]).toEqual({ timetable: 'regular', weekday: 0, startsAt: '11:00', endsAt: '13:00', capacity: 12 });
  });

  it('shows the server’s field messages at the row and the field they name, keeps every edit, and drops a message once its field is edited', async () => {
    const { region, user } = renderSlots({
      put: () =>
        fail(400, 'Validation failed', {
          errors: { 'templates.1.endsAt': 'The slot must end after it starts', 'templates.2.capacity': 'Enter a capacity from 1 to 500', cutoffMinutes: 'Enter a whole number of minutes from 0 to 1440' },
        }),
    });
    const section = await region();
    type(within(section).getByLabelText('Sunday slot 2 capacity'), '9');
    await user.click(saveButton(section));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    const sunday = dayIn(section, 'Sunday');
    const [first, second] = within(sunday).getAllByRole('row').slice(1);
    expect(within(second).getByText('The slot must end after it starts')).toBeInTheDocument();
    expect(within(second).getByLabelText('Sunday slot 2 ends')).toHaveAttribute('aria-invalid', 'true');
    expect(first).not.toHaveTextContent('The slot must end after it starts');
    // templates.2 is Monday's slot: the body lists Sunday's two first.
    expect(within(dayIn(section, 'Monday')).getByText('Enter a capacity from 1 to 500')).toBeInTheDocument();
    expect(within(section).getByText('Enter a whole number of minutes from 0 to 1440')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(within(second).getByLabelText('Sunday slot 2 capacity')).toHaveValue('9');
    expect(saveButton(section)).toBeEnabled();

    type(within(second).getByLabelText('Sunday slot 2 ends'), '13:30');
    expect(within(sunday).queryByText('The slot must end after it starts')).not.toBeInTheDocument();
    expect(within(dayIn(section, 'Monday')).getByText('Enter a capacity from 1 to 500')).toBeInTheDocument();
  });

  it('copies a day’s slots to every day of its timetable, and saves them all', async () => {
    const { api, region, user } = renderSlots();
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Copy the slots of Sunday to all days' }));
    expect(within(section).getByRole('status')).toHaveTextContent('The slots of Sunday copied to every day. Save to keep them.');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(timesOf(dayIn(section, day))).toEqual([
        ['09:00', '11:00', '10'],
        ['11:00', '13:00', '10'],
      ]);
    }
    // A copy is its own row: editing Monday leaves Sunday as it was.
    type(within(section).getByLabelText('Monday slot 1 capacity'), '4');
    expect(within(section).getByLabelText('Sunday slot 1 capacity')).toHaveValue('10');

    await user.click(saveButton(section));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(1));
    const { templates } = sentBody(api);
    expect(templates.filter((row) => row.timetable === 'regular')).toHaveLength(14);
    expect(templates.filter((row) => row.timetable === 'regular').map((row) => row.weekday)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    expect(templates[2]).toEqual({ timetable: 'regular', weekday: 1, startsAt: '09:00', endsAt: '11:00', capacity: 4 });
    // The Ramadan week is not touched by the regular one's copy.
    expect(templates.filter((row) => row.timetable === 'ramadan')).toEqual([{ timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 8 }]);
  });

  it('keeps a Ramadan week on its own tab, saved with the regular one; a server message there opens its tab', async () => {
    let refuse = true;
    const { api, region, user } = renderSlots({
      put: (request: StubRequest) => {
        if (refuse) return fail(400, 'Validation failed', { errors: { 'templates.4.startsAt': 'This slot overlaps another on the same day' } });
        const { templates, ...settings } = request.body as ShopSlotsBody;
        return ok({ ...settings, templates: templates.map((row, index) => ({ id: 200 + index, ...row })) });
      },
    });
    const section = await region();
    await user.click(within(section).getByRole('tab', { name: 'Ramadan' }));
    expect(within(section).getByRole('tab', { name: 'Ramadan' })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByRole('tabpanel')).toHaveTextContent('Used between the Ramadan dates set in Settings');
    expect(timesOf(dayIn(section, 'Sunday'))).toEqual([['20:00', '22:00', '8']]);
    expect(dayIn(section, 'Monday')).toHaveTextContent('No slots on this day');
    // A slot after 22:00 as long as the last would end at midnight: its times are left to type.
    await user.click(within(section).getByRole('button', { name: 'Add a slot on Sunday' }));
    expect(timesOf(dayIn(section, 'Sunday'))).toEqual([
      ['20:00', '22:00', '8'],
      ['', '', '8'],
    ]);
    type(within(section).getByLabelText('Sunday slot 2 starts'), '22:00');
    type(within(section).getByLabelText('Sunday slot 2 ends'), '23:30');

    // Back on the regular week, the refused Ramadan slot brings its tab back.
    await user.click(within(section).getByRole('tab', { name: 'Regular' }));
    await user.click(saveButton(section));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(within(section).getByRole('tab', { name: /Ramadan/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByRole('tab', { name: 'Ramadan (Has errors)' })).toBeInTheDocument();
    expect(within(dayIn(section, 'Sunday')).getAllByRole('row')[2]).toHaveTextContent('This slot overlaps another on the same day');

    refuse = false;
    type(within(section).getByLabelText('Sunday slot 2 starts'), '22:15');
    await user.click(saveButton(section));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(2));
    expect(sentBody(api).templates.slice(3)).toEqual([
      { timetable: 'ramadan', weekday: 0, startsAt: '20:00', endsAt: '22:00', capacity: 8 },
      { timetable: 'ramadan', weekday: 0, startsAt: '22:15', endsAt: '23:30', capacity: 8 },
    ]);
    expect(await screen.findByText('Delivery slots saved')).toBeInTheDocument();
    expect(within(section).getByRole('tab', { name: 'Ramadan' })).toBeInTheDocument();
  });

  it('opens the Ramadan tab when Save finds an unfinished slot there', async () => {
    const { api, region, user } = renderSlots();
    const section = await region();
    await user.click(within(section).getByRole('tab', { name: 'Ramadan' }));
    await user.click(within(section).getByRole('button', { name: 'Add a slot on Monday' }));
    await user.click(within(section).getByRole('tab', { name: 'Regular' }));
    await user.click(saveButton(section));
    expect(within(section).getByRole('tab', { name: 'Ramadan (Has errors)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dayIn(section, 'Monday')).getAllByText('Enter a time as HH:MM')).toHaveLength(2);
    expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(0);
  });

  it('discards the changes back to the slots as loaded', async () => {
    const { api, region, user } = renderSlots();
    const section = await region();
    type(within(section).getByLabelText('Sunday slot 1 starts'), '08:00');
    await user.click(within(section).getByRole('button', { name: 'Remove Monday slot 1' }));
    await user.click(within(section).getByRole('button', { name: 'Discard changes' }));
    expect(within(section).getByLabelText('Sunday slot 1 starts')).toHaveValue('09:00');
    expect(within(dayIn(section, 'Monday')).getByLabelText('Monday slot 1 starts')).toHaveValue('16:00');
    expect(within(section).getByRole('status')).toHaveTextContent('Changes discarded');
    expect(saveButton(section)).toBeDisabled();
    expect(api.callsTo('PUT shop/:id/slots')).toHaveLength(0);
  });

  it('fits a 390 px phone: each slot a card naming its start, end and capacity, edited and removed there', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      const { region, user } = renderSlots();
      const section = await region();
      const sunday = dayIn(section, 'Sunday');
      expect(within(sunday).queryByRole('table')).not.toBeInTheDocument();
      const cards = within(within(sunday).getByRole('list', { name: 'Slots on Sunday' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getAllByRole('term').map((label) => label.textContent)).toEqual(['Starts', 'Ends', 'Capacity (orders)']);
      type(within(cards[0]).getByLabelText('Sunday slot 1 ends'), '08:00');
      expect(within(cards[0]).getByText('The slot must end after it starts')).toBeInTheDocument();
      await user.click(within(cards[1]).getByRole('button', { name: 'Remove Sunday slot 2' }));
      expect(within(within(sunday).getByRole('list', { name: 'Slots on Sunday' })).getAllByRole('listitem')).toHaveLength(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('says a load failed, with Retry', async () => {
    let calls = 0;
    const { user } = renderSlots({ get: () => (++calls === 1 ? fail(500, '') : ok(SAVED)) });
    const section = await screen.findByRole('region', { name: 'Delivery slots' }, slow);
    expect(await within(section).findByText('Failed to load the delivery slots', undefined, slow)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByLabelText('Sunday slot 1 starts', undefined, slow)).toHaveValue('09:00');
  });
});
