import { normalizeList, normalizePage } from './page';

const rows = [{ id: 1 }, { id: 2 }];

describe('normalizePage: every list shape of spec §3 becomes one Page', () => {
  it('reads our API envelope, cursor included', () => {
    const body = { success: true, data: { items: rows, total: 12, page: 1, pages: 6, limit: 2, nextCursor: 'abc' } };
    expect(normalizePage(body)).toEqual({ items: rows, total: 12, page: 1, pages: 6, limit: 2, nextCursor: 'abc' });
  });

  it('keeps our API\'s mark of a search counted only up to its cap', () => {
    const body = { success: true, data: { items: rows, total: 1000, totalCapped: true, page: 1, pages: 100, limit: 10, nextCursor: 'abc' } };
    expect(normalizePage(body)).toMatchObject({ total: 1000, totalCapped: true });
  });

  it('reads top-level items with meta beside them', () => {
    expect(normalizePage({ items: rows, total: 5, page: 2, pages: 3 }, { limit: 2 })).toMatchObject({
      items: rows,
      total: 5,
      page: 2,
      pages: 3,
      limit: 2,
      nextCursor: null,
    });
  });

  it('reads data as the array of rows', () => {
    expect(normalizePage({ success: true, data: rows, total: 2 })).toMatchObject({ items: rows, total: 2, pages: 1 });
  });

  it.each(['shops', 'categories', 'results', 'ordersWithItems'])('reads rows under %s', (key) => {
    expect(normalizePage({ [key]: rows, total: 7, page: 1 }, { limit: 2 })).toMatchObject({
      items: rows,
      total: 7,
      pages: 4,
    });
  });

  it('reads rows under data.data with meta one level up', () => {
    const body = { success: true, data: { data: rows, total: 4, page: 2, pages: 2 } };
    expect(normalizePage(body, { limit: 2 })).toMatchObject({ items: rows, total: 4, page: 2, pages: 2 });
  });

  it('reads rows under data.blocks', () => {
    expect(normalizePage({ data: { blocks: rows } })).toMatchObject({ items: rows, total: 2, page: 1, pages: 1 });
  });

  it('takes count for total and a meta object for paging', () => {
    const body = { data: rows, meta: { count: 9, page: 3, limit: 2 } };
    expect(normalizePage(body)).toMatchObject({ items: rows, total: 9, page: 3, pages: 5, limit: 2 });
  });

  it('reads a bare array, with the page it asked for', () => {
    expect(normalizePage(rows, { page: 2, limit: 2 })).toMatchObject({ items: rows, page: 2, total: 4, pages: 2 });
  });

  it('reads numbers sent as strings, and ignores nonsense meta', () => {
    expect(normalizePage({ items: rows, total: '40', page: '2', pages: -1 }, { limit: 10 })).toMatchObject({
      total: 40,
      page: 2,
      pages: 4,
    });
  });

  it('gives an empty page for an answer with no rows', () => {
    expect(normalizePage({ success: true, data: null })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 0,
      limit: 0,
      nextCursor: null,
    });
    expect(normalizePage(undefined).items).toEqual([]);
  });
});

describe('normalizeList', () => {
  it('returns the rows of any shape', () => {
    expect(normalizeList({ success: true, data: { items: rows } })).toEqual(rows);
    expect(normalizeList({ categories: rows })).toEqual(rows);
    expect(normalizeList(rows)).toEqual(rows);
    expect(normalizeList('nonsense')).toEqual([]);
  });
});
