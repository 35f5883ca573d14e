import { makeLocation, makeShop } from './fixtures';
import type { TestApp } from './test-app';

/** Two shops, a shop staff member of the first, and an operations user: who may read and change a shop's money. */
export interface MoneyScope {
  shopId: number;
  otherShopId: number;
  shopStaff: { authorization: string };
  operations: { authorization: string };
}

/**
 * decisions/shop-statements.md, decisions/promotions.md: the scope the money routes are tested under — owners change,
 * shop staff read their own shop's (another shop's is 404), operations neither (403).
 */
export async function moneyScope(t: TestApp): Promise<MoneyScope> {
  const place = await makeLocation(t.db);
  const shopId = (await makeShop(t.db, place)).id;
  const otherShopId = (await makeShop(t.db, place)).id;
  return { shopId, otherShopId, shopStaff: await t.createUser('shop_staff', { shopIds: [shopId] }), operations: await t.createUser('operations') };
}
