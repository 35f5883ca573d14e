import { encodeSortCursor } from '../../http/sorted-paging';
import { tinyPng } from '../../test/upload-forms';
import { dayFigures, dayStatus } from './reconciliation-days';
import { reconciliationRangeRules, resolveLineRules, settlementFileName, settlementFileRules, settlementLinesRules, settlementMethod } from './reconciliation-rules';
import { type MatchContext, matchLines, orderNumberOf } from './settlement-matching';

// decisions/reconciliation.md, as plain functions: a settlement file read into lines (or refused whole, naming its first
// problems by line), what each line matches, a day's figures, and the queries' and the resolution's rules.

const file = (text: string) => settlementFileRules(Buffer.from(text));

describe('settlementFileRules', () => {
  it('reads the columns in any order and any case, ignores the others, and takes a BOM and both date forms', () => {
    expect(file('\uFEFFAmount,Note,Reference,DATE\r\n1.250,first,1234,2026-03-01\r\n-0.5,,RF-9,02/03/2026\r\n12,,#7,9/3/2026\r\n')).toEqual({
      lines: [
        { line: 2, date: '2026-03-01', reference: '1234', amountFils: 1250 },
        { line: 3, date: '2026-03-02', reference: 'RF-9', amountFils: -500 },
        { line: 4, date: '2026-03-09', reference: '#7', amountFils: 12000 },
      ],
    });
  });

  it('reads Arabic-Indic digits, and a cell a spreadsheet export neutralised', () => {
    expect(file("date,reference,amount\n٢٠٢٦-٠٣-٠١,DK-١٢,'-٠٫٧٥٠\n")).toEqual({ lines: [{ line: 2, date: '2026-03-01', reference: 'DK-١٢', amountFils: -750 }] });
  });

  it('refuses the whole file for bad lines, naming the first 5 problems by line', () => {
    const refused = file(
      [
        'date,reference,amount',
        '2026-03-01,1,1.000',
        '2026-03-01,2,1.2345',
        '2026-02-30,3,1',
        '01-03-2026,,abc',
        '2026-03-01,5,0',
        '2026-03-01,6,1000000.001',
        '2026-03-01,7,x',
      ].join('\n'),
    );
    expect(refused).toEqual({
      file: [
        'Line 3: enter the amount in KWD with at most 3 decimals',
        'Line 4: enter the date as YYYY-MM-DD or DD/MM/YYYY',
        'Line 5: enter the date as YYYY-MM-DD or DD/MM/YYYY',
        'Line 5: enter the reference',
        'Line 5: enter the amount in KWD with at most 3 decimals',
      ].join('\n'),
    });
    expect(file('date,reference,amount\n2026-03-01,5,0\n2026-03-01,6,-1000000.001\n')).toEqual({
      file: 'Line 2: an amount of 0 is neither a payment nor a refund\nLine 3: enter an amount of at most KWD 1,000,000',
    });
    expect(file(`date,reference,amount\n2026-03-01,${'r'.repeat(101)},1\n`)).toEqual({ file: 'Line 2: enter a reference of at most 100 characters' });
  });

  it('counts lines past blank lines and line breaks inside quotes', () => {
    expect(file('date,reference,amount\n\n2026-03-01,"a\nb",1.5.0\n')).toEqual({ file: 'Line 3: enter the amount in KWD with at most 3 decimals' });
  });

  it('asks for the three columns, a line under the header, and the file as UTF-8 text', () => {
    expect(file('date,ref,amount\n2026-03-01,1,1\n')).toEqual({ file: 'Choose a CSV file with the columns date, reference and amount' });
    expect(file('date,reference,amount,Date\n')).toEqual({ file: 'The column "date" appears twice' });
    expect(file('date,reference,amount\n\n')).toEqual({ file: 'The file has no lines under its header: add one settlement per line' });
    expect(settlementFileRules(Buffer.alloc(0))).toEqual({ file: 'The file is empty' });
    expect(settlementFileRules(Buffer.from([0x64, 0x61, 0x74, 0x65, 0x0a, 0xc7, 0xe1, 0x0a]))).toEqual({ file: expect.stringMatching(/^The file is not UTF-8 text/) });
    expect(settlementFileRules(tinyPng(4))).toEqual({ file: expect.stringMatching(/^The file is not text/) });
    expect(settlementFileRules(Buffer.from('date,reference,amount\n', 'utf16le'))).toEqual({ file: expect.stringMatching(/^The file is saved as UTF-16/) });
  });
});

