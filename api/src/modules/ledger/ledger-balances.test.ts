import fc from 'fast-check';
import type { OrderStatus, PaymentMethod, RefundMethod } from '../../db/schema';
import {
  type LedgerPlan,
  type PlannedEntry,
  isOpen,
  ledgerBalances,
  ledgerProblems,
  planCommission,
  planLineChange,
  planMove,
  planRefund,
  planRefundFailure,
  shopAmounts,
} from './ledger-balances';

// decisions/money-ledger.md: the balances of an order are sums over its entries, and every change appends entries that
// keep the ledger's rule. A model of the order, kept apart (its lines, status, the refunds it expects),
// says what the sums must be after each step; the module must agree to the fil.

/** What placing appends (migration 0024's order_ledger_open): the charge and, for cash, the cash to collect. */
const opening = (method: PaymentMethod, totalFils: number): PlannedEntry[] => [
  { kind: 'charge', amountFils: totalFils, liable: 'customer', reasonCode: 'order_placed' },
  ...(method === 'CASH' && totalFils > 0 ? [{ kind: 'cash_to_collect', amountFils: totalFils, liable: 'customer', reasonCode: 'order_placed' } as const] : []),
];

describe('ledgerBalances', () => {
  it('sums a KNET order: paid at placement, a refund after delivery is taken off the net', () => {
    const entries = [...opening('KNET', 4350), { kind: 'refund', amountFils: -1250 } as const];
    expect(ledgerBalances({ paymentMethod: 'KNET', status: 'DELIVERED' }, entries)).toEqual({ amountDue: 4350, paid: 4350, refunded: 1250, cashToCollect: 0, net: 3100 });
  });

  it('sums a cash order: nothing paid and all to collect until delivered, then paid and nothing to collect', () => {
    const placed = opening('CASH', 2500);
    expect(ledgerBalances({ paymentMethod: 'CASH', status: 'INTRANSIT' }, placed)).toEqual({ amountDue: 2500, paid: 0, refunded: 0, cashToCollect: 2500, net: 0 });
    const delivered = [...placed, ...planMove({ paymentMethod: 'CASH', status: 'DELIVERED' }, 'DELIVERED', placed).entries];
    expect(ledgerBalances({ paymentMethod: 'CASH', status: 'DELIVERED' }, delivered)).toEqual({ amountDue: 2500, paid: 2500, refunded: 0, cashToCollect: 0, net: 2500 });
  });

  it('counts a delivery fee and a discount in the amount due and in what a prepaid customer paid', () => {
    const entries = [...opening('CARD', 3000), { kind: 'delivery_fee', amountFils: 500 } as const, { kind: 'discount', amountFils: -750 } as const];
    expect(ledgerBalances({ paymentMethod: 'CARD', status: 'NEW' }, entries)).toMatchObject({ amountDue: 2750, paid: 2750, net: 2750 });
  });
});

