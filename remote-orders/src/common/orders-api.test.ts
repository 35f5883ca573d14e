import { toOrderStats } from './orders-api';

const zero = { NEW: 0, ACCEPTED: 0, INTRANSIT: 0, DELIVERED: 0, CANCELLED: 0, REJECTED: 0 };

describe('toOrderStats (spec §7 orders/stats: an object or an array of status and count)', () => {
  it('reads our API: an object keyed by status inside { success, data }', () => {
    expect(toOrderStats({ success: true, data: { NEW: 3, ACCEPTED: 2, INTRANSIT: 1, DELIVERED: 9, CANCELLED: 0, REJECTED: 4 } })).toEqual({
      NEW: 3,
      ACCEPTED: 2,
      INTRANSIT: 1,
      DELIVERED: 9,
      CANCELLED: 0,
      REJECTED: 4,
    });
  });

  it('keeps the statuses whose count the API capped under a search', () => {
    expect(toOrderStats({ success: true, data: { ...zero, NEW: 1000, capped: ['NEW', 'archived'] } })).toEqual({ ...zero, NEW: 1000, capped: ['NEW'] });
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