describe('the form', () => {
  it('reads the method in any case, and keeps a clean file name', () => {
    expect([settlementMethod(' knet '), settlementMethod('CARD'), settlementMethod('CASH'), settlementMethod(undefined)]).toEqual(['KNET', 'CARD', null, null]);
    expect(settlementFileName('C:\\Users\\me\\knet-2026-03-01.csv')).toBe('knet-2026-03-01.csv');
    expect(settlementFileName('../a\u0000b\u001f.csv')).toBe('ab.csv');
    expect(settlementFileName('')).toBe('settlement.csv');
    expect(settlementFileName('x'.repeat(300))).toHaveLength(200);
  });
});

describe('matchLines', () => {
  const context: MatchContext = {
    orders: new Map([
      [1234, { id: 1234, paymentMethod: 'KNET', paidFils: 2600 }],
      [1235, { id: 1235, paymentMethod: 'CARD', paidFils: 1000 }],
      [1236, { id: 1236, paymentMethod: 'KNET', paidFils: 500 }],
      [1237, { id: 1237, paymentMethod: 'KNET', paidFils: 700 }],
    ]),
    refunds: [
      { id: 7, method: 'KNET', amountFils: 300, gatewayReference: 'RF-1' },
      { id: 8, method: 'CARD', amountFils: 300, gatewayReference: 'RF-2' },
      { id: 9, method: 'KNET', amountFils: 400, gatewayReference: 'RF-3' },
    ],
    matchedOrderIds: new Set([1237]),
    matchedRefundIds: new Set(),
  };

  it('reads an order number written 1234, #1234 or DK-1234', () => {
    expect(['1234', '#1234', 'DK-1234', 'dk-1234', ' 1234 ', 'DK1234', '12a', '0', '99999999999'].map(orderNumberOf)).toEqual([1234, 1234, 1234, 1234, 1234, null, null, null, null]);
  });

  it('matches payments and refunds, and says why the others do not match', () => {
    const lines = [
      { reference: 'DK-1234', amountFils: 2600 },
      { reference: '#1234', amountFils: 2600 },
      { reference: '1235', amountFils: 1000 },
      { reference: '1236', amountFils: 501 },
      { reference: '1237', amountFils: 700 },
      { reference: '999', amountFils: 100 },
      { reference: 'RF-1', amountFils: -300 },
      { reference: 'RF-2', amountFils: -300 },
      { reference: 'RF-3', amountFils: -300 },
      { reference: 'RF-1', amountFils: -300 },
      { reference: '1234', amountFils: -2600 },
    ];
    const matched = (orderId: number | null, refundId: number | null) => ({ status: 'matched', problem: null, orderId, refundId });
    const unmatched = (problem: string, orderId: number | null = null, refundId: number | null = null) => ({ status: 'unmatched', problem, orderId, refundId });
    expect(matchLines(lines, 'KNET', context)).toEqual([
      matched(1234, null),
      unmatched('already_matched', 1234),
      unmatched('method_differs', 1235),
      unmatched('amount_differs', 1236),
      unmatched('already_matched', 1237),
      unmatched('unknown_reference'),
      matched(null, 7),
      unmatched('method_differs', null, 8),
      unmatched('amount_differs', null, 9),
      unmatched('already_matched', null, 7),
      unmatched('unknown_reference'),
    ]);
  });
});

