import type { ProductUnit } from './product-form-rules';

export interface ProductPriceProps {
  /** The price in KWD as the API answers it (per kg for a product sold by weight). */
  price: number | string;
  /** How the product is sold. @default 'piece' (an answer without a unit) */
  unit?: ProductUnit | null;
}
