import fc from 'fast-check';
import type { PaymentMethod, SubstitutePolicy } from '../../db/schema';
import { isPrepaid, ledgerBalances, ledgerProblems, type PlannedEntry, planLineChange } from '../ledger/ledger-balances';
import { costFils, heldQuantity, type PickPlan, planPickChange, planTimeout } from './picking-plan';
import { lineChangeRules, type PickChange, type PickLine, type PickOrder, type PickProduct } from './picking-rules';

// decisions/picking.md: what each change plans, worked without a database — the one rounding rule, the prepaid cap, the
// shop's policy, the desk's default — and 10,000 random picking sessions of an order, each change planned, written to a
// model of the lines, the shelf and the ledger (ledger-balances.ts, as the service's recordLineChange does): after every
// change the ledger balances to the fil, the stock is all there, and every line keeps the table's checks.

const product = (id: number, fields: Partial<PickProduct> = {}): PickProduct => ({
  id,
  name: `Product ${id}`,
  nameAr: `منتج ${id}`,
  image: null,
  categoryName: 'Fresh',
  categoryNameAr: 'طازج',
  unit: 'piece',
  price: '0.450',
  estimatedWeight: null,
  stock: 100,
  status: 'active',
  shopId: 1,
  ...fields,
});

/** A line as placing writes it for `product`: both totals the line as ordered. */
const placed = (id: number, of: PickProduct, quantity: number): PickLine => {
  const total = costFils(of, quantity, null);
  return {
    id,
    productId: of.id,
    name: of.name,
    nameAr: of.nameAr,
    unit: of.unit,
    unitPrice: of.price,
    quantity,
    estimatedWeight: of.estimatedWeight,
    orderedTotalFils: total,
    lineTotalFils: total,
    state: 'pending',
    pickedQuantity: null,
    actualWeight: null,
    replacesItemId: null,
    approved: false,
    reason: null,
    askProductId: null,
    askDeadline: null,
  };
};

const orderOf = (fields: Partial<PickOrder> = {}): PickOrder => ({ id: 1, status: 'ACCEPTED', paymentMethod: 'CASH', version: 0, shopId: 1, policy: 'cap', ifUnavailable: 'remove', ...fields });
const NOW = new Date('2026-11-26T10:00:00Z');
const plan = (order: PickOrder, lines: PickLine[], change: PickChange, named: PickProduct | null = null) => {
  const planned = planPickChange(order, lines, lines[0], change, { product: named, now: NOW });
  if (!('plan' in planned)) throw new Error(planned.refused.message);
  return planned.plan;
};

describe('costFils: the one rounding rule', () => {
  it('bills kg × price per kg half-up to the fil: 1.130 kg × 0.450 KWD/kg = 0.509; by the piece, price × quantity', () => {
    const fish = product(1, { unit: 'weight', estimatedWeight: '1.130' });
    expect(costFils(fish, 1, '1.130')).toBe(509);
    expect(costFils(fish, 1, null)).toBe(509);
    expect(costFils(fish, 3, null)).toBe(1526); // 3.390 kg × 0.450 = 1.5255 → 1.526
    expect(costFils(product(2, { price: '0.875' }), 3, null)).toBe(2625);
  });
});

