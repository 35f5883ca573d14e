export interface OrderReasonFieldProps {
  /** The reason as typed so far ('' while there is none). */
  value: string;
  /** A keystroke, or a one-click reason replacing the text. */
  onChange: (value: string) => void;
  /** While the move is on its way: nothing can be changed. @default false */
  disabled?: boolean;
}
