import type { Db } from '../../db/client';
import type { DeliveryState } from '../../db/schema';
import { dispatchRepository } from './dispatch-repository';

// decisions/dispatch.md: what a customer's own order answer says of its delivery — the code they read out to the driver
// at the door, and the latest delivery (not one withdrawn): where it stands, our driver's name or the courier's
// company and tracking link. Never the driver's phone, the courier's reference or cost, nor the cash.

export interface CustomerDelivery {
  deliveryCode: string;
  delivery: { state: DeliveryState; driverName: string | null; courier: { company: string; trackingUrl: string | null } | null } | null;
}

/** The orders' codes and deliveries, in one read for a whole page. */
export async function customerDeliveriesOf(db: Db, orderIds: readonly number[]): Promise<Map<number, CustomerDelivery>> {
  const rows = await dispatchRepository(db).customerDeliveries(orderIds);
  return new Map(
    [...rows].map(([id, row]) => [
      id,
      {
        deliveryCode: row.deliveryCode,
        delivery:
          row.state === null
            ? null
            : {
                state: row.state,
                driverName: row.courierCompany === null ? row.driverName : null,
                courier: row.courierCompany === null ? null : { company: row.courierCompany, trackingUrl: row.courierTrackingUrl },
              },
      },
    ]),
  );
}