describe('planPickChange', () => {
  it('caps a heavier weighed line of a prepaid order at its ordered total, not a cash one', () => {
    const fish = product(1, { unit: 'weight', estimatedWeight: '1.000' });
    const change: PickChange = { action: 'pick', quantity: null, weight: '1.250', note: null };
    expect(plan(orderOf({ paymentMethod: 'KNET' }), [placed(10, fish, 1)], change)).toMatchObject({ totalFils: 450, summary: { en: 'Picked 1.250 kg, billed as ordered' } });
    expect(plan(orderOf(), [placed(10, fish, 1)], change)).toMatchObject({ totalFils: 563, amountChangeFils: 113, summary: { en: 'Picked 1.250 kg' } });
  });

  it('returns the rest of a short pick and takes it again on a reset', () => {
    const milk = product(1);
    const short = plan(orderOf(), [placed(10, milk, 3)], { action: 'pick', quantity: 1, weight: null, note: null });
    expect(short).toMatchObject({ line: { state: 'short', pickedQuantity: 1, lineTotalFils: 450 }, returned: [{ productId: 1, quantity: 2 }], sold: [], totalQuantity: 1 });
    const after = { ...placed(10, milk, 3), ...short.line };
    expect(plan(orderOf(), [after], { action: 'reset', note: null })).toMatchObject({ line: { state: 'pending', lineTotalFils: 1350 }, returned: [], sold: [{ productId: 1, quantity: 2 }] });
  });

  it('prices a substitute under the shop’s policy: capped, refused for approval, or as approved', () => {
    const lines = [placed(10, product(1), 2)];
    const mango = product(2, { price: '1.250' });
    const change: PickChange = { action: 'substitute', productId: 2, quantity: null, weight: null, reason: 'out_of_stock', approved: false, note: null };
    expect(plan(orderOf(), lines, change, mango)).toMatchObject({ insert: { lineTotalFils: 900, approved: false }, totalFils: 900, returned: [{ productId: 1, quantity: 2 }], sold: [{ productId: 2, quantity: 2 }] });
    expect(planPickChange(orderOf({ policy: 'ask' }), lines, lines[0], change, { product: mango, now: NOW })).toEqual({
      refused: { code: 'SUBSTITUTE_NEEDS_APPROVAL', message: 'Product 2 × 2 costs more than Product 1 as ordered: the customer must approve it first' },
    });
    expect(plan(orderOf({ policy: 'ask' }), lines, { ...change, approved: true }, mango)).toMatchObject({ insert: { lineTotalFils: 2500, approved: true }, totalFils: 2500 });
  });

  it('sets a question’s deadline from now, and keeps what the line costs', () => {
    const lines = [placed(10, product(1), 2)];
    expect(plan(orderOf(), lines, { action: 'ask', productId: 2, minutes: 10, note: null }, product(2))).toMatchObject({
      line: { state: 'asking', askProductId: 2, askDeadline: new Date('2026-11-26T10:10:00Z'), lineTotalFils: 900 },
      amountChangeFils: 0,
      summary: { en: 'Asked the customer about Product 2', ar: 'سُئل العميل عن منتج 2' },
    });
  });
});

describe('planTimeout: the order’s default at the deadline', () => {
  const asking = (proposed: number | null): PickLine => ({ ...placed(10, product(1), 2), state: 'asking', askProductId: proposed, askDeadline: NOW });
  it.each<[string, 'substitute' | 'remove', Partial<PickOrder>, Partial<PickProduct> | null]>([
    ['similar, a cheaper proposal in stock', 'substitute', { ifUnavailable: 'similar' }, { price: '0.300' }],
    ['similar, a pricier proposal under cap (billed as the original)', 'substitute', { ifUnavailable: 'similar' }, { price: '1.250' }],
    ['similar, a pricier proposal under ask', 'remove', { ifUnavailable: 'similar', policy: 'ask' }, { price: '1.250' }],
    ['similar, no proposal', 'remove', { ifUnavailable: 'similar' }, null],
    ['similar, the proposal out of stock', 'remove', { ifUnavailable: 'similar' }, { stock: 1 }],
    ['similar, the proposal inactive', 'remove', { ifUnavailable: 'similar' }, { status: 'inactive' }],
    ['remove', 'remove', { ifUnavailable: 'remove' }, { price: '0.300' }],
    ['call', 'remove', { ifUnavailable: 'call' }, { price: '0.300' }],
  ])('%s → %s', (_case, outcome, order, proposed) => {
    const planned = planTimeout(orderOf(order), [asking(proposed ? 2 : null)], asking(proposed ? 2 : null), proposed ? product(2, proposed) : null);
    expect(planned.action).toBe('timeout');
    expect(planned.line.state).toBe(outcome === 'substitute' ? 'substituted' : 'removed');
    expect(planned.insert?.lineTotalFils ?? 0).toBeLessThanOrEqual(900);
  });
});

// ── The property: 10,000 random picking sessions ─────────────────────────────────────────────────

type Op =
  | { t: 'pick'; line: number; fewer: number; grams: number }
  | { t: 'remove'; line: number }
  | { t: 'substitute'; line: number; product: number; quantity: number; grams: number; approved: boolean }
  | { t: 'ask'; line: number; product: number }
  | { t: 'answer'; line: number; substitute: boolean }
  | { t: 'reset'; line: number }
  | { t: 'timeout'; line: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('pick' as const), line: fc.nat(9), fewer: fc.nat(3), grams: fc.integer({ min: 1, max: 9_999 }) }),
  fc.record({ t: fc.constant('remove' as const), line: fc.nat(9) }),
  fc.record({ t: fc.constant('substitute' as const), line: fc.nat(9), product: fc.nat(5), quantity: fc.integer({ min: 0, max: 4 }), grams: fc.nat(3_000), approved: fc.boolean() }),
  fc.record({ t: fc.constant('ask' as const), line: fc.nat(9), product: fc.nat(5) }),
  fc.record({ t: fc.constant('answer' as const), line: fc.nat(9), substitute: fc.boolean() }),
  fc.record({ t: fc.constant('reset' as const), line: fc.nat(9) }),
  fc.record({ t: fc.constant('timeout' as const), line: fc.nat(9) }),
);

