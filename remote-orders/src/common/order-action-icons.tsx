import { BoxCheckmarkRegular, CheckmarkRegular, DismissRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { OrderAction } from './order-actions';

/** Each move's icon, alike on the list's rows and the order page. */
export const ORDER_ACTION_ICONS: Readonly<Record<OrderAction, ReactElement>> = {
  accept: <CheckmarkRegular />,
  reject: <DismissRegular />,
  ship: <VehicleTruckProfileRegular />,
  deliver: <BoxCheckmarkRegular />,
  cancel: <DismissRegular />,
};

/** Reject and cancel end an order: their buttons look so (outlined, red), on the rows and the order page. */
export const isEndingAction = (action: OrderAction) => action === 'reject' || action === 'cancel';
