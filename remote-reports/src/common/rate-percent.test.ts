import { ratePercent } from './rate-percent';

describe('ratePercent', () => {
  it('reads a rate as the API keeps it: up to two decimals, none when whole, Latin digits', () => {
    expect(ratePercent(12.5)).toBe('12.5');
    expect(ratePercent(10)).toBe('10');
    expect(ratePercent(7.25)).toBe('7.25');
    expect(ratePercent(0)).toBe('0');
  });
});