const productArbitrary = fc.record({
  weighed: fc.boolean(),
  priceFils: fc.integer({ min: 1, max: 9_999 }),
  estimatedGrams: fc.integer({ min: 1, max: 3_000 }),
  stock: fc.nat(12),
});

const sessionArbitrary = fc.record({
  method: fc.constantFrom<PaymentMethod>('CASH', 'KNET', 'CARD'),
  policy: fc.constantFrom<SubstitutePolicy>('cap', 'ask'),
  ifUnavailable: fc.constantFrom('similar', 'remove', 'call' as const),
  products: fc.array(productArbitrary, { minLength: 6, maxLength: 6 }),
  lines: fc.uniqueArray(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 4, selector: ([index]) => index }),
  ops: fc.array(opArbitrary, { minLength: 4, maxLength: 24 }),
});

const thousandths = (n: number) => `${Math.trunc(n / 1000)}.${String(n % 1000).padStart(3, '0')}`;

/** migration 0026's checks on order_items, as the database would refuse a plan's line. */
function tableProblems(line: PickLine): string[] {
  const problems: string[] = [];
  if (line.lineTotalFils < 0 || line.orderedTotalFils < 0) problems.push('a total below 0');
  if ((line.state === 'removed' || line.state === 'substituted') && line.lineTotalFils !== 0) problems.push('a line off the order costs something');
  if ((line.state === 'picked' || line.state === 'short') !== (line.pickedQuantity !== null)) problems.push('picked quantity without picking');
  if (line.state === 'picked' && line.pickedQuantity !== line.quantity) problems.push('picked is not all');
  if (line.state === 'short' && !(line.pickedQuantity !== null && line.pickedQuantity >= 1 && line.pickedQuantity < line.quantity)) problems.push('short is not fewer');
  if (line.actualWeight !== null && !(line.unit === 'weight' && (line.state === 'picked' || line.state === 'short'))) problems.push('a weight on a line not weighed');
  if (line.replacesItemId !== null && line.state !== 'picked') problems.push('a substitute line not picked');
  if ((line.state === 'asking') !== (line.askDeadline !== null) || (line.askProductId !== null && line.state !== 'asking')) problems.push('a question out of place');
  return problems;
}

