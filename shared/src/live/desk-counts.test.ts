import { overdueNewOrders } from './desk-counts';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const thresholds = { warningMinutes: 5, overdueMinutes: 15 };
/** `n` NEW orders placed `minutes` ago and a second apart each, ids from `first`. */
const orders = (first: number, n: number, minutes: number) =>
  Array.from({ length: n }, (_, i) => ({ id: first + i, at: new Date(NOW - minutes * 60_000 - i * 1000).toISOString() }));

describe('overdueNewOrders: the NEW orders past the red age, as dashboard/stats counts them', () => {
  it('counts 466 of 467 exactly, though the stream names only 100 of each end', () => {
    const old = orders(1, 466, 20);
    const young = orders(1000, 1, 1);
    const seen = { total: 467, waiting: old.slice(-100).reverse(), recent: [...young, ...old.slice(0, 99)], fresh: [] };
    expect(overdueNewOrders(seen, NOW, thresholds)).toMatchObject({ count: 466, capped: false });
  });

  it('counts 150 past the red age behind 100 placed in the last minutes from the orders placed first', () => {
    const old = orders(1, 150, 20);
    const young = orders(1000, 120, 2);
    const seen = { total: 270, waiting: old.slice(-100).reverse(), recent: young.slice(0, 100), fresh: [] };
    // The first 100 are all past it and so are the last 100 not: the count is known only to be more than 100.
    expect(overdueNewOrders(seen, NOW, thresholds)).toMatchObject({ count: 100, capped: true });
    // 60 past it: the orders placed first hold them all.
    const waiting = [...old.slice(-60).reverse(), ...young.slice(-40).reverse()];
    expect(overdueNewOrders({ total: 180, waiting, recent: young.slice(0, 100), fresh: [] }, NOW, thresholds)).toMatchObject({ count: 60, capped: false });
  });

  it('counts the orders it knows before the stream sent the NEW count, and none when all are young', () => {
    expect(overdueNewOrders({ total: null, waiting: orders(1, 3, 16), recent: [], fresh: [] }, NOW, thresholds)).toMatchObject({ count: 3, ids: [1, 2, 3] });
    expect(overdueNewOrders({ total: 2, waiting: orders(1, 2, 3), recent: orders(1, 2, 3), fresh: [] }, NOW, thresholds)).toMatchObject({ count: 0, ids: [] });
  });
});
