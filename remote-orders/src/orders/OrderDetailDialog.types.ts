import type { Order } from '../common/order-types';

export interface OrderDetailDialogProps {
  /** The order shown; the dialog is closed while it is null. */
  order: Order | null;
  /** Close button, Escape or a click outside. */
  onClose: () => void;
}
