import { setLanguage } from '@dukkan/shared';
import { fail, ok, openDialog, renderWithProviders, signedInState, stubFetch, testUser, type StubHandlers, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import { PromotionsPage } from './PromotionsPage';
import { promotion } from '../test-utils/promotion-fixtures';
import type { Promotion } from './promotions-api';

// decisions/promotions.md: /promotions, with the network stubbed. Three promotions, newest first: a running coupon
// with every condition and a budget, a paused automatic offer of one shop, and an ended free delivery.


const EID = promotion(7);
const WELCOME = promotion(6, {
  name: 'Welcome',
  nameAr: 'أهلاً',
  code: null,
  kind: 'fixed',
  percent: null,
  amount: 1,
  maxDiscount: null,
  minBasket: 0,
  firstOrderOnly: true,
  perCustomerLimit: null,
  maxRedemptions: null,
  budget: null,
  shop: { id: 2, name: 'Jabriya Fresh', nameAr: 'الجابرية فريش' },
  fundedBy: 'shop',
  endsAt: null,
  active: false,
  state: 'paused',
  redemptions: 3,
  spent: 3,
});
const WEEKEND = promotion(5, {
  name: 'Free delivery weekend',
  nameAr: 'توصيل مجاني نهاية الأسبوع',
  code: 'FREEDEL',
  kind: 'free_delivery',
  percent: null,
  maxDiscount: null,
  minBasket: 0,
  perCustomerLimit: null,
  maxRedemptions: null,
  budget: 20,
  spent: 20,
  startsAt: '2026-02-05T21:00:00.000Z',
  endsAt: '2026-02-07T20:59:00.000Z',
  state: 'ended',
  redemptions: 25,
});
const PROMOTIONS = [EID, WELCOME, WEEKEND];

const SHOPS = [{ id: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش' }];

/** GET promotions as the API answers it: one page of all, unless told. */
const page = (items: Promotion[], nextCursor: string | null = null, total = items.length) => ok({ items, nextCursor, total });

function promotionsServer(more: StubHandlers = {}, items: Promotion[] = PROMOTIONS) {
  return stubFetch({
    'GET promotions': () => page(items),
    'GET shop': ok({ items: SHOPS, total: SHOPS.length, page: 1, pages: 1, limit: 20 }),
    'GET shop/:id': (request: StubRequest) => ok(SHOPS.find((shop) => shop.id === Number(request.params.id))),
    ...more,
  });
}

const READER = { ...testUser, role: 'shop_staff' as const, permissions: ['money.read' as const], shopIds: [2] };

const renderPromotions = (route = '/promotions', user = testUser) => renderWithProviders(<PromotionsPage />, { route, path: '/promotions', preloadedState: signedInState(user) });

const ISOLATES = /[\u2066-\u2069]/g;
const table = () => screen.findByRole('table', { name: 'Promotions' });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(ISOLATES, ''));
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const rowOf = async (name: string) => (await bodyRows()).find((row) => within(row).queryByText(name)) as HTMLElement;

/** The New promotion dialog and its fields, by their labels. */
async function newPromotionDialog(user: ReturnType<typeof renderPromotions>['user']) {
  await user.click(screen.getByRole('button', { name: 'New promotion' }));
  const { dialog, button } = await openDialog('New promotion', 'dialog');
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: false, selector: 'input, select' });
  return { dialog, button, field };
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('the promotions (decisions/promotions.md)', () => {
  it('lists each promotion: name, code or Automatic, what it gives, conditions, when, funder, shop, state and use', async () => {
    const api = promotionsServer();
    renderPromotions();
    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Coupon codes and automatic offers: what each gives and to whom, when, who pays for it, and how much of it is used.')).toBeInTheDocument();
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['S.No', 'Name', 'Code', 'Gives', 'Conditions', 'When', 'Funded by', 'Shop', 'State', 'Used', 'Actions']);
    expect((await bodyRows()).map(cellsOf)).toEqual([
      [
        '1',
        'Eid 10',
        'EID10',
        '10 % off, up to KWD 2.000',
        'Basket of KWD 5.000 or moreOnce per customer',
        '10 Mar 2026, 9:00 am to 20 Mar 2026, 11:59 pm',
        'Platform',
        'All shops',
        'Running',
        'Redeemed 12 of 100Gave KWD 18.500 of KWD 50.000',
        'PauseEdit',
      ],
      ['2', 'Welcome', 'Automatic', 'KWD 1.000 off', 'First order only', 'From 10 Mar 2026, 9:00 am', 'Shop', 'Jabriya Fresh', 'Paused', 'Redeemed 3Gave KWD 3.000', 'ResumeEdit'],
      ['3', 'Free delivery weekend', 'FREEDEL', 'Free delivery', 'None', '06 Feb 2026, 12:00 am to 07 Feb 2026, 11:59 pm', 'Platform', 'All shops', 'Ended', 'Redeemed 25Gave KWD 20.000 of KWD 20.000', 'Edit'],
    ]);
    // A bar against the budget, only where there is one.
    const eid = await rowOf('Eid 10');
    const bar = within(eid).getByRole('progressbar', { name: 'Budget of Eid 10 used' });
    expect(bar).toHaveAttribute('aria-valuenow', '18.5');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(within(await rowOf('Welcome')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(eid).getByText('KWD 2.000')).toHaveAttribute('dir', 'ltr');
    expect(api.callsTo('GET promotions').map((call) => call.url.search)).toEqual(['']);
    expect(screen.getByText('No more promotions to load')).toBeInTheDocument();
    expect(api.unhandled).toEqual([]);
  });

  it('searches the server by name or code, narrows by state and shop (all in the address), and loads more by the cursor', async () => {
    const api = promotionsServer({
      'GET promotions': (request: StubRequest) => {
        if (request.query.get('cursor') === 'next') return page([WEEKEND], null, 3);
        if (request.query.get('q') || request.query.get('state') || request.query.get('shopId')) return page([WELCOME]);
        return page([EID, WELCOME], 'next', 3);
      },
    });
    const { user, router } = renderPromotions();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect(api.callsTo('GET promotions')[1].query.get('cursor')).toBe('next');

    await user.type(screen.getByRole('searchbox'), 'wel');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'paused');
    await user.type(await screen.findByRole('combobox', { name: 'Shop' }), 'Jab');
    await user.click(await screen.findByRole('option', { name: 'Jabriya Fresh' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('shopId')).toBe('2'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('q'), params.get('state')]).toEqual(['wel', 'paused']);
    await waitFor(() =>
      expect(api.callsTo('GET promotions').some((call) => call.query.get('q') === 'wel' && call.query.get('state') === 'paused' && call.query.get('shopId') === '2')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('creates a promotion: every term sent as the API reads it, then "Promotion created" and the list read again', async () => {
    let items = PROMOTIONS;
    const api = promotionsServer({
      'GET promotions': () => page(items),
      'POST promotions': (request: StubRequest) => {
        const created = promotion(8, { name: 'Ramadan', nameAr: 'رمضان', code: 'RAMADAN' });
        items = [created, ...items];
        return ok({ ...created, sent: request.body }, 201);
      },
    });
    const { user } = renderPromotions();
    await table();
    const { field, button, dialog } = await newPromotionDialog(user);
    await user.type(field('Name (English)'), 'Ramadan');
    await user.type(field('Name (Arabic)'), 'رمضان');
    await user.type(field('Code'), 'ramadan');
    await user.type(field('Percent off'), '15');
    await user.type(field('Up to (KWD)'), '3');
    await user.clear(field('Minimum basket (KWD)'));
    await user.type(field('Minimum basket (KWD)'), '7.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'First order only', hidden: true }));
    await user.type(field('Uses per customer'), '2');
    await user.type(field('Redemptions in all'), '500');
    await user.type(field('Budget (KWD)'), '250');
    await user.selectOptions(field('Funded by'), 'shop');
    await user.type(within(dialog).getByRole('combobox', { name: 'Shop', hidden: true }), 'Jab');
    await user.click(await screen.findByRole('option', { name: 'Jabriya Fresh' }));
    fireEvent.change(field('Starts (Kuwait time)'), { target: { value: '2026-04-01T00:00' } });
    fireEvent.change(field('Ends (Kuwait time)'), { target: { value: '2026-04-30T23:59' } });
    await user.click(button('Create promotion'));

    expect(await screen.findByText('Promotion created')).toBeInTheDocument();
    expect(api.callsTo('POST promotions').map((call) => call.body)).toEqual([
      {
        name: 'Ramadan',
        nameAr: 'رمضان',
        code: 'RAMADAN',
        kind: 'percent',
        percent: 15,
        maxDiscount: 3,
        minBasket: 7.5,
        firstOrderOnly: true,
        perCustomerLimit: 2,
        maxRedemptions: 500,
        budget: 250,
        shopId: 2,
        fundedBy: 'shop',
        startsAt: '2026-03-31T21:00:00.000Z',
        endsAt: '2026-04-30T20:59:00.000Z',
      },
    ]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(4));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows only the kind’s own terms: an amount for a fixed discount, none for free delivery', async () => {
    const api = promotionsServer({ 'POST promotions': () => ok(promotion(9), 201) });
    const { user } = renderPromotions();
    await table();
    const { field, button, dialog } = await newPromotionDialog(user);
    await user.selectOptions(field('Gives'), 'fixed');
    expect(within(dialog).queryByLabelText('Percent off', { exact: false })).not.toBeInTheDocument();
    await user.type(field('Amount off (KWD)'), '1.250');
    await user.selectOptions(field('Gives'), 'free_delivery');
    expect(within(dialog).queryByLabelText('Amount off (KWD)', { exact: false })).not.toBeInTheDocument();
    await user.type(field('Name (English)'), 'Free delivery');
    await user.type(field('Name (Arabic)'), 'توصيل مجاني');
    await user.click(button('Create promotion'));
    await screen.findByText('Promotion created');
    const [sent] = api.callsTo('POST promotions');
    expect(sent.body).toMatchObject({ kind: 'free_delivery', code: null, fundedBy: 'platform', shopId: null, minBasket: 0, endsAt: null });
    expect(sent.body).not.toHaveProperty('amount');
    expect(sent.body).not.toHaveProperty('percent');
  });

  it('checks the API’s rules before sending, in its words, under each field', async () => {
    const api = promotionsServer();
    const { user } = renderPromotions();
    await table();
    const { field, button, dialog } = await newPromotionDialog(user);
    await user.type(field('Code'), 'E 1');
    await user.type(field('Percent off'), '100.5');
    await user.type(field('Budget (KWD)'), '0');
    await user.selectOptions(field('Funded by'), 'shop');
    fireEvent.change(field('Ends (Kuwait time)'), { target: { value: '2020-01-01T00:00' } });
    await user.click(button('Create promotion'));
    expect(await within(dialog).findAllByText('Enter a name')).toHaveLength(2);
    expect(within(dialog).getByText('Use 3 to 20 letters, digits or dashes')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a percentage from 0.01 to 100, with at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount from 0.001 KWD, with at most 3 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('A promotion funded by a shop names that shop')).toBeInTheDocument();
    expect(within(dialog).getByText('The end comes after the start')).toBeInTheDocument();
    expect(field('Name (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST promotions')).toEqual([]);
  });

  it('shows the server’s refusal under the field it names, keeps everything typed, and saves once it is put right', async () => {
    let answer = fail(409, 'This code is in use by another promotion', { code: 'PROMOTION_CODE_TAKEN', errors: { code: 'This code is in use by another promotion' } });
    const api = promotionsServer({ 'POST promotions': () => answer });
    const { user } = renderPromotions();
    await table();
    const { field, button, dialog } = await newPromotionDialog(user);
    await user.type(field('Name (English)'), 'Eid 10');
    await user.type(field('Name (Arabic)'), 'عيد 10');
    await user.type(field('Code'), 'EID10');
    await user.type(field('Percent off'), '10');
    await user.click(button('Create promotion'));
    expect(await within(dialog).findByText('This code is in use by another promotion')).toBeInTheDocument();
    expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name (English)')).toHaveValue('Eid 10');
    expect(field('Name (Arabic)')).toHaveValue('عيد 10');
    expect(field('Percent off')).toHaveValue('10');
    expect(field('Code')).toHaveValue('EID10');
    expect(screen.queryByText('Promotion created')).not.toBeInTheDocument();

    answer = fail(400, 'Validation failed', { errors: { endsAt: 'The end comes after the start' } });
    await user.clear(field('Code'));
    await user.type(field('Code'), 'EID11');
    await user.click(button('Create promotion'));
    expect(await within(dialog).findByText('The end comes after the start')).toBeInTheDocument();
    expect(field('Code')).toHaveValue('EID11');

    answer = ok(promotion(8, { code: 'EID11' }), 201);
    await user.click(button('Create promotion'));
    expect(await screen.findByText('Promotion created')).toBeInTheDocument();
    expect(api.callsTo('POST promotions').map((call) => (call.body as { code: string }).code)).toEqual(['EID10', 'EID11', 'EID11']);
  });

  it('pauses a running promotion and resumes a paused one, each saying so, and reads the list again', async () => {
    let items = PROMOTIONS;
    const api = promotionsServer({
      'GET promotions': () => page(items),
      'PATCH promotions/:id': (request: StubRequest) => {
        const active = (request.body as { active: boolean }).active;
        items = items.map((each) => (each.id === Number(request.params.id) ? { ...each, active, state: active ? 'running' : 'paused' } : each));
        return ok(items.find((each) => each.id === Number(request.params.id)));
      },
    });
    const { user } = renderPromotions();
    await user.click(within(await rowOf('Eid 10')).getByRole('button', { name: 'Pause Eid 10' }));
    expect(await screen.findByText('Eid 10 paused')).toBeInTheDocument();
    await waitFor(async () => expect(cellsOf(await rowOf('Eid 10'))[8]).toBe('Paused'));
    expect(within(await rowOf('Eid 10')).getByRole('button', { name: 'Resume Eid 10' })).toBeInTheDocument();

    await user.click(within(await rowOf('Welcome')).getByRole('button', { name: 'Resume Welcome' }));
    expect(await screen.findByText('Welcome resumed')).toBeInTheDocument();
    expect(api.callsTo('PATCH promotions/:id').map((call) => [call.path, call.body])).toEqual([
      ['promotions/7', { active: false }],
      ['promotions/6', { active: true }],
    ]);
    expect(api.callsTo('GET promotions')).toHaveLength(3);
  });

  it('says why a pause was refused', async () => {
    promotionsServer({ 'PATCH promotions/:id': fail(404, 'Promotion not found') });
    const { user } = renderPromotions();
    await user.click(within(await rowOf('Eid 10')).getByRole('button', { name: 'Pause Eid 10' }));
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
  });

  it('edits the end, budget, most redemptions and names through PATCH, sending only what changed', async () => {
    const api = promotionsServer({ 'PATCH promotions/:id': (request: StubRequest) => ok({ ...EID, ...(request.body as object) }) });
    const { user } = renderPromotions();
    await user.click(within(await rowOf('Eid 10')).getByRole('button', { name: 'Edit Eid 10' }));
    const { dialog, button } = await openDialog('Edit Eid 10', 'dialog');
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false, selector: 'input' });
    expect(dialog).toHaveTextContent('What a customer pays by — what it gives, its code, shop, funder, minimum basket and start — stays as created.');
    expect(field('Budget (KWD)')).toHaveValue('50.000');
    expect(within(dialog).getByText('At least KWD 18.500, what it has given away. Empty: no budget')).toBeInTheDocument();

    await user.clear(field('Budget (KWD)'));
    await user.type(field('Budget (KWD)'), '10');
    await user.clear(field('Redemptions in all'));
    await user.type(field('Redemptions in all'), '5');
    await user.click(button('Save changes'));
    expect(await within(dialog).findByText('The budget cannot be less than what was spent')).toBeInTheDocument();
    expect(within(dialog).getByText('The maximum cannot be less than the redemptions made')).toBeInTheDocument();
    expect(api.callsTo('PATCH promotions/:id')).toEqual([]);

    await user.clear(field('Budget (KWD)'));
    await user.type(field('Budget (KWD)'), '75');
    await user.clear(field('Redemptions in all'));
    await user.type(field('Redemptions in all'), '100');
    fireEvent.change(field('Ends (Kuwait time)'), { target: { value: '' } });
    await user.click(button('Save changes'));
    expect(await screen.findByText('Eid 10 saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH promotions/:id').map((call) => [call.path, call.body])).toEqual([['promotions/7', { endsAt: null, budget: 75 }]]);
  });

  it('shows the promotions without New, Pause, Resume or Edit to whoever may only read them (money.read)', async () => {
    promotionsServer();
    renderPromotions('/promotions', READER);
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'New promotion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pause|Resume|Edit) / })).not.toBeInTheDocument();
  });

  it('says when there are none yet, and when the filters match none (with Clear filters)', async () => {
    promotionsServer({}, []);
    const { unmount } = renderPromotions();
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();
    expect(screen.getByText('Make the first with New promotion.')).toBeInTheDocument();
    unmount();

    renderPromotions('/promotions?state=exhausted');
    expect(await screen.findByText('No promotions match these filters')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('offers Retry when the list could not be loaded', async () => {
    let down = true;
    promotionsServer({ 'GET promotions': () => (down ? fail(500, 'Failed to load the promotions') : page(PROMOTIONS)) });
    const { user } = renderPromotions();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the promotions');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
  });

  it('reads in Arabic, right to left: Arabic names, amounts kept left to right', async () => {
    await act(() => setLanguage('ar'));
    promotionsServer();
    renderPromotions();
    expect(screen.getByRole('heading', { name: 'العروض', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض جديد' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'العروض' })).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0]).slice(1, 10)).toEqual([
      'عيد 10',
      'EID10',
      'خصم 10٪، بحد أقصى KWD 2.000',
      'سلة بقيمة KWD 5.000 أو أكثرمرة واحدة لكل عميل',
      'من 10 مارس 2026، 9:00 ص إلى 20 مارس 2026، 11:59 م',
      'المنصة',
      'كل المتاجر',
      'جارٍ',
      'مرات الاستخدام: 12 من 100قدّم KWD 18.500 من KWD 50.000',
    ]);
    expect(cellsOf(rows[1]).slice(1, 3)).toEqual(['أهلاً', 'تلقائي']);
    expect(within(rows[1]).getByText('الجابرية فريش')).toBeInTheDocument();
    expect(within(rows[0]).getByText('KWD 18.500')).toHaveAttribute('dir', 'ltr');
    expect(within(rows[0]).getByRole('button', { name: 'إيقاف عيد 10 مؤقتاً' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the promotions as cards on a phone, each headed by its name and state', async () => {
    const original = window.matchMedia;
    // A 390 px window: every max-width query of the kit matches.
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
    try {
      promotionsServer();
      renderPromotions();
      const list = await screen.findByRole('list', { name: 'Promotions' });
      // The cards, not the conditions' own lists inside them.
      const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
      expect(cards).toHaveLength(3);
      expect((cards[1].textContent ?? '').replace(ISOLATES, '')).toBe(
        'WelcomePausedCodeAutomaticGivesKWD 1.000 offConditionsFirst order onlyWhenFrom 10 Mar 2026, 9:00 amFunded byShopShopJabriya FreshUsedRedeemed 3Gave KWD 3.000ResumeEdit',
      );
      expect(within(cards[1]).getByRole('button', { name: 'Resume Welcome' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
