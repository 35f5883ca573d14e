import { keptStatement, type StatementSums, statementSums } from './statement-sums';
import { closedPeriodEnd, isWeekStart, statementPeriod, weekEndsAt, weekOf, weeksBack } from './statement-weeks';
import { commissionRateRules, weekStartRules } from './statements-rules';

// decisions/shop-statements.md: the pure parts — a new rate's rules, the statement's week, the weeks and their periods,
// and what a period sums to.

const TODAY = '2026-11-26'; // a Thursday: its week started on Saturday 2026-11-21

describe('commissionRateRules', () => {
  const rule = (body: Partial<{ percent: number; feePerOrder: number; effectiveFrom: string }>) =>
    commissionRateRules({ percent: 10, feePerOrder: 0.25, effectiveFrom: TODAY, ...body }, TODAY);

  it('reads the percentage in basis points and the fee in fils, exactly', () => {
    expect(rule({ percent: 25.5, feePerOrder: 0.125, effectiveFrom: '2026-12-01' })).toEqual({
      errors: {},
      values: { percentBp: 2550, feeFils: 125, effectiveFrom: '2026-12-01' },
    });
    expect(rule({ percent: 0, feePerOrder: 0 }).values).toMatchObject({ percentBp: 0, feeFils: 0 });
    expect(rule({ percent: 100, feePerOrder: 100 }).values).toMatchObject({ percentBp: 10_000, feeFils: 100_000 });
    expect(rule({ percent: 12.34 }).values.percentBp).toBe(1234);
    // Arabic-Indic digits and spaces around the date.
    expect(rule({ effectiveFrom: ' ٢٠٢٦-١٢-٠١ ' }).values.effectiveFrom).toBe('2026-12-01');
  });

  it.each([-1, 100.01, 12.345, 1e-7, 101])('refuses a percentage of %p', (percent) => {
    expect(rule({ percent }).errors).toEqual({ percent: 'Enter a percentage from 0 to 100, with at most 2 decimals' });
  });

  it.each([-0.5, 100.001, 0.1234, 250])('refuses a fee of %p KWD', (feePerOrder) => {
    expect(rule({ feePerOrder }).errors).toEqual({ feePerOrder: 'Enter a fee from 0 to 100 KWD, with at most 3 decimals' });
  });

  it.each(['2026-02-30', '26-11-2026', 'tomorrow', ''])('refuses the date %p', (effectiveFrom) => {
    expect(rule({ effectiveFrom }).errors).toEqual({ effectiveFrom: 'Enter a date as YYYY-MM-DD' });
  });

  it('starts a new rate today or later', () => {
    expect(rule({ effectiveFrom: '2026-11-25' }).errors).toEqual({ effectiveFrom: 'A new rate starts today or later' });
    expect(rule({ effectiveFrom: TODAY }).errors).toEqual({});
  });
});

describe('weekStartRules', () => {
  it('takes a Saturday that has come', () => {
    expect(weekStartRules('2026-11-21', TODAY)).toEqual({ errors: {}, values: { weekStart: '2026-11-21' } });
    expect(weekStartRules('2024-01-06', TODAY).errors).toEqual({});
  });

  it.each(['2026-11-22', '2026-11-20', '2026-02-30', '987654'])('refuses %p: not a Saturday', (raw) => {
    expect(weekStartRules(raw, TODAY).errors).toEqual({ weekStart: 'Choose a week that starts on a Saturday' });
  });

  it('refuses a week that has not started yet', () => {
    expect(weekStartRules('2026-11-28', TODAY).errors).toEqual({ weekStart: 'This week has not started yet' });
  });
});

describe('the weeks and their periods', () => {
  const at = (iso: string) => new Date(iso);

  it('runs a week from Saturday 00:00 to the next Saturday 00:00, Kuwait time (UTC+3)', () => {
    expect(isWeekStart('2026-11-21')).toBe(true);
    expect(isWeekStart('2026-11-27')).toBe(false);
    // Friday 23:59 Kuwait is still the week; Saturday 00:00 Kuwait (Friday 21:00 UTC) is the next.
    expect(weekOf(at('2026-11-27T20:59:59.999Z'))).toBe('2026-11-21');
    expect(weekOf(at('2026-11-27T21:00:00.000Z'))).toBe('2026-11-28');
    expect(weekEndsAt('2026-11-21')).toEqual(at('2026-11-27T21:00:00.000Z'));
  });

  it('counts an open week from its start to now, or to its end once over', () => {
    const now = at('2026-11-26T10:00:00Z');
    expect(statementPeriod('2026-11-21', { previous: null, own: null }, now)).toEqual({ start: at('2026-11-20T21:00:00Z'), end: now });
    expect(statementPeriod('2026-11-14', { previous: null, own: null }, now)).toEqual({ start: at('2026-11-13T21:00:00Z'), end: at('2026-11-20T21:00:00Z') });
  });

  it('ends a week closed early at its close, and starts the next one there: no gap, no overlap', () => {
    const close = { weekStart: '2026-11-14', closedAt: at('2026-11-19T08:00:00Z'), closedBy: null };
    const now = at('2026-11-26T10:00:00Z');
    const closed = statementPeriod('2026-11-14', { previous: null, own: close }, now);
    const next = statementPeriod('2026-11-21', { previous: close, own: null }, now);
    expect(closed).toEqual({ start: at('2026-11-13T21:00:00Z'), end: at('2026-11-19T08:00:00Z') });
    expect(next).toEqual({ start: closed.end, end: now });
  });

  it('ends a week closed after its end at its end', () => {
    const close = { weekStart: '2026-11-14', closedAt: at('2026-11-23T08:00:00Z'), closedBy: null };
    expect(closedPeriodEnd(close)).toEqual(at('2026-11-20T21:00:00Z'));
    expect(statementPeriod('2026-11-21', { previous: close, own: null }, at('2026-11-26T10:00:00Z')).start).toEqual(at('2026-11-20T21:00:00Z'));
  });

  it('lists the weeks newest first, back to the earliest, at most 104', () => {
    expect(weeksBack('2026-11-21', '2026-11-07')).toEqual(['2026-11-21', '2026-11-14', '2026-11-07']);
    expect(weeksBack('2026-11-21', '2026-11-21')).toEqual(['2026-11-21']);
    const many = weeksBack('2026-11-21', '2010-01-02');
    expect(many).toHaveLength(104);
    expect(many.at(-1)).toBe('2024-11-30');
  });
});

