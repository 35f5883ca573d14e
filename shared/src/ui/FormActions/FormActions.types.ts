import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** The save is on its way: the button shows a spinner and takes no second press. */
  saving: boolean;
  /** Not ready to submit yet (e.g. a required name still empty). @default false */
  disabled?: boolean;
  /** Its label: the screen's own words, 'Saving...' while `saving` where the spec has one. */
  children: ReactNode;
}

export interface FormActionsProps {
  /** The save is on its way: Cancel and submit both wait. */
  saving: boolean;
  /** Leaves the form (the screen's list); the unsaved-changes guard still asks first. */
  onCancel: () => void;
  /** The submit button's label ('Create Shop', 'Update Product'…). */
  submitLabel: string;
  /** Its label while saving ('Saving...'). */
  savingLabel: string;
}
