import type { IdPickerProps } from '@dukkan/shared/kit';

export interface CategoryPickerProps extends IdPickerProps {
  /** Only this shop's categories (a list already narrowed to one shop); '' for every shop. */
  shopId?: string;
}
