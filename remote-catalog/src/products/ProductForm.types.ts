import type { ProductFormValues } from './product-form-rules';

export interface ProductFormProps {
  /** 'create' posts a new product; 'edit' puts the changes of product `productId`. */
  mode: 'create' | 'edit';
  /** The product being edited (edit mode only). */
  productId?: number;
  /** What the fields start with: empty on create, the loaded product on edit. */
  initialValues: ProductFormValues;
  /** The product's current image URL (edit): previewed and kept unless a new file replaces it. */
  existingImageUrl?: string | null;
}
