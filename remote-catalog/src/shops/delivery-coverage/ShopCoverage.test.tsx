import { setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch, type StubRequest } from '@dukkan/shared/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationHandlers, shopFixture } from '../../test-utils/shop-fixtures';
import { ShopFormPage } from '../ShopFormPage';
import type { Shop } from '../shops-api';
import type { CoverageBody, CoverageZone, ShopCoverage } from './coverage-api';

// decisions/delivery-coverage.md on the shop page: the zones in a table, edited in place, added from the location
// tree (one area, one block or a whole governorate) and saved as a whole.

const slow = { timeout: 5000 };
const sharq = { id: 11, governorateId: 1, name: 'Sharq', name_ar: 'شرق' };
const salmiya = { id: 21, governorateId: 2, name: 'Salmiya', name_ar: 'السالمية' };
const jabriya = { id: 22, governorateId: 2, name: 'Jabriya', name_ar: 'الجابرية' };
const block10 = { id: 211, name: 'Block 10', name_ar: 'قطعة 10' };
const CAP_WARNING = 'Above the delivery fee cap of KWD 0.500';

const zone = (id: number, place: Pick<CoverageZone, 'area' | 'block'>, deliveryFee: number, minBasket = 5, etaMinutes = 45): CoverageZone => ({
  id,
  ...place,
  deliveryFee,
  minBasket,
  etaMinutes,
});
const coverageOf = (zones: CoverageZone[], deliveryFeeCap = 0.5): ShopCoverage => ({
  zones,
  deliveryFeeCap,
  aboveCap: zones.some((candidate) => candidate.deliveryFee > deliveryFeeCap),
});
const SAVED = [zone(1, { area: sharq, block: null }, 0.25), zone(2, { area: salmiya, block: block10 }, 0.5, 3, 30)];

/** The shop page of shop 3, its coverage answered by `coverage` and saved the way the API does (the zones answered back). */
function renderCoverage({
  coverage = coverageOf(SAVED),
  shop = shopFixture(3),
  get,
  put,
}: { coverage?: ShopCoverage; shop?: Shop; get?: () => unknown; put?: (request: StubRequest) => unknown } = {}) {
  const areasByPlace = new Map([...[sharq, salmiya, jabriya].map((area) => [area.id, area] as const)]);
  let current = coverage;
  const api = stubFetch({
    ...locationHandlers,
    'GET location/governorates/:id/areas': (request: StubRequest) => ok(request.params.id === '2' ? [salmiya, jabriya] : [sharq]),
    'GET shop/:id': () => ok(shop),
    'GET availability/overrides': () => ok([]),
    'GET shop/:id/coverage': get ?? (() => ok(current)),
    'PUT shop/:id/coverage':
      put ??
      ((request: StubRequest) => {
        const { zones } = request.body as CoverageBody;
        current = coverageOf(
          zones.map((sent, index) => {
            const area = sent.areaId ? areasByPlace.get(sent.areaId) : salmiya;
            return zone(index + 1, { area: area ?? sharq, block: sent.blockId ? block10 : null }, sent.deliveryFee, sent.minBasket, sent.etaMinutes);
          }),
          current.deliveryFeeCap,
        );
        return ok(current);
      }),
  } as never);
  const view = renderWithProviders(<ShopFormPage mode="edit" />, { route: '/shops/edit/3', path: '/shops/edit/:id', preloadedState: signedInState() });
  const region = () => screen.findByRole('region', { name: 'Delivery coverage' }, slow);
  return { api, region, ...view };
}

