import { setUpTestApp } from '../../test/test-app';
import { describeStaffGuard } from '../../test/staff-guard';

// decisions/search.md: saved views live on the server, per user, and can be shared with the team.
const t = setUpTestApp();

describe('saved views (GET/POST /api/views, DELETE /api/views/:id)', () => {
  it("keeps a user's own views and the team's shared ones, per list, without page positions", async () => {
    const colleague = await t.createUser('owner');
    const save = (auth: { authorization: string }, payload: object) => t.app.inject({ method: 'POST', url: '/api/views', headers: auth, payload });
    const mine = await save(t.staffAuth, { list: 'orders', name: 'KNET this week', query: '?q=&payment=KNET&page=3&sort=amount-desc' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ name: 'KNET this week', query: 'q=&payment=KNET&sort=amount-desc', shared: false, mine: true });
    await save({ authorization: colleague.authorization }, { list: 'orders', name: 'Big cash orders', query: 'payment=CASH&minAmount=50', shared: true });
    await save({ authorization: colleague.authorization }, { list: 'orders', name: 'Private', query: 'q=x' });
    await save(t.staffAuth, { list: 'users', name: 'Customers', query: 'role=customer' });

    const list = await t.app.inject({ method: 'GET', url: '/api/views?list=orders', headers: t.staffAuth });
    expect(list.json().data.map((view: { name: string; mine: boolean }) => [view.name, view.mine])).toEqual([
      ['Big cash orders', false],
      ['KNET this week', true],
    ]);
  });

  it('lets only the owner delete a view, and checks what is saved', async () => {
    const colleague = await t.createUser('owner');
    const shared = await t.app.inject({ method: 'POST', url: '/api/views', headers: { authorization: colleague.authorization }, payload: { list: 'products', name: 'Low stock', query: 'stockAtMost=5', shared: true } });
    const id = shared.json().data.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: t.staffAuth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: { authorization: colleague.authorization } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: { authorization: colleague.authorization } })).statusCode).toBe(404);

    const bad = await t.app.inject({ method: 'POST', url: '/api/views', headers: t.staffAuth, payload: { list: 'orders', name: '  ', query: 'https://evil.example/x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ name: 'Name the view', query: 'A view keeps a list’s filters only' });
    expect((await t.app.inject({ method: 'POST', url: '/api/views', headers: t.staffAuth, payload: { list: 'secrets', name: 'x', query: '' } })).statusCode).toBe(400);
  });
});

describeStaffGuard(() => t, [
  ['GET', '/api/views?list=orders'],
  ['POST', '/api/views', { list: 'orders', name: 'x', query: '' }],
  ['DELETE', '/api/views/1'],
]);