describe('the day figures', () => {
  it('names a day short, over, balanced or nothing', () => {
    expect([dayStatus(1000, 900, 0), dayStatus(1000, 1100, 0), dayStatus(1000, 1000, 0), dayStatus(0, 0, 1), dayStatus(0, 0, 0)]).toEqual(['short', 'over', 'balanced', 'balanced', 'nothing']);
  });

  it('sums each day and method, newest day first, the three methods each, and leaves out days with nothing', () => {
    const figures = dayFigures([
      { day: '2026-03-01', method: 'KNET', expectedFils: 2600, receivedFils: 0, unmatched: 0 },
      { day: '2026-03-01', method: 'KNET', expectedFils: -300, receivedFils: 0, unmatched: 0 },
      { day: '2026-03-01', method: 'KNET', expectedFils: 0, receivedFils: 2300, unmatched: 1 },
      { day: '2026-03-02', method: 'CASH', expectedFils: 3000, receivedFils: 0, unmatched: 0 },
      { day: '2026-03-02', method: 'CASH', expectedFils: 0, receivedFils: 2900, unmatched: 0 },
      { day: '2026-03-03', method: 'CARD', expectedFils: 0, receivedFils: 0, unmatched: 0 },
    ]);
    const figure = (date: string, method: string, expectedFils: number, receivedFils: number, unmatched: number, status: string) => ({
      date,
      method,
      expectedFils,
      receivedFils,
      differenceFils: receivedFils - expectedFils,
      unmatched,
      status,
    });
    expect(figures).toEqual([
      figure('2026-03-02', 'KNET', 0, 0, 0, 'nothing'),
      figure('2026-03-02', 'CARD', 0, 0, 0, 'nothing'),
      figure('2026-03-02', 'CASH', 3000, 2900, 0, 'short'),
      figure('2026-03-01', 'KNET', 2300, 2300, 1, 'balanced'),
      figure('2026-03-01', 'CARD', 0, 0, 0, 'nothing'),
      figure('2026-03-01', 'CASH', 0, 0, 0, 'nothing'),
    ]);
  });
});

describe('the queries and the resolution', () => {
  const now = new Date('2026-03-10T20:59:59Z');

  it('covers the last 14 Kuwait days to today by default, and at most 62 days', () => {
    expect(reconciliationRangeRules({}, now).values).toMatchObject({ from: '2026-02-25', to: '2026-03-10' });
    // 21:00 UTC is midnight in Kuwait: the next day.
    expect(reconciliationRangeRules({}, new Date('2026-03-10T21:00:00Z')).values).toMatchObject({ from: '2026-02-26', to: '2026-03-11' });
    expect(reconciliationRangeRules({ to: '2026-01-31' }, now).values).toMatchObject({ from: '2026-01-18', to: '2026-01-31' });
    expect(reconciliationRangeRules({ from: '2026-01-01', to: '2026-03-03' }, now)).toMatchObject({ errors: {}, values: { from: '2026-01-01', to: '2026-03-03' } });
    expect(reconciliationRangeRules({ from: '2026-01-01', to: '2026-03-04' }, now)).toEqual({ errors: { to: 'Choose at most 62 days' }, values: null });
    expect(reconciliationRangeRules({ from: '2020-01-01', to: '2026-03-04' }, now)).toEqual({ errors: { to: 'Choose at most 62 days' }, values: null });
    expect(reconciliationRangeRules({ from: 'yesterday', to: '2026-13-01' }, now)).toEqual({ errors: { from: 'Enter a date as YYYY-MM-DD', to: 'Enter a date as YYYY-MM-DD' }, values: null });
    expect(reconciliationRangeRules({ from: '2026-03-05', to: '2026-03-04' }, now).errors).toEqual({ to: 'The end date must be on or after the start date' });
  });

  it('reads a lines filter: a day, and a cursor of ours', () => {
    const cursor = encodeSortCursor({ value: '2026-03-01', id: 12 });
    expect(settlementLinesRules({ date: '2026-03-01', cursor })).toEqual({ errors: {}, values: { date: '2026-03-01', cursor: { value: '2026-03-01', id: 12 } } });
    expect(settlementLinesRules({ date: '1/3/2026', cursor: 'nonsense' }).errors).toEqual({ date: 'Enter a date as YYYY-MM-DD', cursor: 'Invalid cursor' });
    expect(settlementLinesRules({ cursor: encodeSortCursor({ value: 5, id: 1 }) }).errors).toEqual({ cursor: 'Invalid cursor' });
  });

  it('asks for a resolution of 1 to 500 characters', () => {
    expect(resolveLineRules({ resolution: '  Bank fee, booked  ' })).toEqual({ errors: {}, resolution: 'Bank fee, booked' });
    for (const resolution of ['   ', 'x'.repeat(501)]) expect(resolveLineRules({ resolution }).errors).toEqual({ resolution: 'Say how this line was resolved' });
  });
});
