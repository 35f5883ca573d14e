import { eq, sql } from 'drizzle-orm';
import { areas, blocks, governorates } from '../../db/schema';
import { setUpTestApp } from '../../test/test-app';
import { makeLocation, makeShop } from '../../test/fixtures';
import { describeStaffGuard } from '../../test/staff-guard';

// Password hashing and database set-up are slow on a busy machine; the project-level testTimeout
// in jest.config.cjs does not reach tests run as a project.
jest.setTimeout(30_000);

const t = setUpTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = t.staffAuth) =>
  t.app.inject({ method, url, payload, headers });

// Writes carry a valid body, so only the token decides the answer.
const name = { name: 'X' };
describeStaffGuard(() => t, [
  ['GET', '/api/location/governorates'],
  ['POST', '/api/location/governorates', name],
  ['PUT', '/api/location/governorates/1', name],
  ['PATCH', '/api/location/governorates/1', name],
  ['DELETE', '/api/location/governorates/1'],
  ['GET', '/api/location/governorates/1/areas'],
  ['POST', '/api/location/governorates/1/areas', name],
  ['PUT', '/api/location/governorates/1/areas/1', name],
  ['PATCH', '/api/location/governorates/1/areas/1', name],
  ['DELETE', '/api/location/governorates/1/areas/1'],
  ['GET', '/api/location/areas/1/blocks'],
  ['POST', '/api/location/areas/1/blocks', name],
  ['PUT', '/api/location/areas/1/blocks/1', name],
  ['PATCH', '/api/location/areas/1/blocks/1', name],
  ['DELETE', '/api/location/areas/1/blocks/1'],
]);

