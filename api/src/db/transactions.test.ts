import { eq, inArray } from 'drizzle-orm';
import { setUpTestApp } from '../test/test-app';
import { governorates } from './schema';
import { inRequestTransaction, inTransaction, savepoint } from './transactions';

// The one transaction model (db/transactions.ts): a request's transaction or `inTransaction`, and
// `savepoint` for a part undone alone. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

jest.setTimeout(60_000);

const t = setUpTestApp();
const names = (prefix: string) => ({ name: `${prefix} ${Math.random().toString(36).slice(2)}`, nameAr: 'تجربة' });
const exists = async (name: string) => (await t.db.select({ id: governorates.id }).from(governorates).where(eq(governorates.name, name))).length > 0;

it('inTransaction commits what its work wrote, and nothing of work that throws', async () => {
  const kept = names('kept');
  const undone = names('undone');
  await inTransaction(t.db, (tx) => tx.insert(governorates).values(kept));
  await expect(
    inTransaction(t.db, async (tx) => {
      await tx.insert(governorates).values(undone);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect([await exists(kept.name), await exists(undone.name)]).toEqual([true, false]);
});

it('refuses a transaction inside a transaction, and a savepoint outside one', async () => {
  await expect(inTransaction(t.db, (tx) => inTransaction(tx, async () => 'nested'))).rejects.toThrow('outside any transaction');
  await expect(savepoint(t.db, async () => 'alone')).rejects.toThrow('inside a transaction');
});

it('undoes a savepoint that throws, and the transaction around it goes on and commits', async () => {
  const before = names('before');
  const undone = names('undone');
  const after = names('after');
  await inTransaction(t.db, async (tx) => {
    await tx.insert(governorates).values(before);
    await expect(
      savepoint(tx, async (part) => {
        await part.insert(governorates).values(undone);
        throw new Error('this part only');
      }),
    ).rejects.toThrow('this part only');
    await tx.insert(governorates).values(after);
  });
  expect(await Promise.all([before, undone, after].map((row) => exists(row.name)))).toEqual([true, false, true]);
  await t.db.delete(governorates).where(inArray(governorates.name, [before.name, after.name]));
});

it("makes app.db the request's transaction while one runs: no second one opens inside it", async () => {
  const request = { id: 'test-request', ip: '127.0.0.1', user: undefined } as never;
  const seen = await t.app.audited(request, async () => {
    const refused = await inTransaction(t.app.db, async () => 'nested').catch((error: Error) => error.message);
    return { inside: inRequestTransaction(), refused };
  });
  expect(seen).toEqual({ inside: true, refused: expect.stringContaining('outside any transaction') });
  expect(inRequestTransaction()).toBe(false);
});
