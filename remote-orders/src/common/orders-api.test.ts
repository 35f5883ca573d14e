import { ordersTabQuery, toOrderStats } from './orders-api';

const zero = { NEW: 0, ACCEPTED: 0, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0, SCHEDULED: 0 };

describe('toOrderStats (spec §7 orders/stats: an object or an array of status and count)', () => {
  it('reads our API: an object keyed by status inside { success, data }', () => {
    expect(toOrderStats({ success: true, data: { NEW: 3, ACCEPTED: 2, INTRANSIT: 1, DELIVERED: 9, CANCELLED: 0, REJECTED: 4, SCHEDULED: 5 } })).toEqual({
      NEW: 3,
      ACCEPTED: 2,
      INTRANSIT: 1,
      DELIVERED: 9,
      CANCELLED: 0,
      REJECTED: 4,
      // decisions/delivery-slots.md: the scheduled orders, which NEW leaves out
      SCHEDULED: 5,
    });
  });

  it('counts no scheduled orders from a server that does not say', () => {
    expect(toOrderStats({ NEW: 3 })).toEqual({ ...zero, NEW: 3 });
  });

  it('keeps the statuses whose count the API capped under a search', () => {
    expect(toOrderStats({ success: true, data: { ...zero, NEW: 1000, SCHEDULED: 100, capped: ['NEW', 'SCHEDULED', 'archived'] } })).toEqual({
      ...zero,
      NEW: 1000,
      SCHEDULED: 100,
      capped: ['NEW', 'SCHEDULED'],
    });
  });

  it('reads an array of { status, count }, bare or enveloped, with counts as strings', () => {
    const rows = [
      { status: 'NEW', count: '5' },
      { status: 'DELIVERED', count: 7 },
    ];
    expect(toOrderStats(rows)).toEqual({ ...zero, NEW: 5, DELIVERED: 7 });
    expect(toOrderStats({ data: rows })).toEqual({ ...zero, NEW: 5, DELIVERED: 7 });
  });

  it("tolerates lower case and 'in_transit' spellings, and ignores unknown statuses and junk", () => {
    expect(toOrderStats({ new: 1, in_transit: 2, archived: 9, ACCEPTED: 'x' })).toEqual({ ...zero, NEW: 1, INTRANSIT: 2 });
    expect(toOrderStats(null)).toEqual(zero);
  });
});

describe("ordersTabQuery: how GET orders asks for a tab's orders", () => {
  it('asks a status, the scheduled orders (decisions/delivery-slots.md), or every order', () => {
    expect(ordersTabQuery('ACCEPTED')).toEqual({ status: 'ACCEPTED' });
    expect(ordersTabQuery('SCHEDULED')).toEqual({ scheduled: 'true' });
    expect(ordersTabQuery('ALL')).toEqual({});
  });
});
