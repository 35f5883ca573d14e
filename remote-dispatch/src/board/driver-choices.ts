import type { DispatchOrder, Driver } from '../common/dispatch-types';

/** One driver a row's picker offers. */
export interface DriverChoice {
  driver: Driver;
  /** The API's suggestion for the order: on shift, covering its area, below capacity, the least loaded. */
  suggested: boolean;
  /** Carrying as many orders as they can: the API would refuse (409), so the choice is shown but disabled. */
  full: boolean;
}

/**
 * decisions/dispatch.md: the drivers on shift a row may hand its order to, the suggested one first, then the board's
 * order (by name); whoever already carries an assigned order is not offered it again. A retry may go to the driver
 * whose attempt failed: a failed delivery is no longer part of their load.
 */
export function driverChoices(drivers: readonly Driver[], order: Pick<DispatchOrder, 'state' | 'delivery' | 'suggestedDriver'>): DriverChoice[] {
  const carrier = order.state === 'assigned' ? order.delivery?.driver?.id : undefined;
  const suggestedId = order.suggestedDriver?.id;
  const choices = drivers
    .filter((driver) => driver.id !== carrier)
    .map((driver) => ({ driver, suggested: driver.id === suggestedId, full: driver.load >= driver.capacity }));
  return [...choices.filter((choice) => choice.suggested), ...choices.filter((choice) => !choice.suggested)];
}

/** The choice a row starts with: the suggested driver when they can take it, else none (the lead picks). */
export function firstChoice(choices: readonly DriverChoice[]): string {
  const suggested = choices.find((choice) => choice.suggested && !choice.full);
  return suggested ? String(suggested.driver.id) : '';
}

/** The live delivery an assignment replaces, as this tab saw it: none while the order waits (decisions/dispatch.md). */
export const replacedDelivery = (order: Pick<DispatchOrder, 'state' | 'delivery'>) => (order.state === 'waiting' ? null : (order.delivery?.id ?? null));
