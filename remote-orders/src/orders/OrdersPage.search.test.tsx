import { setLanguage } from '@dukkan/shared';
import { ok, type StubRequest } from '@dukkan/shared/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { makeOrder } from '../test-utils/test-orders';
import { slow, fakeApi, renderOrders, rowOf } from '../test-utils/test-orders-page';

describe('decisions/search.md: search, filters and sort in the address', () => {
  it('searches as typing pauses, sends the search with the tab and its counts, and keeps it in the address', async () => {
    const api = fakeApi({ NEW: [makeOrder({ id: 48213 })] });
    const { user, router } = renderOrders('/orders?status=NEW');
    await rowOf(48213);
    await user.type(screen.getByRole('searchbox'), '9988');
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('q') === '9988')).toBe(true), slow);
    const searched = api.callsTo('GET orders').filter((call) => call.query.get('q') === '9988');
    // Debounced: one request for the four keys, not one per key.
    expect(searched).toHaveLength(1);
    expect(searched[0].query.get('status')).toBe('NEW');
    expect(api.callsTo('GET orders/stats').some((call) => call.query.get('q') === '9988')).toBe(true);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('9988');
  });

  it('opens with the filters of a shared link, applies a payment filter and a sort at once, and clears them in one click', async () => {
    const api = fakeApi({ NEW: [makeOrder({ id: 7 })] });
    const { user, router } = renderOrders('/orders?status=NEW&q=Noura&from=2026-11-01');
    await rowOf(7);
    expect(screen.getByRole('searchbox')).toHaveValue('Noura');
    expect(api.callsTo('GET orders')[0].query.get('from')).toBe('2026-11-01');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Mode' }), 'KNET');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'amount-desc');
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('payment') === 'KNET' && call.query.get('sort') === 'amount-desc')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const search = new URLSearchParams(router.state.location.search);
    expect([...search.keys()]).toEqual(['status']);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('narrows to one shop, searched among hundreds by typing part of its name, in the address and the counts', async () => {
    const shops = [{ id: 12, name: 'Jahra Dates House', name_ar: 'بيت تمور الجهراء' }];
    const api = fakeApi(
      { NEW: [makeOrder({ id: 7 })] },
      {
        'GET shop': (request: StubRequest) => ok({ items: request.query.get('q') === 'Jahra' ? shops : [], total: 1, page: 1, pages: 1, limit: 20, nextCursor: null }),
        'GET shop/:id': ok(shops[0]),
      },
    );
    const { user, router } = renderOrders('/orders?status=NEW');
    await rowOf(7);
    await user.type(screen.getByRole('combobox', { name: 'Shop' }), 'Jahra');
    await user.click(await screen.findByRole('option', { name: 'Jahra Dates House' }, slow));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('shopId')).toBe('12'));
    await waitFor(() => expect(api.callsTo('GET orders').some((call) => call.query.get('shopId') === '12' && call.query.get('status') === 'NEW')).toBe(true));
    expect(api.callsTo('GET orders/stats').some((call) => call.query.get('shopId') === '12')).toBe(true);
  });

  it('says when nothing matches, with a way to clear the filter', async () => {
    fakeApi({ NEW: [] });
    const { user, router } = renderOrders('/orders?status=NEW&q=nobody');
    expect(await screen.findByText('No orders match these filters', undefined, slow)).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();
    expect(await screen.findByText('No orders in this tab', undefined, slow)).toBeInTheDocument();
  });

  it('labels the filters in Arabic', async () => {
    fakeApi({ NEW: [] });
    renderOrders('/orders?status=NEW');
    act(() => {
      setLanguage('ar');
    });
    expect(await screen.findByPlaceholderText('رقم الطلب أو الهاتف أو اسم العميل')).toBeInTheDocument();
    expect(document.querySelector('search')).toHaveAttribute('aria-label', 'البحث عن الطلبات');
    expect(screen.getByRole('combobox', { name: 'طريقة الدفع' })).toBeInTheDocument();
  });
});
