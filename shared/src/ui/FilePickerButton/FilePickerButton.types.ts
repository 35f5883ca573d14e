import type { InputHTMLAttributes } from 'react';

export interface FilePickerButtonProps {
  /** The button's words, in the page's language ("Choose a CSV file"). */
  chooseLabel: string;
  /** Shown beside the button while nothing is chosen ("No file chosen"). */
  noFileLabel: string;
  /** The file chosen (anything with a name: a File, or what a page kept of one), named beside the button. */
  file: { name: string } | null;
  /** A file was chosen (the same one again counts too: the input is emptied after each choice). */
  onChoose: (file: File) => void;
  /** What the input accepts. @default '.csv,text/csv' */
  accept?: string;
  /** @default false */
  disabled?: boolean;
  /**
   * The native input's own attributes: an `aria-label`, or the id and descriptions a FormField hands its control (a
   * refused submit focuses the field by that id; the focus goes on to the button).
   */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange' | 'disabled'>;
}
