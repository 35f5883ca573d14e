export interface OrderTimelineProps {
  /** The order whose steps are shown (GET orders/{id}/events). */
  orderId: number;
}
