import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { EMPTY_STATEMENT, type StatementSums, statementSums } from './statement-sums';
import { type Period, previousWeek, statementPeriod, type WeekClose, weekOf, weeksBack } from './statement-weeks';
import { statementsRepository } from './statements-repository';

// decisions/shop-statements.md: the weekly statements — a week's period and its statement per shop (computed while the
// week is open, the snapshot once closed), the list of weeks, and closing a week. Called inside the request's
// transaction (a close writes several tables, all or nothing).

/** A week's status beside its period. */
export interface WeekState {
  weekStart: string;
  close: WeekClose | null;
  period: Period;
}

/** The week's period, from its close and the week before's. */
export async function weekState(db: Db, weekStart: string, now: Date): Promise<WeekState> {
  const closes = await statementsRepository(db).closes([weekStart, previousWeek(weekStart)]);
  const find = (week: string) => closes.find((close) => close.weekStart === week) ?? null;
  const close = find(weekStart);
  return { weekStart, close, period: statementPeriod(weekStart, { previous: find(previousWeek(weekStart)), own: close }, now) };
}

/** What the period holds for these shops (null: every shop), from the ledger: each shop with anything in it. */
export async function sumsOfPeriod(db: Db, period: Period, shopIds: readonly number[] | null): Promise<Map<number, StatementSums>> {
  const repo = statementsRepository(db);
  return statementSums(await repo.deliveredIn(period, shopIds), await repo.refundsIn(period, shopIds));
}

/** The shop's statement of the week: the snapshot kept at its close, or, while it is open, the ledger's sums now. */
export async function statementOf(db: Db, shopId: number, week: WeekState): Promise<StatementSums> {
  if (week.close) return (await statementsRepository(db).snapshot(shopId, week.weekStart)) ?? EMPTY_STATEMENT;
  return (await sumsOfPeriod(db, week.period, [shopId])).get(shopId) ?? EMPTY_STATEMENT;
}

/** The current week (by `now`) and every earlier one since the ledger's first entry (or the first close), newest first. */
export async function listWeeks(db: Db, now: Date): Promise<{ weekStart: string; close: WeekClose | null }[]> {
  const repo = statementsRepository(db);
  const firstEntryAt = await repo.firstEntryAt();
  // YYYY-MM-DD sorts as the dates do.
  const [earliest] = [weekOf(now), firstEntryAt ? weekOf(firstEntryAt) : null, await repo.firstClosedWeek()].filter((week): week is string => week !== null).sort();
  const weeks = weeksBack(weekOf(now), earliest);
  const closes = await repo.closes(weeks);
  return weeks.map((weekStart) => ({ weekStart, close: closes.find((close) => close.weekStart === weekStart) ?? null }));
}

/**
 * Closes the week (owners): refused when it is closed already (409 WEEK_CLOSED) or the week before is open while a week
 * was ever closed (409 EARLIER_WEEK_OPEN: closes go in order, so each period starts where the last one ended).
 *
 * Its time is read after the ledger's writers in flight have committed (LOCK TABLE order_ledger IN SHARE MODE, held to
 * the end of this transaction), and every entry is timed when written (the column's clock_timestamp()): an entry
 * committed after the close is timed after it and counts in the next week, never in this closed one. A delivery, timed
 * at its transaction's start, is refused if a close came in between (order-delivered.ts). Then every shop's statement
 * of the period is kept as it is now.
 */
export async function closeWeek(db: Db, weekStart: string, actorId: number, now: Date): Promise<WeekState> {
  const repo = statementsRepository(db);
  await repo.lockCloses();
  const closes = await repo.closes([weekStart, previousWeek(weekStart)]);
  if (closes.some((close) => close.weekStart === weekStart)) throw conflict('This week is closed already', 'WEEK_CLOSED');
  const previous = closes.find((close) => close.weekStart === previousWeek(weekStart)) ?? null;
  if (!previous && (await repo.lastClose()) !== null) throw conflict('Close the week before it first', 'EARLIER_WEEK_OPEN');
  await repo.holdLedgerWriters();
  const close = await repo.insertClose(weekStart, actorId);
  const period = statementPeriod(weekStart, { previous, own: close }, now);
  await repo.insertSnapshots(weekStart, await sumsOfPeriod(db, period, null));
  return { weekStart, close, period };
}
