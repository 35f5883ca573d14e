import { periodRange } from './dashboard-period';

// Thursday 26 November 2026, 01:30 in Kuwait (still the 25th in UTC): days are Kuwait's.
const NOW = new Date('2026-11-25T22:30:00Z');

describe('the dashboard period (decisions/reports-and-bulk.md)', () => {
  it('reads today, 7 and 30 days as Kuwait days, today included', () => {
    expect(periodRange('today', NOW)).toEqual({ period: 'today', from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('7d', NOW)).toEqual({ period: '7d', from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('30d', NOW)).toEqual({ period: '30d', from: '2026-10-28', to: '2026-11-26' });
  });

  it('takes custom days in order, and the last 7 days for anything else', () => {
    expect(periodRange('custom', NOW, { from: '2026-11-01', to: '2026-11-10' })).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(periodRange('custom', NOW, { from: '2026-11-10', to: '2026-11-01' })).toEqual({ period: 'custom', from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('custom', NOW, { from: 'soon' })).toEqual({ period: 'custom', from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('year', NOW)).toEqual({ period: '7d', from: '2026-11-20', to: '2026-11-26' });
  });
});
