import type { OrderReasonDraft } from './order-types';

export interface OrderReasonFieldProps {
  /** The reason so far: a one-click reason's code while its words are unchanged, and the words. */
  value: OrderReasonDraft;
  /** A keystroke (the words become the user's own), or a one-click reason replacing the text. */
  onChange: (value: OrderReasonDraft) => void;
  /** While the move is on its way: nothing can be changed. @default false */
  disabled?: boolean;
}
