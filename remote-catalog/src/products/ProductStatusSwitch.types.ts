import type { Product } from './products-api';

export interface ProductStatusSwitchProps {
  /** The product as the list shows it; its status is patched in the cache while the call runs. */
  product: Product;
  /** The product's name in the current language, for the switch's and the dialog's texts. */
  name: string;
}
