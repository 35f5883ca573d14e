import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question's heading, e.g. 'Delete shop'. */
  title: ReactNode;
  /** The explanation, e.g. spec §2's 'Are you sure you want to delete this user? …'. */
  message: ReactNode;
  /** Text of the confirm button. @default 'Confirm' */
  confirmLabel?: string;
  /** Text of the cancel button. @default 'Cancel' */
  cancelLabel?: string;
  /** The action is running: buttons are disabled and the dialog cannot be dismissed. @default false */
  busy?: boolean;
  /** Marks the confirm button as destructive (red). @default false */
  destructive?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
}
