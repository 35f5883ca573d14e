export interface CatalogPickerProps {
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

export interface CategoryPickerProps extends CatalogPickerProps {
  /** Only this shop's categories (a list already narrowed to one shop); '' for every shop. */
  shopId?: string;
}
