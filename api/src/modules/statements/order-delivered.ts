import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { recordCommission } from '../ledger/ledger-writer';
import { commissionRatesRepository } from './commission-rates-repository';
import { closedPeriodEnd } from './statement-weeks';
import { statementsRepository } from './statements-repository';

/**
 * decisions/shop-statements.md: an order just delivered (the status service's move, in its transaction, for an order its
 * conditional UPDATE moved: once). Its shop's commission goes to the ledger, under the rate in effect on the Kuwait date
 * of the delivery (the transaction's time, which its DELIVERED step carries too).
 *
 * The step is timed at the transaction's start (now()), and a statement counts an order by that time. So the delivery
 * first joins the ledger's writers (which a week's close waits for, and holds), then, should a close have committed
 * since this transaction began, a delivery timed inside the closed period is refused (409: try again) rather than
 * written where no statement would count it.
 */
export async function onOrderDelivered(tx: Db, orderId: number, actorId: number | null): Promise<void> {
  const statements = statementsRepository(tx);
  await statements.joinLedgerWriters();
  const last = await statements.lastClose();
  if (last && (await statements.beganBefore(closedPeriodEnd(last)))) {
    throw conflict('The week was closed meanwhile: try again', 'WEEK_CLOSED_MEANWHILE');
  }
  await recordCommission(tx, orderId, await commissionRatesRepository(tx).rateAtDelivery(orderId), actorId);
}
