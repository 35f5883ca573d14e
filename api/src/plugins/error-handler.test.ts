import Fastify from 'fastify';
import { errorHandlerPlugin } from './error-handler';

// Constraint violations reach the handler wrapped by the query builder (DrizzleQueryError keeps
// the driver's error as `cause`): they still answer 409 naming the field, never 500.
async function appThrowing(error: unknown) {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into "shops" …'), { name: 'DrizzleQueryError', cause });

describe('database constraint errors', () => {
  it('answers a foreign-key violation found on the cause with 409 naming the field', async () => {
    const app = await appThrowing(wrapped({ code: '23503', detail: 'Key (block_id)=(7) is not present in table "blocks".' }));
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(expect.objectContaining({ success: false, code: 'IN_USE', errors: { blockId: expect.stringContaining('blockId') } }));
  });

  it('answers a unique violation with 409 DUPLICATE naming the field', async () => {
    const app = await appThrowing(wrapped({ code: '23505', detail: 'Key (email)=(a@b.kw) already exists.' }));
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(expect.objectContaining({ code: 'DUPLICATE', errors: { email: 'email is already taken' } }));
  });

  it('still hides anything else behind a 500 with a reference', async () => {
    const app = await appThrowing(wrapped({ code: '57014' }));
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().message).toMatch(/^Something went wrong on our side\. Reference: /);
  });
});
