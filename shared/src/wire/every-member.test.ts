import { everyMember } from './every-member';
import { isOrderStatus, ORDER_STATUSES } from './order-statuses';

type Fruit = 'apple' | 'date' | 'fig';

describe('everyMember: a runtime list of a wire union, checked by the type check', () => {
  it('is the list as written, in its order', () => {
    expect(everyMember<Fruit>()(['fig', 'apple', 'date'])).toEqual(['fig', 'apple', 'date']);
  });

  it('refuses a list that leaves a member out, or names one the union lacks', () => {
    // @ts-expect-error 'date' is missing
    everyMember<Fruit>()(['fig', 'apple']);
    // @ts-expect-error 'kiwi' is no Fruit
    everyMember<Fruit>()(['fig', 'apple', 'date', 'kiwi']);
  });

  it("lists each of the API's order statuses once, and knows one when it sees it", () => {
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
    expect(isOrderStatus('INTRANSIT')).toBe(true);
    expect(isOrderStatus('SHIPPED')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