describe('governorates', () => {
  it('lists every governorate by name, in the list shape', async () => {
    await call('POST', '/api/location/governorates', { name: 'Zeta Governorate', name_ar: 'زيتا' });
    await call('POST', '/api/location/governorates', { name: 'alpha Governorate', name_ar: 'ألفا' });
    const res = await call('GET', '/api/location/governorates');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const names = data.items.map((g: { name: string }) => g.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(data).toMatchObject({ total: data.items.length, page: 1, pages: 1, limit: data.items.length, nextCursor: null });
    expect(data.items.find((g: { name: string }) => g.name === 'Zeta Governorate')).toEqual({
      id: expect.any(Number),
      name: 'Zeta Governorate',
      name_ar: 'زيتا',
    });
  });

  it('creates one (201) from {name, name_ar}, trimmed; the Arabic name is optional', async () => {
    const res = await call('POST', '/api/location/governorates', { name: '  Hawalli  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { id: expect.any(Number), name: 'Hawalli', name_ar: '' } });
  });

  it("answers 400 'Name is required' for a missing or blank name", async () => {
    for (const body of [{}, { name: '   ', name_ar: 'حولي' }]) {
      const res = await call('POST', '/api/location/governorates', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Name is required', errors: { name: 'Name is required' } });
    }
    const long = await call('POST', '/api/location/governorates', { name: 'x'.repeat(101) });
    expect(long.json().errors).toEqual({ name: 'Name must be at most 100 characters' });
  });

  it('never writes unknown fields', async () => {
    const res = await call('POST', '/api/location/governorates', { name: 'Mass', id: 777777, createdAt: '2000-01-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.id).not.toBe(777777);
    const [row] = await t.db.select().from(governorates).where(eq(governorates.id, res.json().data.id));
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
  });

  it('updates by PUT (name required) and by PATCH (only what is sent)', async () => {
    const { governorate } = await makeLocation(t.db);
    const put = await call('PUT', `/api/location/governorates/${governorate.id}`, { name: 'Capital', name_ar: 'العاصمة' });
    expect(put.json()).toEqual({ success: true, data: { id: governorate.id, name: 'Capital', name_ar: 'العاصمة' } });
    const patch = await call('PATCH', `/api/location/governorates/${governorate.id}`, { name_ar: 'محافظة العاصمة' });
    expect(patch.json().data).toEqual({ id: governorate.id, name: 'Capital', name_ar: 'محافظة العاصمة' });
    const nothing = await call('PATCH', `/api/location/governorates/${governorate.id}`, {});
    expect(nothing.json().data).toEqual(patch.json().data);
    const blankPut = await call('PUT', `/api/location/governorates/${governorate.id}`, { name_ar: 'x' });
    expect(blankPut.statusCode).toBe(400);
    expect(blankPut.json().errors).toEqual({ name: 'Name is required' });
    const blankPatch = await call('PATCH', `/api/location/governorates/${governorate.id}`, { name: ' ' });
    expect(blankPatch.json().errors).toEqual({ name: 'Name is required' });
  });

  it('answers 404 for a governorate that does not exist', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, '/api/location/governorates/999999', method === 'DELETE' ? undefined : { name: 'X' });
      expect({ method, status: res.statusCode, message: res.json().message }).toEqual({ method, status: 404, message: 'Governorate not found' });
    }
  });

  it('refuses to delete a governorate that still has areas (409), then deletes it once empty', async () => {
    const { governorate, area, block } = await makeLocation(t.db);
    await t.db.insert(areas).values({ governorateId: governorate.id, name: 'Second area' });
    const held = await call('DELETE', `/api/location/governorates/${governorate.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ success: false, message: 'This governorate still has 2 areas' });
    await t.db.delete(blocks).where(eq(blocks.id, block.id));
    await t.db.delete(areas).where(eq(areas.governorateId, governorate.id));
    expect(area.id).toBeGreaterThan(0);
    const res = await call('DELETE', `/api/location/governorates/${governorate.id}`);
    expect(res.json()).toEqual({ success: true, data: { id: governorate.id } });
    expect(await t.db.$count(governorates, eq(governorates.id, governorate.id))).toBe(0);
  });
});

describe('areas', () => {
  it("lists a governorate's areas by name, and 404 for a missing governorate", async () => {
    const { governorate, area } = await makeLocation(t.db, { area: 'Salmiya' });
    await t.db.insert(areas).values({ governorateId: governorate.id, name: 'Bayan', nameAr: 'بيان' });
    const other = await makeLocation(t.db);
    const res = await call('GET', `/api/location/governorates/${governorate.id}/areas`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((a: { name: string }) => a.name)).toEqual(['Bayan', 'Salmiya']);
    expect(res.json().data.items[1]).toEqual({ id: area.id, governorateId: governorate.id, name: 'Salmiya', name_ar: area.nameAr });
    expect(res.json().data.items.map((a: { id: number }) => a.id)).not.toContain(other.area.id);
    const missing = await call('GET', '/api/location/governorates/999999/areas');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Governorate not found');
  });

  it('creates an area under its governorate (201); 404 for a missing governorate; name required', async () => {
    const { governorate } = await makeLocation(t.db);
    const res = await call('POST', `/api/location/governorates/${governorate.id}/areas`, { name: 'Jabriya', name_ar: 'الجابرية', governorateId: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(Number), governorateId: governorate.id, name: 'Jabriya', name_ar: 'الجابرية' });
    expect((await call('POST', '/api/location/governorates/999999/areas', { name: 'X' })).statusCode).toBe(404);
    const blank = await call('POST', `/api/location/governorates/${governorate.id}/areas`, { name_ar: 'الجابرية' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Name is required' });
  });

  it('updates an area only under its own governorate (else 404)', async () => {
    const { governorate, area } = await makeLocation(t.db);
    const other = await makeLocation(t.db);
    const wrong = await call('PUT', `/api/location/governorates/${other.governorate.id}/areas/${area.id}`, { name: 'Moved?' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Area not found');
    const put = await call('PUT', `/api/location/governorates/${governorate.id}/areas/${area.id}`, { name: 'Mishref', name_ar: 'مشرف' });
    expect(put.json().data).toEqual({ id: area.id, governorateId: governorate.id, name: 'Mishref', name_ar: 'مشرف' });
    const patch = await call('PATCH', `/api/location/governorates/${governorate.id}/areas/${area.id}`, { name: 'Mishrif' });
    expect(patch.json().data).toMatchObject({ name: 'Mishrif', name_ar: 'مشرف' });
    const blank = await call('PUT', `/api/location/governorates/${governorate.id}/areas/${area.id}`, { name: '' });
    expect(blank.json().errors).toEqual({ name: 'Name is required' });
  });

  it('refuses to delete an area that still has blocks (409) or one of another governorate (404)', async () => {
    const { governorate, area } = await makeLocation(t.db);
    await t.db.insert(blocks).values([{ areaId: area.id, name: 'Block 2' }, { areaId: area.id, name: 'Block 3' }]);
    const held = await call('DELETE', `/api/location/governorates/${governorate.id}/areas/${area.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('This area still has 3 blocks');
    const other = await makeLocation(t.db);
    expect((await call('DELETE', `/api/location/governorates/${other.governorate.id}/areas/${area.id}`)).statusCode).toBe(404);
  });

  it('deletes an empty area', async () => {
    const { governorate } = await makeLocation(t.db);
    const [empty] = await t.db.insert(areas).values({ governorateId: governorate.id, name: 'Empty' }).returning();
    const res = await call('DELETE', `/api/location/governorates/${governorate.id}/areas/${empty.id}`);
    expect(res.json()).toEqual({ success: true, data: { id: empty.id } });
    expect(await t.db.$count(areas, eq(areas.id, empty.id))).toBe(0);
  });
});

describe('blocks', () => {
  it("lists an area's blocks by name, and 404 for a missing area", async () => {
    const { area, block } = await makeLocation(t.db, { block: 'Block 9' });
    await t.db.insert(blocks).values({ areaId: area.id, name: 'Block 10', nameAr: 'قطعة ١٠' });
    const res = await call('GET', `/api/location/areas/${area.id}/blocks`);
    expect(res.json().data.items.map((b: { name: string }) => b.name)).toEqual(['Block 10', 'Block 9']);
    expect(res.json().data.items[1]).toEqual({ id: block.id, areaId: area.id, name: 'Block 9', name_ar: block.nameAr });
    const missing = await call('GET', '/api/location/areas/999999/blocks');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Area not found');
  });

  it('creates a block under its area (201); 404 for a missing area; name required', async () => {
    const { area } = await makeLocation(t.db);
    const res = await call('POST', `/api/location/areas/${area.id}/blocks`, { name: 'Block 4', name_ar: 'قطعة ٤' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(Number), areaId: area.id, name: 'Block 4', name_ar: 'قطعة ٤' });
    expect((await call('POST', '/api/location/areas/999999/blocks', { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', `/api/location/areas/${area.id}/blocks`, {})).json().errors).toEqual({ name: 'Name is required' });
  });

  it('updates a block only under its own area (else 404)', async () => {
    const { area, block } = await makeLocation(t.db);
    const other = await makeLocation(t.db);
    expect((await call('PATCH', `/api/location/areas/${other.area.id}/blocks/${block.id}`, { name: 'X' })).statusCode).toBe(404);
    const res = await call('PUT', `/api/location/areas/${area.id}/blocks/${block.id}`, { name: 'Block 12', name_ar: 'قطعة ١٢' });
    expect(res.json().data).toEqual({ id: block.id, areaId: area.id, name: 'Block 12', name_ar: 'قطعة ١٢' });
    expect((await call('PUT', `/api/location/areas/${area.id}/blocks/${block.id}`, { name: '  ' })).json().errors).toEqual({
      name: 'Name is required',
    });
  });

  it("refuses to delete a block used by shops: 'This block is used by 2 shops'", async () => {
    const location = await makeLocation(t.db);
    await makeShop(t.db, location);
    const one = await call('DELETE', `/api/location/areas/${location.area.id}/blocks/${location.block.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ success: false, message: 'This block is used by 1 shop' });
    await makeShop(t.db, location);
    const two = await call('DELETE', `/api/location/areas/${location.area.id}/blocks/${location.block.id}`);
    expect(two.json().message).toBe('This block is used by 2 shops');
    // Its area and governorate say what holds them too.
    expect((await call('DELETE', `/api/location/governorates/${location.governorate.id}/areas/${location.area.id}`)).json().message).toBe(
      'This area still has 1 block',
    );
    expect((await call('DELETE', `/api/location/governorates/${location.governorate.id}`)).json().message).toBe(
      'This governorate still has 1 area',
    );
  });

  it('deletes an unused block, and 404 under another area', async () => {
    const { area, block } = await makeLocation(t.db);
    const other = await makeLocation(t.db);
    expect((await call('DELETE', `/api/location/areas/${other.area.id}/blocks/${block.id}`)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/location/areas/${area.id}/blocks/${block.id}`);
    expect(res.json()).toEqual({ success: true, data: { id: block.id } });
    expect(await t.db.$count(blocks, eq(blocks.id, block.id))).toBe(0);
  });
});

describe('GET /api/location/search (decisions/search.md)', () => {
  it('finds governorates, areas and blocks by an English or Arabic name fragment, with the path to each', async () => {
    const place = await makeLocation(t.db, { governorate: 'Jahra Xx', area: 'Qasr Xx', block: 'Block Xx 7' });
    await t.db.execute(sql`UPDATE areas SET name_ar = 'القصر إكس' WHERE id = ${place.area.id}`);
    const search = async (q: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/location/search?q=${encodeURIComponent(q)}`, headers: t.staffAuth });
      expect(answer.statusCode).toBe(200);
      return answer.json().data as { kind: string; id: number; governorateId: number; areaId: number | null }[];
    };
    const found = await search('xx');
    expect(found.map((match) => match.kind)).toEqual(['governorate', 'area', 'block']);
    expect(found[2]).toMatchObject({ id: place.block.id, governorateId: place.governorate.id, areaId: place.area.id });
    expect((await search('القصر اكس')).map((match) => match.id)).toEqual([place.area.id]);
    expect(await search('%')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/location/search?q=', headers: t.staffAuth })).statusCode).toBe(400);
  });
});
