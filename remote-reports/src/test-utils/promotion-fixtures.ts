import type { Promotion } from '../promotions/promotions-api';

/**
 * A promotion as the API answers it (decisions/promotions.md): by default a running platform-funded coupon, 10 % off up
 * to KWD 2 on a basket of KWD 5, once per customer, 12 of 100 redemptions and KWD 18.500 of its KWD 50 budget used.
 */
export const promotion = (id: number, fields: Partial<Promotion> = {}): Promotion => ({
  id,
  name: 'Eid 10',
  nameAr: 'عيد 10',
  code: 'EID10',
  kind: 'percent',
  percent: 10,
  amount: null,
  maxDiscount: 2,
  minBasket: 5,
  firstOrderOnly: false,
  perCustomerLimit: 1,
  maxRedemptions: 100,
  budget: 50,
  shop: null,
  fundedBy: 'platform',
  startsAt: '2026-03-10T06:00:00.000Z',
  endsAt: '2026-03-20T20:59:59.000Z',
  active: true,
  state: 'running',
  redemptions: 12,
  spent: 18.5,
  createdBy: { id: 1, name: 'Owner One' },
  createdAt: '2026-03-09T10:00:00.000Z',
  ...fields,
});