describe('the writers’ plans', () => {
  it('a rejected KNET order: a pending KNET refund of all that was paid, on the platform', () => {
    const plan = planMove({ paymentMethod: 'KNET', status: 'REJECTED' }, 'REJECTED', opening('KNET', 1250));
    expect(plan).toEqual({
      refund: { amountFils: 1250, method: 'KNET', status: 'pending', reasonCode: 'order_rejected', liable: 'platform', note: null },
      entries: [{ kind: 'refund', amountFils: -1250, liable: 'platform', reasonCode: 'order_rejected', note: null }],
    });
  });

  it('a cancelled cash order: the cash to collect back to 0, nothing refunded', () => {
    expect(planMove({ paymentMethod: 'CASH', status: 'CANCELLED' }, 'CANCELLED', opening('CASH', 1250))).toEqual({
      refund: null,
      entries: [{ kind: 'cash_to_collect', amountFils: -1250, liable: 'customer', reasonCode: 'order_cancelled' }],
    });
  });

  it('accepting or shipping appends nothing', () => {
    expect(planMove({ paymentMethod: 'CASH', status: 'ACCEPTED' }, 'ACCEPTED', opening('CASH', 900))).toEqual({ refund: null, entries: [] });
  });

  it('refunds a delivered cash order as a credit, done at once, and never more than was paid', () => {
    const order = { paymentMethod: 'CASH', status: 'DELIVERED' } as const;
    const entries = [...opening('CASH', 2000), { kind: 'cash_to_collect', amountFils: -2000 } as const];
    expect(planRefund(order, entries, { amountFils: 2001, liable: 'shop', reasonCode: 'goodwill', note: null })).toEqual({ refused: 'too_large', limitFils: 2000 });
    const planned = planRefund(order, entries, { amountFils: 500, liable: 'shop', reasonCode: 'item_damaged', note: 'Cracked eggs' });
    expect(planned).toMatchObject({ plan: { refund: { method: 'credit', status: 'done', amountFils: 500 }, entries: [{ kind: 'refund', amountFils: -500, note: 'Cracked eggs' }] } });
  });

  it('refuses a refund before delivery, and a prepaid order costing more after a line change', () => {
    expect(planRefund({ paymentMethod: 'KNET', status: 'INTRANSIT' }, opening('KNET', 900), { amountFils: 1, liable: 'shop', reasonCode: 'other', note: 'x' })).toEqual({ refused: 'not_delivered' });
    expect(planLineChange({ paymentMethod: 'KNET', status: 'ACCEPTED' }, opening('KNET', 900), { amountDueFils: 1000, liable: 'shop', reasonCode: 'wrong_item' })).toEqual({ refused: 'prepaid_increase' });
    expect(planLineChange({ paymentMethod: 'CASH', status: 'DELIVERED' }, opening('CASH', 900), { amountDueFils: 800, liable: 'shop', reasonCode: 'item_missing' })).toEqual({ refused: 'not_open' });
  });
});

describe('planCommission (decisions/shop-statements.md)', () => {
  /** A delivered KNET order of 3.333 KWD of items and a 0.500 KWD delivery fee. */
  const delivered = [
    { kind: 'charge', amountFils: 3333 },
    { kind: 'delivery_fee', amountFils: 500 },
  ] as const;

  it('takes the percentage of the items (not the delivery fee), half-up to the fil, plus the fee, from the shop', () => {
    // 12.5% of 3.333 = 0.416625 → 0.417; + 0.250.
    expect(planCommission({ percentBp: 1250, feeFils: 250 }, delivered)).toEqual([{ kind: 'commission', amountFils: -667, liable: 'shop', reasonCode: 'commission' }]);
    // 15% of 3.333 = 0.49995 → 0.500: half goes up.
    expect(planCommission({ percentBp: 1500, feeFils: 0 }, delivered)).toEqual([expect.objectContaining({ amountFils: -500 })]);
    // 0.01% of 3.333 = 0.0003333 → 0.000.
    expect(planCommission({ percentBp: 1, feeFils: 0 }, delivered)).toEqual([]);
  });

  it('follows the items after a line change and a discount', () => {
    const entries = [...delivered, { kind: 'line_change', amountFils: -333 }, { kind: 'discount', amountFils: -1000 }] as const;
    expect(planCommission({ percentBp: 1000, feeFils: 0 }, entries)).toEqual([expect.objectContaining({ amountFils: -200 })]);
  });

  it('counts a discount the platform funds as the shop’s sale, one the shop funds not (decisions/promotions.md)', () => {
    const platform = [...delivered, { kind: 'discount', amountFils: -1000, liable: 'platform' }] as const;
    const shop = [...delivered, { kind: 'discount', amountFils: -1000, liable: 'shop' }] as const;
    expect(planCommission({ percentBp: 1000, feeFils: 0 }, platform)).toEqual([expect.objectContaining({ amountFils: -333 })]);
    expect(planCommission({ percentBp: 1000, feeFils: 0 }, shop)).toEqual([expect.objectContaining({ amountFils: -233 })]);
    expect(shopAmounts(platform)).toEqual({ amountDue: 2833, deliveryFees: 500, discountsShop: 0, discountsPlatform: 1000, itemsAmount: 3333, commission: 0 });
    expect(shopAmounts(shop)).toMatchObject({ discountsShop: 1000, discountsPlatform: 0, itemsAmount: 2333 });
  });

  it('writes nothing without a rate or for a commission of 0', () => {
    expect(planCommission(null, delivered)).toEqual([]);
    expect(planCommission({ percentBp: 0, feeFils: 0 }, delivered)).toEqual([]);
  });

  it('leaves the customer’s balances and the rule as they were', () => {
    const order = { paymentMethod: 'KNET', status: 'DELIVERED' } as const;
    const withCommission = [...delivered, ...planCommission({ percentBp: 2000, feeFils: 100 }, delivered)];
    expect(ledgerBalances(order, withCommission)).toEqual(ledgerBalances(order, delivered));
    expect(ledgerProblems({ ...order, totalAmountFils: 3833 }, ledgerBalances(order, withCommission))).toEqual([]);
  });
});

