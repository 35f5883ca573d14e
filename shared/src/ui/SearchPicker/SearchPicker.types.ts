/** One choice of a SearchPicker: its value (an id as text) and the words shown for it. */
export interface PickerOption {
  value: string;
  /** The name, in the UI's language. */
  text: string;
  /** A second line that tells like-named choices apart, e.g. a category's shop. */
  secondary?: string;
}

export interface SearchPickerProps {
  /** The field's visible label; also the input's accessible name. */
  label: string;
  /** One required mark, and aria-required on the input. @default false */
  required?: boolean;
  /** The validation message; when set the field is invalid. */
  error?: string | null;
  /** Help text under the control. */
  hint?: string;
  /** Shown in the empty input, e.g. 'Type to search shops' or, for a filter, 'All shops'. */
  placeholder?: string;
  /** Many choices, each a tag (true), or at most one (false). @default false */
  multiselect?: boolean;
  /** The chosen values; at most one without `multiselect`. */
  value: readonly string[];
  /** Called with every chosen value after a pick or a removal. */
  onChange: (value: string[]) => void;
  /** What the server found for the search last asked (`onSearch`), best first. */
  options: readonly PickerOption[];
  /** How many the server found in all; more than `options` adds 'Showing n of total: type to narrow'. */
  total?: number;
  /** `total` is a cap (the API counts a search up to 100): shown as '100+'. @default false */
  totalCapped?: boolean;
  /** The chosen ones' names known beforehand (an edit page's own), so a tag is named before any search. */
  known?: readonly PickerOption[];
  /**
   * Called with the search text (trimmed) when the list first opens and each time typing pauses.
   * Nothing is asked before that: a screen with a picker costs no request until it is used.
   */
  onSearch: (text: string) => void;
  /** A search is on its way. @default false */
  loading?: boolean;
  /** The last search failed. @default false */
  failed?: boolean;
  /** What the list says when the search failed, e.g. 'Failed to load shops'. @default 'Could not load the choices' */
  failedText?: string;
  /** @default false */
  disabled?: boolean;
  /** How long typing must pause before `onSearch`. @default 250 */
  delayMs?: number;
  className?: string;
}

/** A picker of one id, as an address or a form keeps it: the shop picker and pickers like it. */
export interface IdPickerProps {
  label: string;
  /** In the empty field: what to type, or for a filter what an empty one means ('All shops'). */
  placeholder: string;
  /** The chosen id as text; '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** @default false */
  required?: boolean;
  error?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
  /** What the list says when the search fails (spec §8: 'Failed to load shops'). */
  failedText?: string;
}