/** expect(actual).toEqual(expected), at the cost of a string comparison when they agree (every step of 10,000 sessions). */
function agree(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

it('keeps the ledger balanced to the fil, the stock whole and every line within the table’s checks over 10,000 random picking sessions', () => {
  fc.assert(
    fc.property(sessionArbitrary, ({ method, policy, ifUnavailable, products: drawn, lines: ordered, ops }) => {
      const catalog = drawn.map((p, index) =>
        product(index + 1, {
          unit: p.weighed ? 'weight' : 'piece',
          price: thousandths(p.priceFils),
          estimatedWeight: p.weighed ? thousandths(p.estimatedGrams) : null,
          stock: p.stock,
        }),
      );
      const order = orderOf({ paymentMethod: method, policy, ifUnavailable });
      let lines = ordered.map(([index, quantity], n) => placed(n + 1, catalog[index], quantity));
      let nextId = lines.length + 1;
      const shelf = new Map(catalog.map((p) => [p.id, p.stock]));
      const held = () => {
        const byProduct = new Map<number, number>();
        for (const line of lines) if (line.productId !== null) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + heldQuantity(line));
        return byProduct;
      };
      /** Shelf + held, per product: what the session must keep. */
      const whole = () => catalog.map((p) => (shelf.get(p.id) ?? 0) + (held().get(p.id) ?? 0));
      const stockAtStart = whole();
      const placedFils = lines.reduce((sum, line) => sum + line.orderedTotalFils, 0);
      const entries: PlannedEntry[] = [
        { kind: 'charge', amountFils: placedFils, liable: 'customer', reasonCode: 'order_placed' },
        ...(method === 'CASH' && placedFils > 0 ? [{ kind: 'cash_to_collect', amountFils: placedFils, liable: 'customer', reasonCode: 'order_placed' } as const] : []),
      ];

      /** Writes a plan to the model as the repository writes it; false (nothing written) when the stock is not there or the ledger refuses. */
      const write = (planned: PickPlan): boolean => {
        if (planned.sold.some((move) => (shelf.get(move.productId) ?? 0) + (planned.returned.find((back) => back.productId === move.productId)?.quantity ?? 0) < move.quantity)) return false;
        const ledger = planLineChange({ paymentMethod: method, status: 'ACCEPTED' }, entries, { amountDueFils: planned.totalFils, liable: 'shop', reasonCode: 'line_change' });
        if ('refused' in ledger) {
          agree({ refused: ledger.refused, prepaid: isPrepaid(method) }, { refused: 'prepaid_increase', prepaid: true });
          return false;
        }
        entries.push(...ledger.plan.entries);
        for (const move of planned.returned) shelf.set(move.productId, (shelf.get(move.productId) ?? 0) + move.quantity);
        for (const move of planned.sold) shelf.set(move.productId, (shelf.get(move.productId) ?? 0) - move.quantity);
        lines = lines.filter((line) => !planned.deleteIds.includes(line.id)).map((line) => (line.id === planned.itemId ? { ...line, ...planned.line } : line));
        if (planned.insert) {
          const { product: sub, quantity, actualWeight, lineTotalFils, approved, replacesItemId } = planned.insert;
          const at = lines.findIndex((line) => line.id === replacesItemId) + 1;
          lines.splice(at, 0, {
            ...placed(nextId++, sub, quantity),
            orderedTotalFils: 0,
            lineTotalFils,
            state: 'picked',
            pickedQuantity: quantity,
            actualWeight,
            replacesItemId,
            approved,
          });
        }
        return true;
      };

      for (const op of ops) {
        const line = lines[op.line % lines.length];
        const named = (index: number) => ({ ...catalog[index % catalog.length], stock: shelf.get(catalog[index % catalog.length].id) ?? 0 });
        const before = lines.reduce((sum, each) => sum + each.lineTotalFils, 0);
        let planned: PickPlan | null = null;
        if (op.t === 'timeout') {
          if (line.state !== 'asking') continue;
          const proposed = line.askProductId === null ? null : named(line.askProductId - 1);
          planned = planTimeout(order, lines, line, proposed);
          // The service removes the line instead when the substitute is refused meanwhile.
          if (!write(planned)) agree(write(planTimeout(order, lines, line, null)), true);
        } else {
          const [change, about]: [PickChange, PickProduct | null] =
            op.t === 'pick'
              ? [{ action: 'pick', quantity: Math.max(1, line.quantity - op.fewer), weight: line.unit === 'weight' ? thousandths(op.grams) : null, note: null }, null]
              : op.t === 'remove'
                ? [{ action: 'remove', reason: 'out_of_stock', note: null }, null]
                : op.t === 'substitute'
                  ? [
                      { action: 'substitute', productId: named(op.product).id, quantity: op.quantity || null, weight: named(op.product).unit === 'weight' && op.grams > 0 ? thousandths(op.grams) : null, reason: null, approved: op.approved, note: null },
                      named(op.product),
                    ]
                  : op.t === 'ask'
                    ? [{ action: 'ask', productId: named(op.product).id, minutes: 10, note: null }, named(op.product)]
                    : op.t === 'answer'
                      ? [{ action: 'answer', answer: op.substitute ? 'substitute' : 'remove', note: null }, line.askProductId === null ? null : named(line.askProductId - 1)]
                      : [{ action: 'reset', note: null }, null];
          // A substitute line's reset is its original's (the service's lineOf).
          const target = change.action === 'reset' && line.replacesItemId !== null ? (lines.find((each) => each.id === line.replacesItemId) as PickLine) : line;
          if (Object.keys(lineChangeRules(order, target, change, about)).length > 0) continue;
          const result = planPickChange(order, lines, target, change, { product: about, now: NOW });
          if ('refused' in result) {
            agree(result.refused.code, 'SUBSTITUTE_NEEDS_APPROVAL');
            continue;
          }
          planned = result.plan;
          if (!write(planned)) continue;
        }

        // After every change: the plan's total is the lines', the ledger balances, the stock is whole, the checks hold.
        const total = lines.reduce((sum, each) => sum + each.lineTotalFils, 0);
        agree([planned.totalFils, planned.amountChangeFils, planned.totalQuantity], [total, planned.totalFils - before, lines.reduce((sum, each) => sum + heldQuantity(each), 0)]);
        const balances = ledgerBalances({ paymentMethod: method, status: 'ACCEPTED' }, entries);
        agree(ledgerProblems({ paymentMethod: method, status: 'ACCEPTED', totalAmountFils: total }, balances), []);
        // A prepaid customer never pays more than they paid, and no line as ordered is lost.
        if (isPrepaid(method)) agree(total <= placedFils, true);
        agree(lines.reduce((sum, each) => sum + each.orderedTotalFils, 0), placedFils);
        agree(whole(), stockAtStart);
        agree([...shelf.values()].every((stock) => stock >= 0), true);
        agree(lines.flatMap(tableProblems), []);
      }
    }),
    { numRuns: 10_000 },
  );
});
