import { commissionRateBody, emptyCommissionRate, validateCommissionRate } from './commission-rate-rules';

const TODAY = '2026-11-28';
const rate = (percent: string, feePerOrder = '0', effectiveFrom = TODAY) => ({ percent, feePerOrder, effectiveFrom });

describe('a new commission rate’s rules, as the API checks them (decisions/shop-statements.md)', () => {
  it('takes a percentage from 0 to 100 with at most 2 decimals', () => {
    for (const percent of ['0', '12.5', '12.25', '100', '100.00', '٧.٥']) expect(validateCommissionRate(rate(percent), TODAY)).toEqual({});
    for (const percent of ['', '100.01', '101', '12.345', '-1', 'ten', '1e2']) expect(validateCommissionRate(rate(percent), TODAY)).toEqual({ percent: 'percent' });
  });

  it('takes a fee from 0 to 100 KWD to the fils', () => {
    for (const fee of ['0', '0.25', '0.125', '100', '100.000']) expect(validateCommissionRate(rate('5', fee), TODAY)).toEqual({});
    for (const fee of ['', '100.001', '0.1234', '-0.5', 'free']) expect(validateCommissionRate(rate('5', fee), TODAY)).toEqual({ feePerOrder: 'fee' });
  });

  it('starts today (Kuwait) or later', () => {
    expect(validateCommissionRate(rate('5', '0', '2026-11-28'), TODAY)).toEqual({});
    expect(validateCommissionRate(rate('5', '0', '2027-01-01'), TODAY)).toEqual({});
    for (const day of ['2026-11-27', '', '28/11/2026']) expect(validateCommissionRate(rate('5', '0', day), TODAY)).toEqual({ effectiveFrom: 'date' });
  });

  it('sends numbers, the fee exact to the fils', () => {
    expect(commissionRateBody(rate(' 12.5 ', '0.125', '2026-12-05'))).toEqual({ percent: 12.5, feePerOrder: 0.125, effectiveFrom: '2026-12-05' });
    expect(commissionRateBody(rate('٧', '١.٥'))).toEqual({ percent: 7, feePerOrder: 1.5, effectiveFrom: TODAY });
    expect(emptyCommissionRate(TODAY)).toEqual({ percent: '', feePerOrder: '0', effectiveFrom: TODAY });
  });
});
