import type { PaymentMethod } from '../../db/schema';
import type { RECONCILIATION_DAY_STATUSES } from './reconciliation-schemas';

// decisions/reconciliation.md: a day's figures per payment method, from the sums the repository reads (in fils, each
// already on its Kuwait day). Pure. Expected: KNET and CARD what the gateway took at placement less its refunds done
// that day, CASH the cash collected at delivery; received: the settlement lines dated that day, the cash counted at the
// day's shift closes.

/** The methods of a day, in the order a day lists them: the gateways first, then cash. */
export const RECONCILIATION_METHODS = ['KNET', 'CARD', 'CASH'] as const satisfies readonly PaymentMethod[];

export type ReconciliationDayStatus = (typeof RECONCILIATION_DAY_STATUSES)[number];

/** One sum the repository read: some of a day's expected or received money (fils), or its unmatched lines. */
export interface DayAmounts {
  day: string;
  method: PaymentMethod;
  expectedFils: number;
  receivedFils: number;
  unmatched: number;
}

export interface DayFigures {
  date: string;
  method: PaymentMethod;
  expectedFils: number;
  receivedFils: number;
  /** received − expected. */
  differenceFils: number;
  unmatched: number;
  status: ReconciliationDayStatus;
}

/** Short or over by the difference; else balanced, or nothing when there was nothing to reconcile. */
export function dayStatus(expectedFils: number, receivedFils: number, unmatched: number): ReconciliationDayStatus {
  if (receivedFils < expectedFils) return 'short';
  if (receivedFils > expectedFils) return 'over';
  return expectedFils === 0 && receivedFils === 0 && unmatched === 0 ? 'nothing' : 'balanced';
}

/** The days, newest first, each with its three methods; a day where every method has nothing is left out. */
export function dayFigures(sums: readonly DayAmounts[]): DayFigures[] {
  const days = new Map<string, Map<PaymentMethod, DayAmounts>>();
  for (const sum of sums) {
    const methods = days.get(sum.day) ?? new Map<PaymentMethod, DayAmounts>();
    const total = methods.get(sum.method) ?? { day: sum.day, method: sum.method, expectedFils: 0, receivedFils: 0, unmatched: 0 };
    methods.set(sum.method, {
      ...total,
      expectedFils: total.expectedFils + sum.expectedFils,
      receivedFils: total.receivedFils + sum.receivedFils,
      unmatched: total.unmatched + sum.unmatched,
    });
    days.set(sum.day, methods);
  }
  // YYYY-MM-DD sorts as the dates do.
  return [...days.keys()]
    .sort()
    .reverse()
    .flatMap((date) => {
      const figures = RECONCILIATION_METHODS.map((method): DayFigures => {
        const { expectedFils = 0, receivedFils = 0, unmatched = 0 } = days.get(date)?.get(method) ?? {};
        return { date, method, expectedFils, receivedFils, differenceFils: receivedFils - expectedFils, unmatched, status: dayStatus(expectedFils, receivedFils, unmatched) };
      });
      return figures.every((figure) => figure.status === 'nothing') ? [] : figures;
    });
}
