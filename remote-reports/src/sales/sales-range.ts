import { lastKuwaitDays } from '@dukkan/shared';

/** The report's default period: the last seven Kuwait days, today included. */
export const defaultSalesRange = (now: Date): { from: string; to: string } => lastKuwaitDays(now, 7);
