export interface SearchFieldProps {
  /** The label above the box, e.g. 'Search'. */
  label: string;
  placeholder?: string;
  /** The search applied now (from the address): the box follows it when it changes from outside. */
  value: string;
  /** Called once typing pauses, with what is in the box (trimmed later by the caller's API). */
  onSearch: (value: string) => void;
  /** How long typing must pause. @default 300 */
  delayMs?: number;
  className?: string;
}
