import type { ReasonDraft } from '@dukkan/shared/kit';

export interface OrderReasonFieldProps {
  /** The reason so far: a one-click reason's code while its words are unchanged, and the words. */
  value: ReasonDraft;
  /** A keystroke (the words become the user's own), or a one-click reason replacing the text. */
  onChange: (value: ReasonDraft) => void;
  /** While the move is on its way: nothing can be changed. @default false */
  disabled?: boolean;
}