describe('statementSums', () => {
  const delivered = (orderId: number, shopId: number, entries: { kind: 'charge' | 'delivery_fee' | 'commission' | 'line_change'; amountFils: number }[]) => ({
    orderId,
    shopId,
    deliveredAt: new Date('2026-11-22T10:00:00Z'),
    paymentMethod: 'KNET',
    entries,
  });

  it('sums each shop’s delivered orders and refunds by who bears them, by order id', () => {
    const sums = statementSums(
      [
        delivered(12, 1, [{ kind: 'charge', amountFils: 5000 }, { kind: 'delivery_fee', amountFils: 500 }, { kind: 'commission', amountFils: -600 }]),
        delivered(10, 1, [{ kind: 'charge', amountFils: 2000 }, { kind: 'line_change', amountFils: -250 }]),
        delivered(11, 2, [{ kind: 'charge', amountFils: 1000 }]),
      ],
      [
        { orderId: 12, shopId: 1, paymentMethod: 'KNET', liable: 'shop', amountFils: -1000 },
        // An order delivered before the period: a correction, its own line.
        { orderId: 3, shopId: 1, paymentMethod: 'CASH', liable: 'platform', amountFils: -700 },
        { orderId: 3, shopId: 1, paymentMethod: 'CASH', liable: 'shop', amountFils: -300 },
        // A failed refund's reversal gives it back.
        { orderId: 3, shopId: 1, paymentMethod: 'CASH', liable: 'shop', amountFils: 300 },
      ],
    );
    const zero = { sales: 0, deliveryFees: 0, promotionsShop: 0, promotionsPlatform: 0, commission: 0, refundsShop: 0, refundsPlatform: 0 };
    expect(sums.get(1)).toEqual({
      totals: { orders: 2, ...zero, sales: 7250, deliveryFees: 500, commission: 600, refundsShop: 1000, refundsPlatform: 700, netPayout: 7250 - 500 - 600 - 1000 },
      lines: [
        { orderId: 3, deliveredAt: null, paymentMethod: 'CASH', ...zero, refundsPlatform: 700, netPayout: 0 },
        { orderId: 10, deliveredAt: '2026-11-22T10:00:00.000Z', paymentMethod: 'KNET', ...zero, sales: 1750, netPayout: 1750 },
        { orderId: 12, deliveredAt: '2026-11-22T10:00:00.000Z', paymentMethod: 'KNET', ...zero, sales: 5500, deliveryFees: 500, commission: 600, refundsShop: 1000, refundsPlatform: 0, netPayout: 3400 },
      ],
    });
    expect(sums.get(2)?.totals).toEqual({ orders: 1, ...zero, sales: 1000, deliveryFees: 0, commission: 0, refundsShop: 0, refundsPlatform: 0, netPayout: 1000 });
    expect(sums.has(3)).toBe(false);
  });

  it('counts the promotions by who funds them: the platform pays the shop its own (decisions/promotions.md)', () => {
    const sums = statementSums(
      [
        {
          ...delivered(20, 1, []),
          entries: [
            { kind: 'charge', amountFils: 5000 },
            { kind: 'delivery_fee', amountFils: 500 },
            { kind: 'discount', amountFils: -1000, liable: 'platform' },
            { kind: 'commission', amountFils: -500 },
          ],
        },
        { ...delivered(21, 1, []), entries: [{ kind: 'charge', amountFils: 2000 }, { kind: 'delivery_fee', amountFils: 500 }, { kind: 'discount', amountFils: -500, liable: 'shop' }] },
      ],
      [],
    );
    expect(sums.get(1)?.totals).toEqual({
      orders: 2,
      sales: 6500,
      deliveryFees: 1000,
      promotionsShop: 500,
      promotionsPlatform: 1000,
      commission: 500,
      refundsShop: 0,
      refundsPlatform: 0,
      // 6.500 − 1.000 + 1.000 − 0.500.
      netPayout: 6000,
    });
    expect(sums.get(1)?.lines.map((line) => line.netPayout)).toEqual([4500 - 500 + 1000 - 500, 2000 - 500]);
  });

  it('reads a week kept before promotions with none (0)', () => {
    const kept = { totals: { orders: 1, sales: 1000, deliveryFees: 0, commission: 0, refundsShop: 0, refundsPlatform: 0, netPayout: 1000 }, lines: [] };
    expect(keptStatement(kept as unknown as StatementSums).totals).toEqual({ ...kept.totals, promotionsShop: 0, promotionsPlatform: 0 });
  });
});
