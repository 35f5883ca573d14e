import type { Product } from './products-api';

export interface ProductFormProps {
  /**
   * The product being edited, as loaded from `products/{id}`; without it the form creates a product.
   * Its values fill the form once, and its image stays unless a new file replaces it.
   */
  product?: Product;
  /** A create form's preset category (`/products/add?categoryId=N`), as the select holds it. */
  categoryId?: string;
}
