import { fail, ok, stubFetch, type StubHandlers, type StubReply, type StubRequest } from '@dukkan/shared/test-utils';
import type { Area, Block, Governorate } from '@dukkan/shared';

/** A small Kuwait tree for tests: two governorates, three areas, three blocks. */
export function sampleTree() {
  return {
    governorates: [
      { id: 1, name: 'Hawalli', name_ar: 'حولي' },
      { id: 2, name: 'Capital', name_ar: 'العاصمة' },
    ] as Governorate[],
    areas: [
      { id: 10, governorateId: 1, name: 'Salmiya', name_ar: 'السالمية' },
      { id: 11, governorateId: 1, name: 'Jabriya', name_ar: '' },
      { id: 20, governorateId: 2, name: 'Sharq', name_ar: 'شرق' },
    ] as Area[],
    blocks: [
      { id: 100, areaId: 10, name: 'Block 1', name_ar: 'قطعة 1' },
      { id: 101, areaId: 10, name: 'Block 2', name_ar: 'قطعة 2' },
      { id: 110, areaId: 11, name: 'Block 5', name_ar: 'قطعة 5' },
    ] as Block[],
  };
}

const list = <T,>(items: T[]) => ok({ items, total: items.length, page: 1, pages: 1 });
type Tree = ReturnType<typeof sampleTree>;
type Body = { name: string; name_ar?: string };

/**
 * stubFetch over an in-memory tree that behaves like the API's location routes (spec §7): adds,
 * renames and deletes change what the next read answers. `overrides` replace single routes
 * (a failure, a slow answer).
 */
export function stubLocationsApi(overrides: StubHandlers = {}, tree: Tree = sampleTree()) {
  let nextId = 1000;
  const num = (request: StubRequest, key: string) => Number(request.params[key]);
  const body = (request: StubRequest) => request.body as Body;
  const rename = <T extends { name: string; name_ar: string }>(row: T | undefined, request: StubRequest, what: string): StubReply => {
    if (!row) return fail(404, `${what} not found`);
    Object.assign(row, { name: body(request).name, name_ar: body(request).name_ar ?? '' });
    return ok(row);
  };

  const api = stubFetch({
    'GET location/governorates': () => list(tree.governorates),
    'GET location/governorates/:id/areas': (request) => list(tree.areas.filter((a) => a.governorateId === num(request, 'id'))),
    'GET location/areas/:id/blocks': (request) => list(tree.blocks.filter((b) => b.areaId === num(request, 'id'))),
    'POST location/governorates': (request) => {
      const row = { id: nextId++, name: body(request).name, name_ar: body(request).name_ar ?? '' };
      tree.governorates.push(row);
      return ok(row, 201);
    },
    'POST location/governorates/:id/areas': (request) => {
      const row = { id: nextId++, governorateId: num(request, 'id'), name: body(request).name, name_ar: body(request).name_ar ?? '' };
      tree.areas.push(row);
      return ok(row, 201);
    },
    'POST location/areas/:id/blocks': (request) => {
      const row = { id: nextId++, areaId: num(request, 'id'), name: body(request).name, name_ar: body(request).name_ar ?? '' };
      tree.blocks.push(row);
      return ok(row, 201);
    },
    'PUT location/governorates/:id': (request) =>
      rename(tree.governorates.find((g) => g.id === num(request, 'id')), request, 'Governorate'),
    'PUT location/governorates/:governorateId/areas/:id': (request) =>
      rename(tree.areas.find((a) => a.id === num(request, 'id') && a.governorateId === num(request, 'governorateId')), request, 'Area'),
    'PUT location/areas/:areaId/blocks/:id': (request) =>
      rename(tree.blocks.find((b) => b.id === num(request, 'id') && b.areaId === num(request, 'areaId')), request, 'Block'),
    'DELETE location/governorates/:id': (request) => {
      const id = num(request, 'id');
      if (tree.areas.some((a) => a.governorateId === id)) return fail(409, 'This governorate still has areas', { code: 'IN_USE' });
      tree.governorates = tree.governorates.filter((g) => g.id !== id);
      return ok({ id });
    },
    'DELETE location/governorates/:governorateId/areas/:id': (request) => {
      const id = num(request, 'id');
      if (tree.blocks.some((b) => b.areaId === id)) return fail(409, 'This area still has blocks', { code: 'IN_USE' });
      tree.areas = tree.areas.filter((a) => a.id !== id);
      return ok({ id });
    },
    'DELETE location/areas/:areaId/blocks/:id': (request) => {
      const id = num(request, 'id');
      tree.blocks = tree.blocks.filter((b) => b.id !== id);
      return ok({ id });
    },
    // decisions/search.md: the finder's search over the whole tree, by a fragment of either name.
    'GET location/search': (request) => {
      const q = (request.query.get('q') ?? '').toLowerCase();
      const has = (row: { name: string; name_ar: string }) => `${row.name} ${row.name_ar}`.toLowerCase().includes(q);
      const governorate = (id: number) => tree.governorates.find((g) => g.id === id) as Governorate;
      const area = (id: number) => tree.areas.find((a) => a.id === id) as Area;
      const path = (g: Governorate, a: Area | null) => ({
        governorateId: g.id, governorateName: g.name, governorateNameAr: g.name_ar,
        areaId: a?.id ?? null, areaName: a?.name ?? null, areaNameAr: a?.name_ar ?? null,
      });
      return ok([
        ...tree.governorates.filter(has).map((g) => ({ kind: 'governorate', id: g.id, name: g.name, name_ar: g.name_ar, ...path(g, null) })),
        ...tree.areas.filter(has).map((a) => ({ kind: 'area', id: a.id, name: a.name, name_ar: a.name_ar, ...path(governorate(a.governorateId), null) })),
        ...tree.blocks.filter(has).map((b) => {
          const a = area(b.areaId);
          return { kind: 'block', id: b.id, name: b.name, name_ar: b.name_ar, ...path(governorate(a.governorateId), a) };
        }),
      ]);
    },
    'GET dashboard/stats': () => ok({ totalLocations: tree.governorates.length + tree.areas.length + tree.blocks.length }),
    ...overrides,
  });
  return { api, tree };
}