// ── The property: 10,000 random lives of an order ────────────────────────────────────────────────

type Op =
  | { t: 'line'; index: number; quantity: number }
  | { t: 'advance' }
  | { t: 'end' }
  | { t: 'refund'; fils: number }
  | { t: 'settle'; which: number; done: boolean };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('line' as const), index: fc.nat(6), quantity: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ t: fc.constant('advance' as const) }),
  fc.record({ t: fc.constant('end' as const) }),
  fc.record({ t: fc.constant('refund' as const), fils: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ t: fc.constant('settle' as const), which: fc.nat(8), done: fc.boolean() }),
);

const lifeArbitrary = fc.record({
  method: fc.constantFrom<PaymentMethod>('CASH', 'KNET', 'CARD'),
  lines: fc.array(fc.record({ unitFils: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 5 }),
  ops: fc.array(opArbitrary, { maxLength: 16 }),
  // decisions/shop-statements.md: the shop's commission rate at delivery (none, or a percentage and a fee).
  rate: fc.option(fc.record({ percentBp: fc.integer({ min: 0, max: 10_000 }), feeFils: fc.integer({ min: 0, max: 100_000 }) })),
});

const FORWARD: Partial<Record<OrderStatus, OrderStatus>> = { NEW: 'ACCEPTED', ACCEPTED: 'INTRANSIT', INTRANSIT: 'DELIVERED' };
const ENDS: Partial<Record<OrderStatus, OrderStatus>> = { NEW: 'REJECTED', INTRANSIT: 'CANCELLED' };

/** What the model expects of a refund the plan made. */
interface ModelRefund {
  amountFils: number;
  method: RefundMethod;
  status: 'pending' | 'done' | 'failed';
}

/** expect(actual).toEqual(expected), at the cost of a string comparison when they agree (every step of 10,000 lives). */
function agree(actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

it('balances every one of 10,000 random lives of an order to 0.000 KWD against a model of it', () => {
  fc.assert(
    fc.property(lifeArbitrary, ({ method, lines: placedLines, ops, rate }) => {
      const prepaid = method !== 'CASH';
      const lines = placedLines.map((line) => ({ ...line }));
      const lineTotal = () => lines.reduce((sum, line) => sum + line.unitFils * line.quantity, 0);
      const placed = lineTotal();
      let status: OrderStatus = 'NEW';
      const entries: PlannedEntry[] = [...opening(method, placed)];
      const refunds: ModelRefund[] = [];
      const planned: ModelRefund[] = [];

      const append = (plan: LedgerPlan) => {
        // The database's own rule: no entry moves nothing.
        for (const entry of plan.entries) if (entry.amountFils === 0) agree(entry, { ...entry, amountFils: 'never 0' });
        entries.push(...plan.entries);
        if (plan.refund) planned.push({ amountFils: plan.refund.amountFils, method: plan.refund.method, status: plan.refund.status });
      };
      const given = () => refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountFils, 0);

      for (const op of ops) {
        const order = { paymentMethod: method, status };
        if (op.t === 'line') {
          const line = lines[op.index % lines.length];
          const [before, costBefore] = [line.quantity, lineTotal()];
          line.quantity = op.quantity;
          const result = planLineChange(order, entries, { amountDueFils: lineTotal(), liable: 'shop', reasonCode: 'item_missing' });
          const refused = !isOpen(status) ? 'not_open' : prepaid && lineTotal() > costBefore ? 'prepaid_increase' : null;
          if (refused) {
            agree(result, { refused });
            line.quantity = before;
          } else {
            agree('plan' in result, true);
            if ('plan' in result) append(result.plan);
            // A prepaid order that now costs less gives the difference back through its gateway.
            if (prepaid && costBefore > lineTotal()) refunds.push({ amountFils: costBefore - lineTotal(), method: method as RefundMethod, status: 'pending' });
          }
        } else if (op.t === 'advance' || op.t === 'end') {
          const to: OrderStatus | undefined = (op.t === 'advance' ? FORWARD : ENDS)[status];
          if (!to) continue;
          const paidNow = prepaid ? placed : 0;
          status = to;
          append(planMove({ paymentMethod: method, status }, to, entries));
          // The commission joins the ledger at delivery; the customer's sums never read it.
          if (to === 'DELIVERED') append({ refund: null, entries: planCommission(rate, entries) });
          if ((to === 'REJECTED' || to === 'CANCELLED') && paidNow - given() > 0) {
            refunds.push({ amountFils: paidNow - given(), method: method as RefundMethod, status: 'pending' });
          }
        } else if (op.t === 'refund') {
          const result = planRefund(order, entries, { amountFils: op.fils, liable: 'platform', reasonCode: 'goodwill', note: null });
          const paid = prepaid ? placed : status === 'DELIVERED' ? lineTotal() : 0;
          if (isOpen(status)) agree(result, { refused: 'not_delivered' });
          else if (op.fils > paid - given()) agree(result, { refused: 'too_large', limitFils: paid - given() });
          else {
            agree('plan' in result, true);
            if ('plan' in result) append(result.plan);
            refunds.push({ amountFils: op.fils, method: prepaid ? (method as RefundMethod) : 'credit', status: prepaid ? 'pending' : 'done' });
          }
        } else {
          const refund = refunds[op.which % Math.max(refunds.length, 1)];
          if (refund?.status !== 'pending') continue;
          refund.status = op.done ? 'done' : 'failed';
          planned[refunds.indexOf(refund)].status = refund.status;
          if (!op.done) append({ refund: null, entries: planRefundFailure({ amountFils: refund.amountFils, liable: 'platform' }, null) });
        }

        // After every step: the module's sums are the model's, to the fil, and the ledger's rule holds.
        agree(planned, refunds);
        const balances = ledgerBalances({ paymentMethod: method, status }, entries);
        const expected = {
          amountDue: lineTotal(),
          paid: prepaid ? placed : status === 'DELIVERED' ? lineTotal() : 0,
          refunded: given(),
          cashToCollect: !prepaid && isOpen(status) ? lineTotal() : 0,
        };
        const off = Object.entries(expected).reduce((sum, [key, fils]) => sum + Math.abs(fils - balances[key as keyof typeof expected]), 0);
        agree((off / 1000).toFixed(3), '0.000');
        agree(balances.net, balances.paid - balances.refunded);
        agree(ledgerProblems({ paymentMethod: method, status, totalAmountFils: lineTotal() }, balances), []);
        // Unless a refund failed (its money is still to go back): an open prepaid order keeps what it costs, an ended one nothing.
        if (!refunds.some((refund) => refund.status === 'failed')) {
          if (prepaid && isOpen(status)) agree(balances.net, balances.amountDue);
          if (status === 'REJECTED' || status === 'CANCELLED') agree(balances.net, 0);
        }
      }
    }),
    { numRuns: 10_000 },
  );
});
