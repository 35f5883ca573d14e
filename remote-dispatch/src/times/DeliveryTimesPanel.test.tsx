import { baseApi, orderEventTags, setLanguage } from '@dukkan/shared';
import { fail, ok, renderWithProviders, signedInState, stubFetch } from '@dukkan/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import '../i18n';
import type { DeliveryTimes } from '../common/dispatch-types';
import { DeliveryTimesPanel } from './DeliveryTimesPanel';

// decisions/dispatch.md: the dashboard's "Delivery times" panel, with the network stubbed.

const times: DeliveryTimes = {
  from: '2026-05-01',
  to: '2026-05-07',
  overall: { deliveries: 12, assignMinutes: 6.4, pickupMinutes: 11.6, deliverMinutes: 24 },
  byShop: [{ key: { id: 2, name: 'Jabriya Fresh', name_ar: 'الجابرية فريش' }, deliveries: 12, assignMinutes: 6.4, pickupMinutes: 11.6, deliverMinutes: 24 }],
  byArea: [{ key: { id: 11, name: 'Salmiya', name_ar: 'السالمية' }, deliveries: 12, assignMinutes: 0.5, pickupMinutes: 11.6, deliverMinutes: null }],
  byDriver: [],
};

const renderPanel = () => renderWithProviders(<DeliveryTimesPanel />, { route: '/', path: '/', preloadedState: signedInState() });

afterEach(async () => {
  await setLanguage('en');
});

describe('the delivery times panel (decisions/dispatch.md)', () => {
  it('shows the median minutes overall and a table per shop, area and driver, and asks again when an order moves', async () => {
    const api = stubFetch({ 'GET dispatch/times': ok(times) });
    const { store } = renderPanel();
    expect(await screen.findByText('12 deliveries')).toBeInTheDocument();
    expect(screen.getByText('From 01 May 2026 to 07 May 2026')).toBeInTheDocument();
    expect(screen.getByText('To assign', { selector: 'dt' }).parentElement).toHaveTextContent('6 min');
    expect(screen.getByText('To pick up', { selector: 'dt' }).parentElement).toHaveTextContent('12 min');
    expect(screen.getByText('To deliver', { selector: 'dt' }).parentElement).toHaveTextContent('24 min');

    const shops = screen.getByRole('table', { name: 'By shop' });
    expect(within(shops).getByRole('row', { name: 'Jabriya Fresh 12 6 min 12 min 24 min' })).toBeInTheDocument();
    const areas = screen.getByRole('table', { name: 'By area' });
    expect(within(areas).getByRole('row', { name: 'Salmiya 12 under a minute 12 min no deliveries yet' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'By driver' })).getByText('No deliveries in this period')).toBeInTheDocument();

    act(() => {
      store.dispatch(baseApi.util.invalidateTags(orderEventTags([{ id: 9, orderId: 41, from: 'INTRANSIT', to: 'DELIVERED', at: new Date().toISOString() }])));
    });
    await waitFor(() => expect(api.callsTo('GET dispatch/times')).toHaveLength(2));
  });

  it('says what failed', async () => {
    stubFetch({ 'GET dispatch/times': fail(500, 'Something went wrong') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('speaks Arabic, names in Arabic', async () => {
    await setLanguage('ar');
    stubFetch({ 'GET dispatch/times': ok(times) });
    renderPanel();
    expect(await screen.findByText('12 توصيلة')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'حسب المتجر' })).getByText('الجابرية فريش')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
