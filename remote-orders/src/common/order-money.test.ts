import type { OrderLedger, Refund } from '@dukkan/shared';
import { makeOrder } from '../test-utils/test-orders';
import { canRefund, emptyRefundForm, gatewayReferenceRule, refundableLines, refundBody, validateRefund, type RefundFormValues } from './order-money';

// decisions/money-ledger.md: what may be refunded and the refund form's rules, before anything is sent.

const refund = (overrides: Partial<Refund>): Refund => ({
  id: 1,
  orderId: 5,
  amount: 0.45,
  amountFils: 450,
  method: 'KNET',
  status: 'done',
  gatewayReference: null,
  reasonCode: 'item_damaged',
  note: null,
  liable: 'shop',
  lines: [],
  createdBy: null,
  createdAt: '2025-03-05T11:07:00.000Z',
  doneAt: null,
  ...overrides,
});

const ledger = (netFils: number, refunds: Refund[] = []): OrderLedger => ({
  entries: [],
  balances: { amountDue: 1.775, amountDueFils: 1775, paid: 1.775, paidFils: 1775, refunded: 0, refundedFils: 0, cashToCollect: 0, cashToCollectFils: 0, net: netFils / 1000, netFils },
  refunds,
});

describe('which orders may be refunded', () => {
  it('a delivered order with money kept; an ended one only once its refund failed; never an open one', () => {
    expect(canRefund('DELIVERED', ledger(1775))).toBe(true);
    expect(canRefund('DELIVERED', ledger(0))).toBe(false);
    expect(canRefund('INTRANSIT', ledger(1775))).toBe(false);
    expect(canRefund('CANCELLED', ledger(0, [refund({ status: 'done' })]))).toBe(false);
    expect(canRefund('CANCELLED', ledger(1775, [refund({ status: 'failed' })]))).toBe(true);
  });
});

describe('the lines a refund by lines may take', () => {
  it('leaves out what refunds took back already, but not what a failed one did', () => {
    const order = makeOrder();
    const refunds = [refund({ lines: [{ itemId: 1, quantity: 1, amount: 0.45, amountFils: 450 }] }), refund({ status: 'failed', lines: [{ itemId: 2, quantity: 1, amount: 0.875, amountFils: 875 }] })];
    expect(refundableLines(order, refunds, 'en')).toEqual([
      { itemId: 1, name: 'fresh milk (1 l)', unitFils: 450, ordered: 2, left: 1 },
      { itemId: 2, name: 'Labneh (400 g)', unitFils: 875, ordered: 1, left: 1 },
    ]);
  });
});

describe('the refund form', () => {
  const lines = refundableLines(makeOrder(), [], 'en');
  const form = (overrides: Partial<RefundFormValues>): RefundFormValues => ({ ...emptyRefundForm(lines), reasonCode: 'item_damaged', liable: 'shop', ...overrides });

  it('asks for lines, a quantity up to what is left, an amount with at most 3 decimals, and no more than the limit', () => {
    expect(validateRefund(form({}), lines, 1775)).toEqual({ lines: 'linesRequired' });
    const chosen = (quantity: string) => [{ itemId: 1, chosen: true, quantity }, { itemId: 2, chosen: false, quantity: '1' }];
    expect(validateRefund(form({ lines: chosen('3') }), lines, 1775)).toEqual({ lines: 'quantityInvalid' });
    expect(validateRefund(form({ lines: chosen('2') }), lines, 1775)).toEqual({});
    expect(validateRefund(form({ lines: chosen('2') }), lines, 800)).toEqual({ lines: 'tooLarge' });
    expect(validateRefund(form({ by: 'amount', amount: '' }), lines, 1775)).toEqual({ amount: 'amountRequired' });
    expect(validateRefund(form({ by: 'amount', amount: '0.1234' }), lines, 1775)).toEqual({ amount: 'amountDecimals' });
    expect(validateRefund(form({ by: 'amount', amount: '0' }), lines, 1775)).toEqual({ amount: 'amountInvalid' });
    expect(validateRefund(form({ by: 'amount', amount: '1.776' }), lines, 1775)).toEqual({ amount: 'tooLarge' });
    expect(validateRefund(form({ by: 'amount', amount: '1.775' }), lines, 1775)).toEqual({});
  });

  it("asks for a reason, who bears it, and a note when the reason is 'other'", () => {
    expect(validateRefund(form({ by: 'amount', amount: '1', reasonCode: '', liable: '' }), lines, 1775)).toEqual({ reasonCode: 'reasonRequired', liable: 'liableRequired' });
    expect(validateRefund(form({ by: 'amount', amount: '1', reasonCode: 'other', note: '  ' }), lines, 1775)).toEqual({ note: 'noteRequired' });
    expect(validateRefund(form({ by: 'amount', amount: '1', note: 'x'.repeat(501) }), lines, 1775)).toEqual({ note: 'noteTooLong' });
  });

  it('sends the chosen lines or the amount, the reason, who bears it, and a note only when written', () => {
    const byLines = form({ lines: [{ itemId: 1, chosen: false, quantity: '2' }, { itemId: 2, chosen: true, quantity: '١' }], note: '  ' });
    expect(refundBody(byLines, lines)).toEqual({ lines: [{ itemId: 2, quantity: 1 }], reasonCode: 'item_damaged', liable: 'shop' });
    expect(refundBody(form({ by: 'amount', amount: '٠٫٥', reasonCode: 'other', note: ' Box crushed ', liable: 'platform' }), lines)).toEqual({
      amount: 0.5,
      reasonCode: 'other',
      note: 'Box crushed',
      liable: 'platform',
    });
  });

  it("asks for the gateway's reference, at most 100 characters", () => {
    expect(gatewayReferenceRule('  ')).toBe('referenceRequired');
    expect(gatewayReferenceRule('x'.repeat(101))).toBe('referenceTooLong');
    expect(gatewayReferenceRule(' KNET-1 ')).toBeNull();
  });
});
