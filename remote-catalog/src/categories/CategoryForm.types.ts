import type { Category } from './categories-api';

export interface CategoryFormProps {
  /**
   * The category being edited, as loaded from `categories/{id}`; without it the form creates one.
   * Its values fill the form once, and its image stays unless a new file replaces it.
   */
  category?: Category;
}
