import { setUpTestApp } from '../test/test-app';

const t = setUpTestApp();

it('keeps authenticated answers and the sign-in token out of every cache (Cache-Control: no-store)', async () => {
  const user = await t.createUser('owner');
  const answers = [
    await t.app.inject({ method: 'GET', url: '/api/shop', headers: t.staffAuth }),
    await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: t.staffAuth }),
    await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: t.staffAuth }),
    await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.email, password: user.password } }),
    await t.app.inject({ method: 'GET', url: '/api/shop/999999', headers: t.staffAuth }),
  ];
  expect(answers.map((answer) => [answer.statusCode, answer.headers['cache-control']])).toEqual([
    [200, 'no-store'],
    [200, 'no-store'],
    [200, 'no-store'],
    [200, 'no-store'],
    [404, 'no-store'],
  ]);
});
