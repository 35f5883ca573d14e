import { ALLOWED_FROM, lineChangeRules, pickChangeRules, type PickLine, type PickOrder, type PickProduct, readWeight } from './picking-rules';

// decisions/picking.md: what a change asks, read without a database — the fields each action takes, a weight to the gram,
// a note trimmed — and which actions each state of a line allows, in the API's words.

const order: PickOrder = { id: 12, status: 'ACCEPTED', paymentMethod: 'CASH', version: 3, shopId: 1, policy: 'cap', ifUnavailable: 'remove' };
const line: PickLine = {
  id: 7,
  productId: 70,
  name: 'Fresh Milk',
  nameAr: 'حليب',
  unit: 'piece',
  unitPrice: '0.450',
  quantity: 2,
  estimatedWeight: null,
  orderedTotalFils: 900,
  lineTotalFils: 900,
  state: 'pending',
  pickedQuantity: null,
  actualWeight: null,
  replacesItemId: null,
  approved: false,
  reason: null,
  askProductId: null,
  askDeadline: null,
};
const bread: PickProduct = { id: 71, name: 'Bread', nameAr: 'خبز', image: null, categoryName: 'Bakery', categoryNameAr: 'مخبوزات', unit: 'piece', price: '0.300', estimatedWeight: null, stock: 5, status: 'active', shopId: 1 };

describe('readWeight', () => {
  it('reads kg to the gram as the database writes it, and nothing finer', () => {
    expect([1.13, 1, 0.005, 999.999].map(readWeight)).toEqual(['1.130', '1.000', '0.005', '999.999']);
    expect([1.1305, 0.0001].map(readWeight)).toEqual([null, null]);
  });
});

describe('pickChangeRules', () => {
  it('takes each action’s own fields, defaults applied, the note trimmed', () => {
    expect(pickChangeRules({ version: 1, action: 'pick', weight: 1.13, note: '  on the scale  ' })).toEqual({
      errors: {},
      values: { action: 'pick', quantity: null, weight: '1.130', note: 'on the scale' },
    });
    expect(pickChangeRules({ version: 1, action: 'ask' }).values).toEqual({ action: 'ask', productId: null, minutes: 10, note: null });
    expect(pickChangeRules({ version: 1, action: 'substitute', productId: 71 }).values).toMatchObject({ approved: false, quantity: null, reason: null });
  });

  it('names every field the action does not take, and what is missing', () => {
    expect(pickChangeRules({ version: 1, action: 'reset', quantity: 1, productId: 3, approved: true }).errors).toEqual({
      quantity: 'Not used to reset a line',
      productId: 'Not used to reset a line',
      approved: 'Not used to reset a line',
    });
    expect(pickChangeRules({ version: 1, action: 'remove', reason: 'other', note: '   ' }).errors).toEqual({ note: "Say why in the note (the reason is 'other')" });
    expect(pickChangeRules({ version: 1, action: 'pick', weight: 0.1234 }).errors).toEqual({ weight: 'A weight in kg has at most 3 decimals' });
  });
});

describe('lineChangeRules', () => {
  it('allows each action only from the states it starts from', () => {
    const changes = {
      pick: { action: 'pick', quantity: null, weight: null, note: null },
      remove: { action: 'remove', reason: null, note: null },
      substitute: { action: 'substitute', productId: 71, quantity: null, weight: null, reason: null, approved: false, note: null },
      ask: { action: 'ask', productId: null, minutes: 10, note: null },
      answer: { action: 'answer', answer: 'remove', note: null },
      reset: { action: 'reset', note: null },
    } as const;
    for (const [action, change] of Object.entries(changes)) {
      for (const state of ['pending', 'picked', 'short', 'substituted', 'removed', 'asking'] as const) {
        const errors = lineChangeRules(order, { ...line, state, pickedQuantity: state === 'short' ? 1 : null }, change, bread);
        expect({ action, state, allowed: errors.action === undefined }).toEqual({ action, state, allowed: ALLOWED_FROM[change.action].includes(state) });
      }
    }
    expect(lineChangeRules(order, { ...line, state: 'removed' }, changes.pick, null)).toEqual({ action: 'Fresh Milk is removed: it cannot be picked now' });
    expect(lineChangeRules(order, line, changes.reset, null)).toEqual({ action: 'Fresh Milk is as ordered already' });
  });

  it('weighs by-weight lines only, never more than was ordered, with another active product of the shop', () => {
    const fish: PickLine = { ...line, unit: 'weight', estimatedWeight: '1.000', name: 'Hamour' };
    expect(lineChangeRules(order, fish, { action: 'pick', quantity: 3, weight: null, note: null }, null)).toEqual({ quantity: 'At most 2 were ordered', weight: 'Enter what the picked Hamour weighs' });
    expect(lineChangeRules(order, line, { action: 'pick', quantity: null, weight: '1.000', note: null }, null)).toEqual({ weight: 'Fresh Milk is sold by the piece, not weighed' });
    const substitute = (product: PickProduct | null) => lineChangeRules(order, line, { action: 'substitute', productId: 71, quantity: null, weight: null, reason: null, approved: false, note: null }, product);
    expect(substitute(bread)).toEqual({});
    for (const other of [null, { ...bread, shopId: 2 }, { ...bread, status: 'inactive' }, { ...bread, id: line.productId as number }]) {
      expect(substitute(other)).toEqual({ productId: 'Choose another active product of this shop' });
    }
    const asking: PickLine = { ...line, state: 'asking', askProductId: 71, askDeadline: new Date() };
    const yes = { action: 'answer', answer: 'substitute', note: null } as const;
    expect(lineChangeRules(order, asking, yes, bread)).toEqual({});
    expect(lineChangeRules(order, asking, yes, { ...bread, status: 'inactive' })).toEqual({ answer: 'The product proposed is no longer available: remove the line or reset it' });
    expect(lineChangeRules(order, { ...asking, askProductId: null }, yes, null)).toEqual({ answer: 'No substitute was proposed for this line: remove it or reset it' });
    expect(lineChangeRules(order, { ...line, replacesItemId: 6, state: 'picked', pickedQuantity: 2 }, { action: 'remove', reason: null, note: null }, null)).toEqual({
      action: 'A substitute line changes through the line it replaces: reset that line to undo it',
    });
  });
});
