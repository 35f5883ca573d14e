import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { RulesForm } from '../form/use-rules-form';

export interface FormDialogProps {
  /** The dialog's heading ('Add Area', 'Refund order #12'…). */
  title: ReactNode;
  /** The useRulesForm form's `formProps` and `saving`. */
  form: Pick<RulesForm<FieldValues, string>, 'formProps' | 'saving'>;
  /** Closes without saving (Cancel, Escape, a click outside), never while the save runs. */
  onClose: () => void;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The form cannot be sent yet (a required field still empty). @default false */
  submitDisabled?: boolean;
  /** The fields (and a failure said in the dialog). */
  children: ReactNode;
}