const rowsOf = (region: HTMLElement) => within(within(region).getByRole('table')).getAllByRole('row').slice(1);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('a shop’s delivery coverage (decisions/delivery-coverage.md)', () => {
  it('shows each zone’s place, fee, minimum basket and ETA, in English and in Arabic', async () => {
    const { region } = renderCoverage();
    const section = await region();
    const table = await within(section).findByRole('table', { name: 'Delivery zones' }, slow);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Area or block', 'Delivery fee (KWD)', 'Minimum basket (KWD)', 'ETA (minutes)', 'Actions']);
    const [first, second] = rowsOf(section);
    expect(first).toHaveTextContent('Sharq');
    expect(within(first).getByLabelText('Delivery fee for Sharq')).toHaveValue('0.250');
    expect(within(first).getByLabelText('Minimum basket for Sharq')).toHaveValue('5.000');
    expect(within(first).getByLabelText('ETA in minutes for Sharq')).toHaveValue('45');
    expect(second).toHaveTextContent('Salmiya, Block 10');
    expect(within(second).getByLabelText('Delivery fee for Salmiya, Block 10')).toHaveValue('0.500');
    expect(section).not.toHaveTextContent(CAP_WARNING);

    await act(() => setLanguage('ar'));
    const arabic = await screen.findByRole('region', { name: 'نطاق التوصيل' });
    expect(within(arabic).getByRole('table', { name: 'مناطق التوصيل' })).toBeInTheDocument();
    expect(rowsOf(arabic).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['شرق', 'السالمية، قطعة 10']);
    expect(within(arabic).getByLabelText('رسوم التوصيل إلى شرق')).toHaveValue('0.250');
  });

  it('says when the shop has no zones: it uses the platform defaults', async () => {
    const { region } = renderCoverage({ coverage: coverageOf([]) });
    expect(await within(await region()).findByText('None yet: the shop uses the platform defaults of each governorate.', undefined, slow)).toBeInTheDocument();
  });

  it('adds every area of a governorate on one fee, minimum and ETA, and saves the whole set', async () => {
    const { api, region, user } = renderCoverage();
    const section = await region();
    await within(section).findByRole('table', undefined, slow);
    const add = within(section).getByRole('group', { name: 'Add areas' });
    await within(add).findByRole('option', { name: 'Hawalli' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Governorate' }), 'Hawalli');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Area' }), await within(add).findByRole('option', { name: 'All of Hawalli' }));
    expect(within(add).getByRole('combobox', { name: 'Block' })).toBeDisabled();
    await user.type(within(add).getByLabelText('Delivery fee (KWD)'), '0.300');
    await user.type(within(add).getByLabelText('Minimum basket (KWD)'), '4');
    await user.type(within(add).getByLabelText('ETA (minutes)'), '40');
    await user.click(within(add).getByRole('button', { name: 'Add to coverage' }));

    expect(rowsOf(section).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Sharq', 'Salmiya, Block 10', 'Salmiya', 'Jabriya']);
    expect(within(section).getByRole('status')).toHaveTextContent('2 zones added or updated. Save to keep them.');
    await user.click(within(section).getByRole('button', { name: 'Save coverage' }));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/coverage')).toHaveLength(1));
    expect(api.callsTo('PUT shop/:id/coverage')[0].body).toEqual({
      zones: [
        { areaId: 11, deliveryFee: 0.25, minBasket: 5, etaMinutes: 45 },
        { blockId: 211, deliveryFee: 0.5, minBasket: 3, etaMinutes: 30 },
        { areaId: 21, deliveryFee: 0.3, minBasket: 4, etaMinutes: 40 },
        { areaId: 22, deliveryFee: 0.3, minBasket: 4, etaMinutes: 40 },
      ],
    });
    expect(await screen.findByText('Delivery coverage saved')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save coverage' })).toBeDisabled();
  });

  it('adds a single block, and refuses terms that are not filled in', async () => {
    const { region, user } = renderCoverage({ coverage: coverageOf([]) });
    const section = await region();
    const add = await within(section).findByRole('group', { name: 'Add areas' }, slow);
    await within(add).findByRole('option', { name: 'Hawalli' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Governorate' }), 'Hawalli');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Area' }), await within(add).findByRole('option', { name: 'Salmiya' }));
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Block' }), await within(add).findByRole('option', { name: 'Block 10' }));
    await user.click(within(add).getByRole('button', { name: 'Add to coverage' }));
    expect(within(add).getByText('Delivery fee is required')).toBeInTheDocument();
    expect(within(add).getByText('ETA is required')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();

    await user.type(within(add).getByLabelText('Delivery fee (KWD)'), '0.200');
    await user.type(within(add).getByLabelText('Minimum basket (KWD)'), '0');
    await user.type(within(add).getByLabelText('ETA (minutes)'), '30');
    await user.click(within(add).getByRole('button', { name: 'Add to coverage' }));
    expect(rowsOf(section).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Salmiya, Block 10']);
  });

  it('checks a row as it is typed (more than 3 decimals, negative) and saves nothing until it is right', async () => {
    const { api, region, user } = renderCoverage();
    const section = await region();
    const fee = await within(section).findByLabelText('Delivery fee for Sharq', undefined, slow);
    type(fee, '0.2505');
    expect(await within(section).findByText('At most 3 decimals (fils)')).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    type(fee, '-0.250');
    expect(await within(section).findByText('Cannot be negative')).toBeInTheDocument();
    type(within(section).getByLabelText('ETA in minutes for Sharq'), '');
    // An empty field is only unfinished: its message waits for Save.
    expect(within(section).queryByText('ETA is required')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save coverage' }));
    expect(within(section).getByText('ETA is required')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Please fix the errors in the zones before saving');
    expect(api.callsTo('PUT shop/:id/coverage')).toHaveLength(0);

    type(fee, '0.200');
    type(within(section).getByLabelText('ETA in minutes for Sharq'), '50');
    expect(within(section).queryByText('Cannot be negative')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save coverage' }));
    await waitFor(() => expect(api.callsTo('PUT shop/:id/coverage')).toHaveLength(1));
    expect((api.callsTo('PUT shop/:id/coverage')[0].body as CoverageBody).zones[0]).toEqual({ areaId: 11, deliveryFee: 0.2, minBasket: 5, etaMinutes: 50 });
  });

  it('shows the server’s field message at the row it names, and drops it once that field is edited', async () => {
    const { region, user } = renderCoverage({
      put: () => fail(400, 'Validation failed', { errors: { 'zones.1.etaMinutes': 'The ETA must be at most 600 minutes', 'zones.2': 'Jabriya is not an area' } }),
    });
    const section = await region();
    type(await within(section).findByLabelText('ETA in minutes for Salmiya, Block 10', undefined, slow), '60');
    await user.click(within(section).getByRole('button', { name: 'Save coverage' }));
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    const [first, second] = rowsOf(section);
    expect(within(second).getByText('The ETA must be at most 600 minutes')).toBeInTheDocument();
    expect(within(second).getByLabelText('ETA in minutes for Salmiya, Block 10')).toHaveAttribute('aria-invalid', 'true');
    expect(first).not.toHaveTextContent('The ETA must be at most 600 minutes');
    type(within(second).getByLabelText('ETA in minutes for Salmiya, Block 10'), '61');
    expect(within(second).queryByText('The ETA must be at most 600 minutes')).not.toBeInTheDocument();
  });

  it('warns above the table and on the row when a fee is above the cap, as it is typed', async () => {
    const { region } = renderCoverage({ coverage: coverageOf([zone(1, { area: sharq, block: null }, 0.75), zone(2, { area: salmiya, block: null }, 0.25)]) });
    const section = await region();
    await within(section).findByRole('table', undefined, slow);
    const [first, second] = rowsOf(section);
    expect(within(section).getByText(/The marked zones charge more than the team’s fee cap/)).toBeInTheDocument();
    expect(first).toHaveTextContent(CAP_WARNING);
    expect(second).not.toHaveTextContent(CAP_WARNING);

    type(within(first).getByLabelText('Delivery fee for Sharq'), '0.500');
    expect(section).not.toHaveTextContent(CAP_WARNING);
    type(within(second).getByLabelText('Delivery fee for Salmiya'), '0.501');
    expect(second).toHaveTextContent(CAP_WARNING);
    expect(within(section).getByText(/The marked zones charge more/)).toBeInTheDocument();
  });

  it('never warns for a free-delivery shop, and says its customers pay no fee', async () => {
    const { region } = renderCoverage({ shop: shopFixture(3, { freeDelivery: true }), coverage: coverageOf([zone(1, { area: sharq, block: null }, 0.75)]) });
    const section = await region();
    await within(section).findByRole('table', undefined, slow);
    expect(section).toHaveTextContent('This shop has free delivery');
    expect(section).not.toHaveTextContent(CAP_WARNING);
  });

  it('says a load failed, with Retry; a zone removed waits for Save', async () => {
    let calls = 0;
    const { region, user } = renderCoverage({ get: () => (++calls === 1 ? fail(500, '') : ok(coverageOf(SAVED))) });
    const section = await region();
    expect(await within(section).findByText('Failed to load the delivery coverage', undefined, slow)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await user.click(await within(section).findByRole('button', { name: 'Remove Salmiya, Block 10' }, slow));
    expect(rowsOf(section)).toHaveLength(1);
    expect(within(section).getByRole('status')).toHaveTextContent('Changes not saved yet');
  });
});
