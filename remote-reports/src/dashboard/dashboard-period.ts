import { kuwaitDay, lastKuwaitDays } from '@dukkan/shared';

// decisions/reports-and-bulk.md: the dashboard's period picker, in the address (?period=7d, or ?period=custom&from=…&to=…).

export const PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

/**
 * The Kuwait days [from, to] a period covers at `now`: today; the last 7 or 30 days, today
 * included; or the custom days given (in order; the last 7 days when they are missing or wrong).
 */
export function periodRange(period: string, now: Date, custom: { from?: string; to?: string } = {}): { period: Period; from: string; to: string } {
  const today = kuwaitDay(now);
  if (period === 'today') return { period, from: today, to: today };
  if (period === '30d') return { period, ...lastKuwaitDays(now, 30) };
  if (period === 'custom' && custom.from && custom.to && DAY_PATTERN.test(custom.from) && DAY_PATTERN.test(custom.to) && custom.from <= custom.to) {
    return { period, from: custom.from, to: custom.to };
  }
  return { period: period === 'custom' ? 'custom' : '7d', ...lastKuwaitDays(now, 7) };
}
