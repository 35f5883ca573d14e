import { kuwaitDay } from '@dukkan/shared';

const DAY_MS = 86_400_000;

/** The report's default period: the last seven Kuwait days, today included. */
export function defaultSalesRange(now: Date): { from: string; to: string } {
  return { from: kuwaitDay(new Date(now.getTime() - 6 * DAY_MS)), to: kuwaitDay(now) };
}
