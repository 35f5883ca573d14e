import { setUpTestApp } from '../../test/test-app';

const t = setUpTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database kind when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok', database: t.database.kind } });
  });

  it('answers unknown paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('GET /api/health/live and /api/health/ready (for a load balancer)', () => {
  it('says the process is alive, and ready while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { success: true, data: { status: 'alive' } }]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { success: true, data: { status: 'ok', database: t.database.kind } }]);
  });

  it('is not ready, but still alive, when the database does not answer', async () => {
    // The query fails as a dropped connection would.
    const lost = jest.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('Connection terminated unexpectedly'));
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, message: 'The database is not reachable', code: 'DATABASE_DOWN' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      lost.mockRestore();
    }
  });
});
